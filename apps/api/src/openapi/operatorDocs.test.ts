/**
 * Issue 13.6: in production the API's docs show the back office's routes only to operators; a
 * visitor or traveller gets the document without any /v1/operator path (JSON and YAML). Outside
 * production every route is documented (the role-matrix and fuzz tests read it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../test/accounts';
import { DATABASE_KINDS, startTestApi, type TestApi } from '../test/harness';
import { operatorSession } from '../test/operators';

const operatorPaths = (document: unknown) =>
  Object.keys((document as { paths: Record<string, unknown> }).paths).filter((p) =>
    p.startsWith('/v1/operator'),
  );

const componentsOf = (document: unknown) =>
  (document as { components?: { schemas?: Record<string, unknown> } }).components?.schemas ?? {};

describe.each(DATABASE_KINDS)('the API docs in production on %s (issue 13.6)', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, { env: { NODE_ENV: 'production' } });
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  it('leave the operator routes out for a visitor and a traveller, JSON and YAML', async () => {
    const traveller = await signUp(api);
    for (const session of [null, traveller]) {
      const json = await call(api, 'GET', '/docs/json', { session });
      expect(json.status).toBe(200);
      expect(operatorPaths(json.body)).toEqual([]);
      // The shapes only the back office answers are left out too; the shared ones stay.
      const schemas = Object.keys(componentsOf(json.body));
      expect(schemas).toEqual(expect.arrayContaining(['ApiError', 'Booking']));
      expect(schemas).not.toContain('OperatorBooking');
      expect(Object.keys((json.body as { paths: object }).paths)).toContain('/v1/tours');
      const yaml = await call(api, 'GET', '/docs/yaml', { session });
      expect(yaml.status).toBe(200);
      // Path keys sit two spaces in under `paths:` (descriptions may name the back office in words).
      expect(String(yaml.body)).toMatch(/^ {2}\/v1\/tours:/m);
      expect(String(yaml.body)).not.toMatch(/^ {2}["']?\/v1\/operator/m);
    }
  });

  it('show them to an operator of any role', async () => {
    for (const role of ['admin', 'support'] as const) {
      const operator = await operatorSession(api, role);
      const json = await call(api, 'GET', '/docs/json', { session: operator });
      expect(operatorPaths(json.body).length, role).toBeGreaterThan(5);
      expect(Object.keys(componentsOf(json.body)), role).toContain('OperatorBooking');
    }
  });
});

describe('the API docs outside production', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite');
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  it('document every route, the operator ones included', async () => {
    expect(operatorPaths((await api.get('/docs/json')).body).length).toBeGreaterThan(5);
  });
});
