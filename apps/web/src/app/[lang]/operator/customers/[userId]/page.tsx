/** A customer `/operator/customers/{userId}` (issue 19 item 6): the account, bookings, coupons handed to them. */
import { notFound } from 'next/navigation';
import { formatDateLong } from '@tabiyori/domain';
import { ApiFailure } from '@/components/operator/ApiFailure';
import { BookingTable } from '@/components/operator/BookingTable';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/operator.module.css';
import { getT } from '@/lib/i18n/server';
import { operatorMetadata, operatorPage } from '@/lib/operator/page';
import { operatorGet } from '@/lib/operator/server';
import { japanDateTime } from '@/lib/operator/time';

type Props = { params: Promise<{ lang: string; userId: string }> };

export function generateMetadata({ params }: Props) {
  return operatorMetadata(params, 'customersTitle');
}

export default async function OperatorCustomerPage({ params }: Props) {
  const { lang, operator } = await operatorPage(params);
  const { userId } = await params;
  const [t, result] = await Promise.all([
    getT(lang, 'operator'),
    operatorGet((api) => api.GET('/v1/operator/customers/{userId}', { params: { path: { userId } } })),
  ]);
  if (!result.ok && (result.status === 404 || result.status === 400)) notFound();
  if (!result.ok) {
    return (
      <OperatorShell lang={lang} operator={operator} current="/operator/customers">
        <ApiFailure lang={lang} errorCode={result.errorCode} />
      </OperatorShell>
    );
  }
  const { customer, bookings, coupons } = result.data;
  const name = [customer.familyName, customer.givenName].filter(Boolean).join(' ') || customer.email;
  const kana = [customer.familyNameKana, customer.givenNameKana].filter(Boolean).join(' ');
  return (
    <OperatorShell lang={lang} operator={operator} current="/operator/customers">
      <h1 className={styles.title}>{t('customerTitle', { name })}</h1>
      <section className={styles.card} aria-label={t('customer')}>
        <dl className={styles.dl}>
          <dt>{t('userId')}</dt>
          <dd>{customer.userId}</dd>
          <dt>{t('fieldName')}</dt>
          <dd>
            {name}
            {kana ? `（${kana}）` : ''}
          </dd>
          <dt>{t('fieldEmail')}</dt>
          <dd>{customer.email}</dd>
          <dt>{t('phone')}</dt>
          <dd>{customer.phone ?? '—'}</dd>
          <dt>{t('registeredAt')}</dt>
          <dd>{japanDateTime(customer.createdAt)}</dd>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="cu-bookings">
        <h2 id="cu-bookings" className={styles.cardTitle}>
          {t('bookings')}
        </h2>
        {bookings.length === 0 ? (
          <p>{t('noBookings')}</p>
        ) : (
          <BookingTable lang={lang} bookings={bookings} caption={t('bookings')} />
        )}
      </section>
      <section className={styles.card} aria-labelledby="cu-coupons">
        <h2 id="cu-coupons" className={styles.cardTitle}>
          {t('coupons')}
        </h2>
        {coupons.length === 0 ? (
          <p>{t('noCoupons')}</p>
        ) : (
          <ul>
            {coupons.map((c) => (
              <li key={c.userCouponKey}>
                {c.couponName} <span className={styles.meta}>({c.couponCode})</span> ・{' '}
                {c.bookingNumber
                  ? t('couponUsed', { number: c.bookingNumber })
                  : c.returnDatetime
                    ? t('couponReturned')
                    : t('couponOpen')}
                {c.depDate ? ` ・ ${formatDateLong(c.depDate, lang)}` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
    </OperatorShell>
  );
}
