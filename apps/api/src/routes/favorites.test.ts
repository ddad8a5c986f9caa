/**
 * Favourites (spec §1, §3 per-language lists and the favourite search summary, §7 /v1/favorites,
 * §8/§9 maxFavoriteCount; issue 7.2) over HTTP on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, type TestSession } from '../test/accounts';
import { DATABASE_KINDS, startTestApi, type TestApi } from '../test/harness';
import { MAX_FAVORITE_COUNT } from '../services/favorites';

interface Favorite {
  favoriteId: string;
  kind: string;
  lang: string;
  tourId: string | null;
  hotelId: string | null;
  condition: string | null;
  summary: Record<string, unknown> | null;
  name: string | null;
}
interface ListAnswer {
  favorites: Favorite[];
  count: number;
  maxFavoriteCount: number;
}

describe.each(DATABASE_KINDS)('favourites on %s (spec §3, §7, §9)', (kind) => {
  let api: TestApi;
  let tours: string[];
  let hotels: string[];
  const list = async (session: TestSession, query = '') => {
    const res = await call(api, 'GET', `/v1/favorites${query}`, { session });
    expect(res.status).toBe(200);
    return res.body as ListAnswer;
  };

  beforeAll(async () => {
    api = await startTestApi(kind);
    tours = (
      await api.handle.db.selectFrom('tour').select('tour_id').orderBy('tour_id').limit(60).execute()
    ).map((r) => r.tour_id);
    hotels = (
      await api.handle.db.selectFrom('hotel').select('hotel_id').orderBy('hotel_id').limit(5).execute()
    ).map((r) => r.hotel_id);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('is for logged-in users only: 401 ACE803', async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['POST', { kind: 'tour', tourId: 'T000001' }],
      ['DELETE', { favoriteId: '1' }],
    ] as const) {
      const res = await call(api, method, '/v1/favorites', { body });
      expect([method, res.status, (res.body as { errorCode: string }).errorCode]).toEqual([
        method,
        401,
        'ACE803',
      ]);
    }
  });

  it('adds tours, hotels and searches per language, dedupes, and lists newest first', async () => {
    const me = await signUp(api);
    const tour = await call(api, 'POST', '/v1/favorites', {
      session: me,
      body: { kind: 'tour', tourId: tours[0] },
    });
    expect(tour.status).toBe(201);
    expect((tour.body as { favorite: Favorite }).favorite).toMatchObject({
      kind: 'tour',
      lang: 'ja',
      tourId: tours[0],
      hotelId: null,
      name: expect.any(String),
    });
    const again = await call(api, 'POST', '/v1/favorites', {
      session: me,
      body: { kind: 'tour', tourId: tours[0] },
    });
    expect([again.status, (again.body as { created: boolean }).created]).toEqual([200, false]);
    await call(api, 'POST', '/v1/favorites', {
      session: me,
      body: { kind: 'hotel', hotelId: hotels[0], lang: 'en' },
    });
    const search = await call(api, 'POST', '/v1/favorites', {
      session: me,
      body: { kind: 'search', condition: '?arrAreaCode=13&depAreaCode=kanto&isNoDate=1&nights=2&page=3' },
    });
    expect(search.status).toBe(201);
    const saved = (search.body as { favorite: Favorite }).favorite;
    expect(saved.summary).toMatchObject({
      arrAreaCode: ['13'],
      depAreaCode: 'kanto',
      isNoDate: true,
      nights: 2,
      goDate: null,
    });
    expect(saved.condition).toContain('arrAreaCode=13');
    expect(saved.condition).not.toContain('page=');
    // The same search written differently is the same favourite.
    const same = await call(api, 'POST', '/v1/favorites', {
      session: me,
      body: { kind: 'search', condition: 'nights=2&depAreaCode=kanto&arrAreaCode=13' },
    });
    expect([same.status, (same.body as { favorite: Favorite }).favorite.favoriteId]).toEqual([
      200,
      saved.favoriteId,
    ]);

    const ja = await list(me);
    expect(ja.favorites.map((f) => f.kind)).toEqual(['search', 'tour']);
    expect(ja.maxFavoriteCount).toBe(MAX_FAVORITE_COUNT);
    const en = await list(me, '?lang=en');
    expect(en.favorites.map((f) => [f.kind, f.hotelId])).toEqual([['hotel', hotels[0]]]);
    expect((await list(me, '?lang=showID&kind=tour')).favorites.map((f) => f.tourId)).toEqual([tours[0]]);
  });

  it(`refuses the ${MAX_FAVORITE_COUNT + 1}th favourite of a language with 409 FVE801 and the interpolated message`, async () => {
    const me = await signUp(api);
    await api.handle.db
      .insertInto('favorite')
      .values(
        tours.slice(0, MAX_FAVORITE_COUNT).map((t) => ({
          user_id: me.userId,
          lang: 'ja' as const,
          kind: 'tour' as const,
          item_key: t,
          summary: null,
        })),
      )
      .execute();
    const res = await call(api, 'POST', '/v1/favorites', {
      session: me,
      body: { kind: 'hotel', hotelId: hotels[1] },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      status: 409,
      errorCode: 'FVE801',
      message: `お気に入りは${MAX_FAVORITE_COUNT}件まで登録できます。`,
    });
    // An existing one is still answered; another language has its own limit.
    expect(
      (await call(api, 'POST', '/v1/favorites', { session: me, body: { kind: 'tour', tourId: tours[0] } }))
        .status,
    ).toBe(200);
    expect(
      (
        await call(api, 'POST', '/v1/favorites', {
          session: me,
          body: { kind: 'hotel', hotelId: hotels[1], lang: 'en' },
        })
      ).status,
    ).toBe(201);
    expect((await list(me)).count).toBe(MAX_FAVORITE_COUNT);
  });

  it('lets concurrent additions pass the limit by none (the user row is locked)', async () => {
    const me = await signUp(api);
    await api.handle.db
      .insertInto('favorite')
      .values(
        tours.slice(0, MAX_FAVORITE_COUNT - 1).map((t) => ({
          user_id: me.userId,
          lang: 'ja' as const,
          kind: 'tour' as const,
          item_key: t,
          summary: null,
        })),
      )
      .execute();
    const answers = await Promise.all(
      hotels.map((hotelId) =>
        call(api, 'POST', '/v1/favorites', { session: me, body: { kind: 'hotel', hotelId } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await list(me)).count).toBe(MAX_FAVORITE_COUNT);
  });

  it("never shows or deletes another user's favourites; deleting a missing one is 404 FVE901", async () => {
    const a = await signUp(api);
    const b = await signUp(api);
    const added = await call(api, 'POST', '/v1/favorites', {
      session: a,
      body: { kind: 'tour', tourId: tours[1] },
    });
    const id = (added.body as { favorite: Favorite }).favorite.favoriteId;
    expect((await list(b)).favorites).toEqual([]);
    const steal = await call(api, 'DELETE', '/v1/favorites', { session: b, body: { favoriteId: id } });
    expect([steal.status, (steal.body as { errorCode: string }).errorCode]).toEqual([404, 'FVE901']);
    expect((await list(a)).favorites.map((f) => f.favoriteId)).toEqual([id]);
    expect(
      (await call(api, 'DELETE', '/v1/favorites', { session: a, body: { kind: 'tour', tourId: tours[1] } }))
        .status,
    ).toBe(204);
    expect((await list(a)).favorites).toEqual([]);
    expect(
      (await call(api, 'DELETE', '/v1/favorites', { session: a, body: { favoriteId: id } })).status,
    ).toBe(404);
    // A DELETE with the cookie but without the CSRF token is refused.
    const forged = await call(api, 'DELETE', '/v1/favorites', {
      headers: { cookie: a.cookie },
      body: { favoriteId: id },
    });
    expect(forged.status).toBe(403);
  });

  it('merges the browser favourites at log-in: dedupe, skip unknown, respect the limit', async () => {
    const me = await signUp(api);
    await call(api, 'POST', '/v1/favorites', { session: me, body: { kind: 'tour', tourId: tours[2] } });
    const res = await call(api, 'POST', '/v1/favorites/merge', {
      session: me,
      body: {
        items: [
          { kind: 'tour', tourId: tours[2] },
          { kind: 'tour', tourId: tours[3] },
          { kind: 'tour', tourId: tours[3] },
          { kind: 'tour', tourId: 'T999999' },
          { kind: 'hotel', hotelId: hotels[2] },
          { kind: 'hotel', hotelId: hotels[2], lang: 'en' },
          { kind: 'search', condition: 'arrAreaCode=01' },
        ],
      },
    });
    expect(res.status).toBe(200);
    const body = res.body as { added: number; skipped: number; limitReached: boolean; favorites: Favorite[] };
    expect([body.added, body.skipped, body.limitReached]).toEqual([4, 3, false]);
    expect(body.favorites).toHaveLength(4); // ja: tours[2], tours[3], hotels[2], the search
    expect((await list(me, '?lang=en')).favorites).toHaveLength(1);

    const full = await call(api, 'POST', '/v1/favorites/merge', {
      session: me,
      body: { items: tours.slice(4, 4 + MAX_FAVORITE_COUNT).map((t) => ({ kind: 'tour', tourId: t })) },
    });
    const fullBody = full.body as { added: number; skipped: number; limitReached: boolean };
    expect([fullBody.added, fullBody.skipped, fullBody.limitReached]).toEqual([
      MAX_FAVORITE_COUNT - 4,
      4,
      true,
    ]);
    expect((await list(me)).count).toBe(MAX_FAVORITE_COUNT);
  });

  it('refuses malformed requests with 400 FVE800, never 500', async () => {
    const me = await signUp(api);
    for (const body of [
      { kind: 'tour' },
      { kind: 'tour', tourId: 'x' },
      { kind: 'tour', tourId: 'T999999' },
      { kind: 'hotel', hotelId: tours[0] },
      { kind: 'tour', tourId: tours[0], hotelId: hotels[0] },
      { kind: 'boat', tourId: tours[0] },
      { kind: 'tour', tourId: tours[0], lang: 'fr' },
      { kind: 'tour', tourId: 7 },
      { kind: 'search', condition: 'x'.repeat(10_000) },
      { kind: 'search', condition: '' },
      { kind: 'tour', tourId: 'T00\u00000001' },
      [],
    ]) {
      const res = await call(api, 'POST', '/v1/favorites', { session: me, body });
      expect([
        JSON.stringify(body).slice(0, 60),
        res.status,
        (res.body as { errorCode: string }).errorCode,
      ]).toEqual([JSON.stringify(body).slice(0, 60), 400, 'FVE800']);
    }
    for (const query of ['?lang=xx', '?kind=boat']) {
      expect((await call(api, 'GET', `/v1/favorites${query}`, { session: me })).status).toBe(400);
    }
    for (const body of [{ favoriteId: 'abc' }, {}, { items: 'x' }]) {
      expect((await call(api, 'DELETE', '/v1/favorites', { session: me, body })).status).toBe(400);
    }
    expect(
      (
        await call(api, 'POST', '/v1/favorites/merge', {
          session: me,
          body: { items: Array(201).fill({ kind: 'tour', tourId: tours[0] }) },
        })
      ).status,
    ).toBe(400);
    expect((await list(me)).count).toBe(0);
  });
});
