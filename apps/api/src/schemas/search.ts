/**
 * The query of every product search (spec §3 search condition, §7 query parameters), typed: integers
 * within the condition's limits, the date as YYYYMMDD, isNoDate and sort as their values, so the
 * OpenAPI document states each parameter and the handlers receive numbers. Routes reading it take
 * plugins/typedQuery.ts `prepareTypedQuery` (a blank value means "not given"; an integer is plain
 * digits); a refused value answers the route's catalogue code with '<name> is invalid' ('goDate is
 * wrong'). The checks a schema cannot state (approachType's spec §5 message, a real calendar day,
 * the child params) stay in services/searchParams.ts.
 */
import {
  CONDITION_LIMITS,
  SEARCH_APPROACH_TYPES,
  SEARCH_SORTS,
  type ConditionLimitName,
} from '@tabiyori/domain';
import { Type, type Static } from 'typebox';
import { queryEnum, queryInt, queryText, queryYmd } from './common';

/** Largest page size a search caller may ask for. */
export const MAX_IPG = 100;

const text = (maxLength = 500, description?: string) => queryText(maxLength, description);

/** An integer parameter within the search condition's named limit (packages/domain limits.ts). */
const limited = (name: ConditionLimitName, description: string) =>
  queryInt(CONDITION_LIMITS[name].min, CONDITION_LIMITS[name].max, description);

/** Query parameters every search call accepts (all optional). */
export const SearchQuerySchema = Type.Object({
  lang: text(10, 'ja (default) | en'),
  approachType: text(10, `${SEARCH_APPROACH_TYPES.join(', ')} (else 400 'xx is invalid approachType')`),
  arrAreaCode: text(500, 'region slugs, prefecture, area or district codes, comma-separated'),
  depAreaCode: text(20),
  depAirport: text(10),
  depStation: text(40),
  depGenericStation: text(40),
  goDate: queryYmd("departure or stay date YYYYMMDD (a real day, else 'goDate is wrong')"),
  isNoDate: queryEnum(['0', '1'], '1: search without a date'),
  nights: limited('nights', 'nights'),
  tourDays: limited('tourDays', 'travel days of a tour'),
  paxPerRoom: limited('paxPerRoom', 'people per room; default 2'),
  adultPax: limited('adultPax', 'adults; default paxPerRoom × roomCount'),
  childPax: text(200, 'child params joined by the people delimiter (e.g. 8-b1s1sc1)'),
  roomCount: limited('roomCount', 'rooms; default 1'),
  minPrice: limited('price', 'lowest price per adult, yen'),
  maxPrice: limited('price', 'highest price per adult, yen'),
  kodawari: text(),
  notExcludeKodawari: text(),
  keyword: text(200),
  planGroupKeyword: text(200),
  meal: text(100),
  roomType: text(100),
  hotelIds: text(2000),
  tourIds: text(2000),
  planIds: text(2000),
  tourType: text(10),
  GroupID: text(40),
  groupCode: text(40),
  ITEM_CD: text(20),
  sort: queryEnum(SEARCH_SORTS, 'lowPrice when not given'),
  page: limited('page', 'page number from 1'),
  ipg: queryInt(1, MAX_IPG, 'items per page; default 20'),
});
export type SearchQuery = Static<typeof SearchQuerySchema>;

/** A hotel search (GET /v1/hotels, /v1/hotel/{hotelId}/…): the search plus the party's bed counts. */
export const HotelQuerySchema = Type.Object({
  ...SearchQuerySchema.properties,
  bedCount: queryInt(0, 9, 'adults plus children using a bed'),
  noBedCount: queryInt(0, 9, 'children without a bed'),
});
export type HotelQuery = Static<typeof HotelQuerySchema>;
