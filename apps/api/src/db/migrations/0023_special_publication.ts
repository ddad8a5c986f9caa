import { sql, type Kysely } from 'kysely';

/**
 * Specials edited in the back office (issue 19 item 3) carry publication dates (Japan days,
 * inclusive; null = open-ended): travellers see a special, on the top page and at its own page, only
 * between them. The seeded specials have none, so they stay published as before.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table special add column publish_from date;
    alter table special add column publish_to date;
    alter table special add constraint special_publication_order
      check (publish_from is null or publish_to is null or publish_from <= publish_to);
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table special drop constraint special_publication_order;
    alter table special drop column publish_to;
    alter table special drop column publish_from;
  `.execute(db);
}
