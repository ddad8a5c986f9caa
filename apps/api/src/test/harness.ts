/**
 * Test harness: a real API over real HTTP on a real database, either embedded PGlite or the
 * PostgreSQL server started by globalSetup (each call gets a database of its own).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { App } from '../app';
import { loadConfig } from '../config';
import { openPGlite, openPostgres, type DatabaseHandle, type DatabaseKind } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { buildServer } from '../server';
import { RAISED_LIMITS_ENV } from './limits';
import { createDatabase } from './postgresServer';
import { TEMPLATE_DATABASE } from './testCatalog';

export const DATABASE_KINDS: DatabaseKind[] = ['pglite', 'postgres'];

export interface TestApi {
  kind: DatabaseKind;
  baseUrl: string;
  app: App;
  handle: DatabaseHandle;
  get(path: string): Promise<{ status: number; body: unknown; headers: Headers }>;
  close(): Promise<void>;
}

export interface TestApiOptions {
  /** Start from the seeded demo catalog (default) or from an empty, migrated database. */
  seeded?: boolean;
  /**
   * Environment variables of the API's configuration (config.ts), e.g. TRUST_PROXY. They add to
   * RAISED_LIMITS_ENV (test/limits.ts) unless `productionLimits` is set.
   */
  env?: NodeJS.ProcessEnv;
  /** Keep the production defaults of the abuse limits (rate limits, log-in delays, hash budget). */
  productionLimits?: boolean;
}

/**
 * A fresh database of the kind. `seeded` (the default) starts from the demo catalog seeded by
 * globalSetup (a PostgreSQL template copy, or the PGlite image); otherwise it is empty.
 */
export async function openTestDatabase(kind: DatabaseKind, seeded = true): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    return seeded
      ? openPGlite('memory://', new Blob([readFileSync(inject('pgliteImage'))]))
      : openPGlite('memory://');
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  return openPostgres(
    await createDatabase(inject('postgresUrl'), name, seeded ? TEMPLATE_DATABASE : undefined),
    4,
  );
}

/** Japan's today as the test catalog was seeded (prices and stock start here). */
export const catalogToday = (): string => inject('catalogToday');

/** A wire day `YYYYMMDD` as SQL's `YYYY-MM-DD`, for queries that set up or read test data. */
export const isoDay = (ymd: string): string => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;

/** The API listening on a free port of 127.0.0.1: its base URL. */
export async function listenForTests(app: App): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return `http://127.0.0.1:${port}`;
}

/** An answer's body: its JSON, or its text when it is not JSON. */
export async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function startTestApi(kind: DatabaseKind, options: TestApiOptions = {}): Promise<TestApi> {
  const handle = await openTestDatabase(kind, options.seeded ?? true);
  await migrateToLatest(handle.db);
  const env = { ...(options.productionLimits ? {} : RAISED_LIMITS_ENV), ...options.env };
  const config = { ...loadConfig(env), dataDir: 'memory://' };
  const app = await buildServer({ db: handle.db, dbKind: handle.kind, config });
  const baseUrl = await listenForTests(app);
  return {
    kind,
    baseUrl,
    app,
    handle,
    async get(path: string) {
      const res = await fetch(baseUrl + path);
      return { status: res.status, body: await readBody(res), headers: res.headers };
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
