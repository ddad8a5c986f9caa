/**
 * Dynamic package set prices in the hotel search (spec §1: a tour-plus-hotel set's base price
 * includes the basic JR round trip on an ordinary reserved seat; issue 6 item 6). Expected figures
 * are computed from the seeded stations and hotels with the domain's JR rules, never hard-coded.
 */
import { addDays, jrRoundTrip, railDistanceKm } from '@tabiyori/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogToday, DATABASE_KINDS, type TestApi, startTestApi } from '../test/harness';

interface Card {
  hotelId: string;
  price: { perAdult: number; total: number; nights: number };
  dp?: {
    transport: string;
    departure: { code: string; name: string };
    km: number;
    transportPerAdult: number;
    setPricePerAdult: number;
    setTotal: number;
  };
}
interface DepartureArea {
  code: string;
  name: string;
  stationCodes: string[];
}
interface Station {
  code: string;
  lat: number;
  lng: number;
}

describe.each(DATABASE_KINDS)('dp set prices with the basic JR round trip on %s (spec §1)', (kind) => {
  let api: TestApi;
  let goDate: string;
  let tokyo: DepartureArea;
  let stations: Map<string, Station>;
  const list = async (query: string) => {
    const res = await api.get(`/v1/hotels?${query}`);
    expect(res.status, query).toBe(200);
    return (res.body as { hotels: Card[] }).hotels;
  };
  const hotelPoint = async (hotelId: string) =>
    api.handle.db
      .selectFrom('hotel')
      .select(['lat', 'lng'])
      .where('hotel_id', '=', hotelId)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    api = await startTestApi(kind);
    goDate = addDays(catalogToday(), 30);
    const decoder = (await api.get('/v1/decoder')).body as { departureAreas: DepartureArea[] };
    tokyo = decoder.departureAreas.find((d) => d.name.includes('東京'))!;
    // The decoder leaves out coordinates: read the stations as stored.
    const stored = await api.handle.db
      .selectFrom('reference_data')
      .select('doc')
      .where('key', '=', 'stations')
      .executeTakeFirstOrThrow();
    stations = new Map((stored.doc as Station[]).map((s) => [s.code, s]));
  });
  afterAll(async () => {
    await api?.close();
  });

  it('adds the JR round trip from the departure station to each hotel, and says so', async () => {
    const hotels = await list(
      `arrAreaCode=26&depAreaCode=${tokyo.code}&goDate=${goDate}&nights=2&adultPax=2`,
    );
    expect(hotels.length).toBeGreaterThan(0);
    const station = tokyo.stationCodes.map((c) => stations.get(c)).find(Boolean)!;
    for (const card of hotels) {
      const hotel = await hotelPoint(card.hotelId);
      const km = railDistanceKm(station, { lat: hotel.lat!, lng: hotel.lng! });
      const perAdult = jrRoundTrip(km).roundTrip;
      expect(card.dp).toMatchObject({ transport: 'jr', km, transportPerAdult: perAdult });
      expect(card.dp!.departure.code).toBe(tokyo.code);
      expect(card.dp!.setPricePerAdult).toBe(card.price.perAdult * 2 + perAdult);
      expect(card.dp!.setTotal).toBe(card.price.total + 2 * perAdult);
    }
    // Kyoto from Tokyo is a shinkansen trip: several hundred km, more than 20,000 yen both ways.
    expect(hotels[0]!.dp!.km).toBeGreaterThan(300);
    expect(hotels[0]!.dp!.transportPerAdult).toBeGreaterThan(20000);
  });

  it('sorts a dp search by the set price and charges a primary-school child the child fare', async () => {
    const cheap = await list(`arrAreaCode=26&depAreaCode=${tokyo.code}&goDate=${goDate}&sort=lowPrice`);
    const prices = cheap.map((c) => c.dp!.setPricePerAdult);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const withChild = await list(
      `arrAreaCode=26&depAreaCode=${tokyo.code}&goDate=${goDate}&adultPax=2&childPax=8-b1s1sc1`,
    );
    const card = withChild[0]!;
    const child = jrRoundTrip(card.dp!.km, 'child').roundTrip;
    expect(child).toBeGreaterThan(0);
    expect(card.dp!.setTotal).toBe(card.price.total + 2 * card.dp!.transportPerAdult + child);
  });

  it('offers no JR set where JR does not reach (Okinawa) and none for a departure by air', async () => {
    expect((await list(`arrAreaCode=47&goDate=${goDate}`)).length).toBeGreaterThan(0);
    expect(await list(`arrAreaCode=47&depAreaCode=${tokyo.code}&goDate=${goDate}`)).toEqual([]);
    const train = await list(`arrAreaCode=26&approachType=train&depAreaCode=${tokyo.code}&goDate=${goDate}`);
    expect(train[0]!.dp?.transport).toBe('jr');
    const air = await list(`arrAreaCode=26&approachType=air&depAreaCode=${tokyo.code}&goDate=${goDate}`);
    expect(air.length).toBeGreaterThan(0);
    for (const card of air) expect(card.dp).toBeUndefined();
    for (const card of await list(`arrAreaCode=26&goDate=${goDate}`)) expect(card.dp).toBeUndefined();
  });
});
