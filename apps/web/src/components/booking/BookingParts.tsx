/**
 * Parts shared by the booking steps (client) and My page's booking detail (server): the summary of
 * what is booked, the price-breakdown rows (spec §3: label, paxType, price) with the coupon and the
 * paid total, and the cancellation policy with its days. Every figure is the API's; texts come in
 * through `t` (booking namespace). No hooks, so both sides can render them.
 */
import {
  capacityText,
  formatCheckinTime,
  formatDateLong,
  formatPrice,
  formatTime4,
  paxCategoryLabel,
  paxCountsText,
  PAX_CATEGORIES,
  partyPaxCounts,
  type PaxCategory,
} from '@tabiyori/domain';
import { onlineCancelUntilText, policyRows } from '@/lib/booking/flow';
import { departureLabel } from '@/lib/hotels/dp';
import type {
  BookedStay,
  CancellationPolicy,
  Party,
  PriceRow,
  Rental,
  TourChoicesView,
  Transport,
} from '@/lib/booking/types';
import type { Lang } from '@/lib/i18n/settings';
import styles from './booking.module.css';
import { OptionalPriceRows, TourChoicesSummary } from './TourChoicesParts';
import { RentalPriceRows, RentalSummaryRows } from '@/components/rentacar/RentalBookingParts';

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
  /** A quote's rental and JR part (a stored booking keeps them in its party). */
  rental?: Rental | null;
  transport?: Transport | null;
  /** A tour's hotels, services, room assignment and optionals. */
  choices?: TourChoicesView | null;
  /** yado, dp: room type, rooms, check-in time, requests. */
  stay?: Pick<BookedStay, 'roomName' | 'rooms' | 'checkinTime' | 'requests'> | null;
}

/** The booking namespace's key naming a booking kind (宿泊施設・プラン, ツアー, 宿泊＋JRセット …). */
export function productKindKey(kind: string): string {
  return PRODUCT_KEY[kind] ?? 'productTour';
}

const PRODUCT_KEY: Record<string, string> = {
  yado: 'productHotel',
  tour: 'productTour',
  dp: 'productDp',
  optional: 'productOptional',
  rentacar: 'productRentacar',
};

/**
 * The party by pax category (大人2名・子供1名・幼児1名, the domain's words): activities and rental cars
 * count people so. A rental car's priced guests are all adults (every passenger pays alike, spec
 * coupon group 5): its passengers are read from the party's children instead.
 */
function partyByCategory(party: Party, lang: Lang, priced = true): string {
  const guests = priced ? (party.guests ?? []) : [];
  if (guests.length === 0) return paxCountsText(partyPaxCounts(party.adultPax, party.children), lang);
  const count = (c: PaxCategory) => guests.filter((g) => g.paxCategory === c).length;
  return paxCountsText({ adult: party.adultPax, child: count('child'), infant: count('infant') }, lang);
}

