/**
 * The password-hashing budget of this process (issue 13.4). Each log-in and sign-up costs one scrypt
 * run (32 MiB, 50–100 ms of a core; crypto/password.ts); unbounded, a flood of log-ins with made-up
 * e-mails took the machine's cores from every search and every other traveller. So:
 * - at most `hashConcurrency` hashes run at once (config.limits), the rest wait in a queue (p-limit);
 * - one client address holds at most `hashPerAddress` places (running or waiting): a single
 *   flooding client cannot fill the queue in front of another traveller's log-in;
 * - at most `hashQueue` calls wait in all (a flood from many addresses).
 * A call past a bound answers 429 RLE806 with Retry-After at once, before any hashing, so searches
 * keep their share of the machine. One budget per API instance.
 */
import pLimit, { type LimitFunction } from 'p-limit';
import type { App } from '../../app';
import { ApiFailure } from '../../errors';

interface Budget {
  limit: LimitFunction;
  /** Places (running or waiting) held per client address. */
  held: Map<string, number>;
}

const budgets = new WeakMap<App, Budget>();

function budgetOf(app: App): Budget {
  let budget = budgets.get(app);
  if (!budget) {
    budget = { limit: pLimit(app.ctx.config.limits.hashConcurrency), held: new Map() };
    budgets.set(app, budget);
  }
  return budget;
}

/** Runs `hashing` within the budget for `address`, or refuses at once with 429 RLE806. */
export async function withinHashBudget<T>(app: App, address: string, hashing: () => Promise<T>): Promise<T> {
  const { limit, held } = budgetOf(app);
  const mine = held.get(address) ?? 0;
  const { hashPerAddress, hashQueue } = app.ctx.config.limits;
  if (mine >= hashPerAddress || limit.pendingCount >= hashQueue) {
    throw new ApiFailure(429, 'RLE806', 'too many requests; try again later', 1);
  }
  held.set(address, mine + 1);
  try {
    return await limit(hashing);
  } finally {
    const left = (held.get(address) ?? 1) - 1;
    if (left > 0) held.set(address, left);
    else held.delete(address);
  }
}
