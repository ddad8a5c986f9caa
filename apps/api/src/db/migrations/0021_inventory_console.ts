import { sql, type Kysely } from 'kysely';

/**
 * Stop and resume sale in the back office's inventory (issue 19 item 5).
 *
 * Every stock table (room_day, tour_day, optional_day, rentacar_day) gets `stop_held`: null while the
 * day is on sale; while sale is stopped, the stock left to sell is held there and `stock` reads 0. So
 * every reader (both search paths, the search index, plan_search_day, the booking's `stock >= n`
 * update) sees a stopped day as sold out without knowing about stopping, and nothing can book it.
 *
 * While a day is stopped, a change of `stock` by anyone else (a cancellation giving a room back, a
 * booking change) lands in `stop_held` instead (a BEFORE UPDATE trigger), so a cancellation never
 * reopens a stopped day and resuming gives back exactly what is left to sell. Stopping
 * (stop_held null → the stock, stock → 0) and resuming (stock → stop_held, stop_held → null) are the
 * only writes that change stop_held's nullness; the console's service makes them.
 */
const TABLES = ['room_day', 'tour_day', 'optional_day', 'rentacar_day'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function stock_day_hold_while_stopped() returns trigger language plpgsql as $$
    begin
      if old.stop_held is not null and new.stop_held is not null
         and new.stop_held = old.stop_held and new.stock <> old.stock then
        new.stop_held := old.stop_held + (new.stock - old.stock);
        new.stock := old.stock;
      end if;
      return new;
    end $$;
  `.execute(db);
  for (const table of TABLES) {
    await sql
      .raw(
        `alter table ${table} add column stop_held integer check (stop_held >= 0);
         create trigger ${table}_hold_while_stopped before update of stock on ${table}
           for each row execute function stock_day_hold_while_stopped();`,
      )
      .execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await sql
      .raw(
        `drop trigger ${table}_hold_while_stopped on ${table};
         update ${table} set stock = stop_held where stop_held is not null;
         alter table ${table} drop column stop_held;`,
      )
      .execute(db);
  }
  await sql`drop function stock_day_hold_while_stopped()`.execute(db);
}
