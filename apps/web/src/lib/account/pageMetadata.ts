/**
 * The metadata of the account pages that are not indexed: the title and description from the
 * account texts (log-in, sign-up, address confirmation, password reset), or from the domain's page
 * texts (My page, favourites); pages that carry a token send no Referer.
 */
import type { Metadata } from 'next';
import { buildPageText } from '@tabiyori/domain';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import { getRequestContext } from '@/lib/requestContext';
import { pageMetadata } from '@/lib/seo';

export async function accountPageMetadata(
  lang: Lang,
  page: { path: string; titleKey: string; descriptionKey: string; noReferrer?: boolean },
): Promise<Metadata> {
  const [ctx, t] = await Promise.all([getRequestContext(), getT(lang, 'account')]);
  const siteName = ctx.brand.name[lang];
  const metadata = pageMetadata({
    lang,
    path: page.path,
    title: `${t(page.titleKey)} | ${siteName}`,
    description: t(page.descriptionKey),
    siteName,
    index: false,
  });
  return page.noReferrer ? { ...metadata, referrer: 'no-referrer' } : metadata;
}

/** A page named by the domain's page texts (title, description), not indexed. */
export async function memberPageMetadata(
  lang: Lang,
  kind: 'mypage' | 'favorites',
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
