/**
 * The basic JR round trip that a dynamic-package set price includes (spec §1: "for tour-plus-hotel
 * sets this is with the basic JR round-trip section (no extra-charge trains, ordinary reserved
 * seat)"). The spec names no fare table, so tabiyori prices the trip with JR's own published rules:
 *
 * - Fare (運賃), the mainline (幹線) table of the three Honshu companies, tax included: the fixed
 *   amounts up to 100 km; beyond, the kilometres go to the middle of their band (20 km bands up to
 *   600 km, 40 km beyond), 16.20 yen/km up to 300 km, 12.85 yen/km to 600 km, 7.05 yen/km beyond,
 *   rounded up to 100 yen, then the 10% consumption tax, rounded to the nearest 10 yen.
 * - Round-trip discount (往復割引): a one-way trip over 600 km has each fare 10% off (10 yen down).
 * - Limited-express charge for an ordinary reserved seat (指定席特急料金, regular season), by
 *   distance; none within 50 km (ordinary trains serve those trips). It approximates the Tokaido /
 *   Sanyo shinkansen table (e.g. 553 km Tokyo → Shin-Osaka: fare 8,910 yen + 5,490 yen).
 * - Children (小児) pay half of each amount, rounded down to 10 yen; infants travel free.
 * - Distance by rail: the great-circle distance times 1.25 (the lines' detours), whole km up.
 *
 * Destinations the JR network does not reach (Okinawa) have no set price.
 */
import { roundYenDown, roundYenNearest, roundYenUp } from './rounding';

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** Prefectures JR does not reach by train (a dp there has no JR set price). */
export const NO_JR_PREFECTURES: readonly string[] = ['47'];

export const RAIL_DETOUR_FACTOR = 1.25;

const EARTH_RADIUS_KM = 6371;

function radians(deg: number): number {
  return (deg * Math.PI) / 180;
}

/** Rail distance in whole km between two points (great circle × detour factor, rounded up; ≥ 1). */
export function railDistanceKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
  return Math.max(1, Math.ceil(km * RAIL_DETOUR_FACTOR - 1e-9));
}

/** JR mainline fares up to 100 km, tax included: [up to km, yen]. */
const SHORT_FARES: readonly (readonly [number, number])[] = [
  [3, 150],
  [6, 190],
  [10, 200],
  [15, 240],
  [20, 330],
  [25, 420],
  [30, 510],
  [35, 590],
  [40, 680],
  [45, 770],
  [50, 860],
  [60, 990],
  [70, 1170],
  [80, 1340],
  [90, 1520],
  [100, 1690],
];

function checkKm(km: number): void {
  if (!Number.isSafeInteger(km) || km < 1) throw new RangeError(`distance must be whole km ≥ 1: ${km}`);
}

/** The middle of the fare band a distance over 100 km falls in. */
function bandMiddleKm(km: number): number {
  const width = km <= 600 ? 20 : 40;
  const base = km <= 600 ? 100 : 600;
  const band = Math.ceil((km - base) / width);
  return base + band * width - width / 2;
}

/** One-way adult fare (運賃), tax included, for a distance in whole km. */
export function jrFare(km: number): number {
  checkKm(km);
  const short = SHORT_FARES.find(([upTo]) => km <= upTo);
  if (short) return short[1];
  const mid = bandMiddleKm(km);
  // Rates in hundredths of a yen per km keep the arithmetic in integers.
  const hundredths =
    Math.min(mid, 300) * 1620 + Math.max(0, Math.min(mid, 600) - 300) * 1285 + Math.max(0, mid - 600) * 705;
  const beforeTax = roundYenUp(hundredths / 100, 100);
  return roundYenNearest((beforeTax * 110) / 100, 10);
}

