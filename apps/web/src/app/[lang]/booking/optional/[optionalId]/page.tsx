/**
 * Optional activity booking `/booking/optional/{optionalId}?date=YYYYMMDD&person1=N&person6=N
 * &person9=N` (the activity page's 予約へ進む; query shape: lib/booking/request.ts). Logged-in
 * travellers only (else /login?returnTo=…). Not indexed.
 */
import type { Metadata } from 'next';
import { BookingPage } from '@/components/booking/BookingPage';
import { bookingMetadata, bookingParams, type BookingRouteProps } from '@/lib/booking/page';

type Props = BookingRouteProps<{ optionalId: string }>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, id } = await bookingParams(params, 'optionalId');
  return bookingMetadata(lang, `/booking/optional/${encodeURIComponent(id)}`);
}

export default async function OptionalBookingPage({ params, searchParams }: Props) {
  const { lang, id, query } = await bookingParams(params, 'optionalId', searchParams);
  return <BookingPage product="optional" productId={id} query={query} lang={lang} />;
}
