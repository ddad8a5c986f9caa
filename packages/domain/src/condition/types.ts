/**
 * The search condition of spec §3, with the spec's field names verbatim. Lists are always present
 * (empty when unset); optional scalars are absent when unset. Dates are `YYYYMMDD`, months `YYYYMM`,
 * prices integer yen per adult per night (spec §5 price filter).
 */

/** Approach (transport) types: air, train, and the generic approach types of spec §9. */
export const GENERIC_APPROACH_TYPES = ['00', '01'] as const;
/** '00' on-site tour (no transport), '01' ship (spec §9). */
export type GenericApproachType = (typeof GENERIC_APPROACH_TYPES)[number];
export const SEARCH_APPROACH_TYPES = ['air', 'train', ...GENERIC_APPROACH_TYPES] as const;
export type SearchApproachType = (typeof SEARCH_APPROACH_TYPES)[number];

/** Sort options of spec §9: recommended, popular, lowest price, highest price. */
export const SEARCH_SORTS = ['recommend', 'popular', 'lowPrice', 'highPrice'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/**
 * One child of the party (spec §3 childPax: age, useBed flag and detail), as carried by the child
 * param `age-b0/1s0/1sc0/1` of spec §5 (b useBed, s useSeat, sc isSchoolChild).
 */
export interface SearchConditionChild {
  age: number;
  useBed: boolean;
  detail: { useSeat: boolean; isSchoolChild: boolean };
}

export interface SearchCondition {
  approachType: SearchApproachType;
  /** Destination areas (any of area1–area4 codes). */
  arrAreaCode: string[];
  depAreaCode?: string;
  depAirport?: string;
  depStation?: string;
  depGenericStation?: string;
  /** The generic approach type the generic station belongs to ('01' ship port …). */
  depGenericStationApproach?: GenericApproachType;
  goDate?: string;
  /** Days from today to the default go date (spec §4 "configured offset"). */
  checkinDateOffset?: number;
  nights?: number;
  tourDays?: number;
  paxPerRoom?: number;
  sort: SearchSort;
  /** Preference (こだわり) codes, kept sorted (spec §4). */
  kodawari: string[];
  /** Kodawari codes the search must not exclude. */
  notExcludeKodawari: string[];
  includeTypeCode?: string;
  keyword: string[];
  planGroupKeyword: string[];
  minPrice?: number;
  maxPrice?: number;
  tourIds: string[];
  hotelIds: string[];
  planIds: string[];
  defaultHotelIds: string[];
  page: number;
  tourType?: string;
  isNoDate: boolean;
  meal: string[];
  roomType: string[];
  GroupID?: string;
  groupCode?: string;
  adultPax?: number;
  childPax: SearchConditionChild[];
  roomCount?: number;
  hotelId?: string;
  ITEM_CD?: string;
  exPattern?: string;
  hashId?: string;
  flyerMonth?: string;
}

export function isSearchApproachType(value: unknown): value is SearchApproachType {
  return typeof value === 'string' && (SEARCH_APPROACH_TYPES as readonly string[]).includes(value);
}

export function isGenericApproachType(value: unknown): value is GenericApproachType {
  return typeof value === 'string' && (GENERIC_APPROACH_TYPES as readonly string[]).includes(value);
}

export function isSearchSort(value: unknown): value is SearchSort {
  return typeof value === 'string' && (SEARCH_SORTS as readonly string[]).includes(value);
}
