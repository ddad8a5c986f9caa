/**
 * The transport of a dynamic package (spec §1: hotel cards of a tour-plus-hotel set are priced
 * "with the basic JR round-trip section"; issue 16 item 5).
 * Decision: a hotel search from a departure area that JR serves (an area with stations) is a JR +
 * hotel search unless the traveller chose the plane. Choosing such an area sets approachType train,
 * choosing an area without JR (沖縄発) sets air, and a link naming a departure area but no approach
 * type reads the same way. An airport or a station already names its approach type (transitions.ts).
 */
import { setDepartureArea } from './transitions';
import type { SearchApproachType, SearchCondition } from './types';

/** Whether JR serves a departure area (the decoder's departure areas: one with stations). */
export type JrServes = (depAreaCode: string) => boolean;

/** The approach type a dp departs by from a departure area when the traveller named none. */
export function dpApproachTypeOf(depAreaCode: string, jrServes: JrServes): SearchApproachType {
  return jrServes(depAreaCode) ? 'train' : 'air';
}

/** Spec §4 departure area for a dp: the area (airport, station cleared) and its default approach type. */
export function setDpDepartureArea(
  condition: SearchCondition,
  depAreaCode: string | undefined,
  jrServes: JrServes,
): SearchCondition {
  const next = setDepartureArea(condition, depAreaCode);
  return next.depAreaCode ? { ...next, approachType: dpApproachTypeOf(next.depAreaCode, jrServes) } : next;
}

/**
 * The condition of a dp link read from a URL that names a departure but no approach type (a
 * hand-made link, a plain form): a station's train, an airport's air, a departure area's default.
 * A given approach type, or none of these departures, leaves the condition as it is.
 */
export function withDpApproachDefault(
  condition: SearchCondition,
  approachTypeGiven: boolean,
  jrServes: JrServes,
): SearchCondition {
  if (approachTypeGiven || condition.depGenericStation) return condition;
  // A station departs by train and an airport by air, as choosing them does (transitions.ts).
  if (condition.depStation) return { ...condition, approachType: 'train' };
  if (condition.depAirport) return { ...condition, approachType: 'air' };
  const area = condition.depAreaCode;
  return area ? { ...condition, approachType: dpApproachTypeOf(area, jrServes) } : condition;
}

/** JrServes of departure areas as the decoder lists them (code and station codes). */
export function jrServesAreas(areas: readonly { code: string; stationCodes: readonly string[] }[]): JrServes {
  const served = new Set(areas.filter((area) => area.stationCodes.length > 0).map((area) => area.code));
  return (code) => served.has(code);
}
