/**
 * 旅行業約款・旅行条件書 `/terms/travel` (`/en/terms/travel`), issue 17 item 3: the conditions the
 * checkout asks the traveller to agree to, for the demo company. The cancellation charges are drawn
 * from the domain's rule (components/legal/CancellationTables); the payment section states the
 * domain's bank-transfer deadline (booking/payment.ts).
 */
import { CancellationTables } from '@/components/legal/CancellationTables';
import { LegalPage } from '@/components/legal/LegalPage';
import { getT } from '@/lib/i18n/server';
import { legalLang, legalMetadata, type LegalParams } from '@/lib/legal/page';

type Props = { params: LegalParams };

const SECTIONS = [
  'kinds',
  'application',
  'payment',
  'cancellation',
  'changes',
  'agencyCancel',
  'responsibility',
  'personal',
] as const;

export function generateMetadata({ params }: Props) {
  return legalMetadata(params, '/terms/travel', 'travelTitle', 'travelLead');
}

export default async function TravelTermsPage({ params }: Props) {
  const lang = await legalLang(params);
  const t = await getT(lang, 'legal');
  return (
    <LegalPage
      lang={lang}
      doc="travel"
      title={t('travelTitle')}
      lead={t('travelLead')}
      sections={SECTIONS}
      extra={{ cancellation: <CancellationTables lang={lang} /> }}
    />
  );
}
