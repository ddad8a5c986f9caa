/**
 * Dynamic package (dp) set prices (spec §1; issue 6 item 6): a hotel search with a departure (area,
 * station or generic station; not by air) prices each hotel with the basic JR round trip from the
 * departure to the hotel on an ordinary reserved seat, through the domain's JR fare rules
 * (pricing/jrFare.ts). The departure point is the departure's first known station; the arrival is the
 * hotel's own position.
 */
import {
  jrPassengerOf,
  jrReaches,
  jrRoundTrip,
  railDistanceKm,
  type DisplayLang,
  type GeoPoint,
  type JrSeatClass,
} from '@tabiyori/domain';
import type { SearchCondition } from '@tabiyori/domain';
import type { Kysely } from 'kysely';
import type { DepartureArea, GenericStation, I18nText, Station } from '../model/types';
import type { Database } from '../db/schema';
import { perDatabase } from '../model/processCache';
import type { DpPlanSet } from '../schemas/hotels';

export interface Departure {
  code: string;
  name: I18nText;
  point: GeoPoint;
}

interface DepartureBook {
  byArea: Map<string, Departure>;
  byStation: Map<string, Departure>;
  byGenericStation: Map<string, Departure>;
}

const TTL_MS = 60_000;

async function buildBook(db: Kysely<Database>): Promise<DepartureBook> {
  const docs = await db
    .selectFrom('reference_data')
    .select(['key', 'doc'])
    .where('key', 'in', ['departureAreas', 'stations', 'genericStations'])
    .execute();
  const doc = <T>(key: string): T[] => (docs.find((d) => d.key === key)?.doc as T[] | undefined) ?? [];
  const stations = new Map(doc<Station>('stations').map((s) => [s.code, s]));
  /** A departure placed at a station (the first named one that the catalog knows). */
  const at = (code: string, name: I18nText, stationCodes: readonly string[]): [string, Departure][] => {
    const station = stationCodes.map((c) => stations.get(c)).find((s) => s !== undefined);
    return station ? [[code, { code, name, point: { lat: station.lat, lng: station.lng } }]] : [];
  };
  return {
    byArea: new Map(doc<DepartureArea>('departureAreas').flatMap((d) => at(d.code, d.name, d.stationCodes))),
    byStation: new Map([...stations.values()].flatMap((s) => at(s.code, s.name, [s.code]))),
    byGenericStation: new Map(
      doc<GenericStation>('genericStations').flatMap((g) => at(g.code, g.name, g.stationCodes)),
    ),
  };
}

const cachedBook = perDatabase(TTL_MS, (db) => buildBook(db as Kysely<Database>));

function departureBook(db: Kysely<Database>): Promise<DepartureBook> {
  return cachedBook(db);
}

export interface DepartureCodes {
  depAreaCode?: string | undefined;
  depStation?: string | undefined;
  depGenericStation?: string | undefined;
}

/** The JR departure named by a station, a generic station or a departure area (in that order). */
export async function departureByCodes(
  db: Kysely<Database>,
  codes: DepartureCodes,
): Promise<Departure | null> {
  if (!codes.depAreaCode && !codes.depStation && !codes.depGenericStation) return null;
  const book = await departureBook(db);
  if (codes.depStation) return book.byStation.get(codes.depStation) ?? null;
  if (codes.depGenericStation) return book.byGenericStation.get(codes.depGenericStation) ?? null;
  return book.byArea.get(codes.depAreaCode ?? '') ?? null;
}

/**
 * The JR departure of a search, or null when the search is not a JR dp: no departure, a departure
 * by air, or an approach type the query names other than JR (the condition's default 'air' stands
 * in when the query names none, so only a named approach type counts).
 */
export async function jrDeparture(
  db: Kysely<Database>,
  c: SearchCondition,
  approachTypeGiven: boolean,
): Promise<Departure | null> {
  if (c.depAirport || (approachTypeGiven && c.approachType !== 'train')) return null;
  return departureByCodes(db, c);
}

export interface JrSet {
  km: number;
  /** The round trip of one adult. */
  transportPerAdult: number;
  /** The round trips of the whole party. */
  transportTotal: number;
}

