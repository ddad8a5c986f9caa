/**
 * A booking `/operator/bookings/{bookingNumber}` (issue 19 item 6): what was booked and paid, the
 * stay's choices (room type, rooms with who sleeps where, check-in time, requests), each coupon's
 * name, the traveller's changes (when, what, the amount before → after), the
 * customer (link to their page), cancellation for them (the traveller's rules: stock and coupon
 * given back), internal notes, and the back-office history. Admin and support change it.
 */
import { notFound } from 'next/navigation';
import { formatDateLong, formatPrice } from '@tabiyori/domain';
import { AppLink } from '@/components/AppLink';
import { BookedPriceTable } from '@/components/booking/PriceRowsTable';
import { QuoteSummary } from '@/components/booking/QuoteSummary';
import bookingStyles from '@/components/booking/booking.module.css';
import { ChangeHistory } from '@/components/booking/change/ChangeHistory';
import { ActionButton } from '@/components/operator/ActionButton';
import { ApiFailure } from '@/components/operator/ApiFailure';
import { AuditTable } from '@/components/operator/AuditTable';
import { JsonForm } from '@/components/operator/JsonForm';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/operator.module.css';
import { dotSep, paren } from '@/lib/i18n/punctuation';
import { getT } from '@/lib/i18n/server';
import { bodyFields, writeTarget } from '@/lib/operator/apiWrite';
import { operatorMetadata, operatorPage } from '@/lib/operator/page';
import { operatorGet } from '@/lib/operator/server';
import { japanDateTime } from '@/lib/operator/time';

type Props = { params: Promise<{ lang: string; bookingNumber: string }> };

export function generateMetadata({ params }: Props) {
  return operatorMetadata(params, 'bookingsTitle');
}

