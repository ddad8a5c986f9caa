/**
 * The PGlite driver's lock: queries keep their order, transactions stay isolated, and a long run of
 * queued queries lets the event loop turn (a timer, i.e. accepting connections and reading requests,
 * is not held back until the whole queue is done: the bench:api tail, apps/api/README.md).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPGlite, type DatabaseHandle } from './connection';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openPGlite('memory://');
});

afterAll(async () => {
  await handle.close();
});

/** A query that takes the database a little while (a sum over 20,000 generated rows). */
async function work(n: number): Promise<number> {
  const result = await sql<{ n: number }>`
    select ${n}::int as n from (select sum(g) from generate_series(1, 20000) g) s`.execute(handle.db);
  return result.rows[0]!.n;
}

describe('PGlite driver lock', () => {
  it('runs queued queries in order and lets a timer fire before the queue is done', async () => {
    const finished: number[] = [];
    let timerFiredAfter = -1;
    setTimeout(() => (timerFiredAfter = finished.length), 0);
    const count = 300;
    await Promise.all(
      Array.from({ length: count }, (_, i) =>
        work(i).then((n) => {
          expect(n).toBe(i);
          finished.push(n);
        }),
      ),
    );
    expect(finished).toEqual(Array.from({ length: count }, (_, i) => i));
    expect(timerFiredAfter).toBeGreaterThanOrEqual(0);
    expect(timerFiredAfter).toBeLessThan(count);
  });

  it('keeps a transaction alone on the connection while other queries wait', async () => {
    await sql`create table lock_probe (v int)`.execute(handle.db);
    const seen: number[] = [];
    const tx = handle.db.transaction().execute(async (trx) => {
      await sql`insert into lock_probe values (1)`.execute(trx);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const rows = await sql<{ c: number }>`select count(*)::int as c from lock_probe`.execute(trx);
      seen.push(rows.rows[0]!.c);
      await sql`insert into lock_probe values (2)`.execute(trx);
    });
    const outside = sql<{ c: number }>`select count(*)::int as c from lock_probe`
      .execute(handle.db)
      .then((r) => seen.push(r.rows[0]!.c));
    await Promise.all([tx, outside]);
    expect(seen).toEqual([1, 2]);
  });
});
