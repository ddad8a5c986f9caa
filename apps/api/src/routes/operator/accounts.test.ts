/**
 * Issue 19 item 1 over HTTP on PGlite and PostgreSQL: operator accounts and roles managed by an
 * admin, the site never left without an admin, revoking ends sessions, and the append-only audit
 * log (written with each change, filtered in the console, refused UPDATE and DELETE by the database).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, logIn, signUp, TEST_PASSWORD, type TestSession } from '../../test/accounts';
import { DATABASE_KINDS, startTestApi, type TestApi } from '../../test/harness';
import { operatorSession } from '../../test/operators';

interface Operator {
  userId: string;
  email: string;
  operatorRole: string;
}
interface AuditList {
  entries: { action: string; actorEmail: string; targetId: string; before: unknown; after: unknown }[];
  count: number;
}

describe.each(DATABASE_KINDS)('operator accounts and the audit log on %s (issue 19)', (kind) => {
  let api: TestApi;
  let admin: TestSession & { email: string };

  beforeAll(async () => {
    api = await startTestApi(kind);
    admin = await operatorSession(api, 'admin');
  });
  afterAll(async () => {
    await api?.close();
  });

  it('lets an admin create a sales operator who logs in with that role only', async () => {
    const email = `sales-${kind}@example.jp`;
    const created = await call(api, 'POST', '/v1/operator/operators', {
      session: admin,
      body: { email, password: 'sales-password-1', operatorRole: 'sales', familyName: '営業' },
    });
    expect(created.status).toBe(201);
    const operator = (created.body as { operator: Operator }).operator;
    expect(operator).toMatchObject({ email, operatorRole: 'sales' });

    const sales = await logIn(api, email, 'sales-password-1');
    const me = await call(api, 'GET', '/v1/operator/me', { session: sales });
    expect((me.body as { operator: Operator }).operator.operatorRole).toBe('sales');
    expect((await call(api, 'GET', '/v1/operator/operators', { session: sales })).status).toBe(403);

    const again = await call(api, 'POST', '/v1/operator/operators', {
      session: admin,
      body: { email: email.toUpperCase(), password: 'sales-password-1', operatorRole: 'sales' },
    });
    expect([again.status, (again.body as { errorCode: string }).errorCode]).toEqual([409, 'ACE801']);
    const short = await call(api, 'POST', '/v1/operator/operators', {
      session: admin,
      body: { email: 'x@example.jp', password: 'short', operatorRole: 'sales' },
    });
    expect([short.status, (short.body as { errorCode: string }).errorCode]).toEqual([400, 'OPR800']);
    // Long enough, but the domain rule's list of common passwords refuses it (ACE809), as at sign-up.
    const common = await call(api, 'POST', '/v1/operator/operators', {
      session: admin,
      body: { email: 'y@example.jp', password: 'password1234', operatorRole: 'sales' },
    });
    expect([common.status, (common.body as { errorCode: string }).errorCode]).toEqual([400, 'ACE809']);
  });

  it('changes roles, keeps the last admin, and revoking ends the operator’s sessions', async () => {
    const other = await operatorSession(api, 'support');
    const promoted = await call(api, 'PUT', `/v1/operator/operators/${other.userId}`, {
      session: admin,
      body: { operatorRole: 'admin' },
    });
    expect((promoted.body as { operator: Operator }).operator.operatorRole).toBe('admin');
    // Two admins now: one may step down; then the remaining one may not.
    const down = await call(api, 'PUT', `/v1/operator/operators/${other.userId}`, {
      session: admin,
      body: { operatorRole: 'support' },
    });
    expect(down.status).toBe(200);
    const admins = await api.handle.db
      .selectFrom('app_user')
      .select('id')
      .where('operator_role', '=', 'admin')
      .execute();
    // Demote every admin but the caller, then try the caller.
    for (const a of admins.filter((a) => a.id !== admin.userId)) {
      await call(api, 'PUT', `/v1/operator/operators/${a.id}`, {
        session: admin,
        body: { operatorRole: 'sales' },
      });
    }
    const last = await call(api, 'PUT', `/v1/operator/operators/${admin.userId}`, {
      session: admin,
      body: { operatorRole: 'sales' },
    });
    expect([last.status, (last.body as { errorCode: string }).errorCode]).toEqual([409, 'OPR801']);
    const revokeLast = await call(api, 'POST', `/v1/operator/operators/${admin.userId}/revoke`, {
      session: admin,
    });
    expect(revokeLast.status).toBe(409);

    expect((await call(api, 'GET', '/v1/operator/me', { session: other })).status).toBe(200);
    const revoked = await call(api, 'POST', `/v1/operator/operators/${other.userId}/revoke`, {
      session: admin,
    });
    expect(revoked.status).toBe(204);
    expect((await call(api, 'GET', '/v1/operator/me', { session: other })).status).toBe(401);
    const relogged = await logIn(api, other.email, TEST_PASSWORD);
    expect((await call(api, 'GET', '/v1/operator/me', { session: relogged })).status).toBe(403);

    const missing = await call(api, 'PUT', '/v1/operator/operators/u999999999', {
      session: admin,
      body: { operatorRole: 'sales' },
    });
    expect([missing.status, (missing.body as { errorCode: string }).errorCode]).toEqual([404, 'OPR901']);
  });

  it('records every change with who, what, before and after, and filters the log', async () => {
    const traveller = await signUp(api);
    const res = await call(api, 'GET', '/v1/operator/audit?action=operator.', { session: admin });
    const log = res.body as AuditList;
    expect(log.entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['operator.create', 'operator.role', 'operator.revoke']),
    );
    const role = log.entries.find(
      (e) => e.action === 'operator.role' && (e.after as { operatorRole: string }).operatorRole === 'admin',
    );
    expect(role).toMatchObject({ actorEmail: admin.email, before: { operatorRole: 'support' } });
    const byTarget = await call(
      api,
      'GET',
      `/v1/operator/audit?targetType=operator&targetId=${role?.targetId}`,
      {
        session: admin,
      },
    );
    expect((byTarget.body as AuditList).entries.every((e) => e.targetId === role?.targetId)).toBe(true);
    const nobody = await call(api, 'GET', `/v1/operator/audit?actor=${encodeURIComponent(traveller.email)}`, {
      session: admin,
    });
    expect((nobody.body as AuditList).count).toBe(0);
    const future = await call(api, 'GET', '/v1/operator/audit?from=29991231', { session: admin });
    expect((future.body as AuditList).count).toBe(0);
    const bad = await call(api, 'GET', '/v1/operator/audit?from=2026-01-01', { session: admin });
    expect([bad.status, (bad.body as { errorCode: string }).errorCode]).toEqual([400, 'OPR800']);
  });

  it('keeps the audit log append-only in the database itself', async () => {
    await expect(sql`update operator_audit set action = 'forged'`.execute(api.handle.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from operator_audit`.execute(api.handle.db)).rejects.toThrow(/append-only/);
    const count = await sql<{ n: string }>`select count(*)::text as n from operator_audit`.execute(
      api.handle.db,
    );
    expect(Number(count.rows[0]?.n)).toBeGreaterThan(0);
  });

  it('makes an account turned operator without a role an admin, and drops the role with the operator', async () => {
    const user = await signUp(api);
    await api.handle.db
      .updateTable('app_user')
      .set({ role: 'operator' })
      .where('id', '=', user.userId)
      .execute();
    const row = () =>
      api.handle.db
        .selectFrom('app_user')
        .select(['role', 'operator_role'])
        .where('id', '=', user.userId)
        .executeTakeFirstOrThrow();
    expect(await row()).toEqual({ role: 'operator', operator_role: 'admin' });
    await api.handle.db
      .updateTable('app_user')
      .set({ role: 'traveller' })
      .where('id', '=', user.userId)
      .execute();
    expect(await row()).toEqual({ role: 'traveller', operator_role: null });
  });
});
