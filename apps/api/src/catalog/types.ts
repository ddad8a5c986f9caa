/**
 * Types of the demo generator itself: its options, the generated catalog as a whole, demo users and
 * coupon seeds. The shapes of stored documents (hotels, tours, reference data …) live in model/.
 */
import type {
  CarClass,
  Hotel,
  I18nText,
  OptionalActivity,
  ReferenceData,
  RentacarOffice,
  RentacarOneWayRow,
  RentacarOptionRow,
  RentacarProduct,
  Special,
  Tour,
} from '../model/types';

export type * from '../model/types';

export type CatalogScale = 'demo' | 'large';

export interface GenerateCatalogOptions {
  /** PRNG seed: the same seed (and the same other options) gives identical output. */
  seed: number;
  scale: CatalogScale;
  /** Japan calendar day the catalog is generated for, `YYYYMMDD`. */
  today: string;
  /** Size of the sale window in days (booking end date = today + days). */
  days: number;
}

export interface DemoUser {
  userId: string;
  name: I18nText;
  nameKana: string;
  email: string;
  /** DEMO ONLY: plain-text password for the seeded demo accounts; hash it before storing. */
  demoPassword: string;
  gender: 'male' | 'female';
  birthYear: number;
  birthDate: string;
  age: number;
  /** Residence prefecture code (coupon condition LivePrefCode). */
  prefectureCode: string;
}

export interface DateRange {
  depDateFrom: string;
  depDateTo: string;
}

/** Coupon seed with the normalised coupon fields of SPEC.md §3. */
export interface DemoCouponSeed {
  couponCode: string;
  couponName: I18nText;
  /** general: in CouponList; user: only reachable through demoUserCoupons. */
  scope: 'general' | 'user';
  openStatus: '0' | '1';
  discountType: string;
  /** 'amount' → discount is yen; 'rate' → discount is a percentage. */
  discountMethod: 'amount' | 'rate';
  discount: number;
  discountUnitType: string;
  maxDiscountAmtForRate: number | null;
  minusRuleType: string;
  adultDiscountFlag: '0' | '1';
  childDiscountFlag: '0' | '1';
  infantDiscountFlag: '0' | '1';
  conbineFlag: '0' | '1';
  adtUseAllowFlag: '0' | '1';
  chdUseAllowFlag: '0' | '1';
  infUseAllowFlag: '0' | '1';
  depDateFrom: string;
  depDateTo: string;
  useDatetimeFrom: string;
  useDatetimeTo: string;
  minReserveAmt: number;
  maxUseCount: number;
  excludeDepDateList: DateRange[];
  targetSystemGrpType: string;
  targetSystemSubGrpCode: string | null;
  hotelCode: string | null;
  hotelPlanCode: string | null;
  landCode: string | null;
  landMaterialCode: string | null;
  landPlanCode: string | null;
  optionalId: string | null;
  areaCode: string | null;
  livePrefCodes: string[];
  genders: ('male' | 'female')[];
  roundType: string;
  roundDigit: number;
  groupCode: string | null;
  /** Issue 18: the conditions the coupon's name and remarks state (domain coupon/conditions.ts). */
  productKinds?: string[];
  kodawari?: string[];
  childRequired?: boolean;
  birthMonthOnly?: boolean;
  /** Member age range (years, inclusive; absent open) and uses per member (absent: no cap). */
  ageFrom?: number;
  ageTo?: number;
  maxUsePerUser?: number;
  remarks: I18nText;
}

export interface DemoUserCoupon {
  userId: string;
  userCouponKey: string;
  couponCode: string;
  depDate: string | null;
  useDatetimeTo: string;
  returnDatetime: string | null;
  bookingNumber: string | null;
}

export interface Catalog {
  meta: {
    seed: number;
    scale: CatalogScale;
    today: string;
    days: number;
    bookingEndDate: string;
    counts: Record<string, number>;
  };
  reference: ReferenceData;
  hotels: Hotel[];
  tours: Tour[];
  optionals: OptionalActivity[];
  rentacar: {
    offices: RentacarOffice[];
    carClasses: CarClass[];
    cars: RentacarProduct[];
    /** Options per office and one-way pairs (rentacarOptions.ts, migration 0031). */
    options: RentacarOptionRow[];
    oneWays: RentacarOneWayRow[];
  };
  specials: Special[];
  users: DemoUser[];
  demoCouponSeeds: DemoCouponSeed[];
  demoUserCoupons: DemoUserCoupon[];
}
