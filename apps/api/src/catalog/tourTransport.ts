/**
 * overview.transportation entries of a tour: flights (carrier, flight number, times from the
 * great-circle distance), trains (named service with a train number, times from the service table)
 * and ships. One entry per leg (outbound on day 1, return on the last day).
 */
import type { Airport, CarrierGroup, I18nText, TransportationEntry, TransportService } from './types';
import type { Rng } from './prng';
import type { AirRoute, RailRoute, ShipTourRoute } from './tourRoutes';
import { CARRIERS, SKYMARK_AIRPORTS } from './reference/airports';
import { PORTS } from './reference/departures';
import { distanceKm, minutesToHhmm } from './text';
import { hashString } from './prng';

const LCC_AIRPORTS: Record<string, string[]> = {
  '6J': ['HND', 'KMJ', 'KMI', 'NGS', 'OIT', 'KOJ', 'OKA', 'ISG'],
  HD: ['HND', 'CTS', 'HKD', 'AKJ', 'KUH', 'MMB', 'OBO'],
  '7G': ['HND', 'NGO', 'KKJ', 'FUK'],
  MM: ['KIX', 'NRT', 'OKA', 'CTS', 'FUK', 'ISG', 'MMY', 'KOJ', 'NGS', 'KUH', 'MMB', 'SDJ', 'NGO'],
  GK: ['NRT', 'KIX', 'CTS', 'FUK', 'OKA', 'KOJ', 'KMJ', 'NGS', 'OIT', 'MYJ', 'TAK', 'KCZ'],
};

const FLIGHT_BASE: Record<string, number> = {
  NH: 100,
  JL: 900,
  BC: 300,
  '6J': 20,
  HD: 10,
  '7G': 70,
  MM: 500,
  GK: 200,
};

/** Carriers flying between two airports (ANA and JAL everywhere; others on their networks). */
export function carriersBetween(a: Airport, b: Airport): string[] {
  const out = ['NH', 'JL'];
  if (
    SKYMARK_AIRPORTS.includes(a.code) &&
    SKYMARK_AIRPORTS.includes(b.code) &&
    (a.code === 'HND' || b.code === 'HND' || a.hub || b.hub)
  )
    out.push('BC');
  for (const [code, airports] of Object.entries(LCC_AIRPORTS)) {
    if (airports.includes(a.code) && airports.includes(b.code)) out.push(code);
  }
  return out;
}

export function carrierGroupOf(code: string): CarrierGroup {
  return CARRIERS.find((c) => c.code === code)?.group ?? 'other';
}

function flightMinutes(a: Airport, b: Airport): number {
  return Math.round((distanceKm(a.lat, a.lng, b.lat, b.lng) / 12 + 30) / 5) * 5;
}

function names(airports: readonly Airport[]): I18nText[] {
  return airports.map((a) => a.name);
}

function flights(
  rng: Rng,
  carriers: string[],
  from: Airport,
  to: Airport,
  outbound: boolean,
): TransportService[] {
  const minutes = flightMinutes(from, to);
  const count = rng.int(2, 4);
  const first = outbound ? rng.int(7 * 12, 9 * 12) * 5 : rng.int(14 * 12, 16 * 12) * 5;
  const out: TransportService[] = [];
  for (let i = 0; i < count; i++) {
    const carrier = carriers[i % carriers.length] as string;
    const base = FLIGHT_BASE[carrier] ?? 100;
    const routeNo = (hashString(`${from.code}-${to.code}`) % 80) * 2 + (outbound ? 1 : 2);
    const dep = first + i * rng.int(18, 30) * 5;
    out.push({
      number: { ja: `${carrier}${base + routeNo + i * 2}便`, en: `${carrier}${base + routeNo + i * 2}` },
      carrierCode: carrier,
      carrierGroup: carrierGroupOf(carrier),
      depTime: minutesToHhmm(dep),
      arrTime: minutesToHhmm(dep + minutes),
    });
  }
  return out.sort((x, y) => x.depTime.localeCompare(y.depTime));
}

/** The entry's carrier group: the common group of its services, else null (spec §5). */
function commonGroup(services: TransportService[]): CarrierGroup | null {
  const groups = new Set(services.map((s) => s.carrierGroup));
  return groups.size === 1 ? (services[0]?.carrierGroup ?? null) : null;
}

