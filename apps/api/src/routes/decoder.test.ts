import { addDays, daysBetween, defaultConfig, holidayOf, maintenanceNotice } from '@tabiyori/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { buildServer } from '../server';
import type { Decoder } from '../schemas/decoder';
import { decoderCacheMs, invalidateReferenceData } from '../services/referenceData';
import { catalogToday, DATABASE_KINDS, openTestDatabase, type TestApi, startTestApi } from '../test/harness';
import { decoderRoutes } from './decoder';
import { optionalsRoutes } from './optionals';
import { rentacarRoutes } from './rentacar';
import { specialsRoutes } from './specials';
import { staticImagesRoutes } from './staticImages';
import { suggestRoutes } from './suggest';

describe.each(DATABASE_KINDS)('GET /v1/decoder on %s (spec §3 reference data, §7 decoder)', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(async () => {
    await api?.close();
  });

  const decoder = async (query = 'lang=ja') => {
    const res = await api.get(`/v1/decoder?${query}`);
    expect(res.status).toBe(200);
    return res.body as Decoder;
  };

  it('answers the four area levels as code → name hashes, read from the database', async () => {
    const body = await decoder();
    const areas = await api.handle.db.selectFrom('area').select(['code', 'level', 'name_ja']).execute();
    for (const level of [1, 2, 3, 4] as const) {
      const rows = areas.filter((a) => a.level === level);
      const hash = body[`area${level}`];
      expect(Object.keys(hash)).toHaveLength(rows.length);
      for (const row of rows) expect(hash[row.code]).toBe(row.name_ja);
    }
  });

  it('answers airports, stations, departure areas, approach types incl. generic 00/01 and features', async () => {
    const body = await decoder();
    const { doc: airports } = await api.handle.db
      .selectFrom('reference_data')
      .select('doc')
      .where('key', '=', 'airports')
      .executeTakeFirstOrThrow();
    const first = (airports as { code: string; name: { ja: string } }[])[0]!;
    expect(body.airports.find((a) => a.code === first.code)?.name).toBe(first.name.ja);
    expect(body.stations.length).toBeGreaterThan(10);
    expect(body.departureAreas.length).toBeGreaterThan(0);
    expect(body.approachTypes.filter((a) => a.generic).map((a) => a.code)).toEqual(
      expect.arrayContaining(['00', '01']),
    );
    const group = body.kodawariGroups[0]!;
    expect(group.kodawari.length).toBeGreaterThan(0);
    for (const feature of group.kodawari) expect(body.kodawari[feature.code]).toBe(feature.name);
    const adult = body.paxTypes.find((p) => p.adult);
    expect(adult).toMatchObject({ counted: true, adult: true });
    expect(body.paxTypes.some((p) => p.noBed)).toBe(true);
  });

  it('answers the masters, price range, external files, consts, noHeaderPages and settings', async () => {
    const body = await decoder();
    for (const key of ['tourTypes', 'mealTypes', 'roomTypes', 'groupCodes', 'itemCodes'] as const) {
      expect(body[key].length).toBeGreaterThan(0);
    }
    expect(body.hotelImageCategories.map((c) => c.slug)).toContain('exterior');
    expect(body.priceRange).toMatchObject({ min: 10000, max: 100000 });
    expect(body.externalFiles.notes.length).toBeGreaterThan(0);
    expect(body.externalFiles.flyerIcons.every((i) => i.url.startsWith('/static/'))).toBe(true);
    expect(Object.keys(body.externalFiles.flyerCommonNotices)).toEqual(
      expect.arrayContaining(['air', 'train', 'extrain']),
    );
    expect(body.consts).toEqual({
      maintenanceMode: 'sorry',
      reserveDay: defaultConfig.consts.reserveDay,
      delimiters: defaultConfig.consts.delimiters,
      gtmContainerId: defaultConfig.consts.gtmContainerId,
      noApproachGenericApproachType: '00',
    });
    expect(body.noHeaderPages).toEqual([...defaultConfig.noHeaderPages]);
    expect(body.settings).toEqual({
      ipg: defaultConfig.settings.ipg,
      maxFavoriteCount: defaultConfig.settings.maxFavoriteCount,
      lowerLimitPrice: defaultConfig.settings.lowerLimitPrice,
      hotelAreaPath: defaultConfig.settings.hotelAreaPath,
    });
  });

  it('answers the calendar: reserve window from today, cut by the booking end date, with its holidays', async () => {
    const body = await decoder();
    const today = catalogToday();
    const { doc: bookingEndDate } = await api.handle.db
      .selectFrom('reference_data')
      .select('doc')
      .where('key', '=', 'bookingEndDate')
      .executeTakeFirstOrThrow();
    expect(body.bookingEndDate).toBe(bookingEndDate);
    expect(body.calendar?.start).toBe(addDays(today, defaultConfig.consts.reserveDay.min));
    expect(body.calendar?.end).toBe(bookingEndDate);
    expect(body.calendarDates[0]).toBe(body.calendar?.start);
    expect(body.calendarDates.at(-1)).toBe(body.calendar?.end);
    // The hotels' calendar opens today: a plan is sold until its own booking deadline (issue 16 item 6).
    expect(body.hotelCalendar).toEqual({ start: today, end: bookingEndDate });
    const hotelDays = Array.from({ length: daysBetween(today, String(bookingEndDate)) + 1 }, (_, i) =>
      addDays(today, i),
    );
    const expected = hotelDays.filter((d) => holidayOf(d) !== null);
    expect(body.holidays.map((h) => h.date)).toEqual(expected);
    for (const h of body.holidays) expect(h.name).toBe(holidayOf(h.date)?.name);
  });

  it('answers the texts in English for lang=en, and showID as ja', async () => {
    const [ja, en, showId, none] = await Promise.all([
      decoder('lang=ja'),
      decoder('lang=en'),
      decoder('lang=showID'),
      decoder(''),
    ]);
    const tokyo = await api.handle.db
      .selectFrom('area')
      .select(['name_ja', 'name_en'])
      .where('code', '=', '13')
      .executeTakeFirstOrThrow();
    expect(ja.area2['13']).toBe(tokyo.name_ja);
    expect(en.area2['13']).toBe(tokyo.name_en);
    expect(en.lang).toBe('en');
    expect(en.kodawariGroups[0]?.name).not.toBe(ja.kodawariGroups[0]?.name);
    expect(showId).toEqual(ja);
    expect(none).toEqual(ja);
  });

  it('sends a Cache-Control header and JSON', async () => {
    const res = await api.get('/v1/decoder?lang=ja');
    expect(res.headers.get('cache-control')).toBe('public, max-age=30');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('round-trips the maintenance schedule and mode stored in reference_data (spec §2, §4)', async () => {
    const db = api.handle.db;
    const before = await decoder();
    expect(before.maintenanceSchedules).toEqual([]);

    const now = Date.now();
    const window = { maintenanceFrom: '202001010000', maintenanceTo: '209912312359' };
    await db
      .updateTable('reference_data')
      .set({ doc: JSON.stringify([window, { maintenanceFrom: 'garbage' }]) })
      .where('key', '=', 'maintenanceSchedule')
      .execute();
    // Served from the cache until it expires or is invalidated.
    expect((await decoder()).maintenanceSchedules).toEqual([]);
    invalidateReferenceData(db);
    const during = await decoder();
    expect(during.maintenanceSchedules).toEqual([window]);
    expect(maintenanceNotice(during.consts.maintenanceMode, during.maintenanceSchedules, now)).toBe(
      '209912312359',
    );

    await db
      .insertInto('reference_data')
      .values({ key: 'maintenanceMode', doc: JSON.stringify('none') })
      .execute();
    invalidateReferenceData(db);
    const off = await decoder();
    expect(off.consts.maintenanceMode).toBe('none');
    expect(maintenanceNotice(off.consts.maintenanceMode, off.maintenanceSchedules, now)).toBeNull();

    await db.deleteFrom('reference_data').where('key', '=', 'maintenanceMode').execute();
    await db
      .updateTable('reference_data')
      .set({ doc: JSON.stringify([]) })
      .where('key', '=', 'maintenanceSchedule')
      .execute();
    invalidateReferenceData(db);
    expect((await decoder()).maintenanceSchedules).toEqual([]);
  });

  it.each([
    ['lang=fr', 'lang is invalid'],
    ["lang=ja'%20OR%201=1--", 'lang is invalid'],
    [`siteCode=${'x'.repeat(65)}`, 'siteCode is invalid'],
  ])('answers 400 ISE900 for %s', async (query, message) => {
    const res = await api.get(`/v1/decoder?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, message, errorCode: 'ISE900' });
  });

  it('accepts siteCode, agentCode, tourId and preview', async () => {
    const res = await api.get('/v1/decoder?lang=ja&siteCode=abc&agentCode=x1&tourId=T000001&preview=1');
    expect(res.status).toBe(200);
  });

  it('answers 503 DCE900 when the reference data cannot be read', async () => {
    await api.handle.close();
    invalidateReferenceData(api.handle.db);
    const res = await api.get('/v1/decoder?lang=ja');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 503, errorCode: 'DCE900' });
    expect(res.headers.get('retry-after')).toBe('30');
  });
});

describe('OpenAPI document with the reference, special, suggest, optional, rentacar and image routes', () => {
  it('documents every route of these plugins', async () => {
    const handle = await openTestDatabase('pglite', false);
    const app = await buildServer({
      db: handle.db,
      dbKind: handle.kind,
      config: { ...loadConfig({}), dataDir: 'memory://' },
    });
    const plugins = [
      ['/v1/decoder', decoderRoutes],
      ['/v1/specials', specialsRoutes],
      ['/v1/hotels.suggest', suggestRoutes],
      ['/v1/optionals', optionalsRoutes],
      ['/v1/rentacar', rentacarRoutes],
      ['/static/img/*', staticImagesRoutes],
    ] as const;
    for (const [url, plugin] of plugins) {
      if (!app.hasRoute({ method: 'GET', url })) await app.register(plugin);
    }
    try {
      const res = await app.inject({ method: 'GET', url: '/docs/json' });
      expect(res.statusCode).toBe(200);
      const paths = Object.keys((res.json() as { paths: object }).paths);
      expect(paths).toEqual(
        expect.arrayContaining([
          '/v1/decoder',
          '/v1/special/tours/{specialCode}',
          '/v1/special/hotels/{specialCode}',
          '/v1/specials',
          '/v1/hotels.suggest',
          '/v1/optionals',
          '/v1/optionals.count',
          '/v1/optional/{optionalId}',
          '/v1/rentacar',
          '/v1/rentacar/offices',
          '/v1/rentacar/{carId}',
        ]),
      );
      expect(paths.some((p) => p.startsWith('/static/img/'))).toBe(true);
    } finally {
      await app.close();
      await handle.close();
    }
  });
});

describe('DECODER_CACHE_MS (the decoder cache time; e2e sets 0)', () => {
  it('reads whole milliseconds, 0 included; anything else keeps the 30 s default', () => {
    expect(decoderCacheMs({})).toBe(30_000);
    expect(decoderCacheMs({ DECODER_CACHE_MS: '0' })).toBe(0);
    expect(decoderCacheMs({ DECODER_CACHE_MS: '5000' })).toBe(5000);
    for (const bad of ['', '-5', 'x', '2.5'])
      expect(decoderCacheMs({ DECODER_CACHE_MS: bad }), bad).toBe(30_000);
  });
});
