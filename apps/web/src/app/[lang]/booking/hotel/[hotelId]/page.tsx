/**
 * Hotel stay booking `/booking/hotel/{hotelId}?planId=…&goDate=YYYYMMDD&nights=N&roomCount=N
 * &adultPax=N&childPax=8-b1s0sc1,…[&roomId=…]` (query shape: lib/booking/request.ts, the quote API's
 * yado fields). Logged-in travellers only (else /login?returnTo=…). Not indexed.
 */
import type { Metadata } from 'next';
import { BookingPage } from '@/components/booking/BookingPage';
import { bookingMetadata, bookingParams, type BookingRouteProps } from '@/lib/booking/page';

type Props = BookingRouteProps<{ hotelId: string }>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, id } = await bookingParams(params, 'hotelId');
  return bookingMetadata(lang, `/booking/hotel/${encodeURIComponent(id)}`);
}

export default async function HotelBookingPage({ params, searchParams }: Props) {
  const { lang, id, query } = await bookingParams(params, 'hotelId', searchParams);
  return <BookingPage product="hotel" productId={id} query={query} lang={lang} />;
}
