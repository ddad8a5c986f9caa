/**
 * Dynamic-package booking (hotel stay + JR round trip) `/booking/dp/{hotelId}?planId=…
 * &goDate=YYYYMMDD&nights=N&roomCount=N&adultPax=N&childPax=…[&roomId=…]` plus exactly one of
 * `depAreaCode` / `depStation` / `depGenericStation` and `seatClass=reserved|green` (query shape:
 * lib/booking/request.ts; the hotel pages' dp links). The quote and confirm steps show the JR part
 * with its seat class. Logged-in travellers only (else /login?returnTo=…). Not indexed.
 */
import type { Metadata } from 'next';
import { BookingPage } from '@/components/booking/BookingPage';
import { bookingMetadata, bookingParams, type BookingRouteProps } from '@/lib/booking/page';

type Props = BookingRouteProps<{ hotelId: string }>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, id } = await bookingParams(params, 'hotelId');
  return bookingMetadata(lang, `/booking/dp/${encodeURIComponent(id)}`);
}

export default async function DpBookingPage({ params, searchParams }: Props) {
  const { lang, id, query } = await bookingParams(params, 'hotelId', searchParams);
  return <BookingPage product="dp" productId={id} query={query} lang={lang} />;
}
