/**
 * Condition changes of spec §4 as pure transitions: each takes a condition and returns a new one,
 * never mutating its input.
 *
 * Page reset: changing any search criterion (everything except the page itself) resets page to 1,
 * as every Japanese OTA does: page 3 of the old result is meaningless for the new one. This
 * includes sort and flyer month.
 *
 * Invalid input (a count out of CONDITION_LIMITS, a malformed date) returns the condition
 * unchanged rather than throwing, so a stray UI value cannot break the search panel.
 */
import { parseYmd } from '../calendar/japanTime';
import { compareKodawariCodes, isValidFlyerMonth } from './fieldValues';
import { withFields } from './fields';
import { isWithinConditionLimit } from './limits';
import {
  isGenericApproachType,
  isSearchApproachType,
  isSearchSort,
  type GenericApproachType,
  type SearchApproachType,
  type SearchCondition,
  type SearchConditionChild,
  type SearchSort,
} from './types';

const NO_DEPARTURE_POINT = {
  depAirport: undefined,
  depStation: undefined,
  depGenericStation: undefined,
  depGenericStationApproach: undefined,
} as const;

/** A search-criterion change: applies the patch and resets page to 1. */
function changeCriterion(condition: SearchCondition, patch: Partial<SearchCondition>): SearchCondition {
  return withFields(condition, { ...patch, page: 1 });
}

function nonBlank(value: string | undefined): string | undefined {
  return value !== undefined && value.trim() !== '' ? value : undefined;
}

function uniqueNonBlank(values: readonly string[]): string[] {
  return [...new Set(values.filter((v) => v.trim() !== ''))];
}

/**
 * Spec §4 "Choosing an approach type clears an airport or station not matching it": air keeps only
 * the airport, train keeps only the station. Decisions for the generic approach types (§9):
 * - a generic station is kept only while the approach type equals its depGenericStationApproach,
 *   so air and train clear it, and '01' (ship) keeps a ship port but clears airport and station;
 * - the no-transport type (config noApproachGenericApproachType, '00' on-site tour) clears every
 *   departure point: an on-site tour starts at the destination.
 * The departure area is kept: it does not depend on the means of transport.
 * `noApproachGenericApproachType` is the config's consts value ('00' by default).
 */
export function setApproachType(
  condition: SearchCondition,
  approachType: SearchApproachType,
  noApproachGenericApproachType: string = '00',
): SearchCondition {
  if (!isSearchApproachType(approachType)) return condition;
  const patch: Partial<SearchCondition> = { approachType };
  if (approachType !== 'air') patch.depAirport = undefined;
  if (approachType !== 'train') patch.depStation = undefined;
  if (
    condition.depGenericStationApproach !== approachType ||
    approachType === noApproachGenericApproachType
  ) {
    patch.depGenericStation = undefined;
    patch.depGenericStationApproach = undefined;
  }
  return changeCriterion(condition, patch);
}

/** Spec §4 "Choosing a departure area clears airport, station and generic station". */
export function setDepartureArea(
  condition: SearchCondition,
  depAreaCode: string | undefined,
): SearchCondition {
  return changeCriterion(condition, { ...NO_DEPARTURE_POINT, depAreaCode: nonBlank(depAreaCode) });
}

/**
 * Spec §4 "Choosing an airport, station or generic station clears the other departure forms"
 * (the departure area included: area, airport, station and generic station are alternatives).
 * Decision: choosing an airport also sets approachType air (a departure airport means flying), so
 * the condition never holds a departure point that its approach type would clear.
 */
export function setDepartureAirport(condition: SearchCondition, depAirport: string): SearchCondition {
  if (!nonBlank(depAirport)) return condition;
  return changeCriterion(condition, {
    ...NO_DEPARTURE_POINT,
    depAreaCode: undefined,
    depAirport,
    approachType: 'air',
  });
}

/** Spec §4: choosing a station clears the other departure forms; approachType becomes train. */
export function setDepartureStation(condition: SearchCondition, depStation: string): SearchCondition {
  if (!nonBlank(depStation)) return condition;
  return changeCriterion(condition, {
    ...NO_DEPARTURE_POINT,
    depAreaCode: undefined,
    depStation,
    approachType: 'train',
  });
}

