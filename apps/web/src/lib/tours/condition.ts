/**
 * The tour search condition of a page (spec §3) read from its URL, and the URLs built from it.
 * The URL always holds the whole condition (domain encodeConditionQuery / decodeConditionQuery with
 * defaultConfig), so a search can be shared and reloaded; every change is a domain transition
 * followed by navigation (components/search/navigation.ts). Pure (tested).
 */
import {
  applyGadgetOverrides,
  buildPageLink,
  createDefaultCondition,
  decodeConditionQuery,
  defaultConfig,
  encodeConditionQuery,
  tourListLink,
  type QueryInput,
  type SearchCondition,
} from '@tabiyori/domain';
import { tourChoiceParams, tourChoicesOf } from '../booking/tourChoices';
import type { Lang } from '../i18n/settings';

export type { BookingOptional } from '../booking/tourChoices';

/** Condition fields that only mean something on a list: left out of links to one tour. */
export const TOUR_LIST_ONLY_FIELDS = [
  'arrAreaCode',
  'sort',
  'page',
  'kodawari',
  'notExcludeKodawari',
  'keyword',
  'planGroupKeyword',
  'minPrice',
  'maxPrice',
  'hotelIds',
  'tourIds',
  'defaultHotelIds',
  'planIds',
  'hotelId',
  'meal',
  'roomType',
  'flyerMonth',
  'tourType',
  'includeTypeCode',
  'hashId',
] satisfies (keyof SearchCondition)[];

/**
 * The condition of a tour page: the defaults (config and today's default go date) overlaid with the
 * query. A tour page has no default length: the config's default nights is the hotel stay's, and
 * would hide day trips and longer tours; a length the traveller chose (nights, tourDays) is in the URL.
 */
export function tourPageCondition(query: QueryInput, today: string, gadget?: unknown): SearchCondition {
  // A brand's gadget configuration overrides defaults here too (spec §3), its nights included.
  const defaults = applyGadgetOverrides(
    { ...createDefaultCondition(defaultConfig, today), nights: undefined },
    gadget,
  );
  return decodeConditionQuery(query, defaults, defaultConfig);
}

/** True when the condition names a departure (area, airport, station or generic station). */
export function hasTourDeparture(condition: SearchCondition): boolean {
  return Boolean(
    condition.depAreaCode || condition.depAirport || condition.depStation || condition.depGenericStation,
  );
}

const DEFAULT_APPROACH = createDefaultCondition(defaultConfig, '20000101').approachType;

/**
 * The condition as the query of GET /v1/tours and /v1/tours.count. The API filters by approachType
 * whenever it is given, and every page URL carries the condition's default ('air'); so the approach
 * type is sent only when it means a choice: with a departure (how to travel from there) or when it
 * is not the default. Without either, tours of every transport are listed. The length (nights,
 * tourDays) is sent as the tour page's condition holds it: only when chosen (tourPageCondition), so
 * a 2泊 search lists only 2泊 tours (issue 16).
 */
export function tourApiQuery(
  condition: SearchCondition,
  lang: Lang,
  extra: Record<string, string | number | undefined> = {},
): Record<string, string> {
  const query: Record<string, string> = { ...encodeConditionQuery(condition, defaultConfig), lang };
  if (!hasTourDeparture(condition) && condition.approachType === DEFAULT_APPROACH) delete query.approachType;
  for (const [key, value] of Object.entries(extra)) if (value !== undefined) query[key] = String(value);
  return query;
}

/** The language-neutral link of the tour list for a condition (`/tours?…`). */
export function tourListHref(condition: SearchCondition): string {
  return tourListLink(condition, defaultConfig);
}

/** The query a tour's own pages carry: departure date, nights, people and rooms, departure. */
export function tourStayQuery(condition: SearchCondition): Record<string, string> {
  return encodeConditionQuery(condition, defaultConfig, { omit: TOUR_LIST_ONLY_FIELDS, onlyChosen: true });
}

/** `/tours/{tourId}?…` (language-neutral), with the party and date of the condition. */
export function tourDetailHref(
  tourId: string,
  condition: SearchCondition,
  extra: Record<string, string> = {},
): string {
  return buildPageLink(`/tours/${encodeURIComponent(tourId)}`, { ...tourStayQuery(condition), ...extra });
}

/** `/flyer/{tourId}?flyerMonth=YYYYMM` (language-neutral). */
export function flyerHref(tourId: string, flyerMonth?: string): string {
  return buildPageLink(`/flyer/${encodeURIComponent(tourId)}`, flyerMonth ? { flyerMonth } : {});
}

/**
 * The booking page of a tour: `/booking/tour/{tourId}?…` with the condition's date and party as the
 * domain's codec writes them (goDate=YYYYMMDD, adultPax, childPax `8-b1s1sc1`, roomCount,
 * paxPerRoom …), then the traveller's choices as lib/booking/tourChoices.ts writes them: the hotel
 * and plan per stay (`stay`), the service per leg (`transport`), the room assignment (`roomAssign`,
 * one ten-count string per room) and the optional activities (`includeOptionals`). Null while the
 * condition has no departure date.
 */
export function tourBookingHref(
  tourId: string,
  condition: SearchCondition,
  extra: Parameters<typeof tourChoicesOf>[0] = {},
): string | null {
  if (condition.isNoDate || !condition.goDate) return null;
  return buildPageLink(`/booking/tour/${encodeURIComponent(tourId)}`, {
    ...tourStayQuery(condition),
    ...tourChoiceParams(tourChoicesOf(extra)),
  });
}

/**
 * The canonical list URL: the departure area and destination (what the page text names) and the
 * page after the first; dates, party, sort and filters are variants of the same page.
 */
export function tourListCanonicalPath(condition: SearchCondition): string {
  const params: Record<string, string> = {};
  if (condition.depAreaCode) params.depAreaCode = condition.depAreaCode;
  if (condition.arrAreaCode.length > 0) {
    params.arrAreaCode = condition.arrAreaCode.join(defaultConfig.consts.delimiters.areaCodes);
  }
  if (condition.page > 1) params.page = String(condition.page);
  return buildPageLink('/tours', params);
}
