/** 個人情報の取り扱い `/privacy` (`/en/privacy`), issue 17 item 3: the privacy policy (demo company). */
import { LegalPage } from '@/components/legal/LegalPage';
import { getT } from '@/lib/i18n/server';
import { legalLang, legalMetadata, type LegalParams } from '@/lib/legal/page';

type Props = { params: LegalParams };

const SECTIONS = ['collected', 'purpose', 'thirdParty', 'security', 'cookies', 'rights'] as const;

export function generateMetadata({ params }: Props) {
  return legalMetadata(params, '/privacy', 'privacyTitle', 'privacyLead');
}

export default async function PrivacyPage({ params }: Props) {
  const lang = await legalLang(params);
  const t = await getT(lang, 'legal');
  return (
    <LegalPage
      lang={lang}
      doc="privacy"
      title={t('privacyTitle')}
      lead={t('privacyLead')}
      sections={SECTIONS}
    />
  );
}
