/**
 * The summary of what is booked (product, dates or pickup and return, the JR part, a tour's choices,
 * the party, a stay's room), for the booking steps (client), the completion page and My page's
 * booking detail (server). Every figure is the API's; texts come in through `t` (booking
 * namespace). No hooks, so both sides can render it.
 */
import {
  partyRoomsText,
  formatDateLong,
  formatPrice,
  formatTime4,
  paxCountsText,
  partyPaxCounts,
  type PaxCategory,
} from '@tabiyori/domain';
import { productKindKey } from '@/lib/booking/productKind';
import type { BookedStay, Party, Rental, TourChoicesView, Transport } from '@/lib/booking/types';
import { departureLabel } from '@/lib/hotels/dp';
import { itemSep, listSep, paren } from '@/lib/i18n/punctuation';
import type { Lang } from '@/lib/i18n/settings';
import { RentalSummaryRows } from '@/components/rentacar/RentalBookingParts';
import styles from './booking.module.css';
import { StaySummary } from './StaySummary';
import { TourChoicesSummary } from './TourChoicesParts';
import type { TranslateFn } from '@/lib/i18n/translate';

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

export function QuoteSummary({ quote, lang, t }: { quote: SummaryInput; lang: Lang; t: TranslateFn }) {
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
            {partyRoomsText(quote.party.travellers, quote.party.adultPax, quote.party.roomCount, lang)}
          </>
        )}
      </dd>
      {quote.stay ? <StaySummary stay={quote.stay} lang={lang} t={t} /> : null}
    </dl>
  );
}
