/**
 * The one writer of the coupon tables (migration 0003_coupons): a coupon definition in the coupon
 * service's own raw row format (PascalCase, SPEC.md §7) becomes a `coupon` row whose filter columns
 * are derived from that row, plus its `coupon_exclude_date` rows. The demo seed, the tests and (later)
 * the operator API (routes/operator/coupons.ts, through the single-coupon writes at the end) all
 * write through here, so the columns can never disagree with the doc.
 */
import {
  couponDateTimeEnd,
  couponSexOf,
  couponServiceDate,
  type RawCouponExcludeDepDate,
} from '@tabiyori/domain';
import type { Static } from 'typebox';
import { sql, type Kysely } from 'kysely';
import { unnestInsert, type BulkColumn, type BulkInsert } from '../db/bulkInsert';
import type { Database } from '../db/schema';
import type { CouponTable } from './tables';
import type { CouponDefinitionView } from '../schemas/operatorCoupons';

/**
 * A coupon as the service stores it (schemas/operatorCoupons.ts CouponDefinitionView: the domain's
 * coupon row fields with its code always present). Scope 'general' (default) is listed by
 * CouponList, 'user' reaches users only through user_coupon; ApproveStatus defaults to '1'; the
 * usage and distribution windows are Japan time `YYYYMMDD[HHmm[ss]]`, a stamp covering its whole
 * unit, empty = open; an AreaCode of any level matches everything below it.
 */
export type CouponDefinition = Static<typeof CouponDefinitionView>;

export interface UserCouponRecord {
  userCouponKey: string;
  userId: string;
  couponCode: string;
  /** Latest departure date `YYYYMMDD`. */
  depDate?: string | null;
  /** `YYYYMMDD`, `YYYYMMDDHHmm` or `YYYYMMDDHHmmss`. */
  useDatetimeTo?: string | null;
  returnDatetime?: string | null;
  bookingNumber?: string | null;
}

/** Sex as the service compares it: 'male', 'female' or '' (unknown). Accepts 1/2, m/f, male/female. */
export function normalizeSex(value: unknown): '' | 'male' | 'female' {
  return couponSexOf(typeof value === 'string' || typeof value === 'number' ? String(value) : '');
}

function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** First second a stamp covers, `YYYYMMDDHHmmss`; null when empty. Throws on a malformed stamp. */
export function stampStart(value: string | undefined | null): string | null {
  if (value == null || value.trim() === '') return null;
  const digits = value.replace(/\D/g, '');
  if (couponDateTimeEnd(digits) === null || couponServiceDate(digits) === '') {
    throw new RangeError(`not a coupon time stamp: ${value}`);
  }
  return digits.padEnd(14, '0');
}

/** Last second a stamp covers, `YYYYMMDDHHmmss`; null when empty. Throws on a malformed stamp. */
export function stampEnd(value: string | undefined | null): string | null {
  if (value == null || value.trim() === '') return null;
  const end = couponDateTimeEnd(value);
  if (end === null || couponServiceDate(value) === '')
    throw new RangeError(`not a coupon time stamp: ${value}`);
  return end;
}

