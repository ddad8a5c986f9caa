/**
 * The hotel search condition of a page (spec §3) read from its URL, and the URLs built from it.
 * The URL always holds the whole condition (domain encodeConditionQuery / decodeConditionQuery with
 * defaultConfig), so a search can be shared and reloaded; every change goes through a domain
 * transition and then to the URL (components/search/navigation.ts). Pure (tested).
 */
import {
  createDefaultCondition,
  decodeConditionQuery,
  defaultConfig,
  encodeConditionQuery,
  hotelListLink,
  hotelListPath,
  applyGadgetOverrides,
  buildPageLink,
  isSearchApproachType,
  jrServesAreas,
  readQueryValue,
  withDpApproachDefault,
  type QueryInput,
  type SearchCondition,
} from '@tabiyori/domain';
import type { Lang } from '../i18n/settings';

/** Area codes as the catalog writes them (area1 names, 2/4/6 digits): any level of the area modal. */
export const AREA_CODE_PATTERN = /^(?:[a-z]{2,20}|\d{2}|\d{4}|\d{6})$/;

/**
 * Condition fields that only mean something on a list page: left out of links to one hotel. The
 * preferences (kodawari) are kept: the hotel's plans are filtered by them (spec §2 hotel search
 * panel: calendar, people count, preference), so a card's leading plan is still first there.
 */
export const LIST_ONLY_FIELDS = [
  'arrAreaCode',
  'sort',
  'page',
  'notExcludeKodawari',
  'keyword',
  'minPrice',
  'maxPrice',
  'hotelIds',
  'tourIds',
  'defaultHotelIds',
  'planIds',
  'hotelId',
  'flyerMonth',
] satisfies (keyof SearchCondition)[];

/** The departure areas of the decoder: a dp from one with stations goes by JR unless the plane is chosen. */
export type DepartureAreaCodes = readonly { code: string; stationCodes: readonly string[] }[];

export interface PageConditionOptions {
  /** `/hotels/{arrAreaCode}`: the path's area. */
  pathAreaCode?: string | undefined;
  departureAreas?: DepartureAreaCodes | undefined;
  /** The brand's gadget configuration (lib/brands.ts). */
  gadget?: unknown;
}

/**
 * The defaults a page's URL is read over: the config's defaults and today's default go date, with
 * the fields a brand's gadget configuration overrides (spec §3, domain applyGadgetOverrides: only
 * values of the default's type count).
 */
export function pageDefaults(today: string, gadget?: unknown): SearchCondition {
  return applyGadgetOverrides(createDefaultCondition(defaultConfig, today), gadget);
}

/**
 * The condition of a hotel page: the defaults (config defaults and today's default go date)
 * overlaid with the query; on `/hotels/{arrAreaCode}` the path's area is the destination. A
 * departure area without an approach type in the query departs by its default (JR where JR serves
 * the area: domain withDpApproachDefault), so the list, the panel and the API agree.
 */
export function hotelPageCondition(
  query: QueryInput,
  today: string,
  { pathAreaCode, departureAreas = [], gadget }: PageConditionOptions = {},
): SearchCondition {
  const decoded = decodeConditionQuery(query, pageDefaults(today, gadget), defaultConfig);
  const approachTypeGiven = isSearchApproachType(readQueryValue(query, 'approachType'));
  const condition = withDpApproachDefault(decoded, approachTypeGiven, jrServesAreas(departureAreas));
  if (pathAreaCode === undefined || pathAreaCode.trim() === '') return condition;
  return { ...condition, arrAreaCode: [pathAreaCode] };
}

/** The condition as the query of an API search call, with the language and page size. */
export function hotelApiQuery(
  condition: SearchCondition,
  lang: Lang,
  extra: Record<string, string | number | undefined> = {},
): Record<string, string> {
  const query: Record<string, string> = { ...encodeConditionQuery(condition, defaultConfig), lang };
  for (const [key, value] of Object.entries(extra)) if (value !== undefined) query[key] = String(value);
  return query;
}

/** The language-neutral link of the hotel list for a condition (`/hotels/14?…` with one area). */
export function hotelListHref(condition: SearchCondition): string {
  return hotelListLink(condition, defaultConfig);
}

/** The list path without its query (canonical URLs). */
export function hotelListCanonicalPath(condition: SearchCondition): string {
  return hotelListPath(condition, defaultConfig);
}

/** The query a hotel's own pages carry: the stay (dates, people, rooms, departure, meal, room type). */
export function stayQuery(condition: SearchCondition): Record<string, string> {
  return encodeConditionQuery(condition, defaultConfig, { omit: LIST_ONLY_FIELDS, onlyChosen: true });
}

export type HotelSubPage = '' | 'plans' | 'rooms' | 'images' | 'access';

/** `/hotel/{hotelId}[/{sub}]?…stay…` (language-neutral). `extra` parameters are added last. */
export function hotelHref(
  hotelId: string,
  condition: SearchCondition,
  sub: HotelSubPage = '',
  extra: Record<string, string> = {},
): string {
  const path = `/hotel/${encodeURIComponent(hotelId)}${sub ? `/${sub}` : ''}`;
  return buildPageLink(path, { ...stayQuery(condition), ...extra });
}

/** The map search of the same condition: `/hotels/map?…` (area in the query, never in the path). */
export function hotelMapHref(condition: SearchCondition, count?: number): string {
  const query = encodeConditionQuery({ ...condition, page: 1 }, defaultConfig, { onlyChosen: true });
  return buildPageLink('/hotels/map', count ? { ...query, count: String(count) } : query);
}

/** True when the condition names a departure (a dynamic package: hotel plus transport). */
export function hasDeparture(condition: SearchCondition): boolean {
  return Boolean(
    condition.depAreaCode || condition.depAirport || condition.depStation || condition.depGenericStation,
  );
}

/** Adults of the party: adultPax, else people per room × rooms (the API reads it the same way). */
export function adultCount(condition: SearchCondition): number {
  return condition.adultPax ?? (condition.paxPerRoom ?? 2) * (condition.roomCount ?? 1);
}