export default async function OperatorBookingPage({ params }: Props) {
  const { lang, operator } = await operatorPage(params);
  const { bookingNumber } = await params;
  const [t, tb, result] = await Promise.all([
    getT(lang, 'operator'),
    getT(lang, 'booking'),
    operatorGet((api) =>
      api.GET('/v1/operator/bookings/{bookingNumber}', { params: { path: { bookingNumber } } }),
    ),
  ]);
  if (!result.ok && result.status === 404) notFound();
  const canChange = operator.operatorRole === 'admin' || operator.operatorRole === 'support';
  const common = { lang, pendingLabel: t('working'), doneLabel: t('done') };
  if (!result.ok) {
    return (
      <OperatorShell lang={lang} operator={operator} current="/operator/bookings">
        <ApiFailure lang={lang} errorCode={result.errorCode} />
      </OperatorShell>
    );
  }
  const { booking, customer, notes, history } = result.data;
  const bookingTarget = { path: { bookingNumber: booking.bookingNumber } };
  const note = writeTarget('post', '/v1/operator/bookings/{bookingNumber}/notes', { params: bookingTarget });
  const customerName = [customer.familyName, customer.givenName].filter(Boolean).join(' ') || customer.email;
  return (
    <OperatorShell lang={lang} operator={operator} current="/operator/bookings">
      <h1 className={styles.title}>{t('bookingTitle', { number: booking.bookingNumber })}</h1>
      <section className={styles.card} aria-labelledby="bk-summary">
        <h2 id="bk-summary" className={styles.cardTitle}>
          {booking.productName}
        </h2>
        <dl className={styles.dl}>
          <dt>{t('colStatus')}</dt>
          <dd data-testid="booking-status">
            <span
              className={booking.status === 'cancelled' ? `${styles.badge} ${styles.badgeOff}` : styles.badge}
            >
              {t(`status_${booking.status}`)}
            </span>
          </dd>
          <dt>{t('colLead')}</dt>
          <dd data-testid="booking-lead">
            {booking.leadName}
            {booking.leadNameKana && booking.leadNameKana !== booking.leadName
              ? paren(booking.leadNameKana, lang)
              : null}{' '}
            {booking.leadEmail}
          </dd>
          <dt>{t('payment')}</dt>
          <dd data-testid="booking-payment">
            {booking.payment.status === 'awaiting'
              ? t('payment_awaiting', {
                  deadline: booking.payment.deadline ? formatDateLong(booking.payment.deadline, lang) : '—',
                })
              : booking.payment.status === 'paid'
                ? t('payment_paid', {
                    time: booking.payment.paidAt ? japanDateTime(booking.payment.paidAt) : '—',
                  })
                : t('payment_onsite')}
            {canChange && booking.status === 'confirmed' && booking.payment.status === 'awaiting' ? (
              <ActionButton
                {...common}
                call={[
                  'post',
                  '/v1/operator/bookings/{bookingNumber}/payment',
                  { params: bookingTarget, body: { status: 'paid' } },
                ]}
                label={t('recordPayment')}
                confirmText={t('recordPaymentConfirm')}
              />
            ) : null}
          </dd>
          <dt>{t('history')}</dt>
          <dd>
            {t('bookedAt', { time: japanDateTime(booking.createdAt) })}
            {booking.cancelledAt ? (
              <>
                <br />
                {t('cancelledAt', { time: japanDateTime(booking.cancelledAt) })}
              </>
            ) : null}
            {booking.cancellationCharge !== null ? (
              <>
                <br />
                {t('cancellationCharge', { amount: formatPrice(booking.cancellationCharge, lang) })}
              </>
            ) : null}
          </dd>
        </dl>
        <h3 className={bookingStyles.subTitle}>{t('bookingContents')}</h3>
        <QuoteSummary quote={booking} lang={lang} t={tb} />
        <h3 className={bookingStyles.subTitle}>{tb('priceBreakdown')}</h3>
        <BookedPriceTable booking={booking} lang={lang} t={tb} />
        {canChange && booking.status === 'confirmed' ? (
          booking.cancellable ? (
            <>
              {booking.cancellationChargeNow !== null ? (
                <p>
                  {t('cancellationChargeNow', { amount: formatPrice(booking.cancellationChargeNow, lang) })}
                </p>
              ) : null}
              <ActionButton
                {...common}
                call={['post', '/v1/operator/bookings/{bookingNumber}/cancel', { params: bookingTarget }]}
                label={t('cancelForCustomer')}
                confirmText={t('cancelConfirm')}
              />
            </>
          ) : (
            <p>{t('notCancellable')}</p>
          )
        ) : null}
      </section>
      <ChangeHistory
        changes={booking.changes}
        lang={lang}
        title={t('changeHistory')}
        changedAt={(time) => t('changedAt', { time })}
        headingId="bk-changes"
        card={styles}
      />
      <section className={styles.card} aria-labelledby="bk-customer">
        <h2 id="bk-customer" className={styles.cardTitle}>
          {t('customer')}
        </h2>
        <p>{[customerName, customer.email, customer.userId].join(dotSep(lang))}</p>
        <AppLink href={`/operator/customers/${customer.userId}`}>{t('openCustomer')}</AppLink>
      </section>
      <section className={styles.card} aria-labelledby="bk-notes">
        <h2 id="bk-notes" className={styles.cardTitle}>
          {t('notes')}
        </h2>
        {notes.length === 0 ? (
          <p>{t('noNotes')}</p>
        ) : (
          <ul>
            {notes.map((n) => (
              <li key={n.noteId}>
                <span className={styles.meta}>
                  {japanDateTime(n.at)} {n.authorEmail}
                </span>
                <p className={styles.pre}>{n.body}</p>
              </li>
            ))}
          </ul>
        )}
        {canChange ? (
          <JsonForm {...common} call={note} submitLabel={t('addNote')} resetOnSuccess>
            <label className={styles.field}>
              {t('noteLabel')}
              <textarea name={bodyFields(note)('body')} required maxLength={2000} rows={3} />
            </label>
          </JsonForm>
        ) : null}
      </section>
      <section className={styles.card} aria-labelledby="bk-history">
        <h2 id="bk-history" className={styles.cardTitle}>
          {t('auditTitle')}
        </h2>
        {history.length === 0 ? (
          <p>{t('noBookingHistory')}</p>
        ) : (
          <AuditTable lang={lang} entries={history} caption={t('auditTitle')} />
        )}
      </section>
    </OperatorShell>
  );
}
