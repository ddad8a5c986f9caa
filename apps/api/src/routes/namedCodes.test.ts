/**
 * Spec §8 TVE801 / HVE801 (404): a tour or hotel list that names an area, a departure or ids the
 * catalog does not have answers "the request names nothing", not an empty result page. Known codes
 * are read from the seeded database (the decoder), never hard-coded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type TestApi, startTestApi } from '../test/harness';

interface Decoder {
  area2: Record<string, unknown>;
  airports: { code: string }[];
  departureAreas: { code: string }[];
}

describe.each(DATABASE_KINDS)('unknown codes in list calls on %s (spec §8 TVE801, HVE801)', (kind) => {
  let api: TestApi;
  let decoder: Decoder;
  let tourId: string;

  beforeAll(async () => {
    api = await startTestApi(kind);
    decoder = (await api.get('/v1/decoder')).body as Decoder;
    tourId = ((await api.get('/v1/tours?ipg=1')).body as { tours: { tourId: string }[] }).tours[0]!.tourId;
  });
  afterAll(async () => {
    await api?.close();
  });

  it('answers 404 TVE801 / HVE801 for a destination area that does not exist, at any level', async () => {
    const prefecture = Object.keys(decoder.area2)[0]!;
    expect((await api.get(`/v1/tours?arrAreaCode=${prefecture}`)).status).toBe(200);
    for (const code of ['99', '9999', '999999', 'atlantis']) {
      const tours = await api.get(`/v1/tours?arrAreaCode=${code}`);
      expect(tours.status).toBe(404);
      expect(tours.body).toMatchObject({ status: 404, errorCode: 'TVE801' });
      const count = await api.get(`/v1/tours.count?arrAreaCode=${code}`);
      expect(count.body).toMatchObject({ errorCode: 'TVE801' });
      const hotels = await api.get(`/v1/hotels?arrAreaCode=${prefecture},${code}`);
      expect(hotels.status).toBe(404);
      expect(hotels.body).toMatchObject({ status: 404, errorCode: 'HVE801' });
      expect((await api.get(`/v1/hotels.count?arrAreaCode=${code}`)).body).toMatchObject({
        errorCode: 'HVE801',
      });
    }
  });

  it('answers 404 for an unknown departure area or airport, and 200 for known ones', async () => {
    const dep = decoder.departureAreas[0]!.code;
    const airport = decoder.airports[0]!.code;
    expect((await api.get(`/v1/tours?depAreaCode=${dep}`)).status).toBe(200);
    expect((await api.get(`/v1/tours?approachType=air&depAirport=${airport}`)).status).toBe(200);
    expect((await api.get('/v1/tours?depAreaCode=ZZ')).body).toMatchObject({ errorCode: 'TVE801' });
    expect((await api.get('/v1/tours?approachType=air&depAirport=XXX')).body).toMatchObject({
      errorCode: 'TVE801',
    });
  });

  it('answers 404 only when none of the named ids exists', async () => {
    const known = await api.get(`/v1/tours?tourIds=${tourId},T999999`);
    expect(known.status).toBe(200);
    expect((known.body as { tours: { tourId: string }[] }).tours.map((t) => t.tourId)).toEqual([tourId]);
    expect((await api.get('/v1/tours?tourIds=T999999')).body).toMatchObject({ errorCode: 'TVE801' });
    expect((await api.get('/v1/hotels?hotelIds=999999')).body).toMatchObject({ errorCode: 'HVE801' });
    const price = await api.get('/v1/totalPriceForAll?tourIds=T999999&goDate=20991231&paxPerRoom=2');
    expect(price.status).toBeGreaterThanOrEqual(400);
    expect(price.status).toBeLessThan(500);
  });
});
