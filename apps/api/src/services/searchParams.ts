/**
 * Reads a search request (spec §3 search condition, spec §7 query parameters) strictly: the same
 * query form as the site's page links (domain queryCodec, config delimiters), plus the spec §5
 * request checks. A wrong value answers 400 with the route's catalogue code and a message naming
 * the parameter, instead of being silently dropped, so a caller learns what it got wrong.
 */
import {
  checkApproachType,
  checkGoDate,
  createDefaultCondition,
  decodeConditionQuery,
  defaultConfig,
  japanToday,
  normalizeSiteLang,
  PaxFormatError,
  parseChildParams,
  type DisplayLang,
  type SearchCondition,
} from '@tabiyori/domain';
import { ApiFailure } from '../errors';
import { HotelQuerySchema, type HotelQuery, type SearchQuery } from '../schemas/search';
import { typedQueryOf } from '../schemas/typedQuery';
import type { PartyExtras } from './party';

export interface SearchParams {
  lang: DisplayLang;
  condition: SearchCondition;
  /** Whether the query named an approach type (the condition's default 'air' otherwise stands in). */
  approachTypeGiven: boolean;
  /** The stay or departure date; undefined for a search without a date (isNoDate). */
  goDate: string | undefined;
  nights: number;
  paxPerRoom: number;
  roomCount: number;
  adults: number;
  page: number;
  ipg: number;
  today: string;
}

function fail(errorCode: string, message: string): never {
  throw new ApiFailure(400, errorCode, message);
}

/**
 * Reads a search query its schema has typed (SearchQuerySchema, prepareTypedQuery) and checks what
 * the schema cannot. `errorCode` is the route's validation code (TVE800 tours, HVE800 hotels, …).
 * `today` is Japan's today unless given (tests).
 */
export function parseSearchParams(query: SearchQuery, errorCode: string, today = japanToday()): SearchParams {
  if (query.approachType !== undefined && query.approachType !== '') {
    const check = checkApproachType(query.approachType);
    if (!check.ok) fail(errorCode, check.message);
  }
  // The schema (schemas/search.ts) took the form of goDate, isNoDate, sort and the integers.
  if (query.goDate !== undefined) {
    const check = checkGoDate(query.goDate);
    if (!check.ok) fail(errorCode, check.message);
  }
  const ipg = query.ipg ?? defaultConfig.settings.ipg;
  if (query.childPax) {
    try {
      parseChildParams(query.childPax.split(defaultConfig.consts.delimiters.people));
    } catch (error) {
      if (error instanceof PaxFormatError) fail(errorCode, error.message);
      throw error;
    }
  }

  const defaults = createDefaultCondition(defaultConfig, today);
  const condition = decodeConditionQuery(query, defaults, defaultConfig);
  const goDate = condition.isNoDate && !query.goDate ? undefined : condition.goDate;
  const roomCount = condition.roomCount ?? 1;
  const paxPerRoom = condition.paxPerRoom ?? 2;
  const adults = condition.adultPax ?? paxPerRoom * roomCount;
  return {
    lang: normalizeSiteLang(query.lang),
    condition: { ...condition, isNoDate: goDate === undefined },
    approachTypeGiven: query.approachType !== undefined && query.approachType !== '',
    goDate,
    nights: condition.nights ?? 1,
    paxPerRoom,
    roomCount,
    adults,
    page: condition.page,
    ipg,
    today,
  };
}

/** A hotel search query: the search parameters plus the bed counts of the party (0–9 each). */
export function parseHotelSearch(query: HotelQuery, errorCode: string): SearchParams & PartyExtras {
  const params = parseSearchParams(query, errorCode);
  const { bedCount, noBedCount } = query;
  return {
    ...params,
    ...(bedCount !== undefined ? { bedCount } : {}),
    ...(noBedCount !== undefined ? { noBedCount } : {}),
  };
}

/**
 * A hotel search written as a query string, typed as GET /v1/hotels types it and then read: for the
 * tests and benchmarks that search without HTTP. A value the route refuses throws its 400.
 */
export function parseHotelSearchText(text: string, errorCode: string): SearchParams & PartyExtras {
  return parseHotelSearch(typedQueryOf(HotelQuerySchema, text), errorCode);
}

/** The keys of `keys` the query gives a non-blank value for (what a list must either honour or name). */
export function givenQueryFields<Q extends object>(query: Q, keys: readonly (keyof Q & string)[]): string[] {
  return keys.filter((key) => {
    const value = query[key];
    return typeof value === 'number' || (typeof value === 'string' && value.trim() !== '');
  });
}
