/**
 * E-mail address confirmation `/email/verify?token=…` (`/en/email/verify`), issue 17 item 4: the
 * link mailed at sign-up (or again from My page) opens this page, whose button confirms the address
 * (a POST: works without JavaScript; a link scanner opening the page uses nothing up). My page then
 * shows the address as confirmed. No Referer leaves the page. Not indexed.
 */
import type { Metadata } from 'next';
import { errorMessageFor } from '@tabiyori/domain';
import { EmailVerifyForm } from '@/components/account/EmailVerifyForm';
import { AccountPage } from '@/components/account/AccountPage';
import styles from '@/components/account/account.module.css';
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
    path: '/email/verify',
    titleKey: 'verifyTitle',
    descriptionKey: 'verifyLead',
    noReferrer: true,
  });
}

export default async function EmailVerifyPage({ params, searchParams }: Props) {
  const lang = await langOf(params);
  const query = await searchParams;
  const token = typeof query.token === 'string' ? query.token.slice(0, 100) : '';
  const [t, ctx] = await Promise.all([getT(lang, 'account'), getRequestContext()]);
  return (
    <AccountPage title={t('verifyTitle')} narrow>
      <section className={styles.card} aria-label={t('verifyTitle')}>
        {token ? (
          <>
            <p>{t('verifyLead')}</p>
            <EmailVerifyForm lang={lang} token={token} mypageHref={pageHref('/mypage', lang, ctx.meta)} />
          </>
        ) : (
          <p className={styles.alert} role="alert">
            {errorMessageFor('ACE811', lang)}
          </p>
        )}
      </section>
    </AccountPage>
  );
}
