/** よくあるご質問 `/help` (`/en/help`), issue 17 item 3: questions and answers, then the contact form. */
import { AppLink } from '@/components/AppLink';
import { LegalPage } from '@/components/legal/LegalPage';
import styles from '@/components/legal/legal.module.css';
import { getT } from '@/lib/i18n/server';
import { legalLang, legalMetadata, type LegalParams } from '@/lib/legal/page';

type Props = { params: LegalParams };

const QUESTIONS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

export function generateMetadata({ params }: Props) {
  return legalMetadata(params, '/help', 'helpTitle', 'helpLead');
}

export default async function HelpPage({ params }: Props) {
  const lang = await legalLang(params);
  const t = await getT(lang, 'legal');
  return (
    <LegalPage lang={lang} title={t('helpTitle')} lead={t('helpLead')}>
      <dl className={styles.faq}>
        {QUESTIONS.map((n) => (
          <div key={n}>
            <dt>{t(`help_q${n}`)}</dt>
            <dd>{t(`help_a${n}`)}</dd>
          </div>
        ))}
      </dl>
      <h2 className={styles.heading} style={{ marginTop: 32 }}>
        {t('helpMore')}
      </h2>
      <p>
        <AppLink href="/contact" className="button">
          {t('helpContact')}
        </AppLink>
      </p>
    </LegalPage>
  );
}
