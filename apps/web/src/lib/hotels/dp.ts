/**
 * Dynamic package (hotel + basic JR round trip) on a hotel's own pages (issue 6): the seat class the
 * traveller chose (`seatClass` in the page URL, the ordinary reserved seat by default), the figures
 * of that seat class from the API's per-plan `dp` (never recomputed here), and the booking page
 * link of a dp: `/booking/dp/{hotelId}?planId=…&goDate=YYYYMMDD&nights=N&roomCount=N&adultPax=N
 * &childPax=…[&roomId=…]` with exactly one departure (depStation, else depGenericStation, else
 * depAreaCode: the API's own order) and `seatClass=reserved|green`. Pure (tested).
 */
import { JR_SEAT_CLASSES, type JrSeatClass, type SearchCondition } from '@tabiyori/domain';
import { bookingPagePath } from '../booking/bookingPagePath';
import type { Lang } from '../i18n/settings';
import { adultCount, hasDeparture } from './condition';
import type { PlanDp, PlanDpSeat } from './types';

export const SEAT_CLASS_PARAM = 'seatClass';

/** The seat class of a page query: `green` when asked, else the basic ordinary reserved seat. */
export function seatClassOf(value: string | string[] | undefined | null): JrSeatClass {
  const v = Array.isArray(value) ? value[0] : value;
  return JR_SEAT_CLASSES.find((s) => s === v) ?? 'reserved';
}

/** The extra query a hotel page link carries for the seat class (none for the default). */
export function seatClassQuery(seatClass: JrSeatClass): Record<string, string> {
  return seatClass === 'reserved' ? {} : { [SEAT_CLASS_PARAM]: seatClass };
}

/**
 * A JR departure as the texts name it: the catalog's departure areas already read 「東京・関東発」 /
 * "From Tokyo / Kanto", its stations only 「東京」 / "Tokyo". `start`: at the start of a line (en).
 */
export function departureLabel(name: string, lang: Lang, start = false): string {
  if (lang === 'ja') return name.endsWith('発') ? name : `${name}発`;
  return `${start ? 'From' : 'from'} ${name.replace(/^from\s+/i, '')}`;
}

/**
 * What a hotel list says about its transport (issue 16 item 5): `set` when its cards carry JR +
 * hotel set prices; with a departure but no set, why the prices are stay-only — the plane was chosen
 * (`stayOnlyAir`, the API prices no flight) or JR does not reach the destination (`stayOnlyNoJr`);
 * nothing for a plain stay search or an empty list.
 */
export type DpListNote = 'set' | 'stayOnlyAir' | 'stayOnlyNoJr' | null;

export function dpListNote(condition: SearchCondition, cards: readonly { set: unknown }[]): DpListNote {
  if (cards.some((card) => card.set)) return 'set';
  if (!hasDeparture(condition) || cards.length === 0) return null;
  return condition.approachType === 'train' ? 'stayOnlyNoJr' : 'stayOnlyAir';
}

/** The figures of the chosen seat class (the basic set or the green car). */
export function dpSeat(dp: PlanDp, seatClass: JrSeatClass): PlanDpSeat {
  return seatClass === 'green' ? dp.green : dp;
}

/** The one departure a dp booking names, in the API's order (station, generic station, area). */
export function dpDeparture(
  condition: SearchCondition,
): { depStation: string } | { depGenericStation: string } | { depAreaCode: string } | null {
  if (condition.depStation) return { depStation: condition.depStation };
  if (condition.depGenericStation) return { depGenericStation: condition.depGenericStation };
  if (condition.depAreaCode) return { depAreaCode: condition.depAreaCode };
  return null;
}

/**
 * The dp booking page (language-neutral) of a plan for the stay and departure of a condition, or
 * null without a stay date or a JR departure. The URL is the booking pages' own
 * (lib/booking/request.ts bookingPagePath), so the booking page reads back exactly this request.
 */
export function dpBookingPath(
  hotelId: string,
  planId: string,
  condition: SearchCondition,
  seatClass: JrSeatClass,
  roomId?: string,
): string | null {
  const departure = dpDeparture(condition);
  if (condition.isNoDate || !condition.goDate || !departure) return null;
  return bookingPagePath({
    kind: 'dp',
    hotelId,
    planId,
    ...(roomId ? { roomId } : {}),
    date: condition.goDate,
    nights: condition.nights ?? 1,
    adultPax: adultCount(condition),
    children: condition.childPax.map((c) => ({
      age: c.age,
      useBed: c.useBed,
      useSeat: c.detail.useSeat,
      isSchoolChild: c.detail.isSchoolChild,
    })),
    roomCount: condition.roomCount ?? 1,
    ...departure,
    seatClass,
  });
}
