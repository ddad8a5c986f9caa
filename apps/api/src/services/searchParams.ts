/**
 * Reads a search request (spec §3 search condition, spec §7 query parameters) strictly: the same
 * query form as the site's page links (domain queryCodec, config delimiters), plus the spec §5
 * request checks. A wrong value answers 400 with the route's catalogue code and a message naming
 * the parameter, instead of being silently dropped, so a caller learns what it got wrong.
 */
import {
  CONDITION_LIMITS,
  checkApproachType,
  checkGoDate,
  createDefaultCondition,
  decodeConditionQuery,
  defaultConfig,
  japanToday,
  normalizeSiteLang,
  PaxFormatError,
  parseChildParams,
  type ConditionLimitName,
  type DisplayLang,
  type SearchCondition,
} from '@tabiyori/domain';
import { ApiFailure } from '../errors';
import type { HotelQuery, SearchQuery } from '../schemas/search';
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

export const MAX_IPG = 100;

function fail(errorCode: string, message: string): never {
  throw new ApiFailure(400, errorCode, message);
}

function intParam(
  query: SearchQuery,
  key: keyof SearchQuery,
  limit: ConditionLimitName | { min: number; max: number },
  errorCode: string,
): number | undefined {
  const raw = query[key];
  if (raw === undefined || raw === '') return undefined;
  const { min, max } = typeof limit === 'string' ? CONDITION_LIMITS[limit] : limit;
  if (!/^\d{1,9}$/.test(raw)) fail(errorCode, `${key} is invalid`);
  const value = Number(raw);
  if (value < min || value > max) fail(errorCode, `${key} is invalid`);
  return value;
}

/**
 * Parses and checks a search query. `errorCode` is the route's validation code (TVE800 tours,
 * HVE800 hotels, …). `today` is Japan's today unless given (tests).
 */
export function parseSearchParams(query: SearchQuery, errorCode: string, today = japanToday()): SearchParams {
  if (query.approachType !== undefined && query.approachType !== '') {
    const check = checkApproachType(query.approachType);
    if (!check.ok) fail(errorCode, check.message);
  }
  if (query.goDate !== undefined && query.goDate !== '') {
    const check = checkGoDate(query.goDate);
    if (!check.ok) fail(errorCode, check.message);
  }
  if (
    query.isNoDate !== undefined &&
    query.isNoDate !== '' &&
    query.isNoDate !== '0' &&
    query.isNoDate !== '1'
  ) {
    fail(errorCode, 'isNoDate is invalid');
  }
  if (
    query.sort !== undefined &&
    query.sort !== '' &&
    !['recommend', 'popular', 'lowPrice', 'highPrice'].includes(query.sort)
  ) {
    fail(errorCode, 'sort is invalid');
  }
  for (const [key, limit] of [
    ['nights', 'nights'],
    ['tourDays', 'tourDays'],
    ['paxPerRoom', 'paxPerRoom'],
    ['adultPax', 'adultPax'],
    ['roomCount', 'roomCount'],
    ['minPrice', 'price'],
    ['maxPrice', 'price'],
    ['page', 'page'],
  ] as const) {
    intParam(query, key, limit, errorCode);
  }
  const ipg = intParam(query, 'ipg', { min: 1, max: MAX_IPG }, errorCode) ?? defaultConfig.settings.ipg;
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

function countParam(value: string | undefined, name: string, errorCode: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,2}$/.test(value) || Number(value) > 9) fail(errorCode, `${name} is invalid`);
  return Number(value);
}

/** A hotel search query: the search parameters plus the bed counts of the party (0–9 each). */
export function parseHotelSearch(query: HotelQuery, errorCode: string): SearchParams & PartyExtras {
  const params = parseSearchParams(query, errorCode);
  const bedCount = countParam(query.bedCount, 'bedCount', errorCode);
  const noBedCount = countParam(query.noBedCount, 'noBedCount', errorCode);
  return {
    ...params,
    ...(bedCount !== undefined ? { bedCount } : {}),
    ...(noBedCount !== undefined ? { noBedCount } : {}),
  };
}

/** The keys of `keys` the query gives a non-blank value for (what a list must either honour or name). */
export function givenQueryFields<Q extends object>(query: Q, keys: readonly (keyof Q & string)[]): string[] {
  return keys.filter((key) => {
    const value = query[key];
    return typeof value === 'string' && value.trim() !== '';
  });
}
