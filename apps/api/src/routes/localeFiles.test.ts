/**
 * Spec §7 locale calls (issue 16) over HTTP on PGlite and PostgreSQL: GET /locales/{lng}/{ns}.json
 * serves one namespace as i18next's HTTP backend reads it; POST /locales/add/{lng}/{ns} records the
 * keys a browser did not find — deduplicated (a repeat counts), bounded (existing and malformed keys
 * ignored, at most 50 a call) — and GET /v1/operator/locales/missing lists them for translators.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/accounts';
import { DATABASE_KINDS, startTestApi, type TestApi } from '../test/harness';
import { operatorSession } from '../test/operators';

interface Missing {
  keys: { lang: string; ns: string; key: string; fallback: string; hits: number }[];
  count: number;
}

describe.each(DATABASE_KINDS)('locale files and missing keys on %s (spec §7; issue 16)', (kind) => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('serves one namespace of one language as the /v1/locales answer has it', async () => {
    const file = await api.get('/locales/ja/search.json');
    expect(file.status).toBe(200);
    const all = await api.get('/v1/locales?lang=ja&ns=search');
    expect(file.body).toEqual((all.body as Record<string, unknown>).search);
    expect((await api.get('/locales/showID/pax.json')).body).toEqual(
      (await api.get('/locales/ja/pax.json')).body,
    );
    expect(((await api.get('/locales/en/pax.json')).body as Record<string, string>).ageValue_one).toBe(
      '{{count}} year',
    );
    for (const path of [
      '/locales/fr/search.json',
      '/locales/ja/nope.json',
      '/locales/ja/search',
      '/locales/ja/a,b.json',
    ]) {
      const res = await api.get(path);
      expect(res.status, path).toBe(400);
      expect((res.body as { errorCode: string }).errorCode, path).toBe('ISE900');
    }
  });

  it('stores missing keys once, counts repeats, ignores existing and malformed keys, lists them', async () => {
    const report = (lng: string, ns: string, body: unknown) =>
      call(api, 'POST', `/locales/add/${lng}/${ns}`, { body });
    const first = await report('ja', 'search', {
      brandNewKey: '新しい文言',
      destination: '行き先',
      'bad key!': 'x',
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ stored: 1, ignored: 2 });
    expect((await report('showID', 'search', { brandNewKey: '新しい文言' })).body).toEqual({
      stored: 1,
      ignored: 0,
    });
    await report('en', 'tour', { otherKey: 'Other' });
    const tooMany = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v']));
    expect((await report('ja', 'search', tooMany)).status).toBe(400);
    expect((await report('ja', 'nope', { a: 'b' })).status).toBe(400);
    expect((await call(api, 'POST', '/locales/add/ja/search', { body: '"text"' })).status).toBe(400);

    // Translators read the list; travellers and visitors do not.
    expect((await api.get('/v1/operator/locales/missing')).status).toBe(401);
    const support = await operatorSession(api, 'support');
    const list = await call(api, 'GET', '/v1/operator/locales/missing', { session: support });
    expect(list.status).toBe(200);
    const body = list.body as Missing;
    expect(body.count).toBe(2);
    expect(body.keys[0]).toMatchObject({
      lang: 'ja',
      ns: 'search',
      key: 'brandNewKey',
      fallback: '新しい文言',
      hits: 2,
    });
    const en = await call(api, 'GET', '/v1/operator/locales/missing?lang=en', { session: support });
    expect((en.body as Missing).keys.map((k) => k.key)).toEqual(['otherKey']);
  });
});
