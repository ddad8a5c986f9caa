/**
 * The priced change (POST /v1/bookings/{n}/change/quote): the booking before → after (dates,
 * party, rooms, the amount to pay), the difference (+ or − yen), the coupons the change removes,
 * what happens to the payment, and the confirmation (ConfirmChange, a server action). Every figure
 * is the API's; the texts are the domain's change texts (the ones the change mail uses). Server.
 */
import { changeSummaryTexts, formatDateLong, formatPrice, formatPriceDifference } from '@tabiyori/domain';
import accountStyles from '@/components/account/account.module.css';
import { changeFieldsOf, type ChangeQuote, type ChangeQuoteBody } from '@/lib/booking/change';
import type { Lang } from '@/lib/i18n/settings';
import { ConfirmChange } from './ConfirmChange';
import styles from './change.module.css';
import type { TranslateFn } from '@/lib/i18n/translate';
import { colon } from '@/lib/i18n/punctuation';

export function ChangeQuoteView({
  quote,
  change,
  idempotencyKey,
  lang,
  t,
}: {
  quote: ChangeQuote;
  change: ChangeQuoteBody;
  idempotencyKey: string;
  lang: Lang;
  t: TranslateFn;
}) {
  const [before, after] = [changeSummaryTexts(quote.before, lang), changeSummaryTexts(quote.after, lang)];
  const rows: { key: string; label: string; before: string; after: string }[] = [
    { key: 'dates', label: t('changeRowDates'), before: before.dates, after: after.dates },
    { key: 'party', label: t('changeRowParty'), before: before.party, after: after.party },
    // Rooms only for what is booked by the room (a stay, a dp): an activity or a car has none.
    ...(changeFieldsOf(quote.kind).includes('rooms')
      ? [{ key: 'rooms', label: t('changeRowRooms'), before: before.rooms, after: after.rooms }]
      : []),
    ...(quote.before.roomName && quote.after.roomName
      ? [
          {
            key: 'roomType',
            label: t('changeRoomType'),
            before: quote.before.roomName[lang],
            after: quote.after.roomName[lang],
          },
        ]
      : []),
    {
      key: 'paid',
      label: t('changeRowPaid'),
      before: formatPrice(quote.before.paidTotal, lang),
      after: formatPrice(quote.after.paidTotal, lang),
    },
  ];
  const tone = quote.difference > 0 ? styles.up : quote.difference < 0 ? styles.down : '';
  return (
    <section className={accountStyles.card} aria-labelledby="change-quote" data-testid="change-quote">
      <h2 id="change-quote" className={accountStyles.cardTitle}>
        {t('changeQuoteTitle')}
      </h2>
      <div className={styles.tableWrap} role="region" aria-labelledby="change-quote" tabIndex={0}>
        <table className={styles.compare}>
          <thead>
            <tr>
              <td />
              <th scope="col">{t('changeBefore')}</th>
              <th scope="col">{t('changeAfter')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} data-testid={`change-row-${row.key}`}>
                <th scope="row">{row.label}</th>
                <td>{row.before}</td>
                <td className={row.before !== row.after ? styles.changed : undefined}>{row.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={`${styles.difference} ${tone}`} data-testid="change-difference">
        {t('changeDifference')}
        {colon(lang)}
        {formatPriceDifference(quote.difference, lang)}
      </p>
      <ul className={styles.notes}>
        {quote.removedCoupons.map((c) => (
          <li key={c.couponCode} data-testid="change-removed-coupon">
            {t('changeCouponRemoved', { name: c.couponName })}
          </li>
        ))}
        {quote.payment.refund > 0 ? (
          <li>{t('changeRefund', { amount: formatPrice(quote.payment.refund, lang) })}</li>
        ) : null}
        {quote.payment.method === 'bank_transfer' && quote.payment.status === 'awaiting' ? (
          <li>
            {t('changeTransfer', {
              amount: formatPrice(quote.payment.amountDue, lang),
              date: quote.payment.deadline ? formatDateLong(quote.payment.deadline, lang) : '—',
            })}
          </li>
        ) : null}
        {quote.payment.method === 'onsite' ? (
          <li>{t('changeOnsite', { amount: formatPrice(quote.payment.amountDue, lang) })}</li>
        ) : null}
      </ul>
      <ConfirmChange
        bookingNumber={quote.bookingNumber}
        change={change}
        expectedTotal={quote.after.paidTotal}
        idempotencyKey={idempotencyKey}
        lang={lang}
      />
    </section>
  );
}
