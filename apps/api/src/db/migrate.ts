/**
 * Versioned migrations, kept in the repo and applied in order at start-up (Kysely's Migrator keeps
 * the applied list in its own table and takes a lock, so two API processes starting together on one
 * PostgreSQL server do not both apply a migration). Unordered migrations are allowed: features
 * developed side by side land with numbers in any order, and a database that already applied a later
 * one still takes an earlier one that lands after it.
 */
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { migrations } from './migrations';

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new StaticProvider(), allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