/** `YYYY-MM-DD` for a date column, null when empty. Throws on a malformed date. */
export function sqlDate(value: string | undefined | null): string | null {
  if (value == null || value.trim() === '') return null;
  const ymd = couponServiceDate(value);
  if (ymd === '') throw new RangeError(`not a date: ${value}`);
  return `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;
}

function wholeOrNull(value: unknown, min: number, max: number): number | null {
  const n = typeof value === 'number' ? value : Number(text(value) ?? NaN);
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
}

/**
 * A `coupon` row as the writer builds it (the table's columns, dates as 'YYYY-MM-DD' and the docs as
 * objects), with the definition's excluded departure ranges.
 */
export type CouponRow = Omit<CouponTable, 'dep_date_from' | 'dep_date_to' | 'doc' | 'doc_en'> & {
  dep_date_from: string | null;
  dep_date_to: string | null;
  doc: Record<string, unknown>;
  doc_en: Record<string, unknown> | null;
  excludeDates: { from: string; to: string }[];
};

function excludeRange(range: RawCouponExcludeDepDate): { from: string; to: string } | null {
  const from = sqlDate(range.DepDateFrom ?? null);
  const to = sqlDate(range.DepDateTo ?? null);
  if (from === null && to === null) return null;
  const a = from ?? (to as string);
  const b = to ?? a;
  return a <= b ? { from: a, to: b } : { from: b, to: a };
}

/** The `coupon` row (and excluded ranges) of a definition. Throws RangeError on a malformed one. */
export function couponRow(def: CouponDefinition): CouponRow {
  const code = text(def.CouponCode);
  if (code === null || code.length > 64)
    throw new RangeError('CouponCode is required (at most 64 characters)');
  const { En, ...raw } = def;
  const doc: Record<string, unknown> = { ...raw, CouponCode: code, LangCode: 'ja_JP' };
  const docEn =
    En && (text(En.CouponName) !== null || text(En.Remarks) !== null)
      ? {
          LangCode: 'en_US',
          ...(text(En.CouponName) !== null ? { CouponName: text(En.CouponName) } : {}),
          ...(text(En.Remarks) !== null ? { Remarks: text(En.Remarks) } : {}),
        }
      : null;
  const excludeDates = (Array.isArray(def.ExcludeDepDateList) ? def.ExcludeDepDateList : [])
    .map(excludeRange)
    .filter((r): r is { from: string; to: string } => r !== null);
  const maxUse = wholeOrNull(def.MaxUseCount, 1, 2_000_000_000);
  return {
    coupon_code: code,
    scope: def.Scope === 'user' ? 'user' : 'general',
    open_status: text(def.OpenStatus) ?? '0',
    approve_status: text(def.ApproveStatus) ?? '1',
    target_system_grp_type: text(def.TargetSystemGrpType) ?? '3',
    target_system_sub_grp_code: text(def.TargetSystemSubGrpCode),
    use_datetime_from: stampStart(def.UseDatetimeFrom),
    use_datetime_to: stampEnd(def.UseDatetimeTo),
    get_datetime_from: stampStart(def.GetDatetimeFrom),
    get_datetime_to: stampEnd(def.GetDatetimeTo),
    dep_date_from: sqlDate(def.DepDateFrom),
    dep_date_to: sqlDate(def.DepDateTo),
    adt_use_allow_flag: text(def.AdtUseAllowFlag) ?? '0',
    chd_use_allow_flag: text(def.ChdUseAllowFlag) ?? '0',
    inf_use_allow_flag: text(def.InfUseAllowFlag) ?? '0',
    tour_code: text(def.TourCode),
    hotel_code: text(def.HotelCode),
    hotel_plan_code: text(def.HotelPlanCode),
    rentacar_code: text(def.RentacarCode),
    land_code: text(def.LandCode),
    land_material_code: text(def.LandMaterialCode),
    land_plan_code: text(def.LandPlanCode),
    area_code: text(def.AreaCode),
    dest_pref_code: text(def.DestPrefCode),
    sexes: [...new Set((def.SexList ?? []).map(normalizeSex).filter((s) => s !== ''))],
    age_from: wholeOrNull(def.AgeFrom, 0, 150),
    age_to: wholeOrNull(def.AgeTo, 0, 150),
    live_pref_codes: (def.LivePrefCodeList ?? []).map((c) => text(c)).filter((c): c is string => c !== null),
    max_use_count: maxUse,
    max_use_per_user: wholeOrNull(def.MaxUsePerUser, 1, 2_000_000_000),
    doc,
    doc_en: docEn,
    excludeDates,
  };
}

const col = <Row>(
  name: string,
  kind: BulkColumn<Row>['kind'],
  value: (row: Row) => unknown,
): BulkColumn<Row> => ({
  name,
  kind,
  value,
});

const COUPON_COLUMNS: readonly BulkColumn<CouponRow>[] = [
  col('coupon_code', 'text', (r) => r.coupon_code),
  col('scope', 'text', (r) => r.scope),
  col('open_status', 'text', (r) => r.open_status),
  col('approve_status', 'text', (r) => r.approve_status),
  col('target_system_grp_type', 'text', (r) => r.target_system_grp_type),
  col('target_system_sub_grp_code', 'text', (r) => r.target_system_sub_grp_code),
  col('use_datetime_from', 'text', (r) => r.use_datetime_from),
  col('use_datetime_to', 'text', (r) => r.use_datetime_to),
  col('get_datetime_from', 'text', (r) => r.get_datetime_from),
  col('get_datetime_to', 'text', (r) => r.get_datetime_to),
  col('dep_date_from', 'date', (r) => r.dep_date_from),
  col('dep_date_to', 'date', (r) => r.dep_date_to),
  col('adt_use_allow_flag', 'text', (r) => r.adt_use_allow_flag),
  col('chd_use_allow_flag', 'text', (r) => r.chd_use_allow_flag),
  col('inf_use_allow_flag', 'text', (r) => r.inf_use_allow_flag),
  col('tour_code', 'text', (r) => r.tour_code),
  col('hotel_code', 'text', (r) => r.hotel_code),
  col('hotel_plan_code', 'text', (r) => r.hotel_plan_code),
  col('rentacar_code', 'text', (r) => r.rentacar_code),
  col('land_code', 'text', (r) => r.land_code),
  col('land_material_code', 'text', (r) => r.land_material_code),
  col('land_plan_code', 'text', (r) => r.land_plan_code),
  col('area_code', 'text', (r) => r.area_code),
  col('dest_pref_code', 'text', (r) => r.dest_pref_code),
  col('sexes', 'text[]', (r) => r.sexes),
  col('age_from', 'smallint', (r) => r.age_from),
  col('age_to', 'smallint', (r) => r.age_to),
  col('live_pref_codes', 'text[]', (r) => r.live_pref_codes),
  col('max_use_count', 'integer', (r) => r.max_use_count),
  col('max_use_per_user', 'integer', (r) => r.max_use_per_user),
  col('doc', 'jsonb', (r) => r.doc),
  col('doc_en', 'jsonb', (r) => r.doc_en),
];

/** Writes coupon definitions (and their excluded ranges); answers the counts written. */
export async function insertCouponDefinitions(
  insert: BulkInsert,
  definitions: readonly CouponDefinition[],
): Promise<{ coupons: number; couponExcludeDates: number }> {
  const rows = definitions.map(couponRow);
  const coupons = await insert('coupon', COUPON_COLUMNS, rows);
  const ranges = rows.flatMap((r) => r.excludeDates.map((d) => ({ code: r.coupon_code, ...d })));
  const couponExcludeDates = await insert(
    'coupon_exclude_date',
    [
      col('coupon_code', 'text', (r: (typeof ranges)[number]) => r.code),
      col('dep_date_from', 'date', (r: (typeof ranges)[number]) => r.from),
      col('dep_date_to', 'date', (r: (typeof ranges)[number]) => r.to),
    ],
    ranges,
  );
  return { coupons, couponExcludeDates };
}

function userStamp(value: string | null | undefined): string | null {
  if (value == null || value.trim() === '') return null;
  const digits = value.replace(/\D/g, '');
  if (couponDateTimeEnd(digits) === null) throw new RangeError(`not a coupon time stamp: ${value}`);
  return digits;
}

/** Hands coupons to users; answers the number written. */
export async function insertUserCoupons(
  insert: BulkInsert,
  records: readonly UserCouponRecord[],
): Promise<number> {
  const rows = records.map((r) => ({
    ...r,
    depDate: sqlDate(r.depDate ?? null),
    useDatetimeTo: userStamp(r.useDatetimeTo),
  }));
  type Row = (typeof rows)[number];
  return insert(
    'user_coupon',
    [
      col('user_coupon_key', 'text', (r: Row) => r.userCouponKey),
      col('user_id', 'text', (r: Row) => r.userId),
      col('coupon_code', 'text', (r: Row) => r.couponCode),
      col('dep_date', 'date', (r: Row) => r.depDate),
      col('use_datetime_to', 'text', (r: Row) => r.useDatetimeTo),
      col('return_datetime', 'text', (r: Row) => text(r.returnDatetime)),
      col('booking_number', 'text', (r: Row) => text(r.bookingNumber)),
    ],
    rows,
  );
}

// ---------------------------------------------------------------------------------------------
// Single-coupon writes (the operator API, routes/operator/coupons.ts): the same derivation as the
// bulk load above, so the filter columns always follow the doc. Updates never delete the coupon row
// (user_coupon and coupon_use reference it with on delete cascade).

/** The definition a stored coupon was written from (its doc, plus the English texts). */
export function definitionOfStored(
  doc: Record<string, unknown>,
  docEn: Record<string, unknown> | null,
): CouponDefinition {
  const { LangCode: _lang, ...rest } = doc;
  const def = { ...rest } as unknown as CouponDefinition;
  if (docEn && (docEn.CouponName !== undefined || docEn.Remarks !== undefined)) {
    def.En = {
      ...(typeof docEn.CouponName === 'string' ? { CouponName: docEn.CouponName } : {}),
      ...(typeof docEn.Remarks === 'string' ? { Remarks: docEn.Remarks } : {}),
    };
  }
  return def;
}

/** Work done in a write's own transaction (the back office's audit entry). */
export type InTransaction = (tx: Kysely<Database>) => Promise<void>;

/** Creates one coupon; false when the code is taken (nothing written). Throws RangeError when malformed. */
export async function createCouponDefinition(
  db: Kysely<Database>,
  def: CouponDefinition,
  alsoInTx?: InTransaction,
): Promise<boolean> {
  couponRow(def); // validate before writing
  try {
    await db.transaction().execute(async (tx) => {
      await insertCouponDefinitions(unnestInsert(tx), [def]);
      if (alsoInTx) await alsoInTx(tx);
    });
    return true;
  } catch (error) {
    const e = error as { code?: unknown; message?: unknown };
    if (e?.code === '23505' || (typeof e?.message === 'string' && /duplicate key/.test(e.message)))
      return false;
    throw error;
  }
}

/** Replaces a coupon's definition (same code); false when there is no such coupon. */
export async function replaceCouponDefinition(
  db: Kysely<Database>,
  def: CouponDefinition,
  alsoInTx?: InTransaction,
): Promise<boolean> {
  const row = couponRow(def);
  return db.transaction().execute(async (tx) => {
    const updated = await sql`
      update coupon set
        scope = ${row.scope}, open_status = ${row.open_status}, approve_status = ${row.approve_status},
        target_system_grp_type = ${row.target_system_grp_type},
        target_system_sub_grp_code = ${row.target_system_sub_grp_code},
        use_datetime_from = ${row.use_datetime_from}, use_datetime_to = ${row.use_datetime_to},
        get_datetime_from = ${row.get_datetime_from}, get_datetime_to = ${row.get_datetime_to},
        dep_date_from = ${row.dep_date_from}::date, dep_date_to = ${row.dep_date_to}::date,
        adt_use_allow_flag = ${row.adt_use_allow_flag}, chd_use_allow_flag = ${row.chd_use_allow_flag},
        inf_use_allow_flag = ${row.inf_use_allow_flag},
        tour_code = ${row.tour_code}, hotel_code = ${row.hotel_code}, hotel_plan_code = ${row.hotel_plan_code},
        rentacar_code = ${row.rentacar_code}, land_code = ${row.land_code},
        land_material_code = ${row.land_material_code}, land_plan_code = ${row.land_plan_code},
        area_code = ${row.area_code}, dest_pref_code = ${row.dest_pref_code},
        sexes = ${row.sexes}::text[], age_from = ${row.age_from}, age_to = ${row.age_to},
        live_pref_codes = ${row.live_pref_codes}::text[], max_use_count = ${row.max_use_count},
        max_use_per_user = ${row.max_use_per_user},
        doc = ${JSON.stringify(row.doc)}::jsonb,
        doc_en = ${row.doc_en === null ? null : JSON.stringify(row.doc_en)}::jsonb
      where coupon_code = ${row.coupon_code}
    `.execute(tx);
    if (Number(updated.numAffectedRows ?? 0) === 0) return false;
    await sql`delete from coupon_exclude_date where coupon_code = ${row.coupon_code}`.execute(tx);
    for (const range of row.excludeDates) {
      await sql`
        insert into coupon_exclude_date (coupon_code, dep_date_from, dep_date_to)
        values (${row.coupon_code}, ${range.from}::date, ${range.to}::date)
      `.execute(tx);
    }
    if (alsoInTx) await alsoInTx(tx);
    return true;
  });
}

/** A stored coupon's definition, or null. */
export async function readCouponDefinition(
  db: Kysely<Database>,
  couponCode: string,
): Promise<CouponDefinition | null> {
  const { rows } = await sql<{ doc: unknown; doc_en: unknown }>`
    select doc, doc_en from coupon where coupon_code = ${couponCode}
  `.execute(db);
  const row = rows[0];
  if (!row) return null;
  const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, unknown> | null;
  return definitionOfStored(parse(row.doc) ?? {}, parse(row.doc_en));
}

/** Hands a coupon to a user (one user_coupon row). */
export async function grantUserCoupon(db: Kysely<Database>, record: UserCouponRecord): Promise<void> {
  await insertUserCoupons(unnestInsert(db), [record]);
}
