/**
 * Starts one real PostgreSQL server for the API test run (from the machine's Debian binaries) and
 * hands its URL to the test files, which each create their own databases on it.
 */
import type { TestProject } from 'vitest/node';
import { startPostgres, type PostgresServer } from './postgresServer';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

let server: PostgresServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  server = await startPostgres();
  project.provide('postgresUrl', server.url);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}
