/**
 * The top page's search forms (issue 16 item 1): plain GET forms, so destination, date and party
 * work without JavaScript. A form sends its fields to `/search/{product}`; the handler
 * (app/[lang]/search/…/route.ts) reads them here into a search condition, through the domain's
 * codec and transitions, and redirects to the list whose URL holds the whole condition.
 *
 * Fields: the condition's own names where the codec reads them as sent (arrAreaCode, depAreaCode,
 * nights, tourDays, adultPax, roomCount, tourType …), plus three a browser form sends differently:
 * - goDate: an HTML date input's `YYYY-MM-DD` (or `YYYYMMDD`); empty means "no date";
 * - keyword: free text, split into words by addKeyword;
 * - depAreaCode (hotels): a departure makes a JR + hotel search where JR serves the area (domain
 *   withDpApproachDefault; the form's approachType, when sent, chooses);
 * - childAge: one per child (repeated; empty slots ignored), 0–12; the child's bedding and seat
 *   follow the party rules of lib/search/party.ts (school children always use both).
 * Pure (tested).
 */
import {
  addKeyword,
  defaultConfig,
  hotelListLink,
  setGoDate,
  setNoDate,
  tourListLink,
  type SearchCondition,
} from '@tabiyori/domain';
import { hotelPageCondition, type DepartureAreaCodes } from '../hotels/condition';
import { tourPageCondition } from '../tours/condition';
import { applyParty, CHILD_AGES, partyFromCondition, updateChild } from './party';

export const TOP_SEARCH_PRODUCTS = ['tours', 'hotels'] as const;
export type TopSearchProduct = (typeof TOP_SEARCH_PRODUCTS)[number];

/** How many child-age fields a form offers (the party may hold up to 9 people in all). */
export const TOP_CHILD_SLOTS = 4;

/** Fields the form sends in a browser's format rather than the codec's. */
const FORM_FIELDS = new Set(['goDate', 'keyword', 'childAge']);

/** `YYYY-MM-DD` or `YYYYMMDD` as `YYYYMMDD`; anything else undefined. */
export function formDate(value: string | null): string | undefined {
  if (value === null) return undefined;
  const compact = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.replaceAll('-', '') : value;
  return /^\d{8}$/.test(compact) ? compact : undefined;
}

function childAges(query: URLSearchParams): number[] | null {
  const given = query.getAll('childAge').filter((value) => value.trim() !== '');
  const ages = given.map(Number);
  const valid = ages.every((age) => Number.isInteger(age) && CHILD_AGES.includes(age));
  return valid ? ages : null;
}

/** The search condition of a submitted top-page form (`today` is Japan's today, YYYYMMDD). */
export function topSearchCondition(
  query: URLSearchParams,
  product: TopSearchProduct,
  today: string,
  departureAreas: DepartureAreaCodes = [],
  gadget?: unknown,
): SearchCondition {
  const codecFields = new URLSearchParams([...query].filter(([key]) => !FORM_FIELDS.has(key)));
  // The list pages' own readers: a tour search has no default length, a hotel stay one night.
  let condition =
    product === 'tours'
      ? tourPageCondition(codecFields, today, gadget)
      : hotelPageCondition(codecFields, today, { departureAreas, gadget });
  const goDate = formDate(query.get('goDate'));
  condition = goDate ? setGoDate(condition, goDate) : setNoDate(condition, true);
  condition = addKeyword(condition, query.get('keyword') ?? '');
  const ages = childAges(query);
  if (ages) {
    const withTransport = product === 'tours' || condition.depAreaCode !== undefined;
    const party = partyFromCondition(condition);
    const children = ages.map((age) =>
      updateChild(
        { age: null, useBed: true, useSeat: withTransport, isSchoolChild: false },
        { age },
        withTransport,
      ),
    );
    condition = applyParty(condition, { ...party, children }) ?? condition;
  }
  return condition;
}

/** The list link (language-neutral, without meta parameters) of a submitted form. */
export function topSearchLink(
  query: URLSearchParams,
  product: TopSearchProduct,
  today: string,
  departureAreas: DepartureAreaCodes = [],
  gadget?: unknown,
): string {
  const condition = topSearchCondition(query, product, today, departureAreas, gadget);
  return product === 'tours'
    ? tourListLink(condition, defaultConfig)
    : hotelListLink(condition, defaultConfig);
}
