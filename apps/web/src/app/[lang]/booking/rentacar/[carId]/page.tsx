/**
 * Rental-car booking `/booking/rentacar/{carId}?date=YYYYMMDD&pickupTime=HHmm&returnDate=YYYYMMDD
 * &returnTime=HHmm&person1=N…` (the car page's 予約へ進む; query shape: lib/booking/request.ts). The
 * quote and confirm steps show the rental period. Logged-in travellers only (else
 * /login?returnTo=…). Not indexed.
 */
import type { Metadata } from 'next';
import { BookingPage } from '@/components/booking/BookingPage';
import { bookingMetadata, bookingParams, type BookingRouteProps } from '@/lib/booking/page';

type Props = BookingRouteProps<{ carId: string }>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, id } = await bookingParams(params, 'carId');
  return bookingMetadata(lang, `/booking/rentacar/${encodeURIComponent(id)}`);
}

export default async function RentacarBookingPage({ params, searchParams }: Props) {
  const { lang, id, query } = await bookingParams(params, 'carId', searchParams);
  return <BookingPage product="rentacar" productId={id} query={query} lang={lang} />;
}
