/**
 * Search condition to and from URL query parameters (spec §7 page-link parameters), with the
 * config's delimiters. Query keys are the spec's field names verbatim.
 *
 * Encoding (spec §2, §7): parameters with empty values are dropped (unset scalars, empty lists);
 * lists are joined with their delimiter (arrAreaCode with consts.delimiters.areaCodes, …); goDate
 * is dropped while isNoDate is true; isNoDate is always '1' or '0'; childPax is one child param
 * (`8-b1s1sc1`, condition/childParam.ts) per child joined with the people delimiter.
 *
 * Decoding is total: it starts from the given defaults and takes each parameter only when valid,
 * so a bad value keeps the default and nothing throws. Repeated keys of list fields are merged;
 * for scalars the first value counts. List items are de-duplicated and kodawari is sorted (§4).
 * A childPax parameter with any malformed child is ignored as a whole: half a party would
 * misstate the people and the price. Decoding checks form only; whether goDate lies in the
 * reserve window is decided where today is known (reserveWindow.ts).
 *
 * List items must not contain their delimiter (an item holding it comes back split); the
 * transitions never produce such items (addKeyword splits on spaces).
 */
import { parseYmd } from '../calendar/japanTime';
import type { ConfigDelimiters, DomainConfig } from '../config/domainConfig';
import { conditionChildFromParam, conditionChildToParam } from './childParam';
import { BUILTIN_CONDITION_DEFAULTS } from './defaultCondition';
import { compareKodawariCodes, isValidFlyerMonth } from './fieldValues';
import { withFields } from './fields';
import { isWithinConditionLimit, type ConditionLimitName } from './limits';
import { readQueryValue, readQueryValues, type QueryInput } from './queryInput';
import {
  isGenericApproachType,
  isSearchApproachType,
  isSearchSort,
  type SearchCondition,
  type SearchConditionChild,
} from './types';

type FieldCodec =
  | { kind: 'list'; delimiter: keyof ConfigDelimiters }
  | { kind: 'int'; limit: ConditionLimitName }
  | { kind: 'string' }
  | { kind: 'special' };

/** Every condition field with its codec, in the spec's field order (the order of the query). */
const FIELDS: { [K in keyof SearchCondition]-?: FieldCodec } = {
  approachType: { kind: 'special' },
  arrAreaCode: { kind: 'list', delimiter: 'areaCodes' },
  depAreaCode: { kind: 'string' },
  depAirport: { kind: 'string' },
  depStation: { kind: 'string' },
  depGenericStation: { kind: 'string' },
  depGenericStationApproach: { kind: 'special' },
  goDate: { kind: 'special' },
  checkinDateOffset: { kind: 'int', limit: 'checkinDateOffset' },
  nights: { kind: 'int', limit: 'nights' },
  tourDays: { kind: 'int', limit: 'tourDays' },
  paxPerRoom: { kind: 'int', limit: 'paxPerRoom' },
  sort: { kind: 'special' },
  kodawari: { kind: 'list', delimiter: 'condition' },
  notExcludeKodawari: { kind: 'list', delimiter: 'condition' },
  includeTypeCode: { kind: 'string' },
  keyword: { kind: 'list', delimiter: 'keywords' },
  planGroupKeyword: { kind: 'list', delimiter: 'condition' },
  minPrice: { kind: 'int', limit: 'price' },
  maxPrice: { kind: 'int', limit: 'price' },
  tourIds: { kind: 'list', delimiter: 'tourIds' },
  hotelIds: { kind: 'list', delimiter: 'hotelIds' },
  planIds: { kind: 'list', delimiter: 'planIds' },
  defaultHotelIds: { kind: 'list', delimiter: 'hotelIds' },
  page: { kind: 'int', limit: 'page' },
  tourType: { kind: 'string' },
  isNoDate: { kind: 'special' },
  meal: { kind: 'list', delimiter: 'mealTypes' },
  roomType: { kind: 'list', delimiter: 'roomTypes' },
  GroupID: { kind: 'string' },
  groupCode: { kind: 'string' },
  adultPax: { kind: 'int', limit: 'adultPax' },
  childPax: { kind: 'special' },
  roomCount: { kind: 'int', limit: 'roomCount' },
  hotelId: { kind: 'string' },
  ITEM_CD: { kind: 'string' },
  exPattern: { kind: 'string' },
  hashId: { kind: 'string' },
  flyerMonth: { kind: 'special' },
};

/** Query keys of the search condition (the spec's field names), in query order. */
export const CONDITION_QUERY_KEYS = Object.keys(FIELDS) as (keyof SearchCondition)[];

