/**
 * Starts the whole site once for the browser journeys: a real PostgreSQL server (so tests can set
 * up situations such as a maintenance window directly in the database), the API on it (migrated and
 * seeded on start, as `npm start` does, with the back office's first admin from OPERATOR_EMAIL and
 * OPERATOR_PASSWORD), and the web's production build.
 */
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { createDatabase, startPostgres, type PostgresServer } from '@tabiyori/api/testing/postgres';
import { startStack, type Stack } from './stack';

declare module 'vitest' {
  export interface ProvidedContext {
    webUrl: string;
    apiUrl: string;
    databaseUrl: string;
    operatorEmail: string;
    operatorPassword: string;
  }
}

let postgres: PostgresServer | undefined;
let stack: Stack | undefined;

export async function setup(project: TestProject): Promise<void> {
  postgres = await startPostgres();
  const databaseUrl = await createDatabase(postgres.url, 'tabiyori_e2e');
  // The first admin of the back office, as `npm start` creates it (a fresh password each run).
  const operatorEmail = 'e2e-admin@example.jp';
  const operatorPassword = `e2e-${randomBytes(12).toString('hex')}`;
  stack = await startStack({
    DATABASE_URL: databaseUrl,
    MAINTENANCE_CACHE_MS: '0',
    DECODER_CACHE_MS: '0',
    // Journeys change data and look at it at once; searchCache.e2e.ts runs a web with the caches on.
    WEB_CACHE: 'off',
    OPERATOR_EMAIL: operatorEmail,
    OPERATOR_PASSWORD: operatorPassword,
    // A partner host /jump/hotel may send a visitor to (hotels.e2e.ts: affiliate links).
    JUMP_ALLOWED_HOSTS: 'partner.example',
  });
  project.provide('operatorEmail', operatorEmail);
  project.provide('operatorPassword', operatorPassword);
  project.provide('webUrl', stack.webUrl);
  project.provide('apiUrl', stack.apiUrl);
  project.provide('databaseUrl', databaseUrl);
}

export async function teardown(): Promise<void> {
  await stack?.stop();
  await postgres?.stop();
}