export function airEntries(
  rng: Rng,
  route: AirRoute,
  travelDays: number,
  roundTrip: boolean,
  carrierFilter: CarrierGroup | null,
): TransportationEntry[] {
  const dep = route.depAirports[0] as Airport;
  const arr = route.arrAirports[0] as Airport;
  let carriers = carriersBetween(dep, arr);
  if (carrierFilter) carriers = carriers.filter((c) => carrierGroupOf(c) === carrierFilter);
  if (carriers.length === 0) carriers = ['NH'];
  const outbound: TransportationEntry = {
    type: 'air',
    leg: 'outbound',
    day: 1,
    depCode: dep.code,
    arrCode: arr.code,
    depName: dep.name,
    arrName: arr.name,
    allDeps: names(route.depAirports),
    allArrs: names(route.arrAirports),
    carrierGroup: null,
    services: flights(rng, carriers, dep, arr, true),
  };
  outbound.carrierGroup = commonGroup(outbound.services);
  if (!roundTrip) return [outbound];
  const back: TransportationEntry = {
    ...outbound,
    leg: 'return',
    day: travelDays,
    depCode: arr.code,
    arrCode: dep.code,
    depName: arr.name,
    arrName: dep.name,
    allDeps: names(route.arrAirports),
    allArrs: names(route.depAirports),
    services: flights(rng, carriers, arr, dep, travelDays === 1),
  };
  back.carrierGroup = commonGroup(back.services);
  return [outbound, back];
}

function trains(rng: Rng, route: RailRoute, outbound: boolean, firstDep: number): TransportService[] {
  const count = rng.int(2, 3);
  const out: TransportService[] = [];
  for (let i = 0; i < count; i++) {
    const s = rng.pick(route.services);
    const no = (outbound ? 1 : 2) + 2 * rng.int(0, 40);
    const dep = firstDep + i * rng.int(6, 12) * 5;
    out.push({
      number: { ja: `${s.service.name.ja}${no}号`, en: `${s.service.name.en} ${no}` },
      carrierCode: null,
      carrierGroup: null,
      depTime: minutesToHhmm(dep),
      arrTime: minutesToHhmm(dep + s.minutes),
    });
  }
  return out.sort((x, y) => x.depTime.localeCompare(y.depTime));
}

export function railEntries(
  rng: Rng,
  route: RailRoute,
  travelDays: number,
  roundTrip: boolean,
): TransportationEntry[] {
  const deps = [route.depStation, ...route.otherDeps];
  const outbound: TransportationEntry = {
    type: route.kind,
    leg: 'outbound',
    day: 1,
    depCode: route.depStation.code,
    arrCode: route.arrStation.code,
    depName: route.depStation.name,
    arrName: route.arrStation.name,
    allDeps: deps.map((s) => s.name),
    allArrs: [route.arrStation.name],
    carrierGroup: null,
    services: trains(rng, route, true, rng.int(7 * 12, 9 * 12) * 5),
  };
  if (!roundTrip) return [outbound];
  const lastDep = travelDays === 1 ? rng.int(16 * 12, 18 * 12) * 5 : rng.int(14 * 12, 17 * 12) * 5;
  return [
    outbound,
    {
      ...outbound,
      leg: 'return',
      day: travelDays,
      depCode: route.arrStation.code,
      arrCode: route.depStation.code,
      depName: route.arrStation.name,
      arrName: route.depStation.name,
      allDeps: [route.arrStation.name],
      allArrs: deps.map((s) => s.name),
      services: trains(rng, route, false, lastDep),
    },
  ];
}

export function shipEntries(route: ShipTourRoute, travelDays: number): TransportationEntry[] {
  const r = route.route;
  const from = PORTS.find((p) => p.code === r.depPort);
  const to = PORTS.find((p) => p.code === r.arrPort);
  if (!from || !to) throw new Error(`unknown port on ship route ${r.depPort}–${r.arrPort}`);
  const depMin = Number(r.depTime.slice(0, 2)) * 60 + Number(r.depTime.slice(2));
  const service = (dep: number): TransportService => ({
    number: { ja: r.vessel.ja, en: r.vessel.en },
    carrierCode: null,
    carrierGroup: null,
    depTime: minutesToHhmm(dep),
    arrTime: minutesToHhmm(dep + r.minutes),
  });
  const outbound: TransportationEntry = {
    type: 'ship',
    leg: 'outbound',
    day: 1,
    depCode: from.code,
    arrCode: to.code,
    depName: from.name,
    arrName: to.name,
    allDeps: [from.name],
    allArrs: [to.name],
    carrierGroup: null,
    services: [service(depMin)],
  };
  const back: TransportationEntry = {
    ...outbound,
    leg: 'return',
    day: travelDays,
    depCode: to.code,
    arrCode: from.code,
    depName: to.name,
    arrName: from.name,
    allDeps: [to.name],
    allArrs: [from.name],
    services: [service(14 * 60 + 30)],
  };
  return [outbound, back];
}
