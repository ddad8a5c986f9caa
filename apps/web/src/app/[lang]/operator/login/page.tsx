/**
 * Back-office log-in `/operator/login`: the account log-in (POST /v1/auth/login, throttled per
 * e-mail and address: 429 ACE806) then the dashboard. An operator already logged in goes straight
 * there; a traveller's session is told it may not use the back office.
 */
import { redirect } from 'next/navigation';
import { LoginForm } from '@/components/account/LoginForm';
import styles from '@/components/operator/operator.module.css';
import { getSession } from '@/lib/account/server';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import { langOfSegment } from '@/lib/i18n/pageLang';
import { pageHref } from '@/lib/links';
import { operatorMetadata } from '@/lib/operator/page';
import { getOperator } from '@/lib/operator/server';

type Props = { params: Promise<{ lang: string }> };

export function generateMetadata({ params }: Props) {
  return operatorMetadata(params, 'loginTitle');
}

export default async function OperatorLoginPage({ params }: Props) {
  const { lang: raw } = await params;
  const lang: Lang = langOfSegment(raw);
  const dashboard = pageHref('/operator', lang);
  const [t, session, operator] = await Promise.all([getT(lang, 'operator'), getSession(), getOperator()]);
  if (operator) redirect(dashboard);
  return (
    <main id="main" className={styles.main} tabIndex={-1}>
      <div className={`${styles.card} ${styles.loginBox}`}>
        <h1 className={styles.title}>tabiyori {t('loginTitle')}</h1>
        {session ? (
          <p role="alert" className={styles.alert}>
            {t('notOperator')}
          </p>
        ) : null}
        <p>{t('loginLead')}</p>
        <LoginForm lang={lang} returnTo="/operator" />
      </div>
    </main>
  );
}
