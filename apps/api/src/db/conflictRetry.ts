/**
 * Transactions that PostgreSQL may roll back for a conflict of two writers, not for anything the
 * caller did: a deadlock (40P01) or a serialization failure (40001). A stock row's search trigger
 * (0007_search_summary) locks the plan's summary row of that day, so a change moving a booking from
 * one room type to another and a new booking of the second type can wait on each other; PostgreSQL
 * then aborts one of them whole. Running it again is safe (nothing of it was written) and answers
 * what the traveller asked instead of a 500.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

const ATTEMPTS = 4;

/** A deadlock or serialization failure: the transaction was rolled back and may run again. */
export function isConflictAbort(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

/** One transaction, run again (a few times, after a short random pause) when a conflict aborted it. */
export async function transactionRetried<T>(
  db: Kysely<Database>,
  work: (tx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isConflictAbort(error)) throw error;
      await sleep(5 + Math.floor(Math.random() * 20 * attempt));
    }
  }
}
