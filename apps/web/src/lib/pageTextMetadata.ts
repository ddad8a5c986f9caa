/** The metadata of a page named by the domain's page texts (buildPageText). */
import type { Metadata } from 'next';
import { buildPageText } from '@tabiyori/domain';
import type { Lang } from './i18n/settings';
import { getRequestContext } from './requestContext';
import { pageMetadata } from './seo';

/** A page named by the domain's page texts (title, description), not indexed: My page, favourites, the booking pages. */
export async function unindexedPageMetadata(
  lang: Lang,
  kind: 'mypage' | 'favorites' | 'booking',
  path: string,
): Promise<Metadata> {
  const ctx = await getRequestContext();
  const siteName = ctx.brand.name[lang];
  const text = buildPageText(kind, {}, { lang, siteName });
  return pageMetadata({
    lang,
    path,
    title: text.title,
    description: text.description,
    siteName,
    index: false,
  });
}
