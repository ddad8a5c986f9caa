/**
 * What the tour page's booking panel sends on and adds up (issue 5 item 6, issue 18 item 1): the
 * optional activities priced for the party, the ones chosen (with their date and who takes part),
 * the hotel plans and services chosen against the included ones, their difference per adult, and
 * why the booking link is not offered yet. The figures are the API's; this module only picks and
 * sums. Pure (tested).
 */
import { capacityText, type RoomAssignCounts } from '@tabiyori/domain';
import type { PartyDraft } from '../search/party';
import type { Lang } from '../i18n/settings';
import type { BookingOptional } from './condition';
import { includedService, type StayOptions } from './choices';
import { optionalPartyPrice } from './party';
import type { DepartureLeg, TourOptional } from './types';

/** 「2名・1室」: the party's people and rooms. */
export function partyText(draft: PartyDraft, lang: Lang): string {
  return capacityText(draft.adultPax + draft.children.length, draft.roomCount, lang);
}

export interface OptionalRow {
  optional: TourOptional;
  /** The party's price; null when a category the party has is not sold. */
  price: number | null;
  /** The days it can still be booked on. */
  dates: TourOptional['dates'];
}

export function optionalRows(optionals: readonly TourOptional[], party: PartyDraft): OptionalRow[] {
  return optionals.map((o) => ({
    optional: o,
    price: optionalPartyPrice(o.prices, party),
    dates: o.dates.filter((d) => d.stock > 0),
  }));
}

/** The optionals chosen (optionalId → date) that the party can take, as the booking link holds them. */
export function chosenOptionals(
  rows: readonly OptionalRow[],
  chosen: Readonly<Record<string, string>>,
  amount: RoomAssignCounts,
): BookingOptional[] {
  return rows.flatMap(({ optional, price }) => {
    const date = chosen[optional.optionalId];
    return date && price !== null
      ? [{ optionalId: optional.optionalId, optionalGroupId: optional.optionalGroupId, date, amount }]
      : [];
  });
}

/** The party's price of the optionals chosen. */
export function optionalSubtotal(
  rows: readonly OptionalRow[],
  chosen: Readonly<Record<string, string>>,
): number {
  return rows.reduce(
    (sum, row) => sum + (chosen[row.optional.optionalId] && row.price !== null ? row.price : 0),
    0,
  );
}

/** The traveller's picks: relativeDate → `{hotelId}_{planId}`, leg → service index. */
export interface TourChoicePicks {
  stays: Readonly<Record<number, string>>;
  transports: Readonly<Record<string, number>>;
}

export interface ChosenStay {
  relativeDate: number;
  hotelId: string;
  planId: string;
  difference: number;
}

export interface ChosenTransport {
  leg: 'outbound' | 'return';
  service: number;
  difference: number;
}

/** The plans picked other than the included ones (the included one is the price shown). */
export function chosenStays(stays: readonly StayOptions[], picks: TourChoicePicks['stays']): ChosenStay[] {
  return stays.flatMap((stay) => {
    const option = stay.options.find((o) => !o.included && o.value === picks[stay.relativeDate]);
    return option
      ? [
          {
            relativeDate: stay.relativeDate,
            hotelId: option.hotelId,
            planId: option.planId,
            difference: option.difference,
          },
        ]
      : [];
  });
}

/** The services picked other than the included ones, with their surcharge. */
export function chosenTransports(
  legs: readonly DepartureLeg[],
  picks: TourChoicePicks['transports'],
): ChosenTransport[] {
  return legs.flatMap((leg) => {
    const service = picks[leg.leg];
    return service !== undefined && service !== includedService(leg)
      ? [
          {
            leg: leg.leg === 'return' ? ('return' as const) : ('outbound' as const),
            service,
            difference: leg.services[service]?.surcharge ?? 0,
          },
        ]
      : [];
  });
}

/** What the picks add (or take off) per adult against the price shown. */
export function choiceDifference(picks: readonly { difference: number }[]): number {
  return picks.reduce((sum, c) => sum + c.difference, 0);
}

export interface BookingReadiness {
  goDate: string | null;
  /** The party edited and not applied yet. */
  dirty: boolean;
  partyOk: boolean;
  roomAssignOk: boolean;
  /** The API priced the applied party. */
  available: boolean;
}

/** The tour locale key saying why the booking link is not offered, or null when it is. */
export function bookingBlockerKey(state: BookingReadiness): string | null {
  if (!state.goDate) return 'bookingNeedsDate';
  if (state.dirty) return 'bookingNeedsRecalc';
  if (!state.partyOk || !state.roomAssignOk) return 'bookingNeedsFix';
  if (!state.available) return 'priceUnavailable';
  return null;
}
