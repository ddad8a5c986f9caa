/**
 * Operator accounts (admin only): list, create, change role, revoke. The site always keeps at least
 * one admin: a change that would leave none is refused with 409 OPR801 (the admin rows are locked
 * for the check, so two admins cannot demote each other at once). Revoking ends the account's
 * sessions, so access stops at once. Every change is audited in its transaction.
 */
import type { Static } from 'typebox';
import { sql, type Kysely, type Selectable } from 'kysely';
import { OPERATOR_PASSWORD_MIN_LENGTH } from '@tabiyori/domain';
import type { App } from '../../app';
import type { AppUserTable, Database, OperatorRole } from '../../db/schema';
import { ApiFailure } from '../../errors';
import type { OperatorCreateBody, OperatorSchema } from '../../schemas/operator';
import { normalizeEmail } from '../auth/accounts';
import { assertPasswordRule } from '../auth/passwordRule';
import { hashPassword } from '../../crypto/password';
import type { Actor } from './access';
import { recordChange } from './audit';

export type Operator = Static<typeof OperatorSchema>;

type UserRow = Selectable<AppUserTable>;

function operatorView(row: UserRow): Operator {
  return {
    userId: row.id,
    email: row.email,
    operatorRole: row.operator_role ?? 'admin',
    familyName: row.family_name,
    givenName: row.given_name,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const notFound = () => new ApiFailure(404, 'OPR901', 'operator not found');

export async function listOperators(db: Kysely<Database>): Promise<Operator[]> {
  const rows = await db
    .selectFrom('app_user')
    .selectAll()
    .where('role', '=', 'operator')
    .orderBy('email')
    .execute();
  return rows.map(operatorView);
}

export async function getOperator(db: Kysely<Database>, userId: string): Promise<Operator> {
  const row = await db
    .selectFrom('app_user')
    .selectAll()
    .where('id', '=', userId)
    .where('role', '=', 'operator')
    .executeTakeFirst();
  if (!row) throw notFound();
  return operatorView(row);
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown };
  return e?.code === '23505' || (typeof e?.message === 'string' && /duplicate key/.test(e.message));
}

export async function createOperator(
  app: App,
  actor: Actor,
  body: Static<typeof OperatorCreateBody>,
): Promise<Operator> {
  const email = normalizeEmail(body.email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new ApiFailure(400, 'OPR800', 'email is invalid');
  const passwordHash = await hashPassword(assertPasswordRule(body.password, OPERATOR_PASSWORD_MIN_LENGTH));
  try {
    return await app.ctx.db.transaction().execute(async (tx) => {
      const row = await tx
        .insertInto('app_user')
        .values({
          id: sql<string>`'u' || nextval('app_user_id_seq')::text`,
          email,
          password_hash: passwordHash,
          role: 'operator',
          operator_role: body.operatorRole,
          family_name: body.familyName ?? null,
          given_name: body.givenName ?? null,
        } as never)
        .returningAll()
        .executeTakeFirstOrThrow();
      const created = operatorView(row);
      await recordChange(tx, actor, {
        action: 'operator.create',
        targetType: 'operator',
        targetId: created.userId,
        before: null,
        after: { email: created.email, operatorRole: created.operatorRole },
      });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiFailure(409, 'ACE801', 'email is already registered');
    throw error;
  }
}

/** Locks the operator row and every admin row; refuses when the change leaves no admin. */
async function lockForChange(tx: Kysely<Database>, userId: string, staysAdmin: boolean): Promise<UserRow> {
  const admins = await tx
    .selectFrom('app_user')
    .select('id')
    .where('operator_role', '=', 'admin')
    .forUpdate()
    .execute();
  const row = await tx
    .selectFrom('app_user')
    .selectAll()
    .where('id', '=', userId)
    .where('role', '=', 'operator')
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
  if (row.operator_role === 'admin' && !staysAdmin && admins.length <= 1) {
    throw new ApiFailure(409, 'OPR801', 'the site must keep an administrator');
  }
  return row;
}

export async function changeOperatorRole(
  app: App,
  actor: Actor,
  userId: string,
  operatorRole: OperatorRole,
): Promise<Operator> {
  return app.ctx.db.transaction().execute(async (tx) => {
    const before = await lockForChange(tx, userId, operatorRole === 'admin');
    const row = await tx
      .updateTable('app_user')
      .set({ operator_role: operatorRole })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordChange(tx, actor, {
      action: 'operator.role',
      targetType: 'operator',
      targetId: userId,
      before: { operatorRole: before.operator_role },
      after: { operatorRole: row.operator_role },
    });
    return operatorView(row);
  });
}

/** The account stays (its bookings, if any, too) but is no longer an operator; its sessions end. */
export async function revokeOperator(app: App, actor: Actor, userId: string): Promise<void> {
  await app.ctx.db.transaction().execute(async (tx) => {
    const before = await lockForChange(tx, userId, false);
    await tx.updateTable('app_user').set({ role: 'traveller' }).where('id', '=', userId).execute();
    await tx.deleteFrom('user_session').where('user_id', '=', userId).execute();
    await recordChange(tx, actor, {
      action: 'operator.revoke',
      targetType: 'operator',
      targetId: userId,
      before: { email: before.email, operatorRole: before.operator_role },
      after: null,
    });
  });
}

/** How many operators exist (the start log says how to create the first). */
export async function countOperators(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('app_user')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('role', '=', 'operator')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
