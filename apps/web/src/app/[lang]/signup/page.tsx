/**
 * Sign-up `/signup?returnTo=…` (`/en/signup`): names in kanji and katakana, e-mail, password and
 * the optional coupon-condition profile (components/account/SignupForm). `returnTo` is checked as
 * on the log-in page. A traveller already logged in goes there at once. Not indexed.
 */
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AppLink } from '@/components/AppLink';
import { SignupForm } from '@/components/account/SignupForm';
import { AccountPage } from '@/components/account/AccountPage';
import styles from '@/components/account/account.module.css';
import { loadPrefectures } from '@/lib/account/prefectures';
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
    path: '/signup',
    titleKey: 'signupTitle',
    descriptionKey: 'signupLead',
  });
}

export default async function SignupPage({ params, searchParams }: Props) {
  const lang = await langOf(params);
  const query = await searchParams;
  const returnTo = safeReturnTo(typeof query.returnTo === 'string' ? query.returnTo : null);
  const [ctx, t, session, prefectures] = await Promise.all([
    getRequestContext(),
    getT(lang, 'account'),
    getSession(),
    loadPrefectures(lang),
  ]);
  const returnHref = pageHref(returnTo, lang, ctx.meta);
  if (session) redirect(returnHref);
  return (
    <AccountPage title={t('signupTitle')} lead={t('signupLead')} narrow>
      <section className={styles.card} aria-labelledby="signup-benefits">
        <h2 id="signup-benefits" className={styles.cardTitle}>
          {t('benefitsTitle')}
        </h2>
        <ul className={styles.benefits}>
          <li>{t('benefitCoupon')}</li>
          <li>{t('benefitFavorite')}</li>
          <li>{t('benefitHistory')}</li>
        </ul>
      </section>
      <section className={styles.card} aria-label={t('signupTitle')}>
        <SignupForm lang={lang} returnTo={returnTo} prefectures={prefectures} />
        <div className={styles.links}>
          <p style={{ margin: 0 }}>{t('hasAccount')}</p>
          <AppLink href={loginPath(returnTo)} className="button button--secondary">
            {t('login')}
          </AppLink>
        </div>
      </section>
    </AccountPage>
  );
}
