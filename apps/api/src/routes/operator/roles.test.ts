/**
 * Issue 19 "every route checks its role": the role matrix of the back office, enumerated from the
 * OpenAPI document (app.swagger()), so a new /v1/operator route cannot escape it. For every
 * operation under /v1/operator/: it declares the roles it admits (security operatorSession); a
 * visitor gets 401 ACE803, a traveller 403 ACE804, an operator of a role not declared 403 ACE804,
 * an operator of a declared role gets past the check (whatever the route then says about the empty
 * request); a change without the session's CSRF token is refused 403 ACE805. PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/accounts';
import { DATABASE_KINDS, startTestApi, type TestApi } from '../../test/harness';
import { roleSessions, type RoleSessions } from '../../test/operators';
import { OPERATOR_ROLES, declaredRoles } from '../../services/operator/access';

interface Operation {
  method: string;
  path: string;
  url: string;
  roles: string[];
  security: unknown;
}

/** Path parameters filled with well-formed values that name nothing. */
const SAMPLE: Record<string, string> = {
  userId: 'u999999999',
  couponCode: 'NOSUCHCOUPON',
  bookingNumber: 'TB0000000000',
};

function operatorOperations(api: TestApi): Operation[] {
  const doc = api.app.swagger() as { paths: Record<string, Record<string, { security?: unknown }>> };
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/v1/operator/')) continue;
    for (const [method, op] of Object.entries(methods)) {
      const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => SAMPLE[name] ?? 'x');
      out.push({
        method: method.toUpperCase(),
        path,
        url,
        roles: declaredRoles(op.security),
        security: op.security,
      });
    }
  }
  return out;
}

describe.each(DATABASE_KINDS)('operator role matrix from the OpenAPI document on %s (issue 19)', (kind) => {
  let api: TestApi;
  let sessions: RoleSessions;
  let operations: Operation[];

  beforeAll(async () => {
    api = await startTestApi(kind);
    sessions = await roleSessions(api);
    operations = operatorOperations(api);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('finds every operator operation in the document, each declaring the roles it admits', () => {
    expect(operations.length).toBeGreaterThanOrEqual(15);
    expect(operations.map((o) => `${o.method} ${o.path}`)).toContain('GET /v1/operator/audit');
    for (const op of operations) {
      expect(op.roles.length, `${op.method} ${op.path} declares no roles`).toBeGreaterThan(0);
      for (const role of op.roles) expect(OPERATOR_ROLES).toContain(role);
    }
  });

  it('answers 401 to visitors, 403 to travellers and to roles not declared, and admits the declared roles', async () => {
    for (const op of operations) {
      const body = op.method === 'GET' ? undefined : {};
      const label = `${op.method} ${op.path}`;
      const visitor = await call(api, op.method, op.url, { body });
      expect([label, visitor.status, (visitor.body as { errorCode?: string }).errorCode]).toEqual([
        label,
        401,
        'ACE803',
      ]);
      const traveller = await call(api, op.method, op.url, { body, session: sessions.traveller });
      expect([label, traveller.status, (traveller.body as { errorCode?: string }).errorCode]).toEqual([
        label,
        403,
        'ACE804',
      ]);
      for (const role of OPERATOR_ROLES) {
        const res = await call(api, op.method, op.url, { body, session: sessions[role] });
        const code = (res.body as { errorCode?: string }).errorCode;
        if (op.roles.includes(role)) {
          expect([label, role, res.status < 500, code === 'ACE803' || code === 'ACE804']).toEqual([
            label,
            role,
            true,
            false,
          ]);
        } else {
          expect([label, role, res.status, code]).toEqual([label, role, 403, 'ACE804']);
        }
      }
    }
  });

  it('refuses every change without the session CSRF token (403 ACE805), whatever the role', async () => {
    for (const op of operations.filter((o) => o.method !== 'GET')) {
      const res = await call(api, op.method, op.url, {
        body: {},
        session: sessions.admin,
        headers: { 'x-csrf-token': 'wrong' },
      });
      expect([`${op.method} ${op.path}`, res.status, (res.body as { errorCode?: string }).errorCode]).toEqual(
        [`${op.method} ${op.path}`, 403, 'ACE805'],
      );
    }
  });
});
