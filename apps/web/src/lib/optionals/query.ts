/**
 * The optional-activity pages' URLs (pure, tested):
 *
 * - search `/optionals?arrAreaCode=13&date=YYYYMMDD&person1=2&person6=1&person9=0&page=2` (area: a
 *   code at any level, from the form's prefectures or the area modal; people by the spec's optional pax-type codes person1 大人 / person6 子供 /
 *   person9 幼児): read leniently — a malformed value is dropped, never sent to the API — so a
 *   hand-edited URL still shows a page;
 * - detail `/optionals/{optionalId}?date=…&person1=…` with the same date and people;
 * - booking: lib/booking/request.ts (`/booking/optional/{optionalId}?date&person1…`).
 */
import { buildPageLink, parseYmd } from '@tabiyori/domain';
import { AREA_CODE_PATTERN } from '../hotels/condition';
import { bookingPagePath } from '../booking/bookingPagePath';
import { childrenOfCounts, MAX_PAX, type PaxCounts } from '../booking/paxCounts';
import { firstParam, type QueryLike } from '../queryParams';

export const OPTIONALS_PER_PAGE = 20;
const YMD = /^20\d{6}$/;
const COUNT = /^\d$/;

/** YYYYMMDD → YYYY-MM-DD, the value of an HTML date input. */
export function dateInputValue(ymd: string | null): string {
  return ymd ? `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}` : '';
}

export interface OptionalSearchQuery {
  arrAreaCode: string | null;
  date: string | null;
  /** The people, or null when the URL names none (prices are then shown per person only). */
  party: PaxCounts | null;
  page: number;
}

/** The party of a query: single-digit counts, 1–9 people; null when none is given or it is invalid. */
export function partyOfQuery(query: QueryLike): PaxCounts | null {
  const counts: PaxCounts = { person1: 0, person6: 0, person9: 0 };
  let given = false;
  for (const key of ['person1', 'person6', 'person9'] as const) {
    const raw = firstParam(query, key);
    if (raw === null || raw === '') continue;
    if (!COUNT.test(raw)) return null;
    counts[key] = Number(raw);
    given = true;
  }
  const size = counts.person1 + counts.person6 + counts.person9;
  return given && size >= 1 && size <= MAX_PAX ? counts : null;
}

/**
 * A YYYYMMDD day of a query that is a real day on or after `today`, else null. The forms' date
 * fields send YYYY-MM-DD (HTML date inputs), read as the same day.
 */
export function dateOfQuery(query: QueryLike, key: string, today: string): string | null {
  const given = firstParam(query, key) ?? '';
  const raw = /^\d{4}-\d{2}-\d{2}$/.test(given) ? given.replaceAll('-', '') : given;
  return YMD.test(raw) && parseYmd(raw) !== null && raw >= today ? raw : null;
}

export function optionalSearchQuery(query: QueryLike, today: string): OptionalSearchQuery {
  const area = firstParam(query, 'arrAreaCode') ?? '';
  const page = Number(firstParam(query, 'page') ?? '1');
  return {
    arrAreaCode: AREA_CODE_PATTERN.test(area) ? area : null,
    date: dateOfQuery(query, 'date', today),
    party: partyOfQuery(query),
    page: Number.isInteger(page) && page >= 1 && page <= 9999 ? page : 1,
  };
}

/** The API query of a search (GET /v1/optionals and /v1/optionals.count). */
export function optionalApiQuery(search: OptionalSearchQuery, lang: string): Record<string, string> {
  const out: Record<string, string> = { lang, ipg: String(OPTIONALS_PER_PAGE), page: String(search.page) };
  if (search.arrAreaCode) out.arrAreaCode = search.arrAreaCode;
  if (search.date) out.date = search.date;
  if (search.party) {
    out.person1 = String(search.party.person1);
    out.person6 = String(search.party.person6);
    out.person9 = String(search.party.person9);
  }
  return out;
}

function choiceParams(date: string | null, party: PaxCounts | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (date) out.date = date;
  if (party) {
    out.person1 = String(party.person1);
    if (party.person6 > 0) out.person6 = String(party.person6);
    if (party.person9 > 0) out.person9 = String(party.person9);
  }
  return out;
}

/** A page of the search (language-neutral path); page 1 is left out. */
export function optionalSearchPath(search: OptionalSearchQuery, page = search.page): string {
  const params: Record<string, string> = {
    ...(search.arrAreaCode ? { arrAreaCode: search.arrAreaCode } : {}),
    ...choiceParams(search.date, search.party),
  };
  if (page > 1) params.page = String(page);
  return buildPageLink('/optionals', params);
}

/** The detail page of an activity, keeping the search's date and people. */
export function optionalDetailPath(optionalId: string, date: string | null, party: PaxCounts | null): string {
  return buildPageLink(`/optionals/${encodeURIComponent(optionalId)}`, choiceParams(date, party));
}

/** The booking page of an activity for a date and party (予約へ進む). */
export function optionalBookingPath(optionalId: string, date: string, party: PaxCounts): string {
  return bookingPagePath({
    kind: 'optional',
    optionalId,
    date,
    adultPax: party.person1,
    children: childrenOfCounts(party),
    roomCount: 1,
  });
}
