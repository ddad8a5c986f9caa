/**
 * お問い合わせ `/contact` (`/en/contact`), issue 17 item 3: the form (components/legal/ContactForm,
 * a POST that works without JavaScript) stores the message and mails a receipt with its number;
 * the demo company's phone and hours below. A logged-in member's address is filled in.
 */
import { DEMO_COMPANY } from '@tabiyori/domain';
import { ContactForm } from '@/components/legal/ContactForm';
import { CONTACT_FORM_TEXTS, type ContactFormTexts } from '@/lib/contact/validation';
import { LegalPage } from '@/components/legal/LegalPage';
import { getSession } from '@/lib/account/server';
import { getT } from '@/lib/i18n/server';
import { legalLang, legalMetadata, type LegalParams } from '@/lib/legal/page';

type Props = { params: LegalParams };

export function generateMetadata({ params }: Props) {
  return legalMetadata(params, '/contact', 'contactTitle', 'contactLead');
}

export default async function ContactPage({ params }: Props) {
  const lang = await legalLang(params);
  const [t, session] = await Promise.all([getT(lang, 'legal'), getSession()]);
  return (
    <LegalPage lang={lang} title={t('contactTitle')} lead={t('contactLead')}>
      <ContactForm
        lang={lang}
        email={session?.user.email ?? ''}
        texts={Object.fromEntries(CONTACT_FORM_TEXTS.map((key) => [key, t(key)])) as ContactFormTexts}
      />
      <p style={{ marginTop: 24 }}>
        {t('contactPhone', { phone: DEMO_COMPANY.phone, hours: DEMO_COMPANY.hours[lang] })}
      </p>
    </LegalPage>
  );
}
