import { sql, type Kysely } from 'kysely';

/**
 * The coupon service's tables (SPEC.md §3 Coupon / User coupon, §7 CouponList / UserCouponList).
 *
 * - coupon: one coupon definition. `doc` is the raw service row answered as it is in
 *   Result.CouponList / CouponInformation (PascalCase, Japanese texts); `doc_en` holds the English
 *   CouponName / Remarks merged over it for LangCode en_US. Every field the service filters on is a
 *   column, written from the doc by couponService/couponRecords.ts (the one writer).
 *   `scope` 'general' coupons are listed by CouponList; 'user' coupons only reach a user through
 *   user_coupon (a general coupon may be handed to a user too: the user's copy overrides it).
 *   Nullable filter columns mean "no restriction"; empty arrays likewise.
 *   Time stamps are Japan wall-clock `YYYYMMDDHHmmss` text (the service's wire format, compared as
 *   fixed-width strings; `…_from` is the first second, `…_to` the last second covered).
 *   targetSystemGrpType codes (our table, reconciled with the spec's default '3' for the tour app
 *   and the domain's '4' for land optionals): '3' domestic travel (tour, dp, yado; the tour type in
 *   target_system_sub_grp_code narrows it), '4' land optional, '5' car rental.
 * - coupon_exclude_date: excluded departure ranges (inclusive).
 * - user_coupon: a coupon held by a user, with the stamps the caller's drop rules read (spec §5).
 * - coupon_use: how many bookings used a coupon, against max_use_count (a total cap, 先着N回).
 * - coupon_setting: switches read per request ('service.maintenance' = '1' answers '9998';
 *   'discount.lowerLimitPrice' = yen, spec §5 lowerLimitPrice).
 * - coupon_data_version: bumped by statement triggers on every change to the tables above; with the
 *   latest usage / distribution window boundary already passed it makes the service's ETag, so a
 *   caller can revalidate a cached answer (If-None-Match → 304) instead of reading it again.
 *
 * Indexes follow the service's filters: CouponList reads general coupons of one group by status;
 * UserCouponList reads one user's coupons.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table coupon (
      coupon_code text primary key,
      scope text not null default 'general' check (scope in ('general', 'user')),
      open_status text not null,
      approve_status text not null default '1',
      target_system_grp_type text not null,
      target_system_sub_grp_code text,
      use_datetime_from text check (use_datetime_from ~ '^[0-9]{14}$'),
      use_datetime_to text check (use_datetime_to ~ '^[0-9]{14}$'),
      get_datetime_from text check (get_datetime_from ~ '^[0-9]{14}$'),
      get_datetime_to text check (get_datetime_to ~ '^[0-9]{14}$'),
      dep_date_from date,
      dep_date_to date,
      adt_use_allow_flag text not null default '0',
      chd_use_allow_flag text not null default '0',
      inf_use_allow_flag text not null default '0',
      tour_code text,
      hotel_code text,
      hotel_plan_code text,
      rentacar_code text,
      land_code text,
      land_material_code text,
      land_plan_code text,
      area_code text,
      dest_pref_code text,
      sexes text[] not null default '{}',
      age_from smallint,
      age_to smallint,
      live_pref_codes text[] not null default '{}',
      max_use_count integer,
      doc jsonb not null,
      doc_en jsonb
    );
    create index coupon_list_idx on coupon (target_system_grp_type, scope, open_status, approve_status);

    create table coupon_exclude_date (
      coupon_code text not null references coupon (coupon_code) on delete cascade,
      dep_date_from date not null,
      dep_date_to date not null
    );
    create index coupon_exclude_date_coupon_idx on coupon_exclude_date (coupon_code);

    create table user_coupon (
      user_coupon_key text primary key,
      user_id text not null,
      coupon_code text not null references coupon (coupon_code) on delete cascade,
      dep_date date,
      use_datetime_to text check (use_datetime_to ~ '^([0-9]{8}|[0-9]{12}|[0-9]{14})$'),
      return_datetime text,
      booking_number text
    );
    create index user_coupon_user_idx on user_coupon (user_id);
    create index user_coupon_coupon_idx on user_coupon (coupon_code);

    create table coupon_use (
      coupon_code text primary key references coupon (coupon_code) on delete cascade,
      use_count integer not null default 0 check (use_count >= 0)
    );

    create table coupon_setting (
      key text primary key,
      value text not null
    );

    -- Cache validation: every change to the coupon tables bumps the version (statement triggers),
    -- and the latest window boundary passed (indexed maxima) tells when time changed an answer.
    create table coupon_data_version (
      id boolean primary key default true check (id),
      version bigint not null
    );
    insert into coupon_data_version (id, version) values (true, 1);
    create function coupon_data_touch() returns trigger language plpgsql as $$
    begin
      update coupon_data_version set version = version + 1 where id;
      return null;
    end;
    $$;
    create trigger coupon_touch after insert or update or delete or truncate on coupon
      for each statement execute function coupon_data_touch();
    create trigger coupon_exclude_date_touch after insert or update or delete or truncate on coupon_exclude_date
      for each statement execute function coupon_data_touch();
    create trigger user_coupon_touch after insert or update or delete or truncate on user_coupon
      for each statement execute function coupon_data_touch();
    create trigger coupon_use_touch after insert or update or delete or truncate on coupon_use
      for each statement execute function coupon_data_touch();
    create trigger coupon_setting_touch after insert or update or delete or truncate on coupon_setting
      for each statement execute function coupon_data_touch();
    create index coupon_use_from_idx on coupon (use_datetime_from);
    create index coupon_use_to_idx on coupon (use_datetime_to);
    create index coupon_get_from_idx on coupon (get_datetime_from);
    create index coupon_get_to_idx on coupon (get_datetime_to);
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop table coupon_data_version;
    drop table coupon_setting;
    drop table coupon_use;
    drop table user_coupon;
    drop table coupon_exclude_date;
    drop table coupon;
    drop function coupon_data_touch();
  `.execute(db);
}
