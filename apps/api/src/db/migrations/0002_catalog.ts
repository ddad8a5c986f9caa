import { sql, type Kysely } from 'kysely';

/**
 * The catalog: reference data (the decoder's master data), areas, hotels with rooms and plans and
 * their daily prices and stock, tours with daily prices and stock, optional activities, rental cars
 * and specials.
 *
 * Searchable facts are columns (indexed from EXPLAIN ANALYZE of the real queries); the rest of each
 * entity is a jsonb `doc` that the detail calls return as it is. Prices are integer yen, tax included,
 * per adult; `prices[n]` is the price per adult at n people per room (0 = not sold for n). Stock is
 * kept per room type and night (room_day): every plan selling that room type draws on it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table reference_data (
      key text primary key,
      doc jsonb not null
    );

    create table area (
      code text primary key,
      level smallint not null check (level between 1 and 4),
      area1_code text not null,
      area2_code text,
      area3_code text,
      name_ja text not null,
      name_en text not null,
      kana text not null,
      romaji text not null,
      search_text text not null,
      lat double precision,
      lng double precision
    );

    create table hotel (
      hotel_id text primary key,
      area1_code text not null,
      area2_code text not null,
      area3_code text not null,
      area4_code text not null,
      hotel_type_code text not null,
      name_ja text not null,
      search_text text not null,
      kodawari text[] not null default '{}',
      item_codes text[] not null default '{}',
      popularity integer not null,
      recommend_score integer not null,
      base_price_from integer not null,
      -- Lowest ordinary-weekday price per adult over the plans, by people per room (min_prices[k]).
      min_prices integer[] not null default '{}',
      evaluation_score real,
      lat double precision,
      lng double precision,
      doc jsonb not null
    );
    create index hotel_area2_idx on hotel (area2_code);
    create index hotel_area3_idx on hotel (area3_code);
    create index hotel_area4_idx on hotel (area4_code);
    create index hotel_area1_idx on hotel (area1_code);
    create index hotel_kodawari_idx on hotel using gin (kodawari);

    create table room (
      room_id text primary key,
      hotel_id text not null references hotel (hotel_id),
      room_type_code text not null,
      capacity_min smallint not null,
      capacity_max smallint not null,
      extra_bed_max smallint not null,
      can_smoke boolean not null,
      doc jsonb not null
    );
    create index room_hotel_idx on room (hotel_id);

    create table plan (
      plan_id text primary key,
      hotel_id text not null references hotel (hotel_id),
      meal_type_code text not null,
      plan_group_code text not null,
      room_type_codes text[] not null,
      room_ids text[] not null,
      min_pax smallint not null,
      max_pax smallint not null,
      can_smoke boolean not null,
      stay_from date not null,
      stay_to date not null,
      booking_deadline_days smallint not null,
      -- Ordinary-weekday price per adult by people per room (base_prices[k]; 0 = not sold for k).
      base_prices integer[] not null,
      kodawari text[] not null default '{}',
      doc jsonb not null
    );
    create index plan_hotel_idx on plan (hotel_id);

    create table plan_day (
      plan_id text not null references plan (plan_id),
      stay_date date not null,
      prices integer[] not null,
      primary key (plan_id, stay_date)
    );

    -- Rooms of a room type left for a night: the inventory that plans sell and bookings take.
    create table room_day (
      room_id text not null references room (room_id),
      stay_date date not null,
      stock integer not null check (stock >= 0),
      primary key (room_id, stay_date)
    );

    create table tour (
      tour_id text primary key,
      tour_type text not null,
      approach_type text not null,
      trip_kind text not null,
      travel_days smallint not null,
      nights smallint not null,
      dep_area_code text not null,
      dep_airports text[] not null default '{}',
      dep_stations text[] not null default '{}',
      dep_generic_stations text[] not null default '{}',
      arr_codes text[] not null,
      kodawari text[] not null default '{}',
      keywords text[] not null default '{}',
      hotel_ids text[] not null default '{}',
      search_text text not null,
      name_ja text not null,
      popularity integer not null,
      recommend_score integer not null,
      doc jsonb not null
    );
    create index tour_arr_codes_idx on tour using gin (arr_codes);
    create index tour_dep_area_idx on tour (dep_area_code);

    create table tour_day (
      tour_id text not null references tour (tour_id),
      dep_date date not null,
      price_from integer not null,
      price_to integer not null,
      stock integer not null check (stock >= 0),
      primary key (tour_id, dep_date)
    );
    create index tour_day_date_idx on tour_day (dep_date, tour_id) include (price_from, price_to, stock);

    create table optional_activity (
      optional_id text primary key,
      optional_group_id text not null,
      area2_code text not null,
      area3_code text not null,
      category_code text not null,
      name_ja text not null,
      search_text text not null,
      price_person1 integer not null,
      capacity_per_day integer not null,
      doc jsonb not null
    );
    create index optional_area3_idx on optional_activity (area3_code);

    create table optional_day (
      optional_id text not null references optional_activity (optional_id),
      use_date date not null,
      stock integer not null check (stock >= 0),
      primary key (optional_id, use_date)
    );

    create table rentacar_office (
      office_code text primary key,
      area2_code text not null,
      area3_code text not null,
      doc jsonb not null
    );

    create table car_class (
      class_code text primary key,
      doc jsonb not null
    );

    create table rentacar (
      car_id text primary key,
      office_code text not null references rentacar_office (office_code),
      class_code text not null references car_class (class_code),
      fleet integer not null,
      price_24h integer not null,
      price_extra_day integer not null,
      doc jsonb not null
    );
    create index rentacar_office_idx on rentacar (office_code);

    create table rentacar_day (
      car_id text not null references rentacar (car_id),
      use_date date not null,
      stock integer not null check (stock >= 0),
      primary key (car_id, use_date)
    );

    create table special (
      special_code text primary key,
      target text not null,
      doc jsonb not null
    );
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop table special, rentacar_day, rentacar, car_class, rentacar_office, optional_day,
      optional_activity, tour_day, tour, room_day, plan_day, plan, room, hotel, area, reference_data;
  `.execute(db);
}
