/**
 * Single-use account tokens (table account_token, migration 0010): password reset (30 minutes) and
 * e-mail verification (24 hours). The mailed link holds 32 random bytes (base64url); the database
 * keeps only their sha-256, so a copy of the table opens nothing. A new token of a purpose retires
 * the user's earlier unused ones (only the latest link works). Consuming is one UPDATE … RETURNING
 * guarded by `used_at is null and expires_at > now()`, so two concurrent uses of one token cannot
 * both succeed.
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { hashToken } from './session';

export type TokenPurpose = 'password_reset' | 'email_verification';

export const TOKEN_MINUTES: Record<TokenPurpose, number> = {
  password_reset: 30,
  email_verification: 24 * 60,
};

/** The raw token of a well-formed link (43 base64url characters), else null. */
export function wellFormedToken(token: string): string | null {
  return /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

/** Issues a token in the caller's transaction; answers the raw token (for the mail only). */
export async function issueAccountToken(
  db: Kysely<Database>,
  userId: string,
  purpose: TokenPurpose,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .deleteFrom('account_token')
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('account_token')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      purpose,
      expires_at: sql<Date>`now() + make_interval(mins => ${TOKEN_MINUTES[purpose]})`,
    })
    .execute();
  return token;
}

/** Marks the token used when it is known, unused and unexpired: its user, else null. */
export async function consumeAccountToken(
  db: Kysely<Database>,
  token: string,
  purpose: TokenPurpose,
): Promise<string | null> {
  const raw = wellFormedToken(token);
  if (raw === null) return null;
  const row = await db
    .updateTable('account_token')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', hashToken(raw))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}
