/**
 * Which destinations (area3) can be reached from each departure area, and how:
 * - air: a departure-area airport and an airport within 100 km of the area, more than 350 km apart,
 *   one of them a hub; skipped when a train reaches the area within 180 minutes;
 * - train / extrain: a named service stopping at a departure-area station and at a station within
 *   45 km of the area (ride ≥ 30 min);
 * - ship: the SHIP_ROUTES table; onsite (現地集合): areas inside the departure area's prefectures.
 */
import type { Airport, Area3, DepartureArea, Station, TrainService } from './types';
import { areaAccess, servicesBetween } from './geo';
import { airportByCode } from './reference/airports';
import { GENERIC_STATIONS, stationByCode } from './reference/stations';
import { SHIP_ROUTES, type ShipRoute } from './reference/departures';
import { distanceKm } from './text';

export interface AirRoute {
  kind: 'air';
  area3: Area3;
  depAirports: Airport[];
  arrAirports: Airport[];
  km: number;
}

export interface RailRoute {
  kind: 'train' | 'extrain';
  area3: Area3;
  depStation: Station;
  arrStation: Station;
  /** Other departure-area stations served by the same services (selectable departures). */
  otherDeps: Station[];
  services: { service: TrainService; depMinutes: number; minutes: number }[];
  minutes: number;
}

export interface ShipTourRoute {
  kind: 'ship';
  area3: Area3;
  route: ShipRoute;
}

export interface OnsiteRoute {
  kind: 'onsite';
  area3: Area3;
}

export type TourRoute = AirRoute | RailRoute | ShipTourRoute | OnsiteRoute;

export interface RouteTable {
  air: AirRoute[];
  train: RailRoute[];
  extrain: RailRoute[];
  ship: ShipTourRoute[];
  onsite: OnsiteRoute[];
}

function depStations(dep: DepartureArea): Station[] {
  const codes = new Set(dep.stationCodes);
  for (const g of GENERIC_STATIONS)
    if (dep.genericStationCodes.includes(g.code)) g.stationCodes.forEach((c) => codes.add(c));
  return [...codes].map(stationByCode);
}

function railRoute(kind: 'train' | 'extrain', dep: DepartureArea, area3: Area3): RailRoute | null {
  const access = areaAccess(area3.code);
  let best: RailRoute | null = null;
  const froms = depStations(dep);
  for (const { station: to } of access.stations) {
    for (const from of froms) {
      const services = servicesBetween(from.code, to.code).filter(
        (s) => s.service.approachType === kind && s.minutes >= 30,
      );
      if (services.length === 0) continue;
      const minutes = Math.min(...services.map((s) => s.minutes));
      if (!best || minutes < best.minutes) {
        const otherDeps = froms.filter(
          (f) =>
            f.code !== from.code &&
            servicesBetween(f.code, to.code).some((s) => s.service.approachType === kind),
        );
        best = { kind, area3, depStation: from, arrStation: to, otherDeps, services, minutes };
      }
    }
    if (best) return best;
  }
  return best;
}

function airRoute(dep: DepartureArea, area3: Area3): AirRoute | null {
  const access = areaAccess(area3.code);
  const depAirports = dep.airportCodes.map(airportByCode);
  const arr: Airport[] = [];
  let deps: Airport[] = [];
  for (const { airport, km } of access.airports) {
    if (km > 100 || arr.length >= 2) continue;
    const valid = depAirports.filter(
      (x) =>
        x.code !== airport.code &&
        (x.hub || airport.hub) &&
        distanceKm(x.lat, x.lng, airport.lat, airport.lng) > 350,
    );
    if (valid.length === 0) continue;
    if (arr.length === 0) deps = valid;
    arr.push(airport);
  }
  const first = deps[0];
  const firstArr = arr[0];
  if (!first || !firstArr) return null;
  return {
    kind: 'air',
    area3,
    depAirports: deps,
    arrAirports: arr,
    km: distanceKm(first.lat, first.lng, firstArr.lat, firstArr.lng),
  };
}

export function routeTable(dep: DepartureArea, areas: readonly Area3[]): RouteTable {
  const table: RouteTable = { air: [], train: [], extrain: [], ship: [], onsite: [] };
  for (const area3 of areas) {
    const train = railRoute('train', dep, area3);
    const extrain = railRoute('extrain', dep, area3);
    if (train) table.train.push(train);
    if (extrain) table.extrain.push(extrain);
    const fastRail = Math.min(train?.minutes ?? 999, extrain?.minutes ?? 999) <= 180;
    const air = fastRail ? null : airRoute(dep, area3);
    if (air) table.air.push(air);
    if (dep.prefectureCodes.includes(area3.prefectureCode)) table.onsite.push({ kind: 'onsite', area3 });
  }
  for (const route of SHIP_ROUTES) {
    const area3 = areas.find((a) => a.code === route.arrArea3Code);
    if (route.depAreaCode === dep.code && area3) table.ship.push({ kind: 'ship', area3, route });
  }
  return table;
}
