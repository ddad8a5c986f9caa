/**
 * The legal and help pages' language and metadata (issue 17 item 3): each page is indexed, in ja
 * and en, titled from the `legal` namespace.
 */
import type { Metadata } from 'next';
import { getT } from '../i18n/server';
import type { Lang } from '../i18n/settings';
import { langOf } from '../i18n/pageLang';
import { getRequestContext } from '../requestContext';
import { pageMetadata } from '../seo';

export type LegalParams = Promise<{ lang: string }>;

/** The legal pages' language (their params are every page's). */
export const legalLang: (params: LegalParams) => Promise<Lang> = langOf;

export async function legalMetadata(
  params: LegalParams,
  path: string,
  titleKey: string,
  leadKey: string,
): Promise<Metadata> {
  const lang = await legalLang(params);
  const [ctx, t] = await Promise.all([getRequestContext(), getT(lang, 'legal')]);
  const siteName = ctx.brand.name[lang];
  return pageMetadata({
    lang,
    path,
    title: `${t(titleKey)} | ${siteName}`,
    description: t(leadKey),
    siteName,
    index: true,
  });
}
