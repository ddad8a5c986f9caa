/**
 * Reads the change feed (table search_changes, migration 0009) in sequence order and hands each new
 * change to the index once (issue 15). A sequence number is taken when a writer's statement runs but
 * becomes visible when its transaction commits, so a later number can be seen before an earlier
 * one: every change after the cursor is applied as soon as it is seen, and the cursor (every number
 * at or below it is settled) waits at a gap for GAP_WAIT_MS before it takes the gap for a rolled-back
 * transaction. Applying a change means reading its rows again, so applying one twice is harmless.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface Change {
  seq: number;
  kind: string;
  itemId: string;
  /** Days since 1970-01-01, or null for a change of the item itself. */
  dayFrom: number | null;
  dayTo: number | null;
}

/** How long a gap in the sequence is waited for before it counts as a rolled-back transaction. */
export const GAP_WAIT_MS = 10_000;
/** Changes read per query. */
const BATCH = 2_000;

export class ChangeFeed {
  /** Every sequence number at or below it is applied or given up on. */
  private cursor: number;
  /** Numbers above the cursor already applied. */
  private readonly applied = new Set<number>();
  private gapSince: number | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    startAfter: number,
    private readonly apply: (changes: Change[]) => Promise<void>,
    private readonly now: () => number = Date.now,
  ) {
    this.cursor = startAfter;
  }

  get position(): number {
    return this.cursor;
  }

  /** The highest sequence number committed so far (0 when none). */
  static async head(db: Kysely<Database>): Promise<number> {
    const result = await sql<{
      seq: number | null;
    }>`select max(seq)::int8 as seq from search_changes`.execute(db);
    return Number(result.rows[0]?.seq ?? 0);
  }

  /** Applies every change committed after the cursor; answers whether the feed is at its head. */
  async poll(): Promise<boolean> {
    for (;;) {
      const result = await sql<{
        seq: number;
        kind: string;
        item_id: string;
        f: number | null;
        t: number | null;
      }>`
        select seq::int8 as seq, kind, item_id, day_from - date '1970-01-01' as f, day_to - date '1970-01-01' as t
        from search_changes where seq > ${this.cursor} order by seq limit ${BATCH}`.execute(this.db);
      const fresh = result.rows
        .filter((r) => !this.applied.has(Number(r.seq)))
        .map((r) => ({ seq: Number(r.seq), kind: r.kind, itemId: r.item_id, dayFrom: r.f, dayTo: r.t }));
      if (fresh.length > 0) await this.apply(fresh);
      for (const change of fresh) this.applied.add(change.seq);
      const cursorBefore = this.cursor;
      this.advance();
      if (result.rows.length < BATCH || this.cursor === cursorBefore) return true;
    }
  }

  private advance(): void {
    for (;;) {
      while (this.applied.delete(this.cursor + 1)) this.cursor += 1;
      if (this.applied.size === 0) {
        this.gapSince = null;
        return;
      }
      // A gap below changes already applied: wait for it a while, then pass it.
      this.gapSince ??= this.now();
      if (this.now() - this.gapSince < GAP_WAIT_MS) return;
      this.cursor = Math.min(...this.applied) - 1;
      this.gapSince = null;
    }
  }
}
