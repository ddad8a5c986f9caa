/**
 * Password reset `/password/reset` (`/en/password/reset`), issue 17 item 4. Without a token: the
 * e-mail form (a 30-minute single-use link is mailed to an account; the same answer otherwise).
 * With the mailed link's `?token=`: the new-password form. Both POST to server actions and work
 * without JavaScript. The page sends no Referer (the token stays here). Not indexed.
 */
import type { Metadata } from 'next';
import { AppLink } from '@/components/AppLink';
import { NewPasswordForm, ResetRequestForm } from '@/components/account/PasswordResetForms';
import styles from '@/components/account/account.module.css';
import { PageShell } from '@/components/PageShell';
import { getT } from '@/lib/i18n/server';
import { langOf } from '@/lib/i18n/pageLang';
import { getRequestContext } from '@/lib/requestContext';
import { pageMetadata } from '@/lib/seo';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await langOf(params);
  const [ctx, t] = await Promise.all([getRequestContext(), getT(lang, 'account')]);
  const siteName = ctx.brand.name[lang];
  return {
    ...pageMetadata({
      lang,
      path: '/password/reset',
      title: `${t('resetTitle')} | ${siteName}`,
      description: t('resetLead'),
      siteName,
      index: false,
    }),
    referrer: 'no-referrer',
  };
}

export default async function PasswordResetPage({ params, searchParams }: Props) {
  const lang = await langOf(params);
  const query = await searchParams;
  const token = typeof query.token === 'string' ? query.token.slice(0, 100) : null;
  const t = await getT(lang, 'account');
  return (
    <PageShell pageKind="mypage" breadcrumbs={[{ name: t('resetTitle') }]}>
      <div className={`container ${styles.page}`}>
        <div className={styles.narrow}>
          <h1 className={styles.title}>{t('resetTitle')}</h1>
          <p className={styles.lead}>{token ? t('resetNewLead') : t('resetLead')}</p>
          <section className={styles.card} aria-label={t('resetTitle')}>
            {token ? <NewPasswordForm lang={lang} token={token} /> : <ResetRequestForm lang={lang} />}
            <p className={styles.forgot}>
              <AppLink href="/login">{t('backToLogin')}</AppLink>
            </p>
          </section>
        </div>
      </div>
    </PageShell>
  );
}
