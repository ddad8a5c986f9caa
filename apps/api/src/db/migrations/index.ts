import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation';

/** Every migration, in order. Names are sorted by the migrator; never rename an applied one. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
};
