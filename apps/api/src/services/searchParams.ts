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
import { Type, type Static } from 'typebox';
import { ApiFailure } from '../errors';

const text = (maxLength = 500) => Type.Optional(Type.String({ maxLength }));

/** Query parameters every search call accepts (all optional; strings, checked below). */
export const SearchQuerySchema = Type.Object({
  lang: text(10),
  approachType: text(10),
  arrAreaCode: text(),
  depAreaCode: text(20),
  depAirport: text(10),
  depStation: text(40),
  depGenericStation: text(40),
  goDate: text(8),
  isNoDate: text(1),
  nights: text(3),
  tourDays: text(3),
  paxPerRoom: text(2),
  adultPax: text(2),
  childPax: text(200),
  roomCount: text(2),
  minPrice: text(9),
  maxPrice: text(9),
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
  sort: text(20),
  page: text(6),
  ipg: text(3),
});
export type SearchQuery = Static<typeof SearchQuerySchema>;

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
