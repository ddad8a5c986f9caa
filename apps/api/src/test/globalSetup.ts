/**
 * Once per API test run: starts a real PostgreSQL server (Debian's binaries) and seeds the demo
 * catalog twice, into a PostgreSQL template database and into a PGlite image, so that every test file
 * gets a fresh, seeded database of either kind in about a second.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { japanToday } from '@tabiyori/domain';
import { openPGlite, openPostgres, type DatabaseHandle } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { ensureCatalog } from '../db/seed/catalogLoader';
import { createDatabase, startPostgres, type PostgresServer } from './postgresServer';
import { TEMPLATE_DATABASE, TEST_CATALOG } from './testCatalog';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    pgliteImage: string;
    catalogToday: string;
  }
}

let server: PostgresServer | undefined;
let tmp: string | undefined;

async function seed(handle: DatabaseHandle, today: string): Promise<void> {
  await migrateToLatest(handle.db);
  await ensureCatalog(handle, { ...TEST_CATALOG, today });
}

export async function setup(project: TestProject): Promise<void> {
  const today = japanToday();
  tmp = mkdtempSync(path.join(os.tmpdir(), 'tabiyori-api-test-'));
  server = await startPostgres();

  const pgHandle = await openPostgres(await createDatabase(server.url, TEMPLATE_DATABASE), 2);
  await seed(pgHandle, today);
  await pgHandle.close();

  const liteDir = path.join(tmp, 'pglite');
  const lite = await openPGlite(liteDir);
  await seed(lite, today);
  await lite.close();
  const reopened = await PGlite.create(liteDir);
  const image = await reopened.dumpDataDir('none');
  await reopened.close();
  const imagePath = path.join(tmp, 'catalog.tar');
  writeFileSync(imagePath, Buffer.from(await image.arrayBuffer()));

  project.provide('postgresUrl', server.url);
  project.provide('pgliteImage', imagePath);
  project.provide('catalogToday', today);
}

export async function teardown(): Promise<void> {
  await server?.stop();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
}