/**
 * Spec §4: choosing a generic station (e.g. a ship port) clears the other departure forms; the
 * approach type becomes the station's generic approach type.
 */
export function setDepartureGenericStation(
  condition: SearchCondition,
  depGenericStation: string,
  depGenericStationApproach: GenericApproachType,
): SearchCondition {
  if (!nonBlank(depGenericStation) || !isGenericApproachType(depGenericStationApproach)) return condition;
  return changeCriterion(condition, {
    ...NO_DEPARTURE_POINT,
    depAreaCode: undefined,
    depGenericStation,
    depGenericStationApproach,
    approachType: depGenericStationApproach,
  });
}

/**
 * Spec §4 go date. Choosing a day in the calendar also turns the no-date flag off (searching with
 * a date is what choosing one means). A value that is not a real YYYYMMDD day is ignored.
 */
export function setGoDate(condition: SearchCondition, goDate: string): SearchCondition {
  if (parseYmd(goDate) === null) return condition;
  return changeCriterion(condition, { goDate, isNoDate: false });
}

/**
 * Spec §4 no-date flag. The go date is kept when the flag is turned on, so turning it off again
 * restores the chosen day; links drop goDate while isNoDate is true (spec §7).
 */
export function setNoDate(condition: SearchCondition, isNoDate: boolean): SearchCondition {
  return changeCriterion(condition, { isNoDate });
}

/**
 * Spec §4 nights; undefined clears it. Nights and tourDays are kept independent: the condition is
 * shared by hotel searches (nights) and tour searches (days), and a favourite stores both (§3).
 */
export function setNights(condition: SearchCondition, nights: number | undefined): SearchCondition {
  if (nights !== undefined && !isWithinConditionLimit('nights', nights)) return condition;
  return changeCriterion(condition, { nights });
}

/** Spec §4 tour days (1 = day trip); undefined clears it. */
export function setTourDays(condition: SearchCondition, tourDays: number | undefined): SearchCondition {
  if (tourDays !== undefined && !isWithinConditionLimit('tourDays', tourDays)) return condition;
  return changeCriterion(condition, { tourDays });
}

/** Spec §4 people per room (1–9). */
export function setPaxPerRoom(condition: SearchCondition, paxPerRoom: number): SearchCondition {
  if (!isWithinConditionLimit('paxPerRoom', paxPerRoom)) return condition;
  return changeCriterion(condition, { paxPerRoom });
}

/** Spec §4 arrival area: replaces the destination list (blank and repeated codes dropped). */
export function setArrivalAreas(condition: SearchCondition, arrAreaCode: readonly string[]): SearchCondition {
  return changeCriterion(condition, { arrAreaCode: uniqueNonBlank(arrAreaCode) });
}

/**
 * Spec §4/§5 price filter, per adult per night; undefined means "no lower limit" / "no upper
 * limit". Decision: bounds given the wrong way round are swapped, as a price slider would.
 * Values outside CONDITION_LIMITS.price leave the condition unchanged.
 */
export function setPrice(
  condition: SearchCondition,
  price: { minPrice?: number | undefined; maxPrice?: number | undefined },
): SearchCondition {
  let { minPrice, maxPrice } = price;
  if (minPrice !== undefined && !isWithinConditionLimit('price', minPrice)) return condition;
  if (maxPrice !== undefined && !isWithinConditionLimit('price', maxPrice)) return condition;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  return changeCriterion(condition, { minPrice, maxPrice });
}

/** Spec §4 "Resetting the price sets both bounds to none". */
export function resetPrice(condition: SearchCondition): SearchCondition {
  return changeCriterion(condition, { minPrice: undefined, maxPrice: undefined });
}

/**
 * Spec §4 keyword add. The text is split on whitespace (ASCII and the ideographic space U+3000),
 * as a Japanese search box reads `温泉` U+3000 `露天風呂` as two words; words already present are skipped.
 */
export function addKeyword(condition: SearchCondition, text: string): SearchCondition {
  const words = text.split(/[\s\u3000]+/).filter((w) => w !== '');
  const added = words.filter((w, i) => !condition.keyword.includes(w) && words.indexOf(w) === i);
  if (added.length === 0) return condition;
  return changeCriterion(condition, { keyword: [...condition.keyword, ...added] });
}

