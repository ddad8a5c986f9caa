/**
 * Log-in `/login?returnTo=…` (`/en/login`): e-mail and password (components/account/LoginForm, a
 * POST to a server action that works without JavaScript), the link to the password reset, and a
 * notice after a reset (`?reset=done`) or a log-out everywhere (`?loggedOut=everywhere`).
 * `returnTo` is checked here (lib/account/returnTo.ts: one of our paths only, else My page), so
 * the form can only send the traveller back to our own page. A traveller already logged in goes
 * there at once. Not indexed.
 */
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AppLink } from '@/components/AppLink';
import { LoginForm } from '@/components/account/LoginForm';
import { AccountPage } from '@/components/account/AccountPage';
import styles from '@/components/account/account.module.css';
import { loginPath, safeReturnTo } from '@/lib/account/returnTo';
import { getSession } from '@/lib/account/server';
import { getT } from '@/lib/i18n/server';
import { langOf } from '@/lib/i18n/pageLang';
import { accountPageMetadata } from '@/lib/account/pageMetadata';
import { pageHref } from '@/lib/links';
import { getRequestContext } from '@/lib/requestContext';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountPageMetadata(await langOf(params), {
    path: '/login',
    titleKey: 'loginTitle',
    descriptionKey: 'loginLead',
  });
}

export default async function LoginPage({ params, searchParams }: Props) {
  const lang = await langOf(params);
  const query = await searchParams;
  const returnTo = safeReturnTo(typeof query.returnTo === 'string' ? query.returnTo : null);
  const [ctx, t, session] = await Promise.all([getRequestContext(), getT(lang, 'account'), getSession()]);
  const returnHref = pageHref(returnTo, lang, ctx.meta);
  if (session) redirect(returnHref);
  // After a password reset or a log-out everywhere (lib/account/actions.ts), one line says so.
  const notice =
    query.reset === 'done' ? 'resetDone' : query.loggedOut === 'everywhere' ? 'loggedOutEverywhere' : null;
  return (
    <AccountPage title={t('loginTitle')} lead={t('loginLead')} narrow>
      {notice ? (
        <p className={styles.notice} role="status">
          {t(notice)}
        </p>
      ) : null}
      <section className={styles.card} aria-label={t('loginTitle')}>
        <LoginForm lang={lang} returnTo={returnTo} />
        <p className={styles.forgot}>
          <AppLink href="/password/reset">{t('forgotPassword')}</AppLink>
        </p>
        <div className={styles.links}>
          <p style={{ margin: 0 }}>{t('noAccount')}</p>
          <AppLink href={loginPath(returnTo, '/signup')} className="button button--secondary">
            {t('signupFree')}
          </AppLink>
        </div>
      </section>
    </AccountPage>
  );
}
