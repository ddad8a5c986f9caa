/**
 * The coupon service's two reads (SPEC.md §7), each one SQL statement that answers the JSON list
 * as text (json_agg), so a long list is never parsed and serialised again on the way out.
 *
 * Filters (a null / empty restriction on the coupon means "anyone, anything"):
 * - OpenStatus and ApproveStatus equal (ClosedCouponIncludeFlg '1' drops the open filter);
 * - TargetSystemGrpType equal ('' asks for every group); TargetSystemSubGrpCode: a coupon limited to
 *   a tour type needs that tour type in the request;
 * - GetAvailableLimitFlg / AvailableLimitFlg '1': UseDatetime within the usage window and
 *   GetDateTime within the distribution window;
 * - DepDate (when given) within the departure window and in no excluded range;
 * - passenger counts: a category with passengers needs its use-allow flag '1';
 * - product codes. Hotel, hotel plan and land codes are checked per product by the caller's rules
 *   (domain coupon/eligibility.ts), so an empty request field returns coupons bound to any of them
 *   (one call can price a whole result page); a given field returns the unbound coupons and those
 *   bound to it. The normalised Coupon carries no tour or car code, area or sub-group, so for
 *   TourCode, RentacarCode, AreaCode and DestPrefCode a bound coupon needs the request to name its
 *   product: an empty field returns only unbound coupons (except with the extra condition
 *   ListMode '1' of the coupon list page, where empty fields do not narrow at all);
 * - AreaCode: a coupon for an area matches a request for that area or any area below it (area table
 *   hierarchy); DestPrefCode: equal, or the prefecture of the requested area;
 * - Sex, Age, LivePrefCode: a restricted coupon needs a known, matching value (Age 999 = unknown);
 * - max use count: fewer uses (coupon_use) than MaxUseCount; with a UserId, fewer of that
 *   member's uses (coupon_user_use) than MaxUsePerUser (not with ListMode '1': the coupon list page
 *   shows a coupon at its cap and says why it cannot be used). Every row carries the live counts
 *   (UsedCount, UserUsedCount) so the caller's one use-cap rule (domain coupon/conditions.ts)
 *   judges them again where it applies a coupon.
 * UserCouponList applies the same filters to the coupon definitions of the user's coupons and
 * returns the held coupons with their own stamps; the caller drops used, returned and expired ones
 * (spec §5), so the service does not.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { CouponServiceQuery } from './request';

/**
 * The answered row: the stored doc (English texts merged for en_US), its per-member cap, and the
 * live use counts (in all, and of the asking user) the domain's use-cap rule reads.
 */
function docExpr(q: CouponServiceQuery): RawBuilder<unknown> {
  return sql`((case when ${q.english}::boolean and c.doc_en is not null then c.doc || c.doc_en else c.doc end)
    || jsonb_build_object(
      'MaxUsePerUser', c.max_use_per_user,
      'UsedCount', coalesce((select u.use_count from coupon_use u where u.coupon_code = c.coupon_code), 0),
      'UserUsedCount', coalesce((select uu.use_count from coupon_user_use uu
        where uu.coupon_code = c.coupon_code and uu.user_id = ${q.userId}::text), 0)))`;
}

