/** Route helpers of the booking pages: parameters, query, metadata (not indexed) and the booking. */
import type { Metadata } from 'next';
import type { ApiAnswer } from '@tabiyori/api-client';
import { answerOf } from '@tabiyori/api-client/server';
import { viewerApi } from '../account/server';
import type { Lang } from '../i18n/settings';
import { langOfSegment } from '../i18n/pageLang';
import { unindexedPageMetadata } from '../pageTextMetadata';

type Search = Record<string, string | string[] | undefined>;

export interface BookingRouteProps<P extends Record<string, string>> {
  params: Promise<P & { lang: string }>;
  searchParams: Promise<Search>;
}

export async function bookingParams<K extends string>(
  params: Promise<Record<K, string> & { lang: string }>,
  key: K,
  searchParams?: Promise<Search>,
): Promise<{ lang: Lang; id: string; query: URLSearchParams }> {
  const p = await params;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((await searchParams) ?? {})) {
    if (Array.isArray(value)) for (const v of value) query.append(name, v);
    else if (value !== undefined) query.append(name, value);
  }
  return { lang: langOfSegment(p.lang), id: p[key], query };
}

export function bookingMetadata(lang: Lang, path: string): Promise<Metadata> {
  return unindexedPageMetadata(lang, 'booking', path);
}

/**
 * GET /v1/bookings/{bookingNumber} as the traveller (their cookie): the booking in the page's
 * language, or ApiClientError with the API's code (404: not theirs or unknown), else ISE900.
 */
export async function viewerBooking(
  bookingNumber: string,
  lang: Lang,
): Promise<ApiAnswer<'/v1/bookings/{bookingNumber}'>> {
  const api = await viewerApi();
  return answerOf(
    api.GET('/v1/bookings/{bookingNumber}', { params: { path: { bookingNumber }, query: { lang } } }),
  );
}
