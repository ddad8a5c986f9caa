/**
 * A booking's price rows (spec §3: label, paxType, price), a tour's optionals and a rental's charges,
 * the subtotal, each coupon applied with its own discount and the paid total. Every figure is the
 * API's. No hooks (client steps and server pages).
 */
import { formatPrice, priceRowPaxLabel } from '@tabiyori/domain';
import type { PriceRow, Rental, TourChoicesView } from '@/lib/booking/types';
import { paren } from '@/lib/i18n/punctuation';
import type { Lang } from '@/lib/i18n/settings';
import { RentalPriceRows } from '@/components/rentacar/RentalBookingParts';
import styles from './booking.module.css';
import { OptionalPriceRows } from './TourChoicesParts';
import type { TranslateFn } from '@/lib/i18n/translate';

/**
 * The row's passenger label in the page language, the domain's one wording (大人, Adult): a stored
 * row keeps the spec's slot label of the language it was made in.
 */
const rowLabel = (row: PriceRow, lang: Lang): string => priceRowPaxLabel(row.category, row.label, lang);

export function PriceRowsTable({
  quote,
  lang,
  t,
  coupons = [],
  paidTotal,
}: {
  quote: {
    priceRows: PriceRow[];
    total: number;
    kind?: string;
    choices?: TourChoicesView | null;
    rental?: Rental | null;
  };
  lang: Lang;
  t: TranslateFn;
  /** The coupons applied, each with its own discount (the API's), in the order they applied. */
  coupons?: readonly { label: string; discount: number }[];
  /** What is paid after them (the API's); without coupons the subtotal. */
  paidTotal?: number;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('priceBreakdown')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('rowLabel')}</th>
            <th scope="col" className={styles.num}>
              {quote.kind === 'rentacar' ? t('rowUnitCar') : t('rowUnit')}
            </th>
            <th scope="col" className={styles.num}>
              {quote.kind === 'rentacar' ? t('rowCountCar') : t('rowCount')}
            </th>
            <th scope="col" className={styles.num}>
              {t('rowAmount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {quote.priceRows.map((row, i) => {
            // A rental is priced per car, not per person: its row keeps the API's label (レンタカー料金（3日間）).
            const perCar = quote.kind === 'rentacar';
            return (
              <tr key={`${row.paxType}-${row.unitPrice}-${i}`} data-pax-type={row.paxType}>
                <th scope="row">{perCar ? row.label : rowLabel(row, lang)}</th>
                <td className={styles.num}>{formatPrice(row.unitPrice, lang)}</td>
                <td className={styles.num}>
                  {perCar ? t('carCountValue', { count: row.count }) : t('countValue', { count: row.count })}
                </td>
                <td className={styles.num}>{formatPrice(row.amount, lang)}</td>
              </tr>
            );
          })}
          <OptionalPriceRows
            choices={quote.choices}
            lang={lang}
            t={t}
            rowLabel={(row) => rowLabel(row, lang)}
          />
          <RentalPriceRows rental={quote.rental} lang={lang} t={t} />
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('subtotal')}
            </th>
            <td className={styles.num}>{formatPrice(quote.total, lang)}</td>
          </tr>
          {coupons.map((c) => (
            <tr key={c.label} className={styles.discountRow} data-testid="coupon-row">
              <th scope="row" colSpan={3}>
                {t('couponDiscount')}
                {paren(c.label, lang)}
              </th>
              <td className={styles.num}>−{formatPrice(c.discount, lang)}</td>
            </tr>
          ))}
          <tr className={styles.paidRow}>
            <th scope="row" colSpan={3}>
              {t('totalAmount')}
            </th>
            <td className={styles.num}>{formatPrice(paidTotal ?? quote.total, lang)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** A made booking's price table: its rows, each coupon it used (name and code) and what was paid. */
export function BookedPriceTable({
  booking,
  lang,
  t,
}: {
  booking: Parameters<typeof PriceRowsTable>[0]['quote'] & {
    coupons: readonly { couponCode: string; couponName: Record<Lang, string>; discount: number }[];
    paidTotal: number;
  };
  lang: Lang;
  t: TranslateFn;
}) {
  return (
    <PriceRowsTable
      quote={booking}
      lang={lang}
      t={t}
      coupons={booking.coupons.map((c) => ({
        label: `${c.couponName[lang]} / ${c.couponCode}`,
        discount: c.discount,
      }))}
      paidTotal={booking.paidTotal}
    />
  );
}
