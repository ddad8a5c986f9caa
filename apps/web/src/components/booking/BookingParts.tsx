/**
 * Parts shared by the booking steps (client) and My page's booking detail (server): the summary of
 * what is booked, the price-breakdown rows (spec §3: label, paxType, price) with the coupon and the
 * paid total, and the cancellation policy with its days. Every figure is the API's; texts come in
 * through `t` (booking namespace). No hooks, so both sides can render them.
 */
import {
  capacityText,
  formatDateLong,
  formatPrice,
  paxCategoryLabel,
  PAX_CATEGORIES,
  type PaxCategory,
} from '@tabiyori/domain';
import { onlineCancelUntilText, policyRows } from '@/lib/booking/flow';
import type { CancellationPolicy, CouponOffer, Party, PriceRow } from '@/lib/booking/types';
import type { Lang } from '@/lib/i18n/settings';
import styles from './booking.module.css';

type T = (key: string, options?: Record<string, unknown>) => string;

/** `（…）` in Japanese, ` (…)` in English. */
export function paren(text: string, lang: Lang): string {
  return lang === 'en' ? ` (${text})` : `（${text}）`;
}

const listSep = (lang: Lang) => (lang === 'en' ? ', ' : '・');
const itemSep = (lang: Lang) => (lang === 'en' ? ', ' : '、');

export interface SummaryInput {
  kind: string;
  productName: string;
  startDate: string;
  endDate: string;
  nights: number;
  party: Party;
}

export function QuoteSummary({ quote, lang, t }: { quote: SummaryInput; lang: Lang; t: T }) {
  const stay = quote.kind === 'yado';
  const children = quote.party.children ?? [];
  return (
    <dl className={styles.summary}>
      <dt>{stay ? t('productHotel') : t('productTour')}</dt>
      <dd className={styles.productName}>{quote.productName}</dd>
      <dt>{stay ? t('checkIn') : t('departureDate')}</dt>
      <dd>{formatDateLong(quote.startDate, lang)}</dd>
      <dt>{stay ? t('checkOut') : t('returnDate')}</dt>
      <dd>
        {formatDateLong(quote.endDate, lang)}
        {quote.nights > 0 ? paren(t('nightsValue', { count: quote.nights }), lang) : ''}
      </dd>
      <dt>{t('party')}</dt>
      <dd>
        {t('adultsValue', { count: quote.party.adultPax })}
        {children.length > 0
          ? `${listSep(lang)}${t('childrenValue', { count: children.length })}${paren(
              children
                .map((c) => t('ageValue', { count: c.age }) + (c.useBed ? '' : t('noBedSuffix')))
                .join(itemSep(lang)),
              lang,
            )}`
          : ''}
        {' / '}
        {capacityText(quote.party.travellers, quote.party.roomCount, lang)}
      </dd>
    </dl>
  );
}

/** The row's passenger label in the page language (a stored booking keeps the language it was made in). */
function rowLabel(row: PriceRow, lang: Lang): string {
  return (PAX_CATEGORIES as readonly string[]).includes(row.category)
    ? paxCategoryLabel(row.category as PaxCategory, lang)
    : row.label;
}

export function PriceRowsTable({
  quote,
  lang,
  t,
  offer,
  couponLabel,
}: {
  quote: { priceRows: PriceRow[]; total: number };
  lang: Lang;
  t: T;
  /** The coupon applied (its discount and the paid total are the API's). */
  offer: Pick<CouponOffer, 'couponName' | 'discount' | 'paidTotal'> | null;
  couponLabel?: string;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('priceBreakdown')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('rowLabel')}</th>
            <th scope="col" className={styles.num}>
              {t('rowUnit')}
            </th>
            <th scope="col" className={styles.num}>
              {t('rowCount')}
            </th>
            <th scope="col" className={styles.num}>
              {t('rowAmount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {quote.priceRows.map((row, i) => (
            <tr key={`${row.paxType}-${row.unitPrice}-${i}`} data-pax-type={row.paxType}>
              <th scope="row">
                {rowLabel(row, lang)}
                <span className={styles.category}>{paren(t(`category_${row.category}`), lang)}</span>
              </th>
              <td className={styles.num}>{formatPrice(row.unitPrice, lang)}</td>
              <td className={styles.num}>{t('countValue', { count: row.count })}</td>
              <td className={styles.num}>{formatPrice(row.amount, lang)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('subtotal')}
            </th>
            <td className={styles.num}>{formatPrice(quote.total, lang)}</td>
          </tr>
          {offer ? (
            <tr className={styles.discountRow}>
              <th scope="row" colSpan={3}>
                {t('couponDiscount')}
                {paren(couponLabel ?? offer.couponName, lang)}
              </th>
              <td className={styles.num}>−{formatPrice(offer.discount, lang)}</td>
            </tr>
          ) : null}
          <tr className={styles.paidRow}>
            <th scope="row" colSpan={3}>
              {t('totalAmount')}
            </th>
            <td className={styles.num}>{formatPrice(offer ? offer.paidTotal : quote.total, lang)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export function PolicyTable({ policy, lang, t }: { policy: CancellationPolicy; lang: Lang; t: T }) {
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t('cancelPolicy')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('policyWhen')}</th>
              <th scope="col">{t('policyDays')}</th>
              <th scope="col" className={styles.num}>
                {t('policyCharge')}
              </th>
            </tr>
          </thead>
          <tbody>
            {policyRows(policy, lang).map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.period}</td>
                <td className={styles.num}>
                  {row.percent === 0 ? t('policyFree') : t('policyPercent', { percent: row.percent })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.muted}>{t('onlineCancelUntil', { time: onlineCancelUntilText(policy, lang) })}</p>
    </>
  );
}