export function QuoteSummary({ quote, lang, t }: { quote: SummaryInput; lang: Lang; t: T }) {
  const kind = quote.kind;
  const stay = kind === 'yado';
  const rental = quote.rental ?? quote.party.rental ?? null;
  const transport = quote.transport ?? quote.party.transport ?? null;
  const children = quote.party.children ?? [];
  const byCategory = kind === 'optional' || kind === 'rentacar';
  return (
    <dl className={styles.summary} data-kind={kind}>
      <dt>{t(productKindKey(kind))}</dt>
      <dd className={styles.productName}>{quote.productName}</dd>
      {kind === 'optional' ? (
        <>
          <dt>{t('useDate')}</dt>
          <dd>{formatDateLong(quote.startDate, lang)}</dd>
        </>
      ) : kind === 'rentacar' && rental ? (
        <>
          <dt>{t('pickupAt')}</dt>
          <dd data-testid="rental-pickup">
            {formatDateLong(quote.startDate, lang)} {formatTime4(rental.pickupTime)}
          </dd>
          <dt>{t('returnAt')}</dt>
          <dd data-testid="rental-return">
            {formatDateLong(rental.returnDate, lang)} {formatTime4(rental.returnTime)}
            {paren(t('rentalDaysValue', { count: rental.days }), lang)}
          </dd>
          <RentalSummaryRows rental={rental} lang={lang} t={t} />
        </>
      ) : (
        <>
          <dt>{stay ? t('checkIn') : t('departureDate')}</dt>
          <dd>{formatDateLong(quote.startDate, lang)}</dd>
          <dt>{stay ? t('checkOut') : t('returnDate')}</dt>
          <dd>
            {formatDateLong(quote.endDate, lang)}
            {quote.nights > 0 ? paren(t('nightsValue', { count: quote.nights }), lang) : ''}
          </dd>
        </>
      )}
      {transport ? (
        <>
          <dt>{t('jrPart')}</dt>
          <dd data-testid="jr-part" data-seat-class={transport.seatClass}>
            {t('jrRoundTripFrom', { departure: departureLabel(transport.departure[lang], lang) })}
            {listSep(lang)}
            <strong>{t(transport.seatClass === 'green' ? 'seatGreen' : 'seatReserved')}</strong>
            {paren(t('jrFareIncluded', { amount: formatPrice(transport.roundTripTotal, lang) }), lang)}
          </dd>
        </>
      ) : null}
      {quote.choices ? <TourChoicesSummary choices={quote.choices} lang={lang} t={t} /> : null}
      <dt>{kind === 'rentacar' ? t('passengers') : t('party')}</dt>
      <dd>
        {byCategory ? (
          partyByCategory(quote.party, lang, kind !== 'rentacar')
        ) : (
          <>
            {paxCountsText(partyPaxCounts(quote.party.adultPax, children), lang)}
            {children.length > 0
              ? paren(
                  children
                    .map((c) => t('ageValue', { count: c.age }) + (c.useBed ? '' : t('noBedSuffix')))
                    .join(itemSep(lang)),
                  lang,
                )
              : ''}
            {' / '}
            {capacityText(quote.party.travellers, quote.party.roomCount, lang)}
          </>
        )}
      </dd>
      {quote.stay ? <StaySummary stay={quote.stay} lang={lang} t={t} /> : null}
    </dl>
  );
}

/**
 * A stay's room type, rooms (two or more; `everyRoom`: also one, as the back office reads it),
 * check-in time and requests, as rows of a description list.
 */
export function StaySummary({
  stay,
  lang,
  t,
  everyRoom = false,
}: {
  stay: NonNullable<SummaryInput['stay']>;
  lang: Lang;
  t: T;
  everyRoom?: boolean;
}) {
  return (
    <>
      <dt>{t('roomType')}</dt>
      <dd data-testid="stay-room-type">{stay.roomName[lang]}</dd>
      {stay.rooms.length > 1 || (everyRoom && stay.rooms.length > 0) ? (
        <>
          <dt>{t('roomsTitle')}</dt>
          <dd>
            <ul className={styles.plainList} data-testid="stay-rooms">
              {stay.rooms.map((room, i) => (
                <li key={i}>
                  {t('roomPartyValue', {
                    n: i + 1,
                    party: [
                      paxCountsText({ adult: room.adults }, lang),
                      ...(room.children > 0 ? [t('roomChildrenValue', { count: room.children })] : []),
                    ].join(listSep(lang)),
                  })}
                </li>
              ))}
            </ul>
          </dd>
        </>
      ) : null}
      {stay.checkinTime ? (
        <>
          <dt>{t('checkinTime')}</dt>
          <dd data-testid="stay-checkin-time">{formatCheckinTime(stay.checkinTime)}</dd>
        </>
      ) : null}
      {stay.requests ? (
        <>
          <dt>{t('requests')}</dt>
          <dd className={styles.requestsText} data-testid="stay-requests">
            {stay.requests}
          </dd>
        </>
      ) : null}
    </>
  );
}

/**
 * The row's passenger label in the page language, the domain's one wording (大人, Adult): a stored
 * row keeps the spec's slot label of the language it was made in.
 */
function rowLabel(row: PriceRow, lang: Lang): string {
  return (PAX_CATEGORIES as readonly string[]).includes(row.category)
    ? paxCategoryLabel(row.category as PaxCategory, lang)
    : row.label;
}

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
  t: T;
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
