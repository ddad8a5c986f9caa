import { withFields } from './fields';
import { isSearchApproachType, isSearchSort, type SearchCondition } from './types';

type FieldKind = 'string' | 'number' | 'boolean' | 'string[]';

/**
 * Default-condition fields a gadget config may override (spec §3 "over a dozen"), with the type of
 * their default. The type is declared here rather than read from the default value, because an
 * unset optional default (depAreaCode …) has no runtime type but still has a declared one.
 */
export const GADGET_OVERRIDABLE_FIELDS = {
  approachType: 'string',
  arrAreaCode: 'string[]',
  depAreaCode: 'string',
  depAirport: 'string',
  depStation: 'string',
  checkinDateOffset: 'number',
  nights: 'number',
  tourDays: 'number',
  paxPerRoom: 'number',
  sort: 'string',
  kodawari: 'string[]',
  keyword: 'string[]',
  minPrice: 'number',
  maxPrice: 'number',
  tourIds: 'string[]',
  hotelIds: 'string[]',
  tourType: 'string',
  isNoDate: 'boolean',
  meal: 'string[]',
  roomType: 'string[]',
  GroupID: 'string',
  groupCode: 'string',
  adultPax: 'number',
  roomCount: 'number',
} as const satisfies Partial<Record<keyof SearchCondition, FieldKind>>;

function hasKind(value: unknown, kind: FieldKind): boolean {
  switch (kind) {
    case 'string[]':
      return Array.isArray(value) && value.every((item) => typeof item === 'string');
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    default:
      return typeof value === kind;
  }
}

/**
 * Spec §3: "A gadget config may override over a dozen default-condition fields, only when the
 * given value has the same type as the default." Arrays must be arrays (of strings), numbers
 * finite numbers, booleans booleans, strings strings; anything else is ignored and the default kept.
 * Beyond the type, approachType and sort must be known values (a string that is no sort would make
 * the search fail). Fields not listed in GADGET_OVERRIDABLE_FIELDS are never overridden.
 * Arrays are copied, so the result shares nothing with the gadget object.
 */
export function applyGadgetOverrides(defaults: SearchCondition, gadget: unknown): SearchCondition {
  if (typeof gadget !== 'object' || gadget === null || Array.isArray(gadget)) return defaults;
  const source = gadget as Record<string, unknown>;
  const patch: Record<string, unknown> = {};
  for (const [field, kind] of Object.entries(GADGET_OVERRIDABLE_FIELDS)) {
    if (!Object.hasOwn(source, field)) continue;
    const value = source[field];
    if (!hasKind(value, kind)) continue;
    if (field === 'approachType' && !isSearchApproachType(value)) continue;
    if (field === 'sort' && !isSearchSort(value)) continue;
    patch[field] = Array.isArray(value) ? [...(value as string[])] : value;
  }
  return withFields(defaults, patch as Partial<SearchCondition>);
}
