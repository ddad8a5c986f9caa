import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, startTestApi, type TestApi } from '../test/harness';

describe.each(DATABASE_KINDS)('GET /health on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('answers ok while the database answers, naming no internals (issue 13.6: no database kind)', async () => {
    const res = await api.get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', search: { state: 'off', lagMs: null, buildMs: null } });
    expect(JSON.stringify(res.body)).not.toMatch(/pglite|postgres|version|node/i);
  });

  it('answers 404 with the catalogue code PNF900 for an unknown path', async () => {
    const res = await api.get('/v1/no-such-call');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 404, message: 'not found', errorCode: 'PNF900' });
  });

  it('answers malformed URLs and over-long path parameters in the catalogue shape, not the framework shape', async () => {
    const bad = await api.get('/v1/hotel/%E0%A4%A');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ status: 400, message: 'request is invalid', errorCode: 'PNF900' });
    const long = await api.get(`/v1/hotel/${'1'.repeat(300)}`);
    expect(long.status).toBe(404);
    expect(long.body).toEqual({ status: 404, message: 'not found', errorCode: 'PNF900' });
  });

  it('serves the OpenAPI 3.1 document', async () => {
    const res = await api.get('/docs/json');
    expect(res.status).toBe(200);
    expect((res.body as { openapi: string }).openapi).toBe('3.1.0');
    expect(Object.keys((res.body as { paths: object }).paths)).toContain('/health');
  });

  it('answers 503 with ISE900 once the database is gone', async () => {
    await api.handle.close();
    const res = await api.get('/health');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 503, errorCode: 'ISE900' });
    expect(res.headers.get('retry-after')).toBe('30');
    // A product call answers its step's failure code, which shows E_00002 (retry later).
    const search = await api.get('/v1/hotels?arrAreaCode=13');
    expect(search.status).toBe(503);
    expect(search.body).toMatchObject({ status: 503, errorCode: 'CNE900' });
  });
});
