/**
 * Kysely types of the coupon tables (migration 0003_coupons). They live beside the coupon service,
 * its only reader and writer, and are added to the catalog's Database type with `withCouponTables`.
 */
import type { ColumnType, JSONColumnType, Kysely } from 'kysely';

type DateColumn = ColumnType<string, string, string>;
type Json = JSONColumnType<Record<string, unknown>, string, string>;

export interface CouponTable {
  coupon_code: string;
  scope: 'general' | 'user';
  open_status: string;
  approve_status: string;
  target_system_grp_type: string;
  target_system_sub_grp_code: string | null;
  use_datetime_from: string | null;
  use_datetime_to: string | null;
  get_datetime_from: string | null;
  get_datetime_to: string | null;
  dep_date_from: DateColumn | null;
  dep_date_to: DateColumn | null;
  adt_use_allow_flag: string;
  chd_use_allow_flag: string;
  inf_use_allow_flag: string;
  tour_code: string | null;
  hotel_code: string | null;
  hotel_plan_code: string | null;
  rentacar_code: string | null;
  land_code: string | null;
  land_material_code: string | null;
  land_plan_code: string | null;
  area_code: string | null;
  dest_pref_code: string | null;
  sexes: string[];
  age_from: number | null;
  age_to: number | null;
  live_pref_codes: string[];
  max_use_count: number | null;
  /** Migration 0022: uses per member; null no cap. */
  max_use_per_user: number | null;
  doc: Json;
  doc_en: Json | null;
}

export interface CouponExcludeDateTable {
  coupon_code: string;
  dep_date_from: DateColumn;
  dep_date_to: DateColumn;
}

export interface UserCouponTable {
  user_coupon_key: string;
  user_id: string;
  coupon_code: string;
  dep_date: DateColumn | null;
  use_datetime_to: string | null;
  return_datetime: string | null;
  booking_number: string | null;
}

export interface CouponUseTable {
  coupon_code: string;
  use_count: number;
  /** Migration 0022: uses given back by cancellations. */
  returned_count: number;
}

/** Migration 0022: a member's live use count of a coupon. */
export interface CouponUserUseTable {
  coupon_code: string;
  user_id: string;
  use_count: number;
}

export interface CouponSettingTable {
  key: string;
  value: string;
}

// A type alias (not an interface): Kysely's withTables needs an index-signature-compatible record.
export type CouponTables = {
  coupon: CouponTable;
  coupon_exclude_date: CouponExcludeDateTable;
  user_coupon: UserCouponTable;
  coupon_use: CouponUseTable;
  coupon_user_use: CouponUserUseTable;
  coupon_setting: CouponSettingTable;
};

/** The database with the coupon tables. */
export function withCouponTables<DB>(db: Kysely<DB>): Kysely<DB & CouponTables> {
  return db.withTables<CouponTables>();
}
