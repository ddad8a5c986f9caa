import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveMaintenance } from '../services/referenceData';
import { startTestApi, type TestApi } from '../test/harness';

/** The benchmark's yardstick: a static body of the size and the share of Japanese text asked for. */
describe('GET /bench/baseline (BENCH_BASELINE=1)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite', { seeded: false, env: { BENCH_BASELINE: '1' } });
  });
  afterAll(async () => {
    await api?.close();
  });

  const body = async (query: string) => {
    const res = await fetch(`${api.baseUrl}/bench/baseline?${query}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    let ascii = 0;
    for (const c of text) if (c.charCodeAt(0) < 0x80) ascii += 1;
    return { text, bytes: Buffer.byteLength(text), nonAscii: Buffer.byteLength(text) - ascii };
  };

  it('answers JSON of exactly the bytes asked, all ASCII by default', async () => {
    const b = await body('bytes=57889');
    expect(b.bytes).toBe(57889);
    expect(b.nonAscii).toBe(0);
    expect(JSON.parse(b.text)).toHaveProperty('pad');
  });

  it('spreads the Japanese text asked for through the body, at the same size', async () => {
    const b = await body('bytes=57889&nonAscii=18786');
    expect(b.bytes).toBe(57889);
    // Kana are 3 bytes: the share is met to within one character.
    expect(Math.abs(b.nonAscii - 18786)).toBeLessThan(3);
    // Spread, not one block: every tenth of the body holds some of it.
    const pad = (JSON.parse(b.text) as { pad: string }).pad;
    for (let i = 0; i < 10; i++) {
      expect(pad.slice((i * pad.length) / 10, ((i + 1) * pad.length) / 10)).toMatch(/あ/);
    }
  });

  it('answers a static copy of a route: the same bytes, taken once, until the copies are dropped', async () => {
    const route = '/v1/decoder?lang=ja';
    const copyUrl = `${api.baseUrl}/bench/baseline/copy?of=${encodeURIComponent(route)}`;
    const original = Buffer.from(await (await fetch(`${api.baseUrl}${route}`)).arrayBuffer());
    const first = await fetch(copyUrl);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Buffer.from(await first.arrayBuffer()).equals(original)).toBe(true);
    // Kept: a change of the route's answer after the copy does not reach it…
    await saveMaintenance(api.handle.db, {
      schedule: [{ maintenanceFrom: '209901010000', maintenanceTo: null }],
    });
    const changed = Buffer.from(await (await fetch(`${api.baseUrl}${route}`)).arrayBuffer());
    expect(changed.equals(original)).toBe(false);
    const kept = Buffer.from(await (await fetch(copyUrl)).arrayBuffer());
    expect(kept.equals(original)).toBe(true);
    // …and a dropped copy is taken again.
    expect((await fetch(`${api.baseUrl}/bench/baseline/copy`, { method: 'DELETE' })).status).toBe(204);
    const again = Buffer.from(await (await fetch(copyUrl)).arrayBuffer());
    expect(again.equals(changed)).toBe(true);
  });

  it("copies only 200 answers of this API's /v1/ routes", async () => {
    const copy = (of: string) => fetch(`${api.baseUrl}/bench/baseline/copy?of=${encodeURIComponent(of)}`);
    const missing = await copy('/v1/no-such-route');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ status: 400, message: 'of is invalid', errorCode: 'ISE900' });
    expect((await copy('/docs/json')).status).toBe(400);
    expect((await copy('http://example.com/v1/decoder')).status).toBe(400);
  });

  it('refuses a size out of range with the catalogue answer, not a 500', async () => {
    const res = await fetch(`${api.baseUrl}/bench/baseline?bytes=1`);
    expect(res.status).toBe(400);
  });
});
