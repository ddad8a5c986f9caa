/**
 * A made booking as the traveller reads it (My page's booking detail and the completion page): what
 * is booked, the price rows with the coupon and the paid total, the representative, the payment
 * and the cancellation policy with its days. Every figure is the API's. No hooks (server).
 */
import type { Booking } from '@/lib/booking/types';
import type { Lang } from '@/lib/i18n/settings';
import accountStyles from '@/components/account/account.module.css';
import { PolicyTable } from './PolicyTable';
import { BookedPriceTable } from './PriceRowsTable';
import { QuoteSummary } from './QuoteSummary';
import { leadNameText } from '@/lib/booking/travellers';
import { PaymentDetails } from './PaymentInfo';
import styles from './booking.module.css';
import type { TranslateFn } from '@/lib/i18n/translate';

export function BookingRecord({ booking, lang, t }: { booking: Booking; lang: Lang; t: TranslateFn }) {
  const lead = booking.travellers?.lead;
  return (
    <>
      <QuoteSummary quote={booking} lang={lang} t={t} />
      <h3 className={styles.subTitle}>{t('priceBreakdown')}</h3>
      <BookedPriceTable booking={booking} lang={lang} t={t} />
      {lead ? (
        <>
          <h3 className={styles.subTitle}>{t('travellers')}</h3>
          <dl className={accountStyles.dl}>
            <dt>{t('representative')}</dt>
            <dd>{leadNameText(lead, lang)}</dd>
            <dt>{t('email')}</dt>
            <dd>{lead.email}</dd>
            <dt>{t('phone')}</dt>
            <dd>{lead.phone}</dd>
          </dl>
        </>
      ) : null}
      <h3 className={styles.subTitle}>{t('paymentMethod')}</h3>
      <PaymentDetails
        payment={booking.payment}
        bookingNumber={booking.bookingNumber}
        cancelled={booking.status === 'cancelled'}
        lang={lang}
        t={t}
      />
      <h3 className={styles.subTitle}>{t('cancelPolicy')}</h3>
      <PolicyTable policy={booking.cancellationPolicy} lang={lang} t={t} />
    </>
  );
}
