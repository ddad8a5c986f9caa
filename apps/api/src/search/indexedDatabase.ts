/**
 * Test support for the search index's tests (issue 15): a test database of one kind, migrated and
 * seeded, with its search index built, opened before the suite's tests and closed after them.
 * Call it inside a `describe`; read the fields in the tests (they are set by `beforeAll`).
 */
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import type { DatabaseKind } from '../db/connection';
import { catalogToday, openTestDatabase } from '../test/harness';
import { buildServer } from '../server';
import { startSearchIndex, type SearchIndex } from './searchIndex';

export interface IndexedDatabase {
  handle: DatabaseHandle;
  index: SearchIndex;
  /** The catalog's today (YYYYMMDD). */
  today: string;
}

export function indexedDatabase(kind: DatabaseKind): IndexedDatabase {
  const suite = {} as IndexedDatabase;
  beforeAll(async () => {
    suite.handle = await openTestDatabase(kind);
    await migrateToLatest(suite.handle.db);
    suite.today = catalogToday();
    suite.index = startSearchIndex(suite.handle.db);
    await suite.index.started;
  });
  afterAll(async () => {
    await suite.index?.stop();
    await suite.handle?.close();
  });
  return suite;
}

/** {@link indexedDatabase} with the API built on it (Fastify inject), closed after the suite. */
export function indexedApp(kind: DatabaseKind): IndexedDatabase & { app: App } {
  const suite = indexedDatabase(kind) as IndexedDatabase & { app: App };
  beforeAll(async () => {
    const config = { ...loadConfig({}), dataDir: 'memory://' };
    suite.app = await buildServer({ db: suite.handle.db, dbKind: suite.handle.kind, config });
  }, 120_000);
  afterAll(async () => {
    await suite.app?.close();
  });
  return suite;
}
