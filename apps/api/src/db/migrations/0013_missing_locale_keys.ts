import { sql, type Kysely } from 'kysely';

/**
 * Texts the browser asked for and did not find (spec §7 POST /locales/add/{lng}/{ns}; issue 16):
 * one row per language, namespace and key, counted, so translators see what is missing and how
 * often. Bounded by the service (services/missingLocales.ts: key and text lengths, rows in all).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table missing_locale_key (
      lang text not null,
      ns text not null,
      key text not null,
      fallback text not null,
      hits integer not null default 1,
      first_seen timestamptz not null default now(),
      last_seen timestamptz not null default now(),
      primary key (lang, ns, key)
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table missing_locale_key`.execute(db);
}