export interface JrChild {
  age: number;
  useSeat: boolean;
  isSchoolChild: boolean;
}

/** Rail km from the departure to a hotel, or null when JR does not reach it. */
export function jrDistance(
  departure: Departure,
  hotel: { lat: number | null; lng: number | null; prefectureCode: string },
): number | null {
  if (hotel.lat === null || hotel.lng === null || !jrReaches(hotel.prefectureCode)) return null;
  return railDistanceKm(departure.point, { lat: hotel.lat, lng: hotel.lng });
}

/** The JR round trip from the departure to a hotel for the party, or null when JR cannot go there. */
export function jrSetFor(
  departure: Departure,
  hotel: { lat: number | null; lng: number | null; prefectureCode: string },
  party: { adults: number; children: readonly JrChild[] },
  seatClass: JrSeatClass = 'reserved',
): JrSet | null {
  const km = jrDistance(departure, hotel);
  if (km === null) return null;
  const adult = jrRoundTrip(km, 'adult', seatClass).roundTrip;
  const children = party.children.reduce(
    (sum, c) => sum + jrRoundTrip(km, jrPassengerOf(c), seatClass).roundTrip,
    0,
  );
  return { km, transportPerAdult: adult, transportTotal: adult * party.adults + children };
}

/** One seat class of a plan's dp set: the JR round trips and the set (stay + JR) prices. */
interface DpSeatPrices {
  /** One adult's round trip. */
  transportPerAdult: number;
  /** The party's round trips. */
  transportTotal: number;
  /** The stay per adult (per adult per night × nights) plus one adult's round trip (as the cards). */
  setPricePerAdult: number;
  /** The party's stay total plus the party's round trips: the dp booking quote's total. */
  setTotal: number;
}

/**
 * A hotel's dp pricer: a plan's dynamic-package prices (issue 6: the plan list of a hotel reached
 * with a JR departure, schemas/hotels.ts DpPlanSetSchema): the basic set on an ordinary reserved
 * seat, and the green car with its extra over the basic set. The same rules as the search's cards
 * (jrSetFor) and the dp quote (booking/pricing.ts priceDp).
 */
export interface DpPricer {
  /** The plan's dp prices from its stay price (per adult per night and the party's total). */
  price(stay: { perAdult: number; total: number; nights: number }): DpPlanSet;
}

/**
 * The dp pricer of one hotel for a search condition, or null when the condition is not a JR dp
 * (no departure, by air, an approach type other than train) or JR does not reach the hotel.
 */
export async function hotelDpPricer(
  db: Kysely<Database>,
  hotelId: string,
  c: SearchCondition,
  approachTypeGiven: boolean,
  party: { adults: number; children: readonly JrChild[] },
  lang: DisplayLang,
): Promise<DpPricer | null> {
  const departure = await jrDeparture(db, c, approachTypeGiven);
  if (!departure) return null;
  const hotel = await db
    .selectFrom('hotel')
    .select(['lat', 'lng', 'area2_code'])
    .where('hotel_id', '=', hotelId)
    .executeTakeFirst();
  if (!hotel) return null;
  const point = { lat: hotel.lat, lng: hotel.lng, prefectureCode: hotel.area2_code };
  const reserved = jrSetFor(departure, point, party, 'reserved');
  const green = jrSetFor(departure, point, party, 'green');
  if (!reserved || !green) return null;
  return {
    price(stay) {
      const seat = (set: JrSet): DpSeatPrices => ({
        transportPerAdult: set.transportPerAdult,
        transportTotal: set.transportTotal,
        setPricePerAdult: stay.perAdult * stay.nights + set.transportPerAdult,
        setTotal: stay.total + set.transportTotal,
      });
      const basic = seat(reserved);
      const upgraded = seat(green);
      return {
        transport: 'jr',
        departure: { code: departure.code, name: departure.name[lang] },
        km: reserved.km,
        nights: stay.nights,
        taxIncluded: true,
        ...basic,
        green: {
          ...upgraded,
          extraPerAdult: upgraded.setPricePerAdult - basic.setPricePerAdult,
          extraTotal: upgraded.setTotal - basic.setTotal,
        },
      };
    },
  };
}
