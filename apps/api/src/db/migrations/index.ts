import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation';
import * as m0002 from './0002_catalog';

/** Every migration, in order. Names are sorted by the migrator; never rename an applied one. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_catalog': m0002,
};
