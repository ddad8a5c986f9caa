/**
 * The audit log of the back office (table operator_audit, migration 0011): who, when, what, before
 * and after. `recordChange` is called inside the transaction of the change it records, so a change
 * and its entry commit or fail together. The table is append-only (a trigger refuses UPDATE and
 * DELETE); this module only inserts and reads.
 */
import type { Static } from 'typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuditEntrySchema, AuditQuerySchema } from '../../schemas/operator';
import type { Actor } from './access';

export type AuditEntry = Static<typeof AuditEntrySchema>;
export type AuditQuery = Static<typeof AuditQuerySchema>;

export interface Change {
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
}

const json = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

/** Writes one entry; `db` is the change's transaction. */
export async function recordChange(db: Kysely<Database>, actor: Actor, change: Change): Promise<void> {
  await db
    .insertInto('operator_audit')
    .values({
      actor_id: actor.userId,
      actor_email: actor.email,
      action: change.action,
      target_type: change.targetType,
      target_id: change.targetId,
      before: json(change.before),
      after: json(change.after),
    })
    .execute();
}

export const AUDIT_PAGE_SIZE = 50;

/** YYYYMMDD (Japan) → the instant the day starts. */
function japanDayStart(ymd: string): string {
  return `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}T00:00:00+09:00`;
}

/** Entries newest first, filtered; one page of AUDIT_PAGE_SIZE and the total count. */
export async function listAudit(
  db: Kysely<Database>,
  query: AuditQuery,
): Promise<{ entries: AuditEntry[]; count: number; page: number; pageSize: number }> {
  let q = db.selectFrom('operator_audit');
  if (query.actor) q = q.where('actor_email', 'like', `%${escapeLike(query.actor.toLowerCase())}%`);
  if (query.action) q = q.where('action', 'like', `${escapeLike(query.action)}%`);
  if (query.targetType) q = q.where('target_type', '=', query.targetType);
  if (query.targetId) q = q.where('target_id', '=', query.targetId);
  if (query.from) q = q.where('at', '>=', new Date(japanDayStart(query.from)));
  if (query.to) {
    const end = new Date(japanDayStart(query.to));
    end.setUTCDate(end.getUTCDate() + 1);
    q = q.where('at', '<', end);
  }
  const page = query.page ?? 1;
  const [rows, total] = await Promise.all([
    q
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('audit_id', 'desc')
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE)
      .execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    entries: rows.map((r) => ({
      auditId: Number(r.audit_id),
      at: new Date(r.at).toISOString(),
      actorId: r.actor_id,
      actorEmail: r.actor_email,
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      before: r.before ?? null,
      after: r.after ?? null,
    })),
    count: Number(total.n),
    page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}

/** A LIKE pattern matching the text literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
