/**
 * The set-up booking test files share, on one database: before their tests a test API, the
 * catalog's today and two signed-up members, `alice` (the default session of the booking calls)
 * and `bob` (another member); the API closed after them. The fields are set by the suite's
 * beforeAll: read them inside tests and hooks. With the booking calls of bookingCalls (keys
 * `{keyPrefix}-…`).
 */
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseKind } from '../db/connection';
import { bookingCalls, signUp, type TestSession } from './accounts';
import { catalogToday, startTestApi, type TestApi } from './harness';

interface BookingSuite {
  api: TestApi;
  alice: TestSession;
  bob: TestSession;
  /** The catalog's today (YYYYMMDD). */
  today: string;
}

export function bookingSuite<Body>(kind: DatabaseKind, keyPrefix: string) {
  const suite = {} as BookingSuite;
  beforeAll(async () => {
    suite.api = await startTestApi(kind);
    suite.today = catalogToday();
    suite.alice = await signUp(suite.api);
    suite.bob = await signUp(suite.api);
  }, 120_000);
  afterAll(async () => {
    await suite.api?.close();
  });
  const calls = bookingCalls<Body>(
    () => suite.api,
    () => suite.alice,
    keyPrefix,
  );
  return Object.assign(suite, calls);
}
