/**
 * Seeds the demo coupons (catalog/coupons.ts) into the coupon service's tables, inside loadCatalog's
 * bulk-load transaction.
 *
 * The seeds' own conventions are reconciled here with the domain's documented tables
 * (packages/domain/src/coupon) and the coupon service's group table (migration 0003_coupons):
 * - discountUnitType: the seeds' 1 yen/adult, 2 yen/booking, 3 %/adult, 4 %/booking agree with
 *   domain coupon/discount.ts (per discounted passenger / per booking); a unit type that disagrees
 *   with the seed's discountMethod is moved to the matching code (amount 1↔3 rate, 2↔4, 5↔7, 6↔8).
 * - targetSystemGrpType: the seeds say '1' tour, '2' dp, '3' hotel stay. The spec's tour app asks
 *   with the default '3', so '3' is the domestic-travel group (tour, dp, yado) and the seeds' '1' and
 *   '2' become '3', keeping their product limit in TargetSystemSubGrpCode (tour type '01' free plan,
 *   '03' dynamic package). '4' land optional (domain) and '5' car rental stay.
 * - roundType '3' is "nearest" in the domain too (anything but '1' / '2'); roundDigit n is 10^n.
 * - minReserveAmt 0 is "no minimum"; maxUseCount 1 is the seeds' "once per booking", not a total
 *   cap on the coupon (coupon_use counts every booking), so it is stored as no cap.
 */
import type { Catalog, DemoCouponSeed } from '../../catalog';
import {
  insertCouponDefinitions,
  insertUserCoupons,
  type CouponDefinition,
} from '../../couponService/couponRecords';
import type { BulkInsert } from '../bulkInsert';

const AMOUNT_TO_RATE: Record<string, string> = { '1': '3', '2': '4', '5': '7', '6': '8' };
const RATE_TO_AMOUNT: Record<string, string> = { '3': '1', '4': '2', '7': '5', '8': '6' };

function unitType(seed: DemoCouponSeed): string {
  const code = seed.discountUnitType;
  if (seed.discountMethod === 'rate') return AMOUNT_TO_RATE[code] ?? code;
  return RATE_TO_AMOUNT[code] ?? code;
}

function groupType(code: string): string {
  return code === '1' || code === '2' ? '3' : code;
}

/** One demo seed as the coupon service's definition. */
export function demoCouponDefinition(seed: DemoCouponSeed): CouponDefinition {
  return {
    CouponCode: seed.couponCode,
    CouponName: seed.couponName.ja,
    Scope: seed.scope,
    OpenStatus: seed.openStatus,
    ApproveStatus: '1',
    Discount: seed.discount,
    DiscountType: seed.discountType,
    DiscountUnitType: unitType(seed),
    MaxDiscountAmtForRate: seed.maxDiscountAmtForRate,
    MinusRuleType: seed.minusRuleType,
    AdultDiscountFlag: seed.adultDiscountFlag,
    ChildDiscountFlag: seed.childDiscountFlag,
    InfantDiscountFlag: seed.infantDiscountFlag,
    ConbineFlag: seed.conbineFlag,
    AdtUseAllowFlag: seed.adtUseAllowFlag,
    ChdUseAllowFlag: seed.chdUseAllowFlag,
    InfUseAllowFlag: seed.infUseAllowFlag,
    DepDateFrom: seed.depDateFrom,
    DepDateTo: seed.depDateTo,
    UseDatetimeFrom: seed.useDatetimeFrom,
    UseDatetimeTo: seed.useDatetimeTo,
    MinReserveAmt: seed.minReserveAmt > 0 ? seed.minReserveAmt : null,
    MaxUseCount: seed.maxUseCount > 1 ? seed.maxUseCount : null,
    ExcludeDepDateList: seed.excludeDepDateList.map((r) => ({
      DepDateFrom: r.depDateFrom,
      DepDateTo: r.depDateTo,
    })),
    TargetSystemGrpType: groupType(seed.targetSystemGrpType),
    TargetSystemSubGrpCode: seed.targetSystemSubGrpCode ?? '',
    HotelCode: seed.hotelCode ?? '',
    HotelPlanCode: seed.hotelPlanCode ?? '',
    LandCode: seed.landCode ?? '',
    LandMaterialCode: seed.landMaterialCode ?? '',
    LandPlanCode: seed.landPlanCode ?? '',
    AreaCode: seed.areaCode ?? '',
    SexList: seed.genders,
    LivePrefCodeList: seed.livePrefCodes,
    RoundType: seed.roundType,
    RoundDigit: seed.roundDigit,
    GroupCode: seed.groupCode ?? '',
    Remarks: seed.remarks.ja,
    ProductKindList: seed.productKinds ?? [],
    KodawariList: seed.kodawari ?? [],
    ChildRequiredFlg: seed.childRequired ? '1' : '0',
    BirthMonthFlg: seed.birthMonthOnly ? '1' : '0',
    AgeFrom: seed.ageFrom ?? null,
    AgeTo: seed.ageTo ?? null,
    MaxUsePerUser: seed.maxUsePerUser ?? null,
    En: { CouponName: seed.couponName.en, Remarks: seed.remarks.en },
  };
}

/** Seeds the demo coupons and the coupons held by the demo users; answers the counts written. */
export async function seedCoupons(insert: BulkInsert, catalog: Catalog): Promise<Record<string, number>> {
  const { coupons, couponExcludeDates } = await insertCouponDefinitions(
    insert,
    catalog.demoCouponSeeds.map(demoCouponDefinition),
  );
  const codes = new Set(catalog.demoCouponSeeds.map((s) => s.couponCode));
  const userCoupons = await insertUserCoupons(
    insert,
    catalog.demoUserCoupons.filter((u) => codes.has(u.couponCode)),
  );
  return { coupons, couponExcludeDates, userCoupons };
}
