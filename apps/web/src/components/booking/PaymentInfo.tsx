/**
 * How a booking is paid (issue 17), for the confirm step (what will be asked), the completion and
 * My page (what is asked, by when, to which account, and whether it arrived). Rules and the demo
 * company's bank account come from @tabiyori/domain; no hooks, so client and server render it.
 */
import {
  bankTransferDeadline,
  DEMO_BANK_ACCOUNT,
  japanToday,
  paymentDeadlineText,
  paymentMethodFor,
  type BookingKind,
} from '@tabiyori/domain';
import type { Payment } from '@/lib/booking/types';
import type { Lang } from '@/lib/i18n/settings';
import styles from './booking.module.css';
import type { TranslateFn } from '@/lib/i18n/translate';
import { colon } from '@/lib/i18n/punctuation';

function BankAccount({ bookingNumber, lang, t }: { bookingNumber: string; lang: Lang; t: TranslateFn }) {
  return (
    <>
      <dl className={styles.paymentAccount} data-testid="bank-account">
        <dt>{t('paymentBankName')}</dt>
        <dd>
          {DEMO_BANK_ACCOUNT.bank[lang]} {DEMO_BANK_ACCOUNT.branch[lang]}
        </dd>
        <dt>{t('paymentAccount')}</dt>
        <dd>
          {DEMO_BANK_ACCOUNT.accountType[lang]} {DEMO_BANK_ACCOUNT.accountNumber}
        </dd>
        <dt>{t('paymentHolder')}</dt>
        <dd>{DEMO_BANK_ACCOUNT.holder}</dd>
      </dl>
      <p className={styles.paymentNote}>
        {t('paymentRemitter', { bookingNumber })} {t('paymentTransferNote')}
      </p>
    </>
  );
}

/** Confirm step: the method the product is paid with and, for a transfer, the deadline it will get. */
export function PaymentPreview({
  kind,
  startDate,
  lang,
  t,
}: {
  kind: BookingKind;
  startDate: string;
  lang: Lang;
  t: TranslateFn;
}) {
  const method = paymentMethodFor(kind);
  return (
    <div className={styles.payment} data-testid="payment-preview">
      <p>
        <strong>{method === 'bank_transfer' ? t('paymentBank') : t('paymentOnsite')}</strong>
      </p>
      {method === 'bank_transfer' ? (
        <p>
          {t('paymentDeadline')}
          {colon(lang)}
          {paymentDeadlineText(bankTransferDeadline(japanToday(), startDate), lang)}
        </p>
      ) : (
        <p>{t('paymentOnsiteNote')}</p>
      )}
      <p className={styles.paymentNote}>{t('paymentNotOffered')}</p>
    </div>
  );
}

/** A booking's payment: method, 入金待ち / 入金済み, the deadline and the account to pay. */
export function PaymentDetails({
  payment,
  bookingNumber,
  cancelled,
  lang,
  t,
}: {
  payment: Payment;
  bookingNumber: string;
  cancelled: boolean;
  lang: Lang;
  t: TranslateFn;
}) {
  const transfer = payment.method === 'bank_transfer';
  const statusKey =
    payment.status === 'paid' ? 'paymentPaid' : payment.status === 'awaiting' ? 'paymentAwaiting' : null;
  return (
    <div className={styles.payment} data-testid="payment-details">
      <p>
        <strong>{transfer ? t('paymentBank') : t('paymentOnsite')}</strong>
        {statusKey ? (
          <span
            className={payment.status === 'paid' ? styles.paymentPaid : styles.paymentAwaiting}
            data-testid="payment-status"
          >
            {t(statusKey)}
          </span>
        ) : null}
      </p>
      {transfer && payment.status === 'awaiting' && !cancelled && payment.deadline ? (
        <>
          <p data-testid="payment-deadline">
            {t('paymentDeadline')}
            {colon(lang)}
            <strong>{paymentDeadlineText(payment.deadline, lang)}</strong>
          </p>
          <BankAccount bookingNumber={bookingNumber} lang={lang} t={t} />
        </>
      ) : null}
      {!transfer ? <p>{t('paymentOnsiteNote')}</p> : null}
    </div>
  );
}
