/** Route helpers of the booking pages: parameters, query and metadata (not indexed). */
import type { Metadata } from 'next';
import { buildPageText } from '@tabiyori/domain';
import { isLang, type Lang } from '../i18n/settings';
import { getRequestContext } from '../requestContext';
import { pageMetadata } from '../seo';

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
  return { lang: isLang(p.lang) ? p.lang : 'ja', id: p[key], query };
}

export async function bookingMetadata(lang: Lang, path: string): Promise<Metadata> {
  const ctx = await getRequestContext();
  const siteName = ctx.brand.name[lang];
  const text = buildPageText('booking', {}, { lang, siteName });
  return pageMetadata({
    lang,
    path,
    title: text.title,
    description: text.description,
    siteName,
    index: false,
  });
}