function filters(q: CouponServiceQuery): RawBuilder<unknown> {
  const text = (v: string) => sql`${v}::text`;
  const availability = q.availableLimit
    ? sql`
      and (c.use_datetime_from is null or c.use_datetime_from <= ${text(q.useDatetime)})
      and (c.use_datetime_to is null or c.use_datetime_to >= ${text(q.useDatetime)})
      and (c.get_datetime_from is null or c.get_datetime_from <= ${text(q.getDateTime)})
      and (c.get_datetime_to is null or c.get_datetime_to >= ${text(q.getDateTime)})`
    : sql``;
  const depDate =
    q.depDate === null
      ? sql``
      : sql`
      and (c.dep_date_from is null or c.dep_date_from <= ${q.depDate}::date)
      and (c.dep_date_to is null or c.dep_date_to >= ${q.depDate}::date)
      and not exists (
        select 1 from coupon_exclude_date e
        where e.coupon_code = c.coupon_code and ${q.depDate}::date between e.dep_date_from and e.dep_date_to
      )`;
  const bound = (column: string, value: string) =>
    value === '' && q.listMode
      ? sql``
      : value === ''
        ? sql`and ${sql.ref(`c.${column}`)} is null`
        : sql`and (${sql.ref(`c.${column}`)} is null or ${sql.ref(`c.${column}`)} = ${text(value)})`;
  const perProduct = (column: string, value: string) =>
    value === ''
      ? sql``
      : sql`and (${sql.ref(`c.${column}`)} is null or ${sql.ref(`c.${column}`)} = ${text(value)})`;
  // The coupon list page (ListMode) keeps coupons at their caps: it says why they cannot be used.
  const useCaps = q.listMode
    ? sql``
    : sql`
    and (c.max_use_count is null
      or coalesce((select u.use_count from coupon_use u where u.coupon_code = c.coupon_code), 0) < c.max_use_count)
    and (c.max_use_per_user is null or ${q.userId}::text = ''
      or coalesce((select uu.use_count from coupon_user_use uu
        where uu.coupon_code = c.coupon_code and uu.user_id = ${q.userId}::text), 0) < c.max_use_per_user)`;
  const areaCodes = [q.areaCode, q.destPrefCode].filter((c) => c !== '');
  const area =
    areaCodes.length === 0
      ? q.listMode
        ? sql``
        : sql`and c.area_code is null and c.dest_pref_code is null`
      : sql`
      and (c.area_code is null or c.area_code in (
        select unnest(array[a.code, a.area1_code, a.area2_code, a.area3_code]) from area a
        where a.code in (${sql.join(areaCodes.map(text))})
        union all select unnest(array[${sql.join(areaCodes.map(text))}])
      ))
      and (c.dest_pref_code is null or c.dest_pref_code = ${text(q.destPrefCode)}
        or c.dest_pref_code in (select a.area2_code from area a where a.code = ${text(q.areaCode)}))`;
  return sql`
    (${text(q.targetSystemGrpType)} = '' or c.target_system_grp_type = ${text(q.targetSystemGrpType)})
    and (${q.includeClosed}::boolean or c.open_status = ${text(q.openStatus)})
    and c.approve_status = ${text(q.approveStatus)}
    and (c.target_system_sub_grp_code is null or c.target_system_sub_grp_code = ${text(q.targetSystemSubGrpCode)}
      or (${q.listMode}::boolean and ${text(q.targetSystemSubGrpCode)} = ''))
    ${availability}
    ${depDate}
    and (${q.adtCount}::int = 0 or c.adt_use_allow_flag = '1')
    and (${q.chdCount}::int = 0 or c.chd_use_allow_flag = '1')
    and (${q.infCount}::int = 0 or c.inf_use_allow_flag = '1')
    ${bound('tour_code', q.tourCode)}
    ${bound('rentacar_code', q.rentacarCode)}
    ${perProduct('hotel_code', q.hotelCode)}
    ${perProduct('hotel_plan_code', q.hotelPlanCode)}
    ${perProduct('land_code', q.landCode)}
    ${perProduct('land_plan_code', q.landPlanCode)}
    ${area}
    and (cardinality(c.sexes) = 0 or ${text(q.sex)} = any(c.sexes))
    and ((c.age_from is null and c.age_to is null)
      or (${q.age}::int <> 999 and coalesce(c.age_from, 0) <= ${q.age}::int and coalesce(c.age_to, 999) >= ${q.age}::int))
    and (cardinality(c.live_pref_codes) = 0 or ${text(q.livePrefCode)} = any(c.live_pref_codes))
    ${useCaps}
  `;
}

/** Result.CouponList of a CouponList request, as JSON text. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function selectCouponList(db: Kysely<any>, q: CouponServiceQuery): Promise<string> {
  const { rows } = await sql<{ list: string }>`
    select coalesce(json_agg(${docExpr(q)} order by c.coupon_code), '[]'::json)::text as list
    from coupon c
    where c.scope = 'general' and ${filters(q)}
  `.execute(db);
  return rows[0]?.list ?? '[]';
}

/** Result.UserCouponList of a UserCouponList request, as JSON text. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function selectUserCouponList(db: Kysely<any>, q: CouponServiceQuery): Promise<string> {
  const { rows } = await sql<{ list: string }>`
    select coalesce(json_agg(json_build_object(
      'UserCouponKey', uc.user_coupon_key,
      'DepDate', coalesce(to_char(uc.dep_date, 'YYYYMMDD'), ''),
      'UseDatetimeTo', coalesce(uc.use_datetime_to, ''),
      'ReturnDatetime', coalesce(uc.return_datetime, ''),
      'BookingNumber', coalesce(uc.booking_number, ''),
      'CouponInformation', ${docExpr(q)}
    ) order by uc.user_coupon_key), '[]'::json)::text as list
    from user_coupon uc
    join coupon c on c.coupon_code = uc.coupon_code
    where uc.user_id = ${q.userId}::text and ${filters(q)}
  `.execute(db);
  return rows[0]?.list ?? '[]';
}

/** The maintenance switch kept in the database ('service.maintenance' = '1'). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function readMaintenanceFlag(db: Kysely<any>): Promise<boolean> {
  const { rows } = await sql<{ value: string }>`
    select value from coupon_setting where key = 'service.maintenance'
  `.execute(db);
  return rows[0]?.value === '1';
}

export interface CouponServiceState {
  maintenance: boolean;
  /**
   * What an answer depends on besides the request: the data version and the latest usage and
   * distribution window boundaries already passed at the request's stamps. While these stay the
   * same, the same request gets the same answer.
   */
  validity: string;
}

/** The maintenance switch and the answer validity, in one round trip (indexed maxima). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function readServiceState(db: Kysely<any>, q: CouponServiceQuery): Promise<CouponServiceState> {
  const { rows } = await sql<{ maintenance: string | null; version: number | string; boundaries: string }>`
    select
      (select value from coupon_setting where key = 'service.maintenance') as maintenance,
      (select version from coupon_data_version where id) as version,
      concat_ws('.',
        coalesce((select max(use_datetime_from) from coupon where use_datetime_from <= ${q.useDatetime}::text), '-'),
        coalesce((select max(use_datetime_to) from coupon where use_datetime_to < ${q.useDatetime}::text), '-'),
        coalesce((select max(get_datetime_from) from coupon where get_datetime_from <= ${q.getDateTime}::text), '-'),
        coalesce((select max(get_datetime_to) from coupon where get_datetime_to < ${q.getDateTime}::text), '-')
      ) as boundaries
  `.execute(db);
  const row = rows[0];
  return { maintenance: row?.maintenance === '1', validity: `${row?.version ?? 0}.${row?.boundaries ?? ''}` };
}