/** Ordinary reserved-seat limited-express charges, regular season: [up to km, yen]. */
const EXPRESS_CHARGES: readonly (readonly [number, number])[] = [
  [50, 0],
  [100, 2290],
  [200, 3930],
  [300, 4700],
  [400, 5150],
  [600, 5490],
  [700, 5920],
  [800, 6350],
  [900, 6780],
  [1000, 7210],
];

/** One-way adult limited-express charge for an ordinary reserved seat (0 within 50 km). */
export function jrReservedExpressCharge(km: number): number {
  checkKm(km);
  const hit = EXPRESS_CHARGES.find(([upTo]) => km <= upTo);
  if (hit) return hit[1];
  return 7210 + Math.ceil((km - 1000) / 100) * 430;
}

/** Green car charges (グリーン料金) by distance: [up to km, yen]; within 50 km an ordinary train's. */
const GREEN_CHARGES: readonly (readonly [number, number])[] = [
  [50, 1000],
  [100, 1300],
  [200, 2800],
  [400, 4190],
  [600, 5400],
  [800, 6600],
];

/** One-way green car charge: the same for adults and children (JR charges children the full amount). */
export function jrGreenCharge(km: number): number {
  checkKm(km);
  return GREEN_CHARGES.find(([upTo]) => km <= upTo)?.[1] ?? 7790;
}

/** A green seat takes the non-reserved limited-express charge: the reserved one less 530 yen. */
const RESERVED_SEAT_FEE = 530;

export type JrPassenger = 'adult' | 'child' | 'infant';
/** The basic set is an ordinary reserved seat (spec §1); a green car seat is the upgrade offered. */
export type JrSeatClass = 'reserved' | 'green';
export const JR_SEAT_CLASSES: readonly JrSeatClass[] = ['reserved', 'green'];

export interface JrRoundTrip {
  km: number;
  /** One-way fare after the round-trip discount where it applies. */
  fareOneWay: number;
  chargeOneWay: number;
  greenOneWay: number;
  /** The whole round trip for one passenger of the kind. */
  roundTrip: number;
}

/**
 * The JR round trip (fare + limited-express charge, both ways) for one passenger: the basic ordinary
 * reserved seat, or a green car seat (the non-reserved charge plus the green charge).
 */
export function jrRoundTrip(
  km: number,
  passenger: JrPassenger = 'adult',
  seatClass: JrSeatClass = 'reserved',
): JrRoundTrip {
  checkKm(km);
  if (passenger === 'infant') return { km, fareOneWay: 0, chargeOneWay: 0, greenOneWay: 0, roundTrip: 0 };
  let fare = jrFare(km);
  if (km > 600) fare = roundYenDown(fare * 0.9, 10);
  let charge = jrReservedExpressCharge(km);
  const green = seatClass === 'green' ? jrGreenCharge(km) : 0;
  if (seatClass === 'green' && charge > 0) charge -= RESERVED_SEAT_FEE;
  if (passenger === 'child') {
    fare = roundYenDown(fare / 2, 10);
    charge = roundYenDown(charge / 2, 10);
  }
  return {
    km,
    fareOneWay: fare,
    chargeOneWay: charge,
    greenOneWay: green,
    roundTrip: 2 * (fare + charge + green),
  };
}

/** Whether a set price with JR can be offered to a destination prefecture. */
export function jrReaches(prefectureCode: string): boolean {
  return !NO_JR_PREFECTURES.includes(prefectureCode);
}

/**
 * JR's passenger kind of a child of the party (旅客営業規則): 12 and over pay the adult fare unless
 * still at primary school; primary-school children pay the child fare; younger children (幼児, 乳児)
 * ride free unless they take a reserved seat of their own, which costs the child fare.
 */
export function jrPassengerOf(child: { age: number; useSeat: boolean; isSchoolChild: boolean }): JrPassenger {
  if (child.age >= 12) return child.isSchoolChild ? 'child' : 'adult';
  if (child.age >= 7 || child.isSchoolChild) return 'child';
  return child.useSeat ? 'child' : 'infant';
}
