/**
 * The metadata of the account pages (log-in, sign-up, address confirmation, password reset), not
 * indexed: the title and description from the account texts; pages that carry a token send no Referer.
 */
import type { Metadata } from 'next';
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
