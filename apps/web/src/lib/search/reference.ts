/**
 * The reference data the search panel needs (spec §3 "Reference data from the server"), shaped from
 * GET /v1/decoder into small serialisable props for the client components: the area hierarchy in
 * four levels (direction → prefecture → area → district), the kodawari groups of a product, the
 * selectable calendar days and extra holidays, price steps, meal and room types, and the departure
 * places of a dynamic package. Pure: no I/O (the server loads the decoder, lib/hotels/decoder.ts).
 */
import type { ApiAnswer } from '@tabiyori/api-client';

export interface CodeName {
  code: string;
  name: string;
}

/**
 * The decoder fields read here, as GET /v1/decoder answers them (generated from the API's
 * schemas/decoder.ts).
 */
export type DecoderData = Pick<
  ApiAnswer<'/v1/decoder'>,
  | 'area1'
  | 'area2'
  | 'area3'
  | 'area4'
  | 'regions'
  | 'kodawari'
  | 'kodawariGroups'
  | 'calendar'
  | 'hotelCalendar'
  | 'holidays'
  | 'priceRange'
  | 'mealTypes'
  | 'roomTypes'
  | 'departureAreas'
  | 'airports'
  | 'stations'
  | 'hotelImageCategories'
  | 'tourTypes'
  | 'settings'
>;

/** One node of the destination hierarchy; level 1 direction … 4 district. */
export interface AreaNode {
  code: string;
  name: string;
  level: 1 | 2 | 3 | 4;
  children: AreaNode[];
}

export interface KodawariGroup {
  code: string;
  name: string;
  items: CodeName[];
}

export interface DepartureArea {
  code: string;
  name: string;
  airports: CodeName[];
  stations: CodeName[];
}

/** Everything the search dialog and the filter dialog need, serialisable. */
export interface SearchReference {
  areas: AreaNode[];
  kodawariGroups: KodawariGroup[];
  /** Selectable days (reserve window cut by the booking end date), or null when nothing can be booked. */
  calendar: { start: string; end: string } | null;
  /** Holidays the operator added beyond the national ones, YYYYMMDD → name. */
  holidays: Record<string, string>;
  /** Price bounds offered by the price filter (per adult per night, yen). */
  priceSteps: number[];
  mealTypes: CodeName[];
  roomTypes: CodeName[];
  departures: DepartureArea[];
  /** Tour types (tour searches; spec §4 setTourType). */
  tourTypes: CodeName[];
}

export const EMPTY_REFERENCE: SearchReference = {
  areas: [],
  kodawariGroups: [],
  calendar: null,
  holidays: {},
  priceSteps: [],
  mealTypes: [],
  roomTypes: [],
  departures: [],
  tourTypes: [],
};

const byCode = (a: { code: string }, b: { code: string }) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

/**
 * The four-level hierarchy: area1 (direction) lists its prefectures (regions[].prefectureCodes);
 * below a prefecture, an area code is its parent's code plus two digits (area3 `1402` under `14`,
 * area4 `140201` under `1402`), as the catalog's area code scheme defines.
 */
export function buildAreaTree(
  decoder: Pick<DecoderData, 'regions' | 'area2' | 'area3' | 'area4'>,
): AreaNode[] {
  const area3 = Object.entries(decoder.area3);
  const area4 = Object.entries(decoder.area4);
  const childrenOf = (entries: [string, string][], parent: string, level: 3 | 4): AreaNode[] =>
    entries
      .filter(([code]) => code.length === parent.length + 2 && code.startsWith(parent))
      .map(([code, name]) => ({
        code,
        name,
        level,
        children: level === 3 ? childrenOf(area4, code, 4) : [],
      }))
      .sort(byCode);
  return decoder.regions.map((region) => ({
    code: region.code,
    name: region.name,
    level: 1 as const,
    children: region.prefectureCodes
      .filter((code) => decoder.area2[code] !== undefined)
      .map((code) => ({
        code,
        name: decoder.area2[code] ?? code,
        level: 2 as const,
        children: childrenOf(area3, code, 3),
      })),
  }));
}

/** The chain from the direction down to the node with `code` (empty when unknown). */
export function areaChain(tree: readonly AreaNode[], code: string): AreaNode[] {
  for (const node of tree) {
    if (node.code === code) return [node];
    const below = areaChain(node.children, code);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/** The kodawari groups of a product ('hotel' or 'tour'; groups for 'both' are in either). */
export function kodawariGroupsFor(
  decoder: Pick<DecoderData, 'kodawariGroups'>,
  target: string,
): KodawariGroup[] {
  return decoder.kodawariGroups
    .filter((group) => group.target === target || group.target === 'both')
    .map((group) => ({
      code: group.code,
      name: group.name,
      items: group.kodawari.map(({ code, name }) => ({ code, name })),
    }));
}

export function searchReference(decoder: DecoderData, target: 'hotel' | 'tour'): SearchReference {
  const airportName = new Map(decoder.airports.map((a) => [a.code, a.name]));
  const stationName = new Map(decoder.stations.map((s) => [s.code, s.name]));
  return {
    areas: buildAreaTree(decoder),
    kodawariGroups: kodawariGroupsFor(decoder, target),
    // Hotels open today (a plan is sold until its own deadline), tours keep the reserve window.
    calendar: target === 'hotel' ? decoder.hotelCalendar : decoder.calendar,
    holidays: Object.fromEntries(decoder.holidays.map((h) => [h.date, h.name])),
    priceSteps: [...new Set(decoder.priceRange.steps)]
      .filter((n) => Number.isSafeInteger(n) && n > 0)
      .sort((a, b) => a - b),
    mealTypes: decoder.mealTypes,
    roomTypes: decoder.roomTypes,
    departures: decoder.departureAreas.map((area) => ({
      code: area.code,
      name: area.name,
      airports: area.airportCodes.map((code) => ({ code, name: airportName.get(code) ?? code })),
      stations: area.stationCodes.map((code) => ({ code, name: stationName.get(code) ?? code })),
    })),
    tourTypes: target === 'tour' ? decoder.tourTypes.map(({ code, name }) => ({ code, name })) : [],
  };
}

/** The name of an area code at any level, or undefined. */
export function areaNameOf(
  decoder: Pick<DecoderData, 'area1' | 'area2' | 'area3' | 'area4'>,
  code: string,
): string | undefined {
  return decoder.area1[code] ?? decoder.area2[code] ?? decoder.area3[code] ?? decoder.area4[code];
}
