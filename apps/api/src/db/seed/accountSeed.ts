/**
 * Seeds accounts (table app_user, migration 0005_accounts):
 * - the catalog's demo users (catalog/users.ts) with their catalog ids 'u0001' … and the shared demo
 *   password (DEMO ONLY), gender as the coupon condition code ('1' male, '2' female), birth date and
 *   residence prefecture, names split at the space, kana in katakana. The password is hashed once per
 *   run for all of them (one salt: demo data); only missing demo users are written, so restarts keep
 *   what a demo user changed.
 * - one operator account, only when OPERATOR_EMAIL and OPERATOR_PASSWORD are set (no password ever
 *   lives in the repo). It is created once; an existing account of that e-mail is given the operator
 *   role (its password is left as it is).
 */
import { toKatakana } from '@tabiyori/domain';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DemoUser } from '../../catalog';
import { hashPassword } from '../../crypto/password';
import type { Database } from '../schema';

function split(full: string): [string, string] {
  const [family = full, ...given] = full.trim().split(/\s+/);
  return [family, given.join(' ')];
}

export interface OperatorSeed {
  email: string;
  password: string;
}

export async function seedAccounts(
  db: Kysely<Database>,
  users: readonly DemoUser[],
  operator?: OperatorSeed,
): Promise<{ demoUsers: number; operator: boolean }> {
  let demoUsers = 0;
  const existing = new Set(
    users.length === 0
      ? []
      : (
          await db
            .selectFrom('app_user')
            .select('id')
            .where(
              'id',
              'in',
              users.map((u) => u.userId),
            )
            .execute()
        ).map((r) => r.id),
  );
  const missing = users.filter((u) => !existing.has(u.userId));
  if (missing.length > 0) {
    const hashes = new Map<string, string>();
    for (const u of missing) {
      if (!hashes.has(u.demoPassword)) hashes.set(u.demoPassword, await hashPassword(u.demoPassword));
    }
    const rows = missing.map((u) => {
      const [family, given] = split(u.name.ja);
      const [familyKana, givenKana] = split(toKatakana(u.nameKana));
      return {
        id: u.userId,
        email: u.email.trim().toLowerCase(),
        password_hash: hashes.get(u.demoPassword) as string,
        family_name: family,
        given_name: given || null,
        family_name_kana: familyKana,
        given_name_kana: givenKana || null,
        phone: null,
        gender: u.gender === 'male' ? ('1' as const) : u.gender === 'female' ? ('2' as const) : null,
        birth_date: `${u.birthDate.slice(0, 4)}-${u.birthDate.slice(4, 6)}-${u.birthDate.slice(6, 8)}`,
        live_pref_code: u.prefectureCode || null,
        role: 'traveller' as const,
      };
    });
    const written = await db
      .insertInto('app_user')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .execute();
    demoUsers = written.length;
  }

  let operatorSeeded = false;
  if (operator && operator.email.trim() !== '' && operator.password !== '') {
    const email = operator.email.trim().toLowerCase();
    const found = await db
      .selectFrom('app_user')
      .select(['id', 'role'])
      .where('email', '=', email)
      .executeTakeFirst();
    if (found) {
      if (found.role !== 'operator') {
        await db.updateTable('app_user').set({ role: 'operator' }).where('id', '=', found.id).execute();
      }
    } else {
      await db
        .insertInto('app_user')
        .values({
          id: sql<string>`'u' || nextval('app_user_id_seq')::text`,
          email,
          password_hash: await hashPassword(operator.password),
          role: 'operator',
        } as never)
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    operatorSeeded = true;
  }
  return { demoUsers, operator: operatorSeeded };
}
