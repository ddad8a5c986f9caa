import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type TestApi, startTestApi } from '../test/harness';

describe.each(DATABASE_KINDS)('GET /static/img/… on %s (catalog images as SVG placeholders)', (kind) => {
  let api: TestApi;
  let paths: string[];
  beforeAll(async () => {
    api = await startTestApi(kind);
    // Every image path any catalog document refers to.
    const { rows } = await sql<{ path: string }>`
      select distinct m[1] as path from (
        select doc::text as t from hotel union all select doc::text from room
        union all select doc::text from tour union all select doc::text from optional_activity
        union all select doc::text from rentacar union all select doc::text from special
        union all select doc::text from reference_data
      ) docs, regexp_matches(docs.t, '(/static/img/[^"]+)', 'g') as m
    `.execute(api.handle.db);
    paths = rows.map((r) => r.path).sort();
  });
  afterAll(async () => {
    await api?.close();
  });

  it('serves every image path the catalog refers to as an accessible SVG with a long cache', async () => {
    expect(paths.length).toBeGreaterThan(20);
    for (const kindPrefix of ['hotels', 'tours', 'optionals', 'cars', 'specials', 'flyer']) {
      expect(
        paths.some((p) => p.startsWith(`/static/img/${kindPrefix}/`)),
        kindPrefix,
      ).toBe(true);
    }
    for (const path of paths) {
      const res = await api.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(/^image\/svg\+xml/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const svg = res.body as string;
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), path).toBe(true);
      expect(svg).toMatch(/<title id="title">[^<]+<\/title>/);
      expect(svg).toContain('role="img"');
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    }
  });

  it('draws the Japanese label of the category', async () => {
    const res = await api.get('/static/img/hotels/exterior/1.svg');
    expect(res.body as string).toContain('>外観<');
    const special = await api.handle.db
      .selectFrom('special')
      .select(['special_code', 'doc'])
      .executeTakeFirstOrThrow();
    const hero = await api.get(`/static/img/specials/${special.special_code}.svg`);
    expect(hero.body as string).toContain(
      (special.doc as { definitions: { ja: { specialName: string } } }).definitions.ja.specialName,
    );
  });

  it('draws the English label for ?lang=en, with its own ETag, and Japanese for anything else', async () => {
    const ja = await fetch(`${api.baseUrl}/static/img/hotels/exterior/1.svg`);
    const en = await fetch(`${api.baseUrl}/static/img/hotels/exterior/1.svg?lang=en`);
    const enSvg = await en.text();
    expect(enSvg).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(enSvg).toMatch(/<title id="title">[A-Za-z][^<]*<\/title>/);
    expect(en.headers.get('etag')).not.toBe(ja.headers.get('etag'));
    const other = await api.get('/static/img/hotels/exterior/1.svg?lang=xx');
    expect(other.body as string).toContain('>外観<');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await fetch(`${api.baseUrl}/static/img/tours/kanto/2.svg`);
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await fetch(`${api.baseUrl}/static/img/tours/kanto/2.svg`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-type')).toBeNull();
    expect(await again.text()).toBe('');
  });

  it.each([
    '/static/img/hotels/exterior/13.svg',
    '/static/img/hotels/exterior/0.svg',
    '/static/img/hotels/unknown/1.svg',
    '/static/img/cars/ZZ.svg',
    '/static/img/specials/no-such-special.svg',
    '/static/img/specials/x%27%20OR%201%3D1.svg',
    '/static/img/../../etc/passwd',
    '/static/img/%2e%2e/%2e%2e/package.json',
    '/static/img/',
  ])('answers 404 PNF900 for %s', async (path) => {
    const res = await api.get(path);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 404, message: 'not found', errorCode: 'PNF900' });
  });
});
