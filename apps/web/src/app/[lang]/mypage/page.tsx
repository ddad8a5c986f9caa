/**
 * My page `/mypage` (`/en/mypage`): the member's bookings (GET /v1/bookings, newest first, each
 * linking to its detail) and profile with editing (a server action, PUT /v1/account/profile; the
 * coupon-condition attributes gender, birth date, residence; `?edit=profile` opens the editor and
 * `?saved=profile` follows a save, both for browsers without JavaScript), the e-mail address's confirmation state (a new link on
 * request) and "log out everywhere" (components/account/AccountSecurity). Logged-in only (else /login?returnTo=/mypage).
 * Rendered for the member from their cookie: dynamic, never cached for another. Not indexed.
 */
import type { Metadata } from 'next';
import { answerOf } from '@tabiyori/api-client/server';
import { errorMessageFor, formatDateLong, formatPrice } from '@tabiyori/domain';
import { AppLink } from '@/components/AppLink';
import { EmailState, LogOutEverywhere } from '@/components/account/AccountSecurity';
import { ProfileEditor } from '@/components/account/ProfileEditor';
import { productKindKey } from '@/lib/booking/productKind';
import { colon, paren } from '@/lib/i18n/punctuation';
import { AccountPage } from '@/components/account/AccountPage';
import styles from '@/components/account/account.module.css';
import { ApiError } from '@/lib/api';
import { loadPrefectures } from '@/lib/account/prefectures';
import { requireSession, viewerApi } from '@/lib/account/server';
import { displayName } from '@/lib/account/types';
import type { Booking } from '@/lib/booking/types';
import { getT } from '@/lib/i18n/server';
import { langOf } from '@/lib/i18n/pageLang';
import { unindexedPageMetadata } from '@/lib/pageTextMetadata';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return unindexedPageMetadata(await langOf(params), 'mypage', '/mypage');
}

export default async function MyPage({ params, searchParams }: Props) {
  const lang = await langOf(params);
  const session = await requireSession('/mypage');
  // The profile's edit and save without JavaScript (components/account/ProfileEditor).
  const { edit, saved } = await searchParams;
  const [t, tb, prefectures] = await Promise.all([
    getT(lang, 'account'),
    getT(lang, 'booking'),
    loadPrefectures(lang),
  ]);
  const colonText = colon(lang);
  let bookings: Booking[] = [];
  let failure: string | null = null;
  try {
    const api = await viewerApi();
    bookings = (await answerOf(api.GET('/v1/bookings', { params: { query: { lang } } }))).bookings;
  } catch (error) {
    failure = errorMessageFor(error instanceof ApiError ? error.errorCode : 'BKE900', lang);
  }
  return (
    <AccountPage title={t('mypage')} lead={t('welcomeLead', { name: displayName(session.user) })}>
      <section className={styles.card} aria-labelledby="mypage-bookings">
        <h2 id="mypage-bookings" className={styles.cardTitle}>
          {t('bookings')}
        </h2>
        {failure ? (
          <p className={styles.alert} role="alert">
            {failure}
          </p>
        ) : bookings.length === 0 ? (
          <p>{t('noBookings')}</p>
        ) : (
          <ul className={styles.bookingList}>
            {bookings.map((b) => (
              <li key={b.bookingNumber} className={styles.bookingItem} data-booking-number={b.bookingNumber}>
                <p className={styles.meta}>
                  <span
                    className={
                      b.status === 'cancelled' ? `${styles.status} ${styles.statusCancelled}` : styles.status
                    }
                  >
                    {b.status === 'cancelled' ? t('cancelled') : t('statusConfirmed')}
                  </span>
                  <span>
                    {tb('bookingNumber')}
                    {colonText}
                    {b.bookingNumber}
                  </span>
                  <span data-testid="booking-kind">{tb(productKindKey(b.kind))}</span>
                </p>
                <AppLink href={`/mypage/bookings/${encodeURIComponent(b.bookingNumber)}`}>
                  {b.productName}
                </AppLink>
                <p className={styles.meta}>
                  <span>
                    {formatDateLong(b.startDate, lang)}
                    {b.nights > 0 ? paren(tb('nightsValue', { count: b.nights }), lang) : ''}
                  </span>
                  <span>
                    {tb('totalAmount')}
                    {colonText}
                    {formatPrice(b.paidTotal, lang)}
                  </span>
                  {b.status !== 'cancelled' && b.payment.status === 'awaiting' && b.payment.deadline ? (
                    <span data-testid="payment-awaiting">
                      {tb('paymentAwaiting')}
                      {colonText}
                      {tb('paymentDeadline')} {formatDateLong(b.payment.deadline, lang)}
                    </span>
                  ) : null}
                  {b.payment.status === 'paid' ? <span>{tb('paymentPaid')}</span> : null}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.card} aria-labelledby="mypage-profile">
        <h2 id="mypage-profile" className={styles.cardTitle}>
          {t('profile')}
        </h2>
        <ProfileEditor
          lang={lang}
          user={session.user}
          prefectures={prefectures}
          startEditing={edit === 'profile'}
          savedNotice={saved === 'profile'}
        />
      </section>
      <section className={styles.card} aria-labelledby="mypage-security">
        <h2 id="mypage-security" className={styles.cardTitle}>
          {t('accountSecurity')}
        </h2>
        <h3 className={styles.subTitle}>{t('email')}</h3>
        <EmailState lang={lang} email={session.user.email} verified={session.user.emailVerified} />
        <h3 className={styles.subTitle}>{t('logoutEverywhere')}</h3>
        <LogOutEverywhere lang={lang} />
      </section>
    </AccountPage>
  );
}
