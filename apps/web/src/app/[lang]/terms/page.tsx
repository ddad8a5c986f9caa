/** 利用規約 `/terms` (`/en/terms`), issue 17 item 3: the site's terms of use (demo company). */
import { LegalPage } from '@/components/legal/LegalPage';
import { getT } from '@/lib/i18n/server';
import { legalLang, legalMetadata, type LegalParams } from '@/lib/legal/page';

type Props = { params: LegalParams };

const SECTIONS = ['service', 'account', 'prohibited', 'content', 'suspension', 'disclaimer', 'law'] as const;

export function generateMetadata({ params }: Props) {
  return legalMetadata(params, '/terms', 'termsTitle', 'termsLead');
}

export default async function TermsPage({ params }: Props) {
  const lang = await legalLang(params);
  const t = await getT(lang, 'legal');
  return (
    <LegalPage lang={lang} doc="terms" title={t('termsTitle')} lead={t('termsLead')} sections={SECTIONS} />
  );
}
