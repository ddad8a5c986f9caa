/** What every back-office page needs first: its language and the operator (or a redirect to log in). */
import type { Metadata } from 'next';
import { getT } from '../i18n/server';
import type { Lang } from '../i18n/settings';
import { langOfSegment } from '../i18n/pageLang';
import { requireOperator, type Operator } from './server';

export async function operatorPage(
  params: Promise<{ lang: string }>,
): Promise<{ lang: Lang; operator: Operator }> {
  const { lang } = await params;
  const l: Lang = langOfSegment(lang);
  return { lang: l, operator: await requireOperator() };
}

/** Title `{page} | tabiyori 管理画面`, never indexed. */
export async function operatorMetadata(
  params: Promise<{ lang: string }>,
  titleKey: string,
): Promise<Metadata> {
  const { lang } = await params;
  const t = await getT(langOfSegment(lang), 'operator');
  return {
    title: { absolute: `${t(titleKey)} | tabiyori ${t('consoleName')}` },
    robots: { index: false, follow: false },
  };
}
