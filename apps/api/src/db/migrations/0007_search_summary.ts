import { sql, type Kysely } from 'kysely';
import { fillSearchSummary } from '../searchSummary';

/**
 * The hotel search's summary table (issue 3; db/searchSummary.ts says what it holds and how it stays
 * exact). On the large catalog (10,000 hotels, 40,079 plans, 6.3 M plan days) the search of a
 * prefecture and night read 1,717 plans through per-plan index lookups into plan_day and room_day
 * (0.85 s on PGlite); with this table it is one range scan of (stay_date, area2_code).
 *
 * The stock trigger first locks the summary rows it will rewrite (in plan order), then recomputes
 * them: under READ COMMITTED the recomputing statement takes its snapshot after the lock is granted,
 * so two bookings of different rooms of one plan and night never leave a stale maximum behind.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table plan_search_day (
      stay_date date not null,
      area2_code text not null,
      hotel_id text not null,
      plan_id text not null references plan (plan_id),
      min_nights smallint not null,
      booking_deadline_days smallint not null,
      prices integer[] not null,
      stock integer not null,
      primary key (plan_id, stay_date)
    );
    create index plan_search_day_area_idx on plan_search_day (stay_date, area2_code);

    create function plan_search_day_room_stock() returns trigger language plpgsql as $$
    begin
      perform 1 from plan_search_day s join plan p on p.plan_id = s.plan_id
        where s.stay_date = new.stay_date
          and p.hotel_id = (select r.hotel_id from room r where r.room_id = new.room_id)
          and new.room_id = any(p.room_ids)
        order by s.plan_id
        for update of s;
      update plan_search_day s
        set stock = coalesce((
          select max(rd.stock) from room_day rd where rd.room_id = any(p.room_ids) and rd.stay_date = s.stay_date
        ), 0)
        from plan p
        where p.plan_id = s.plan_id and s.stay_date = new.stay_date
          and p.hotel_id = (select r.hotel_id from room r where r.room_id = new.room_id)
          and new.room_id = any(p.room_ids);
      return null;
    end $$;
    create trigger room_day_search_stock after update of stock on room_day
      for each row when (new.stock is distinct from old.stock)
      execute function plan_search_day_room_stock();

    create function plan_search_day_prices() returns trigger language plpgsql as $$
    begin
      update plan_search_day set prices = new.prices
        where plan_id = new.plan_id and stay_date = new.stay_date;
      return null;
    end $$;
    create trigger plan_day_search_prices after update of prices on plan_day
      for each row when (new.prices is distinct from old.prices)
      execute function plan_search_day_prices();
  `.execute(db);
  await fillSearchSummary(db);
  await sql`analyze plan_search_day`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop trigger plan_day_search_prices on plan_day;
    drop function plan_search_day_prices();
    drop trigger room_day_search_stock on room_day;
    drop function plan_search_day_room_stock();
    drop table plan_search_day;
  `.execute(db);
}
