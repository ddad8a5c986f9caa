import { sql, type Kysely } from 'kysely';

/**
 * The search index's change feed (issue 15; apps/api/src/search/README.md): every committed write to
 * a stock or price table records, in the same transaction, which rows changed (kind, item id and the
 * day range), under a sequence number, and wakes listeners with NOTIFY search_changes. Triggers do
 * it, so every writer is covered without knowing about the index: bookings, cancellations, expiry,
 * the payment-deadline job, operator edits, seeding and hand-written SQL alike.
 *
 * Statement-level triggers with transition tables: one change row per item and statement (a seed
 * batch of 20,000 plan days is one grouped insert), never one per row.
 */
const TABLES: { table: string; kind: string; id: string; day?: string }[] = [
  { table: 'hotel', kind: 'hotel', id: 'hotel_id' },
  { table: 'plan', kind: 'plan', id: 'plan_id' },
  { table: 'plan_day', kind: 'plan_day', id: 'plan_id', day: 'stay_date' },
  { table: 'room_day', kind: 'room_day', id: 'room_id', day: 'stay_date' },
  { table: 'tour', kind: 'tour', id: 'tour_id' },
  { table: 'tour_day', kind: 'tour_day', id: 'tour_id', day: 'dep_date' },
  { table: 'optional_activity', kind: 'optional', id: 'optional_id' },
  { table: 'optional_day', kind: 'optional_day', id: 'optional_id', day: 'use_date' },
  { table: 'rentacar', kind: 'rentacar', id: 'car_id' },
  { table: 'rentacar_day', kind: 'rentacar_day', id: 'car_id', day: 'use_date' },
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table search_changes (
      seq bigserial primary key,
      kind text not null,
      item_id text not null,
      day_from date,
      day_to date,
      at timestamptz not null default now()
    );
    create index search_changes_at_idx on search_changes (at);
  `.execute(db);
  for (const { table, kind, id, day } of TABLES) {
    const days = day ? `min(${day}), max(${day})` : 'null::date, null::date';
    // Each function reads the statement's transition table `changed` (new rows on insert and
    // update, old rows on delete; an update moving a key records the new key's range only, and no
    // writer of ours moves one).
    await sql
      .raw(
        `
      create function search_changes_${table}() returns trigger language plpgsql as $$
      begin
        insert into search_changes (kind, item_id, day_from, day_to)
          select '${kind}', ${id}, ${days} from changed group by ${id};
        if found then perform pg_notify('search_changes', ''); end if;
        return null;
      end $$;
      create trigger ${table}_search_changes_ins after insert on ${table}
        referencing new table as changed for each statement execute function search_changes_${table}();
      create trigger ${table}_search_changes_upd after update on ${table}
        referencing new table as changed for each statement execute function search_changes_${table}();
      create trigger ${table}_search_changes_del after delete on ${table}
        referencing old table as changed for each statement execute function search_changes_${table}();
    `,
      )
      .execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const { table } of TABLES) {
    await sql
      .raw(
        `drop trigger ${table}_search_changes_ins on ${table};
         drop trigger ${table}_search_changes_upd on ${table};
         drop trigger ${table}_search_changes_del on ${table};
         drop function search_changes_${table}();`,
      )
      .execute(db);
  }
  await sql`drop table search_changes`.execute(db);
}
