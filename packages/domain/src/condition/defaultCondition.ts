import type { DomainConfig } from '../config/domainConfig';
import { defaultGoDate } from './reserveWindow';
import type { SearchCondition } from './types';

/**
 * Built-in defaults of spec §3/§9 before the config is applied: approachType air, sort lowPrice,
 * page 1, isNoDate true, every list empty.
 */
export const BUILTIN_CONDITION_DEFAULTS: Readonly<SearchCondition> = Object.freeze({
  approachType: 'air',
  arrAreaCode: [],
  sort: 'lowPrice',
  kodawari: [],
  notExcludeKodawari: [],
  keyword: [],
  planGroupKeyword: [],
  tourIds: [],
  hotelIds: [],
  planIds: [],
  defaultHotelIds: [],
  page: 1,
  isNoDate: true,
  meal: [],
  roomType: [],
  childPax: [],
});

/**
 * The default search condition (spec §3): the built-in defaults, overlaid with the config's
 * defaults.condition (people per room, nights … spec §9 "from config"), and goDate set to the
 * default go date of spec §4 (today + checkinDateOffset when strictly inside the reserve window).
 * goDate is set even though isNoDate is true, so the calendar opens on it and switching the
 * no-date flag off searches from it. `today` is Japan's today as YYYYMMDD.
 */
export function createDefaultCondition(
  config: Pick<DomainConfig, 'defaults' | 'consts'>,
  today: string,
): SearchCondition {
  const merged: SearchCondition = { ...BUILTIN_CONDITION_DEFAULTS, ...config.defaults.condition };
  const copy = structuredClone(merged);
  for (const key of Object.keys(copy) as (keyof SearchCondition)[]) {
    if (copy[key] === undefined) delete copy[key];
  }
  copy.goDate = defaultGoDate(today, copy.checkinDateOffset, config.consts.reserveDay);
  return copy;
}