/** Spec §4 "Removing a keyword … filters it out". */
export function removeKeyword(condition: SearchCondition, keyword: string): SearchCondition {
  return changeCriterion(condition, { keyword: condition.keyword.filter((k) => k !== keyword) });
}

/** Spec §4 sort (page reset: the first page of the new order). */
export function setSort(condition: SearchCondition, sort: SearchSort): SearchCondition {
  if (!isSearchSort(sort)) return condition;
  return changeCriterion(condition, { sort });
}

/** Spec §4 "Toggling a preference adds it if absent, removes it if present, keeps the list sorted". */
export function toggleKodawari(condition: SearchCondition, code: string): SearchCondition {
  if (!nonBlank(code)) return condition;
  const kodawari = condition.kodawari.includes(code)
    ? condition.kodawari.filter((k) => k !== code)
    : [...condition.kodawari, code];
  return changeCriterion(condition, { kodawari: kodawari.sort(compareKodawariCodes) });
}

/** Spec §4 page: the only change that keeps the other criteria and does not reset the page. */
export function setPage(condition: SearchCondition, page: number): SearchCondition {
  if (!isWithinConditionLimit('page', page)) return condition;
  return withFields(condition, { page });
}

/** Spec §4 adult count (0–9; whether the party is bookable is the pax rules' call). */
export function setAdultPax(condition: SearchCondition, adultPax: number): SearchCondition {
  if (!isWithinConditionLimit('adultPax', adultPax)) return condition;
  return changeCriterion(condition, { adultPax });
}

/**
 * Spec §4 child count, as the list of children (each with age, bed and seat choice). A list with
 * more than 9 children or an age outside 0–17 leaves the condition unchanged. The children are copied.
 */
export function setChildPax(
  condition: SearchCondition,
  childPax: readonly SearchConditionChild[],
): SearchCondition {
  if (!isWithinConditionLimit('childCount', childPax.length)) return condition;
  if (!childPax.every((c) => isWithinConditionLimit('childAge', c.age))) return condition;
  return changeCriterion(condition, {
    childPax: childPax.map((c) => ({ age: c.age, useBed: c.useBed, detail: { ...c.detail } })),
  });
}

/** Spec §4 room count (1–9). */
export function setRoomCount(condition: SearchCondition, roomCount: number): SearchCondition {
  if (!isWithinConditionLimit('roomCount', roomCount)) return condition;
  return changeCriterion(condition, { roomCount });
}

/** Spec §4 room type add (no duplicates). */
export function addRoomType(condition: SearchCondition, roomType: string): SearchCondition {
  if (!nonBlank(roomType) || condition.roomType.includes(roomType)) return condition;
  return changeCriterion(condition, { roomType: [...condition.roomType, roomType] });
}

/** Spec §4 "Removing a … room type … filters it out". */
export function removeRoomType(condition: SearchCondition, roomType: string): SearchCondition {
  return changeCriterion(condition, { roomType: condition.roomType.filter((r) => r !== roomType) });
}

/** Spec §4 meal add (no duplicates). */
export function addMeal(condition: SearchCondition, meal: string): SearchCondition {
  if (!nonBlank(meal) || condition.meal.includes(meal)) return condition;
  return changeCriterion(condition, { meal: [...condition.meal, meal] });
}

/** Spec §4 "Removing a … meal filters it out". */
export function removeMeal(condition: SearchCondition, meal: string): SearchCondition {
  return changeCriterion(condition, { meal: condition.meal.filter((m) => m !== meal) });
}

/** Spec §4 group id (GroupID); undefined or blank clears it. */
export function setGroupId(condition: SearchCondition, groupId: string | undefined): SearchCondition {
  return changeCriterion(condition, { GroupID: nonBlank(groupId) });
}

/** Spec §4 tour type (a code of the reference data, e.g. '03'); undefined or blank clears it. */
export function setTourType(condition: SearchCondition, tourType: string | undefined): SearchCondition {
  return changeCriterion(condition, { tourType: nonBlank(tourType) });
}

/** Spec §4 flyer month, `YYYYMM` (month 01–12); undefined clears it, anything else is ignored. */
export function setFlyerMonth(condition: SearchCondition, flyerMonth: string | undefined): SearchCondition {
  if (flyerMonth !== undefined && !isValidFlyerMonth(flyerMonth)) return condition;
  return changeCriterion(condition, { flyerMonth });
}
