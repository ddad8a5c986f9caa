/**
 * How each sightseeing area (area3) is reached: the nearest airports and the stations served by a
 * train service. Computed once from the reference tables.
 */
import type { Airport, Area3, Station, TrainService } from './types';
import { AIRPORTS } from './reference/airports';
import { AREAS3 } from './reference/areas';
import { STATIONS, TRAIN_SERVICES } from './reference/stations';
import { distanceKm } from './text';

export interface AreaAccess {
  area3: Area3;
  /** Airports within 150 km (nearest first; always at least the nearest one). */
  airports: { airport: Airport; km: number }[];
  /** Stations within 45 km that some train service stops at (nearest first). */
  stations: { station: Station; km: number }[];
}

const SERVED = new Set(TRAIN_SERVICES.flatMap((s) => s.stops.map((x) => x.stationCode)));

function build(area3: Area3): AreaAccess {
  const airports = AIRPORTS.map((airport) => ({
    airport,
    km: distanceKm(area3.lat, area3.lng, airport.lat, airport.lng),
  }))
    .sort((a, b) => a.km - b.km)
    .filter((x, i) => i === 0 || x.km <= 150);
  const stations = STATIONS.filter((s) => SERVED.has(s.code))
    .map((station) => ({ station, km: distanceKm(area3.lat, area3.lng, station.lat, station.lng) }))
    .filter((x) => x.km <= 45)
    .sort((a, b) => a.km - b.km);
  return { area3, airports, stations };
}

const ACCESS = new Map(AREAS3.map((a) => [a.code, build(a)]));

export function areaAccess(area3Code: string): AreaAccess {
  const access = ACCESS.get(area3Code);
  if (!access) throw new Error(`unknown area3 ${area3Code}`);
  return access;
}

/** Per station, the services stopping there with the minutes from the service's first stop. */
const STOPS_AT = new Map<
  string,
  { service: TrainService; minutes: number; total: number; at: Map<string, number> }[]
>();
for (const service of TRAIN_SERVICES) {
  const at = new Map(service.stops.map((s) => [s.stationCode, s.minutes]));
  const total = service.stops[service.stops.length - 1]?.minutes ?? 0;
  for (const stop of service.stops) {
    const list = STOPS_AT.get(stop.stationCode) ?? [];
    list.push({ service, minutes: stop.minutes, total, at });
    STOPS_AT.set(stop.stationCode, list);
  }
}

/**
 * Services stopping at both stations (either direction: trains run both ways), with the minutes from
 * the service's origin in that direction to `from`, and the ride minutes.
 */
export function servicesBetween(
  fromStation: string,
  toStation: string,
): { service: TrainService; depMinutes: number; minutes: number }[] {
  const out: { service: TrainService; depMinutes: number; minutes: number }[] = [];
  if (fromStation === toStation) return out;
  for (const { service, minutes: a, total, at } of STOPS_AT.get(fromStation) ?? []) {
    const b = at.get(toStation);
    if (b === undefined) continue;
    out.push({ service, depMinutes: a < b ? a : total - a, minutes: Math.abs(b - a) });
  }
  return out;
}