export interface EncodeConditionOptions {
  /** Fields left out of the query, e.g. arrAreaCode when it is in the path (links.ts). */
  omit?: readonly (keyof SearchCondition)[];
  /**
   * Page links (issue 16): leave out what no visitor chose — checkinDateOffset, the configuration's
   * offset of the default go date (spec §4; no control sets it, a dated condition carries goDate),
   * and the default approach type without a departure (nothing to travel by; the page reads the
   * same default back). An API query keeps them.
   */
  onlyChosen?: boolean;
}

/** The fields `onlyChosen` leaves out of a condition's link. */
function unchosenFields(condition: SearchCondition): (keyof SearchCondition)[] {
  const departure =
    condition.depAreaCode || condition.depAirport || condition.depStation || condition.depGenericStation;
  const defaultApproach = !departure && condition.approachType === BUILTIN_CONDITION_DEFAULTS.approachType;
  return defaultApproach ? ['checkinDateOffset', 'approachType'] : ['checkinDateOffset'];
}

/** Spec §7: the condition as ordered query parameters, empty values dropped. */
export function encodeConditionQuery(
  condition: SearchCondition,
  config: Pick<DomainConfig, 'consts'>,
  options: EncodeConditionOptions = {},
): Record<string, string> {
  const { delimiters } = config.consts;
  const out: Record<string, string> = {};
  const omit = [...(options.omit ?? []), ...(options.onlyChosen ? unchosenFields(condition) : [])];
  for (const key of CONDITION_QUERY_KEYS) {
    if (omit.includes(key)) continue;
    const codec = FIELDS[key];
    const value = condition[key];
    let text: string | undefined;
    if (key === 'isNoDate') text = condition.isNoDate ? '1' : '0';
    else if (key === 'goDate') text = condition.isNoDate ? undefined : condition.goDate;
    else if (key === 'childPax') text = condition.childPax.map(conditionChildToParam).join(delimiters.people);
    else if (codec.kind === 'list') text = (value as string[]).join(delimiters[codec.delimiter]);
    else if (value !== undefined) text = String(value);
    if (text !== undefined && text !== '') out[key] = text;
  }
  return out;
}

function isNonBlank(value: string): boolean {
  return value.trim() !== '';
}

function decodeList(values: readonly string[], delimiter: string): string[] {
  return [...new Set(values.flatMap((v) => v.split(delimiter)).filter(isNonBlank))];
}

function decodeInt(value: string | undefined, limit: ConditionLimitName): number | undefined {
  if (value === undefined || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return isWithinConditionLimit(limit, n) ? n : undefined;
}

function decodeChildPax(values: readonly string[], delimiter: string): SearchConditionChild[] | undefined {
  const items = values.flatMap((v) => v.split(delimiter)).filter((v) => v !== '');
  if (items.length === 0 || !isWithinConditionLimit('childCount', items.length)) return undefined;
  const children = items.map(conditionChildFromParam);
  return children.every((c) => c !== undefined) ? (children as SearchConditionChild[]) : undefined;
}

function decodeBoolean(value: string | undefined): boolean | undefined {
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return undefined;
}

/** Spec §7 inverse: reads a condition from a query over the defaults; never throws. */
export function decodeConditionQuery(
  query: QueryInput,
  defaults: SearchCondition,
  config: Pick<DomainConfig, 'consts'>,
): SearchCondition {
  const { delimiters } = config.consts;
  const patch: Record<string, unknown> = {};
  for (const key of CONDITION_QUERY_KEYS) {
    const codec = FIELDS[key];
    const first = readQueryValue(query, key);
    let value: unknown;
    if (codec.kind === 'list') {
      const list = decodeList(readQueryValues(query, key), delimiters[codec.delimiter]);
      if (list.length > 0) value = key === 'kodawari' ? list.sort(compareKodawariCodes) : list;
    } else if (codec.kind === 'int') {
      value = decodeInt(first, codec.limit);
    } else if (codec.kind === 'string') {
      value = first !== undefined && isNonBlank(first) ? first : undefined;
    } else if (key === 'approachType') {
      value = isSearchApproachType(first) ? first : undefined;
    } else if (key === 'depGenericStationApproach') {
      value = isGenericApproachType(first) ? first : undefined;
    } else if (key === 'sort') {
      value = isSearchSort(first) ? first : undefined;
    } else if (key === 'goDate') {
      value = first !== undefined && parseYmd(first) !== null ? first : undefined;
    } else if (key === 'isNoDate') {
      value = decodeBoolean(first);
    } else if (key === 'flyerMonth') {
      value = isValidFlyerMonth(first) ? first : undefined;
    } else if (key === 'childPax') {
      value = decodeChildPax(readQueryValues(query, key), delimiters.people);
    }
    if (value !== undefined) patch[key] = value;
  }
  return withFields(structuredClone(defaults), patch as Partial<SearchCondition>);
}
