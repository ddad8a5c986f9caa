/**
 * Issue 19 item 3 over HTTP on PGlite and PostgreSQL: specials from the back office. A special
 * created in the console is on the top page's list (/v1/specials) and at its page with the tours and
 * hotels picked, in their order; its definition is edited per language; outside its publication
 * dates it is shown nowhere (list, page, hotel search by special) and back inside them; a code that
 * exists, a product that does not, reversed dates are refused; support reads only; every change is
 * audited.
 */
import { addDays } from '@tabiyori/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type TestSession } from '../../test/accounts';
import { catalogToday, DATABASE_KINDS, startTestApi, type TestApi } from '../../test/harness';
import { operatorSession } from '../../test/operators';

const definition = (name: string) => ({
  specialName: name,
  metaTitle: `${name}の旅`,
  metaDescription: `${name}を集めました。`,
  metaKeyword: `${name},特集`,
  breadCrumbsText: name,
});

describe.each(DATABASE_KINDS)('specials from the back office on %s (issue 19)', (kind) => {
  let api: TestApi;
  let sales: TestSession;
  let support: TestSession;
  let tourIds: string[] = [];
  let hotelIds: string[] = [];
  const code = 'winter-lights';
  const body = () => ({
    target: 'both',
    definitions: {
      ja: definition('冬のイルミネーション'),
      en: { ...definition('Winter lights'), metaTitle: 'Winter lights trips' },
    },
    lead: { ja: '光の季節へ', en: 'To the season of lights' },
    tourIds,
    hotelIds,
    publishFrom: null,
    publishTo: null,
  });
  const listed = async () =>
    (
      (await api.get('/v1/specials?lang=ja&limit=50')).body as { specials: { specialCode: string }[] }
    ).specials.map((s) => s.specialCode);

  beforeAll(async () => {
    api = await startTestApi(kind);
    sales = await operatorSession(api, 'sales');
    support = await operatorSession(api, 'support');
    tourIds = (
      await sql<{ id: string }>`select tour_id as id from tour order by tour_id desc limit 2`.execute(
        api.handle.db,
      )
    ).rows.map((r) => r.id);
    hotelIds = (
      await sql<{ id: string }>`select hotel_id as id from hotel order by hotel_id desc limit 3`.execute(
        api.handle.db,
      )
    ).rows.map((r) => r.id);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('lists the seeded specials, all published', async () => {
    const res = await call(api, 'GET', '/v1/operator/specials', { session: support });
    const specials = (res.body as { specials: { specialCode: string; published: boolean }[] }).specials;
    expect(specials.length).toBeGreaterThan(3);
    expect(specials.every((s) => s.published)).toBe(true);
  });

  it('creates a special: the top page lists it and its page shows the tours and hotels picked, in order', async () => {
    const res = await call(api, 'POST', '/v1/operator/specials', {
      session: sales,
      body: { specialCode: code, ...body() },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((res.body as { special: { tours: { id: string }[]; published: boolean } }).special).toMatchObject({
      published: true,
      tours: tourIds.map((id) => ({ id })),
    });
    expect(await listed()).toContain(code);
    const tours = (await api.get(`/v1/special/tours/${code}?lang=en`)).body as {
      metaTitle: string;
      tours: { tourId: string }[];
    };
    expect(tours.metaTitle).toBe('Winter lights trips');
    expect(tours.tours.map((t) => t.tourId).sort()).toEqual([...tourIds].sort());
    const hotels = (await api.get(`/v1/special/hotels/${code}?lang=ja`)).body as {
      specialName: string;
      hotels: { hotelId: string }[];
    };
    expect(hotels.specialName).toBe('冬のイルミネーション');
    expect(hotels.hotels.map((h) => h.hotelId).sort()).toEqual([...hotelIds].sort());
    const again = await call(api, 'POST', '/v1/operator/specials', {
      session: sales,
      body: { specialCode: code, ...body() },
    });
    expect(again.body).toMatchObject({ status: 409, errorCode: 'OPR803' });
  });

  it('outside its publication dates the special is shown nowhere; inside them again it is back', async () => {
    const today = catalogToday();
    const later = await call(api, 'PUT', `/v1/operator/specials/${code}`, {
      session: sales,
      body: { ...body(), publishFrom: addDays(today, 3), publishTo: addDays(today, 30) },
    });
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    expect((later.body as { special: { published: boolean } }).special.published).toBe(false);
    expect(await listed()).not.toContain(code);
    expect((await api.get(`/v1/special/tours/${code}`)).body).toMatchObject({
      status: 404,
      errorCode: 'HSP900',
    });
    expect((await api.get(`/v1/hotels.promotion?specialCode=${code}`)).body).toMatchObject({
      status: 404,
      errorCode: 'HSP900',
    });

    const ended = await call(api, 'PUT', `/v1/operator/specials/${code}`, {
      session: sales,
      body: { ...body(), publishFrom: addDays(today, -30), publishTo: addDays(today, -1) },
    });
    expect((ended.body as { special: { published: boolean } }).special.published).toBe(false);
    expect(await listed()).not.toContain(code);

    await call(api, 'PUT', `/v1/operator/specials/${code}`, {
      session: sales,
      body: { ...body(), publishFrom: today, publishTo: today },
    });
    expect(await listed()).toContain(code);
    expect((await api.get(`/v1/special/tours/${code}`)).status).toBe(200);
  });

  it('refuses reversed dates, unknown products and unknown codes; support cannot change; changes are audited', async () => {
    const today = catalogToday();
    const reversed = await call(api, 'PUT', `/v1/operator/specials/${code}`, {
      session: sales,
      body: { ...body(), publishFrom: addDays(today, 2), publishTo: today },
    });
    expect(reversed.body).toMatchObject({ status: 400, errorCode: 'OPR800' });
    const unknown = await call(api, 'PUT', `/v1/operator/specials/${code}`, {
      session: sales,
      body: { ...body(), tourIds: ['T999999'] },
    });
    expect(unknown.body).toMatchObject({ status: 400, errorCode: 'OPR800' });
    const missing = await call(api, 'PUT', '/v1/operator/specials/no-such-special', {
      session: sales,
      body: body(),
    });
    expect(missing.body).toMatchObject({ status: 404, errorCode: 'OPR901' });
    const denied = await call(api, 'PUT', `/v1/operator/specials/${code}`, {
      session: support,
      body: body(),
    });
    expect(denied.body).toMatchObject({ status: 403, errorCode: 'ACE804' });
    const admin = await operatorSession(api, 'admin');
    const audit = await call(api, 'GET', `/v1/operator/audit?targetType=special&targetId=${code}`, {
      session: admin,
    });
    const actions = (audit.body as { entries: { action: string }[] }).entries.map((e) => e.action);
    expect(actions).toContain('special.create');
    expect(actions.filter((a) => a === 'special.update').length).toBe(3);
  });
});
