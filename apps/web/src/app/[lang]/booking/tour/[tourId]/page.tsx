/**
 * Tour booking `/booking/tour/{tourId}?goDate=YYYYMMDD&adultPax=N&childPax=…&roomCount=N…` (the
 * tour detail page's link, lib/tours/condition.ts tourBookingHref; read by lib/booking/request.ts).
 * Logged-in travellers only (else /login?returnTo=…). Not indexed.
 */
import type { Metadata } from 'next';
import { BookingPage } from '@/components/booking/BookingPage';
import { bookingMetadata, bookingParams, type BookingRouteProps } from '@/lib/booking/page';

type Props = BookingRouteProps<{ tourId: string }>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, id } = await bookingParams(params, 'tourId');
  return bookingMetadata(lang, `/booking/tour/${encodeURIComponent(id)}`);
}

export default async function TourBookingPage({ params, searchParams }: Props) {
  const { lang, id, query } = await bookingParams(params, 'tourId', searchParams);
  return <BookingPage product="tour" productId={id} query={query} lang={lang} />;
}
