import { sql, type Kysely } from 'kysely';

/**
 * Rental-car options (issue 18 item 2; rules in @tabiyori/domain rentacar/rentalOptions.ts):
 *
 * - rentacar_option: what each office offers (免責補償, child and junior seats, ETC card, snow
 *   tyres in season), its price rule as a RentalOptionDefinition document; option_id =
 *   `{office_code}-{option_code}`;
 * - rentacar_option_day: pieces left per day of the options an office keeps a limited number of
 *   (child and junior seats, snow tyres); a booking takes one row per day of the rental and piece,
 *   like rentacar_day, in the same transaction and lock order (booking_stock 'rentacar_option_day');
 * - rentacar_one_way: the office pairs a car may be returned between, with the fee (yen).
 *
 * The demo seed fills them (catalog/rentacarOptions.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table rentacar_option (
      option_id text primary key,
      office_code text not null references rentacar_office (office_code),
      option_code text not null,
      doc jsonb not null,
      unique (office_code, option_code)
    );

    create table rentacar_option_day (
      option_id text not null references rentacar_option (option_id),
      use_date date not null,
      stock integer not null check (stock >= 0),
      primary key (option_id, use_date)
    );

    create table rentacar_one_way (
      from_office_code text not null references rentacar_office (office_code),
      to_office_code text not null references rentacar_office (office_code),
      fee integer not null check (fee >= 0),
      primary key (from_office_code, to_office_code)
    );

    alter table booking_stock drop constraint booking_stock_stock_table_check;
    alter table booking_stock add constraint booking_stock_stock_table_check check (stock_table in
      ('room_day', 'tour_day', 'optional_day', 'rentacar_day', 'rentacar_option_day'));
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table booking_stock drop constraint booking_stock_stock_table_check;
    alter table booking_stock add constraint booking_stock_stock_table_check check (stock_table in
      ('room_day', 'tour_day', 'optional_day', 'rentacar_day'));
    drop table rentacar_one_way, rentacar_option_day, rentacar_option;
  `.execute(db);
}
