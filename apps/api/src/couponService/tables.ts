/**
 * Kysely type of the coupon table (migration 0003_coupons), beside the coupon service, its only reader
 * and writer (the other coupon tables are read and written by SQL of their own).
 */
import type { ColumnType, JSONColumnType } from 'kysely';

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
