/**
 * Password reset `/password/reset` (`/en/password/reset`), issue 17 item 4. Without a token: the
 * e-mail form (a 30-minute single-use link is mailed to an account; the same answer otherwise).
 * With the mailed link's `?token=`: the new-password form. Both POST to server actions and work
 * without JavaScript. The page sends no Referer (the token stays here). Not indexed.
 */
import type { Metadata } from 'next';
import { AppLink } from '@/components/AppLink';
import { NewPasswordForm, ResetRequestForm } from '@/components/account/PasswordResetForms';
import { AccountPage } from '@/components/account/AccountPage';
import styles from '@/components/account/account.module.css';
import { getT } from '@/lib/i18n/server';
import { langOf } from '@/lib/i18n/pageLang';
import { accountPageMetadata } from '@/lib/account/pageMetadata';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountPageMetadata(await langOf(params), {
    path: '/password/reset',
    titleKey: 'resetTitle',
    descriptionKey: 'resetLead',
    noReferrer: true,
  });
}

export default async function PasswordResetPage({ params, searchParams }: Props) {
  const lang = await langOf(params);
  const query = await searchParams;
  const token = typeof query.token === 'string' ? query.token.slice(0, 100) : null;
  const t = await getT(lang, 'account');
  return (
    <AccountPage title={t('resetTitle')} lead={token ? t('resetNewLead') : t('resetLead')} narrow>
      <section className={styles.card} aria-label={t('resetTitle')}>
        {token ? <NewPasswordForm lang={lang} token={token} /> : <ResetRequestForm lang={lang} />}
        <p className={styles.forgot}>
          <AppLink href="/login">{t('backToLogin')}</AppLink>
        </p>
      </section>
    </AccountPage>
  );
}
