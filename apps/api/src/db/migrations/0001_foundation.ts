import { sql, type Kysely } from 'kysely';

/** schema_info: facts about this database, e.g. which catalog (scale, seed, generated on) it holds. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table schema_info (key text primary key, value text not null)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table schema_info`.execute(db);
}
