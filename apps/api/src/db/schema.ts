/**
 * Kysely table types, one interface per table. Column names are the SQL (snake_case) names; services
 * map them to the spec's names. `date` columns read as 'YYYY-MM-DD' strings (see connection.ts).
 */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = JSONColumnType<any, string, string>;
type DateColumn = ColumnType<string, string, string>;

export interface SchemaInfoTable {
  key: string;
  value: string;
}

export interface ReferenceDataTable {
  key: string;
  doc: Doc;
}

export interface AreaTable {
  code: string;
  level: number;
  area1_code: string;
  area2_code: string | null;
  area3_code: string | null;
  name_ja: string;
  name_en: string;
  kana: string;
  romaji: string;
  search_text: string;
  lat: number | null;
  lng: number | null;
}

export interface HotelTable {
  hotel_id: string;
  area1_code: string;
  area2_code: string;
  area3_code: string;
  area4_code: string;
  hotel_type_code: string;
  name_ja: string;
  search_text: string;
  kodawari: string[];
  item_codes: string[];
  popularity: number;
  recommend_score: number;
  base_price_from: number;
  min_prices: number[];
  evaluation_score: number | null;
  lat: number | null;
  lng: number | null;
  doc: Doc;
}

export interface RoomTable {
  room_id: string;
  hotel_id: string;
  room_type_code: string;
  capacity_min: number;
  capacity_max: number;
  extra_bed_max: number;
  can_smoke: boolean;
  doc: Doc;
}

export interface PlanTable {
  plan_id: string;
  hotel_id: string;
  meal_type_code: string;
  plan_group_code: string;
  room_type_codes: string[];
  room_ids: string[];
  min_pax: number;
  max_pax: number;
  can_smoke: boolean;
  stay_from: DateColumn;
  stay_to: DateColumn;
  booking_deadline_days: number;
  base_prices: number[];
  kodawari: string[];
  doc: Doc;
}

/** The hotel search's summary, one row per plan and night on sale (db/searchSummary.ts). */
export interface PlanSearchDayTable {
  stay_date: DateColumn;
  area2_code: string;
  hotel_id: string;
  plan_id: string;
  min_nights: number;
  booking_deadline_days: number;
  prices: number[];
  /** The most rooms left of any one of the plan's rooms that night. */
  stock: number;
}

/** The search index's change feed (migration 0009, apps/api/src/search/README.md). */
export interface SearchChangesTable {
  seq: Generated<number>;
  kind: string;
  item_id: string;
  day_from: DateColumn | null;
  day_to: DateColumn | null;
  at: ColumnType<Date, Date | string | undefined, never>;
}

export interface PlanDayTable {
  plan_id: string;
  stay_date: DateColumn;
  prices: number[];
}

export interface RoomDayTable {
  room_id: string;
  stay_date: DateColumn;
  stock: number;
  /** Sale stopped: the stock left to sell, held while `stock` reads 0 (migration 0021); null on sale. */
  stop_held: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface TourTable {
  tour_id: string;
  tour_type: string;
  approach_type: string;
  trip_kind: string;
  travel_days: number;
  nights: number;
  dep_area_code: string;
  dep_airports: string[];
  dep_stations: string[];
  dep_generic_stations: string[];
  arr_codes: string[];
  kodawari: string[];
  keywords: string[];
  hotel_ids: string[];
  search_text: string;
  name_ja: string;
  popularity: number;
  recommend_score: number;
  doc: Doc;
}

export interface TourDayTable {
  tour_id: string;
  dep_date: DateColumn;
  price_from: number;
  price_to: number;
  stock: number;
  /** Sale stopped: the stock left to sell, held while `stock` reads 0 (migration 0021); null on sale. */
  stop_held: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface OptionalActivityTable {
  optional_id: string;
  optional_group_id: string;
  area2_code: string;
  area3_code: string;
  category_code: string;
  name_ja: string;
  search_text: string;
  price_person1: number;
  capacity_per_day: number;
  doc: Doc;
}

export interface OptionalDayTable {
  optional_id: string;
  use_date: DateColumn;
  stock: number;
  /** Sale stopped: the stock left to sell, held while `stock` reads 0 (migration 0021); null on sale. */
  stop_held: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface RentacarOfficeTable {
  office_code: string;
  area2_code: string;
  area3_code: string;
  doc: Doc;
}

export interface CarClassTable {
  class_code: string;
  doc: Doc;
}

export interface RentacarTable {
  car_id: string;
  office_code: string;
  class_code: string;
  fleet: number;
  price_24h: number;
  price_extra_day: number;
  doc: Doc;
}

export interface RentacarDayTable {
  car_id: string;
  use_date: DateColumn;
  stock: number;
  /** Sale stopped: the stock left to sell, held while `stock` reads 0 (migration 0021); null on sale. */
  stop_held: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Migration 0031: the options an office offers (doc: the domain's RentalOptionDefinition). */
export interface RentacarOptionTable {
  option_id: string;
  office_code: string;
  option_code: string;
  doc: Doc;
}

/** Migration 0031: pieces left per day of an office's limited options (seats, snow tyres). */
export interface RentacarOptionDayTable {
  option_id: string;
  use_date: DateColumn;
  stock: number;
}

/** Migration 0031: the office pairs a car may be returned between, and the fee (yen). */
export interface RentacarOneWayTable {
  from_office_code: string;
  to_office_code: string;
  fee: number;
}

export interface SpecialTable {
  special_code: string;
  target: string;
  doc: Doc;
  /** Published from / to (Japan days, inclusive; null open-ended; migration 0023). */
  publish_from: ColumnType<string | null, string | null | undefined, string | null>;
  publish_to: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AppUserTable {
  id: string;
  email: string;
  password_hash: string;
  family_name: string | null;
  given_name: string | null;
  family_name_kana: string | null;
  given_name_kana: string | null;
  phone: string | null;
  /** Coupon condition codes: '1' male, '2' female. */
  gender: '1' | '2' | null;
  birth_date: ColumnType<string | null, string | null | undefined, string | null>;
  live_pref_code: string | null;
  role: ColumnType<'traveller' | 'operator', 'traveller' | 'operator' | undefined, 'traveller' | 'operator'>;
  /** Operators only (migration 0011): 'admin' | 'sales' | 'support'; a trigger keeps it with role. */
  operator_role: ColumnType<OperatorRole | null, OperatorRole | null | undefined, OperatorRole | null>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  /** Issue 17 (0010): when the e-mail address was verified. */
  email_verified_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export type OperatorRole = 'admin' | 'sales' | 'support';

/** Append-only (a trigger refuses UPDATE and DELETE): every change made in the back office. */
export interface OperatorAuditTable {
  audit_id: Generated<number>;
  at: ColumnType<Date, Date | string | undefined, never>;
  actor_id: string;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
}

/** Append-only internal notes of support on a booking. */
export interface BookingNoteTable {
  note_id: Generated<number>;
  booking_id: number;
  author_id: string;
  author_email: string;
  body: string;
  at: ColumnType<Date, Date | string | undefined, never>;
}

export interface UserSessionTable {
  /** sha-256 hex of the cookie token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  csrf_token: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface LoginThrottleTable {
  key: string;
  failures: number;
  window_start: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Migration 0008: the rate-limit store (plugins/rateLimit.ts). */
export interface RateLimitHitTable {
  key: string;
  hits: number;
  window_end: ColumnType<Date, Date | string, Date | string>;
}

/** Migration 0008: failed log-ins per account (services/auth/accountThrottle.ts). */
export interface LoginAccountThrottleTable {
  key: string;
  failures: number;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface FavoriteTable {
  favorite_id: Generated<number>;
  user_id: string;
  lang: 'ja' | 'en';
  kind: 'tour' | 'hotel' | 'search';
  item_key: string;
  summary: JSONColumnType<Record<string, unknown> | null, string | null, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface BookingTable {
  booking_id: Generated<number>;
  booking_number: string;
  user_id: string;
  kind: 'tour' | 'yado' | 'dp' | 'optional' | 'rentacar';
  tour_id: string | null;
  hotel_id: string | null;
  plan_id: string | null;
  room_id: string | null;
  optional_id: string | null;
  car_id: string | null;
  product_name: string;
  start_date: DateColumn;
  end_date: DateColumn;
  nights: number;
  party: Doc;
  travellers: Doc;
  price_rows: Doc;
  total: number;
  coupon_code: string | null;
  user_coupon_key: string | null;
  coupon_discount: number;
  paid_total: number;
  cancellation_policy: Doc;
  /** 0012: a tour's choices (schemas/bookingChoices.ts TourChoicesView); null for other kinds. */
  choices: ColumnType<unknown, string | null | undefined, string | null>;
  status: ColumnType<
    'confirmed' | 'cancelled',
    'confirmed' | 'cancelled' | undefined,
    'confirmed' | 'cancelled'
  >;
  cancellation_charge: number | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  cancelled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Issue 17 (0010): how it is paid, 入金待ち/入金済み, the bank-transfer deadline, the mail language. */
  payment_method: ColumnType<
    'onsite' | 'bank_transfer',
    'onsite' | 'bank_transfer' | undefined,
    'onsite' | 'bank_transfer'
  >;
  payment_status: ColumnType<
    'onsite' | 'awaiting' | 'paid',
    'onsite' | 'awaiting' | 'paid' | undefined,
    'onsite' | 'awaiting' | 'paid'
  >;
  payment_deadline: ColumnType<string | null, string | null | undefined, string | null>;
  paid_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  paid_by: string | null;
  lang: ColumnType<'ja' | 'en', 'ja' | 'en' | undefined, 'ja' | 'en'>;
  cancel_reason: ColumnType<
    'traveller' | 'payment_deadline' | null,
    'traveller' | 'payment_deadline' | null | undefined,
    'traveller' | 'payment_deadline' | null
  >;
}

export interface BookingStockTable {
  booking_id: number;
  stock_table: 'room_day' | 'tour_day' | 'optional_day' | 'rentacar_day' | 'rentacar_option_day';
  item_id: string;
  stock_date: DateColumn;
  quantity: number;
}

/** Migration 0027: one traveller's change of a booking (before and after), with its Idempotency-Key. */
export interface BookingChangeTable {
  change_id: Generated<number>;
  booking_id: number;
  user_id: string;
  idempotency_key: string;
  request_hash: string;
  before: ColumnType<unknown, string | undefined, string>;
  after: ColumnType<unknown, string | undefined, string>;
  difference: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** Migration 0022: each coupon a booking used, in the order it applied, with its discount. */
export interface BookingCouponTable {
  booking_id: number;
  position: number;
  coupon_code: string;
  user_coupon_key: string | null;
  discount: number;
}

export interface IdempotencyKeyTable {
  user_id: string;
  key: string;
  request_hash: string;
  booking_number: string | null;
  response_status: number | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** Issue 17 (0010): e-mails to send, written in the transaction of the change they report. */
export interface MailOutboxTable {
  mail_id: Generated<number>;
  template: string;
  lang: 'ja' | 'en';
  to_address: string;
  data: Doc;
  dedupe_key: string | null;
  status: ColumnType<
    'pending' | 'sending' | 'sent' | 'failed',
    'pending' | undefined,
    'pending' | 'sending' | 'sent' | 'failed'
  >;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  locked_until: ColumnType<Date | null, never, Date | string | null>;
  last_error: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  sent_at: ColumnType<Date | null, never, Date | string | null>;
}

/** Issue 17 (0010): the お問い合わせ form's messages. */
export interface ContactMessageTable {
  contact_id: Generated<number>;
  name: string;
  email: string;
  booking_number: string | null;
  subject: string;
  body: string;
  lang: 'ja' | 'en';
  user_id: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** Issue 17 (0010): single-use account tokens (sha-256 only): password reset, e-mail verification. */
export interface AccountTokenTable {
  token_hash: string;
  user_id: string;
  purpose: 'password_reset' | 'email_verification';
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** A text the browser did not find (migration 0013, services/missingLocales.ts). */
export interface MissingLocaleKeyTable {
  lang: string;
  ns: string;
  key: string;
  fallback: string;
  hits: Generated<number>;
  first_seen: Generated<Date>;
  last_seen: Generated<Date>;
}

export interface Database {
  schema_info: SchemaInfoTable;
  reference_data: ReferenceDataTable;
  area: AreaTable;
  hotel: HotelTable;
  room: RoomTable;
  plan: PlanTable;
  plan_day: PlanDayTable;
  plan_search_day: PlanSearchDayTable;
  search_changes: SearchChangesTable;
  room_day: RoomDayTable;
  tour: TourTable;
  missing_locale_key: MissingLocaleKeyTable;
  tour_day: TourDayTable;
  optional_activity: OptionalActivityTable;
  optional_day: OptionalDayTable;
  rentacar_office: RentacarOfficeTable;
  car_class: CarClassTable;
  rentacar: RentacarTable;
  rentacar_day: RentacarDayTable;
  rentacar_option: RentacarOptionTable;
  rentacar_option_day: RentacarOptionDayTable;
  rentacar_one_way: RentacarOneWayTable;
  special: SpecialTable;
  app_user: AppUserTable;
  user_session: UserSessionTable;
  login_throttle: LoginThrottleTable;
  rate_limit_hit: RateLimitHitTable;
  login_account_throttle: LoginAccountThrottleTable;
  favorite: FavoriteTable;
  booking: BookingTable;
  booking_stock: BookingStockTable;
  booking_coupon: BookingCouponTable;
  booking_change: BookingChangeTable;
  idempotency_key: IdempotencyKeyTable;
  operator_audit: OperatorAuditTable;
  booking_note: BookingNoteTable;
  mail_outbox: MailOutboxTable;
  contact_message: ContactMessageTable;
  account_token: AccountTokenTable;
}

export type { Generated };
