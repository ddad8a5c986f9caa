/**
 * GET /couponDiscount over HTTP on PGlite and PostgreSQL: every coupon rule of SPEC.md §5 and §9 as
 * the page sees it, the statuses of §4, the service error codes of §8, and hostile queries. Each case
 * writes its own coupons into a fresh database and compares with values worked out by hand.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  COUPON_STATUS,
  couponPassengerRangeFromSlots,
  normalizeCoupon,
  paxCategoryCodes,
  resolveCouponDiscount,
  type RawCoupon,
} from '@tabiyori/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CouponDefinition, UserCouponRecord } from '../couponService/couponRecords';
import {
  addCoupons,
  addUserCoupons,
  coupon,
  day,
  resetCoupons,
  setCouponSetting,
  startCouponTestApi,
  type CouponTestApi,
} from '../couponService/testing';
import { hashPassword } from '../crypto/password';
import { call, logIn, TEST_PASSWORD, type TestSession } from '../test/accounts';
import { DATABASE_KINDS } from '../test/harness';
import { random as seededRandom } from '../test/random';
import type { CouponDiscountAnswer } from '../schemas/couponDiscount';
import { priceCouponItems } from '../services/couponPricing';
import { parseCouponDiscountQuery } from './couponDiscount';

type Data = NonNullable<CouponDiscountAnswer['data']>;
/** Expected per item id: [discountMinPrice, discountMaxPrice, couponCode, userCouponKey?]. */
type Prices = Record<string, [number, number, string, string?]>;

interface Case {
  name: string;
  coupons: CouponDefinition[];
  userCoupons?: UserCouponRecord[];
  settings?: Record<string, string>;
  query?: Record<string, string>;
  status: string;
  prices?: Prices;
}

const ADULTS_2 = { couponAdultPax: '2', bedCount: '2', items: 'T000001:10000:12000' };
const ONE_ADULT_12345 = { couponAdultPax: '1', bedCount: '1', items: 'T000001:12345:12345' };
const FAMILY = {
  couponAdultPax: '2',
  couponChildPax: '1',
  bedCount: '3',
  items: 'T000001:10000:12000:5000:5000',
};
const rate = (percent: number, roundType: string, roundDigit?: number): Partial<CouponDefinition> => ({
  Discount: percent,
  DiscountUnitType: '4',
  RoundType: roundType,
  ...(roundDigit === undefined ? {} : { RoundDigit: roundDigit }),
});
const { SUCCESS, NOT_EXISTS_COUPON, NOT_EXISTS_AVAILABLE_COUPON } = COUPON_STATUS;

// Default query: app tour, goDate in 30 days, 2 adults at 10,000–12,000 yen, bedCount 2 (ADULTS_2).
const CASES: Case[] = [
  // §9 discount unit types and the per-person divisor
  {
    name: 'yen per booking (unit 2): 1,000 / bedCount 2',
    coupons: [coupon('A')],
    status: SUCCESS,
    prices: { T000001: [9500, 11500, 'A'] },
  },
  {
    name: 'yen per person (unit 1): 800 × 2 adults / 2 adults',
    coupons: [coupon('A', { Discount: 800, DiscountUnitType: '1' })],
    status: SUCCESS,
    prices: { T000001: [9200, 11200, 'A'] },
  },
  {
    name: 'percent per person (unit 3): 10 % of each adult',
    coupons: [coupon('A', { Discount: 10, DiscountUnitType: '3' })],
    status: SUCCESS,
    prices: { T000001: [9000, 10800, 'A'] },
  },
  {
    name: 'yen per person per night (unit 5): 500 × 2 nights',
    coupons: [coupon('A', { Discount: 500, DiscountUnitType: '5' })],
    query: { nights: '2' },
    status: SUCCESS,
    prices: { T000001: [9000, 11000, 'A'] },
  },
  // §5 discount flags
  {
    name: 'discount flags: adults not discounted and only adults travel → nothing to take off',
    coupons: [coupon('A', { AdultDiscountFlag: '0' })],
    status: NOT_EXISTS_AVAILABLE_COUPON,
  },
  {
    name: 'discount flags: children discounted too (unit 1, divisor bedCount 3)',
    coupons: [coupon('A', { Discount: 500, DiscountUnitType: '1', ChildDiscountFlag: '1' })],
    query: { ...FAMILY, items: 'T000001:10000:12000:6000:8000' },
    status: SUCCESS,
    prices: { T000001: [9500, 11500, 'A'] },
  },
  {
    name: 'discount flags: only the child discounted: 500 / bedCount 3 = 166',
    coupons: [
      coupon('A', { Discount: 500, DiscountUnitType: '1', AdultDiscountFlag: '0', ChildDiscountFlag: '1' }),
    ],
    query: { ...FAMILY, items: 'T000001:10000:12000:6000:8000' },
    status: SUCCESS,
    prices: { T000001: [9834, 11834, 'A'] },
  },
  {
    name: 'discount flags: only the free infant discounted → 0 yen (cut to its price) → not usable',
    coupons: [
      coupon('A', { Discount: 500, DiscountUnitType: '1', AdultDiscountFlag: '0', InfantDiscountFlag: '1' }),
    ],
    query: { couponAdultPax: '2', couponInfantPax: '1', bedCount: '2', items: 'T000001:10000:12000:0:0:0:0' },
    status: NOT_EXISTS_AVAILABLE_COUPON,
  },
  // §5 use-allow flags
  {
    name: 'allow flags: children not allowed and a child travels → no coupon',
    coupons: [coupon('A', { ChdUseAllowFlag: '0' })],
    query: FAMILY,
    status: NOT_EXISTS_COUPON,
  },
  {
    name: 'allow flags: infants not allowed, none travel → usable',
    coupons: [coupon('A', { InfUseAllowFlag: '0' })],
    status: SUCCESS,
    prices: { T000001: [9500, 11500, 'A'] },
  },
  // §5 minimum reserve amount (booking total at the minimum prices)
  {
    name: 'minimum reserve amount met exactly (20,000)',
    coupons: [coupon('A', { MinReserveAmt: 20000 })],
    status: SUCCESS,
    prices: { T000001: [9500, 11500, 'A'] },
  },
  {
    name: 'minimum reserve amount not met (20,001)',
    coupons: [coupon('A', { MinReserveAmt: 20001 })],
    status: NOT_EXISTS_AVAILABLE_COUPON,
  },
  // §5 lowerLimitPrice and strictly below the pre-discount price
  {
    name: 'lowerLimitPrice met exactly (19,000 after 1,000 off 20,000)',
    coupons: [coupon('A')],
    settings: { 'discount.lowerLimitPrice': '19000' },
    status: SUCCESS,
    prices: { T000001: [9500, 11500, 'A'] },
  },
  {
    name: 'below lowerLimitPrice (19,001)',
    coupons: [coupon('A')],
    settings: { 'discount.lowerLimitPrice': '19001' },
    status: NOT_EXISTS_AVAILABLE_COUPON,
  },
  {
    name: "minusRuleType '1': a discount above the price counts as zero",
    coupons: [coupon('A', { Discount: 30000, MinusRuleType: '1' })],
    status: NOT_EXISTS_AVAILABLE_COUPON,
  },
  {
    name: 'minusRuleType other: the discount is cut to the price; adult price floored at 0',
    coupons: [coupon('A', { Discount: 30000, MinusRuleType: '0' })],
    status: SUCCESS,
    prices: { T000001: [0, 0, 'A'] },
  },
  {
    name: 'a zero discount is not usable (after must be below before)',
    coupons: [coupon('A', { Discount: 0 })],
    status: NOT_EXISTS_AVAILABLE_COUPON,
  },
  // §5 rate cap
  {
    name: 'rate cap per person (unit 3): 10 % capped at 500',
    coupons: [coupon('A', { Discount: 10, DiscountUnitType: '3', MaxDiscountAmtForRate: 500 })],
    status: SUCCESS,
    prices: { T000001: [9500, 11500, 'A'] },
  },
  {
    name: 'rate cap per booking (unit 4): 10 % capped at 1,500 / bedCount 2',
    coupons: [coupon('A', { Discount: 10, DiscountUnitType: '4', MaxDiscountAmtForRate: 1500 })],
    status: SUCCESS,
    prices: { T000001: [9250, 11250, 'A'] },
  },
  // §5 rounding: 7 % of 12,345 = 864.15; 8 % = 987.6; 7 % of 12,500 = 875
  {
    name: "rounding '1' up, unit 10: 870",
    coupons: [coupon('A', rate(7, '1'))],
    query: ONE_ADULT_12345,
    status: SUCCESS,
    prices: { T000001: [11475, 11475, 'A'] },
  },
  {
    name: "rounding '2' down, unit 10: 860",
    coupons: [coupon('A', rate(7, '2'))],
    query: ONE_ADULT_12345,
    status: SUCCESS,
    prices: { T000001: [11485, 11485, 'A'] },
  },
  {
    name: "rounding '3' nearest, unit 10: 860",
    coupons: [coupon('A', rate(7, '3'))],
    query: ONE_ADULT_12345,
    status: SUCCESS,
    prices: { T000001: [11485, 11485, 'A'] },
  },
  {
    name: 'rounding nearest 987.6 → 990',
    coupons: [coupon('A', rate(8, '3'))],
    query: ONE_ADULT_12345,
    status: SUCCESS,
    prices: { T000001: [11355, 11355, 'A'] },
  },
  {
    name: 'rounding without roundType is nearest: 990',
    coupons: [coupon('A', rate(8, ''))],
    query: ONE_ADULT_12345,
    status: SUCCESS,
    prices: { T000001: [11355, 11355, 'A'] },
  },
  {
    name: 'rounding down 987.6 → 980',
    coupons: [coupon('A', rate(8, '2'))],
    query: ONE_ADULT_12345,
    status: SUCCESS,
    prices: { T000001: [11365, 11365, 'A'] },
  },
  {
    name: 'rounding nearest is half up: 875 → 880',
    coupons: [coupon('A', rate(7, '3'))],
    query: { ...ONE_ADULT_12345, items: 'T000001:12500:12500' },
    status: SUCCESS,
    prices: { T000001: [11620, 11620, 'A'] },
  },
  {
    name: 'roundDigit 0 (unit 1) up: 865',
    coupons: [coupon('A', rate(7, '1', 0))],
    query: ONE_ADULT_12345,
    status: SUCCESS,
    prices: { T000001: [11480, 11480, 'A'] },
  },
  {
    name: 'roundDigit 0 (unit 1) down: 864',
    coupons: [coupon('A', rate(7, '2', 0))],
    query: ONE_ADULT_12345,
    status: SUCCESS,
    prices: { T000001: [11481, 11481, 'A'] },
  },
  {
    name: 'roundDigit 2 (unit 100) up: 900',
    coupons: [coupon('A', rate(7, '1', 2))],
    query: ONE_ADULT_12345,
    status: SUCCESS,
    prices: { T000001: [11445, 11445, 'A'] },
  },
  {
    name: 'roundDigit 2 (unit 100) down: 800',
    coupons: [coupon('A', rate(7, '2', 2))],
    query: ONE_ADULT_12345,
    status: SUCCESS,
    prices: { T000001: [11545, 11545, 'A'] },
  },
  {
    name: 'roundDigit 2 (unit 100) nearest: 900',
    coupons: [coupon('A', rate(7, '3', 2))],
    query: ONE_ADULT_12345,
    status: SUCCESS,
    prices: { T000001: [11445, 11445, 'A'] },
  },
  {
    name: 'roundDigit 3 (unit 1,000) nearest: 1,000',
    coupons: [coupon('A', rate(7, '3', 3))],
    query: ONE_ADULT_12345,
    status: SUCCESS,
    prices: { T000001: [11345, 11345, 'A'] },
  },
  {
    name: 'roundDigit 3 (unit 1,000) down: 0 → not usable',
    coupons: [coupon('A', rate(7, '2', 3))],
    query: ONE_ADULT_12345,
    status: NOT_EXISTS_AVAILABLE_COUPON,
  },
  // §9 divisor rule: adults for unit 1/3/5/7 with childDiscountFlag '0', else bedCount
  {
    name: 'divisor: unit 2 → bedCount 3: 1,000 / 3 = 333',
    coupons: [coupon('A')],
    query: FAMILY,
    status: SUCCESS,
    prices: { T000001: [9667, 11667, 'A'] },
  },
  {
    name: 'divisor: unit 1, child flag 0 → adults: 2,000 / 2',
    coupons: [coupon('A', { DiscountUnitType: '1' })],
    query: FAMILY,
    status: SUCCESS,
    prices: { T000001: [9000, 11000, 'A'] },
  },
  {
    name: 'divisor: unit 1, child flag 1 → bedCount even without children: 2,000 / 3 = 666',
    coupons: [coupon('A', { DiscountUnitType: '1', ChildDiscountFlag: '1' })],
    query: { couponAdultPax: '2', bedCount: '3', items: 'T000001:10000:12000' },
    status: SUCCESS,
    prices: { T000001: [9334, 11334, 'A'] },
  },
  {
    name: 'divisor: unit 3, child flag 0 → adults (the child is not discounted)',
    coupons: [coupon('A', { Discount: 10, DiscountUnitType: '3' })],
    query: FAMILY,
    status: SUCCESS,
    prices: { T000001: [9000, 10800, 'A'] },
  },
  {
    name: 'divisor: unit 4 → bedCount: 2,000 / 3 = 666 and 2,400 / 3 = 800',
    coupons: [coupon('A', { Discount: 10, DiscountUnitType: '4' })],
    query: FAMILY,
    status: SUCCESS,
    prices: { T000001: [9334, 11200, 'A'] },
  },
  // §9 best coupon and tie-break
  {
    name: 'best coupon: the highest per-person discount',
    coupons: [coupon('A1'), coupon('B1', { Discount: 1200 })],
    status: SUCCESS,
    prices: { T000001: [9400, 11400, 'B1'] },
  },
  {
    name: 'tie-break by ascending couponCode',
    coupons: [coupon('B1'), coupon('A1')],
    status: SUCCESS,
    prices: { T000001: [9500, 11500, 'A1'] },
  },
  {
    name: 'tie-break is code-unit order (B1 before a1)',
    coupons: [coupon('a1'), coupon('B1')],
    status: SUCCESS,
    prices: { T000001: [9500, 11500, 'B1'] },
  },
  // §5 eligibility
  {
    name: "discountType other than '1' is never shown",
    coupons: [coupon('A', { DiscountType: '2' })],
    status: NOT_EXISTS_AVAILABLE_COUPON,
  },
  {
    name: 'plan coupon excluded on the yado list',
    coupons: [coupon('P', { HotelCode: '100001', HotelPlanCode: '100001P01' })],
    query: { app: 'yado', ...ADULTS_2, items: '100001:100001P01:10000:12000' },
    status: NOT_EXISTS_AVAILABLE_COUPON,
  },
  {
    name: 'plan coupon on the plan rows of a detail page (listPage=0)',
    coupons: [coupon('P', { HotelCode: '100001', HotelPlanCode: '100001P01' })],
    query: {
      app: 'yado',
      ...ADULTS_2,
      listPage: '0',
      items: '100001:100001P01:10000:12000,100001:100001P02:10000:12000',
    },
    status: SUCCESS,
    prices: { '100001/100001P01': [9500, 11500, 'P'] },
  },
  {
    name: 'hotel coupon applies to its hotel only; each item gets its own best',
    coupons: [coupon('H', { HotelCode: '100002' }), coupon('G', { Discount: 200 })],
    query: { app: 'yado', ...ADULTS_2, items: '100001:100001P01:10000:12000,100002::10000:12000' },
    status: SUCCESS,
    prices: { '100001/100001P01': [9900, 11900, 'G'], '100002': [9500, 11500, 'H'] },
  },
  {
    name: 'departure date outside the window → no coupon',
    coupons: [coupon('A', { DepDateTo: day(10) })],
    status: NOT_EXISTS_COUPON,
  },
  {
    name: 'departure date in an excluded range → no coupon',
    coupons: [coupon('A', { ExcludeDepDateList: [{ DepDateFrom: day(29), DepDateTo: day(31) }] })],
    status: NOT_EXISTS_COUPON,
  },
  // §5 user coupons
  {
    name: 'user coupon, with the userId',
    coupons: [coupon('MINE', { Scope: 'user', Discount: 2000 })],
    userCoupons: [{ userCouponKey: 'K1', userId: 'u9', couponCode: 'MINE' }],
    query: { userId: 'u9' },
    status: SUCCESS,
    prices: { T000001: [9000, 11000, 'MINE', 'K1'] },
  },
  {
    name: 'user coupon, without a userId (visitors get general coupons only)',
    coupons: [coupon('MINE', { Scope: 'user', Discount: 2000 })],
    userCoupons: [{ userCouponKey: 'K1', userId: 'u9', couponCode: 'MINE' }],
    status: NOT_EXISTS_COUPON,
  },
  {
    name: 'user coupon of another user',
    coupons: [coupon('MINE', { Scope: 'user' })],
    userCoupons: [{ userCouponKey: 'K1', userId: 'u8', couponCode: 'MINE' }],
    query: { userId: 'u9' },
    status: NOT_EXISTS_COUPON,
  },
  {
    name: 'user coupon dropped: ReturnDatetime',
    coupons: [coupon('MINE', { Scope: 'user' })],
    userCoupons: [
      { userCouponKey: 'K1', userId: 'u9', couponCode: 'MINE', returnDatetime: `${day(-2)}1200` },
    ],
    query: { userId: 'u9' },
    status: NOT_EXISTS_COUPON,
  },
  {
    name: 'user coupon dropped: BookingNumber',
    coupons: [coupon('MINE', { Scope: 'user' })],
    userCoupons: [{ userCouponKey: 'K1', userId: 'u9', couponCode: 'MINE', bookingNumber: 'TB0001' }],
    query: { userId: 'u9' },
    status: NOT_EXISTS_COUPON,
  },
  {
    name: 'user coupon dropped: UseDatetimeTo past',
    coupons: [coupon('MINE', { Scope: 'user' })],
    userCoupons: [{ userCouponKey: 'K1', userId: 'u9', couponCode: 'MINE', useDatetimeTo: `${day(-1)}2359` }],
    query: { userId: 'u9' },
    status: NOT_EXISTS_COUPON,
  },
  {
    name: 'user coupon kept: UseDatetimeTo today 23:59',
    coupons: [coupon('MINE', { Scope: 'user' })],
    userCoupons: [{ userCouponKey: 'K1', userId: 'u9', couponCode: 'MINE', useDatetimeTo: `${day(0)}2359` }],
    query: { userId: 'u9' },
    status: SUCCESS,
    prices: { T000001: [9500, 11500, 'MINE', 'K1'] },
  },
  {
    name: 'user coupon dropped: DepDate before the departure date',
    coupons: [coupon('MINE', { Scope: 'user' })],
    userCoupons: [{ userCouponKey: 'K1', userId: 'u9', couponCode: 'MINE', depDate: day(29) }],
    query: { userId: 'u9' },
    status: NOT_EXISTS_COUPON,
  },
  {
    name: 'user coupon kept: DepDate on the departure date',
    coupons: [coupon('MINE', { Scope: 'user' })],
    userCoupons: [{ userCouponKey: 'K1', userId: 'u9', couponCode: 'MINE', depDate: day(30) }],
    query: { userId: 'u9' },
    status: SUCCESS,
    prices: { T000001: [9500, 11500, 'MINE', 'K1'] },
  },
  {
    name: 'user coupon overrides the general coupon with the same code',
    coupons: [coupon('SAME')],
    userCoupons: [{ userCouponKey: 'K1', userId: 'u9', couponCode: 'SAME' }],
    query: { userId: 'u9' },
    status: SUCCESS,
    prices: { T000001: [9500, 11500, 'SAME', 'K1'] },
  },
  {
    name: 'a dropped user copy leaves the general coupon',
    coupons: [coupon('SAME')],
    userCoupons: [{ userCouponKey: 'K1', userId: 'u9', couponCode: 'SAME', bookingNumber: 'TB0001' }],
    query: { userId: 'u9' },
    status: SUCCESS,
    prices: { T000001: [9500, 11500, 'SAME'] },
  },
  // §5 / §9 passenger slots per product type
  {
    name: 'rentacar: every passenger counts as an adult (group 5): 500 × 2 / 2',
    coupons: [
      coupon('CAR', { TargetSystemGrpType: '5', Discount: 500, DiscountUnitType: '1', ChdUseAllowFlag: '0' }),
      coupon('TRIP'),
    ],
    query: {
      app: 'rentacar',
      couponAdultPax: '1',
      couponChildPax: '1',
      bedCount: '2',
      items: 'OF01-A:8000:8000',
    },
    status: SUCCESS,
    prices: { 'OF01-A': [7500, 7500, 'CAR'] },
  },
  {
    name: "optional: one group '4' call per entry; a land coupon applies to its plan only",
    coupons: [
      coupon('LAND', {
        TargetSystemGrpType: '4',
        LandCode: '4701',
        LandMaterialCode: '001',
        LandPlanCode: '01',
        Discount: 500,
        DiscountUnitType: '1',
      }),
      coupon('TRIP'),
    ],
    query: {
      app: 'optional',
      couponAdultPax: '2',
      bedCount: '2',
      items: '4701-001-01:5000:5000,4701-001-02:5000:5000',
    },
    status: SUCCESS,
    prices: { '4701-001-01': [4500, 4500, 'LAND'] },
  },
  {
    name: 'yado slots: person3 is the child slot (child allowed and priced)',
    coupons: [coupon('A', { Discount: 300, DiscountUnitType: '1', ChildDiscountFlag: '1' })],
    query: { app: 'yado', ...FAMILY, items: '100001:100001P01:10000:12000:7000:7000' },
    status: SUCCESS,
    prices: { '100001/100001P01': [9700, 11700, 'A'] },
  },
  // §4 statuses
  { name: 'no coupons at all', coupons: [], status: NOT_EXISTS_COUPON },
];

function itemId(info: Data['priceInfo'][number]): string {
  if (info.tourId) return info.tourId;
  if (info.hotelId) return info.planId ? `${info.hotelId}/${info.planId}` : info.hotelId;
  return info.optionalId ?? info.carId ?? '?';
}

function pricesOf(data: Data): Prices {
  return Object.fromEntries(
    data.priceInfo.map((info) => [
      itemId(info),
      [
        info.discountMinPrice,
        info.discountMaxPrice,
        info.couponInfo.couponCode,
        ...(info.couponInfo.userCouponKey ? [info.couponInfo.userCouponKey] : []),
      ],
    ]),
  ) as Prices;
}

/** A stand-in coupon service answering what a test asks for. */
interface Stub {
  url: string;
  mode: string;
  server: Server;
}

async function startStub(): Promise<Stub> {
  const stub = { url: '', mode: 'ok', server: undefined as unknown as Server };
  stub.server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const operation = (req.url ?? '').split('/').pop() ?? '';
      const errorList = (code: string) =>
        JSON.stringify({
          CommonInformation: { ErrorList: [{ ErrorCode: code, ErrorMessage: 'stub' }] },
          Result: null,
        });
      switch (stub.mode) {
        case '0001':
        case '9998':
          res.writeHead(200, { 'content-type': 'application/json' }).end(errorList(stub.mode));
          return;
        case '9999':
          res.writeHead(500, { 'content-type': 'application/json' }).end(errorList('9999'));
          return;
        case 'user-9999':
          if (operation === 'UserCouponList') {
            res.writeHead(500, { 'content-type': 'application/json' }).end(errorList('9999'));
            return;
          }
          res.writeHead(200, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              CommonInformation: { ErrorList: [] },
              Result: { CouponList: [{ ...stubRow }] },
            }),
          );
          return;
        case 'not-json':
          res.writeHead(200, { 'content-type': 'text/html' }).end('<html>oops</html>');
          return;
        case 'http-502':
          res.writeHead(502).end();
          return;
        case 'empty':
          res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
          return;
        case 'hang':
          setTimeout(() => res.destroyed || res.end(), 5000).unref();
          return;
        case 'reset':
          req.socket.destroy();
          return;
        default:
          res.writeHead(200, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              CommonInformation: { ErrorList: [] },
              Result: { CouponList: [], UserCouponList: [] },
            }),
          );
      }
    });
  });
  await new Promise<void>((resolve) => stub.server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(stub.server.address() as AddressInfo).port}/coupon-service`;
  return stub;
}

const stubRow: RawCoupon = {
  CouponCode: 'STUB',
  CouponName: 'stub',
  OpenStatus: '1',
  Discount: 1000,
  DiscountType: '1',
  DiscountUnitType: '2',
  AdultDiscountFlag: '1',
  AdtUseAllowFlag: '1',
  ChdUseAllowFlag: '1',
  InfUseAllowFlag: '1',
};

describe.each(DATABASE_KINDS)('GET /couponDiscount on %s (spec §4, §5, §7, §9)', (kind) => {
  let api: CouponTestApi;
  const sessions = new Map<string, TestSession>();
  /** A logged-in session of the user with this id (user coupons are the viewer's own only). */
  const sessionOf = async (userId: string) => {
    const known = sessions.get(userId);
    if (known) return known;
    const email = `${userId}-${kind}@example.jp`;
    await api.handle.db
      .insertInto('app_user')
      .values({ id: userId, email, password_hash: await hashPassword(TEST_PASSWORD) })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const session = await logIn(api, email, TEST_PASSWORD);
    sessions.set(userId, session);
    return session;
  };
  const discount = async (query: Record<string, string>, asUser = query.userId) => {
    const session = asUser ? await sessionOf(asUser) : null;
    const res = await call(api, 'GET', `/couponDiscount?${new URLSearchParams(query)}`, { session });
    expect(res.status).toBe(200);
    return res.body as CouponDiscountAnswer;
  };

  beforeAll(async () => {
    api = await startCouponTestApi(kind);
  });
  afterAll(async () => {
    await api?.close();
  });

  it("never prices with another user's coupons: a userId that is not the session's is ignored", async () => {
    await resetCoupons(api.handle);
    await addCoupons(api.handle, [coupon('MINE', { Scope: 'user', Discount: 2000 })]);
    await addUserCoupons(api.handle, [{ userCouponKey: 'K9', userId: 'u9', couponCode: 'MINE' }]);
    const own = await discount({ goDate: day(30), ...ADULTS_2, userId: 'u9' });
    expect(own.data?.status).toBe('SUCCESS');
    for (const asUser of ['', 'u8']) {
      const other = await discount({ goDate: day(30), ...ADULTS_2, userId: 'u9' }, asUser);
      expect(other.data?.status, `as ${asUser || 'a visitor'}`).not.toBe('SUCCESS');
    }
  });

  it.each(CASES)('$name', async (c) => {
    await resetCoupons(api.handle);
    await addCoupons(api.handle, c.coupons);
    if (c.userCoupons) await addUserCoupons(api.handle, c.userCoupons);
    for (const [key, value] of Object.entries(c.settings ?? {}))
      await setCouponSetting(api.handle, key, value);
    const answer = await discount({ goDate: day(30), ...ADULTS_2, ...c.query });
    expect(answer.status).toBe('SUCCESS');
    expect(answer.data?.status).toBe(c.status);
    expect(pricesOf(answer.data as Data)).toEqual(c.prices ?? {});
  });

  it('answers couponInfo per item and the page best, in the language asked for', async () => {
    await resetCoupons(api.handle);
    await addCoupons(api.handle, [
      coupon('SMALL', { Discount: 400 }),
      coupon('BIG', { Discount: 3000, MinReserveAmt: 30000, Remarks: '3万円以上' }),
    ]);
    const items = 'T000001:10000:12000,T000002:20000:22000';
    const ja = await discount({ goDate: day(30), ...ADULTS_2, items });
    expect(pricesOf(ja.data as Data)).toEqual({
      T000001: [9800, 11800, 'SMALL'],
      T000002: [18500, 20500, 'BIG'],
    });
    expect(ja.data?.couponInfo).toEqual({
      couponCode: 'BIG',
      couponName: 'クーポン BIG',
      discount: 3000,
      discountType: '1',
      discountUnitType: '2',
      maxDiscountAmtForRate: null,
      depDateFrom: '',
      depDateTo: '',
      remarks: '3万円以上',
      isUserCoupon: false,
      userCouponKey: null,
    });
    expect(ja.data?.priceInfo[1]).toMatchObject({
      tourId: 'T000002',
      discountPrice: 3000,
      perPersonDiscount: 1500,
    });
    const en = await discount({ goDate: day(30), ...ADULTS_2, items, lang: 'en' });
    expect(en.data?.priceInfo[0]?.couponInfo.couponName).toBe('Coupon SMALL');
  });

  it("service error codes are only logged: '9998' maintenance gives empty lists (NOT_EXISTS_COUPON)", async () => {
    await resetCoupons(api.handle);
    await addCoupons(api.handle, [coupon('A')]);
    await setCouponSetting(api.handle, 'service.maintenance', '1');
    const answer = await discount({ goDate: day(30), ...ADULTS_2, userId: 'u9' });
    expect(answer).toEqual({
      status: 'SUCCESS',
      data: { status: NOT_EXISTS_COUPON, priceInfo: [], couponInfo: null },
    });
    await setCouponSetting(api.handle, 'service.maintenance', '0');
    expect((await discount({ goDate: day(30), ...ADULTS_2 })).data?.status).toBe(SUCCESS);
  });

  it('sees a coupon change at once (kept service answers are revalidated)', async () => {
    await resetCoupons(api.handle);
    await addCoupons(api.handle, [coupon('A')]);
    const query = { goDate: day(30), ...ADULTS_2 };
    expect(pricesOf((await discount(query)).data as Data)).toEqual({ T000001: [9500, 11500, 'A'] });
    expect(pricesOf((await discount(query)).data as Data)).toEqual({ T000001: [9500, 11500, 'A'] });
    await addCoupons(api.handle, [coupon('B', { Discount: 2000 })]);
    expect(pricesOf((await discount(query)).data as Data)).toEqual({ T000001: [9000, 11000, 'B'] });
    await setCouponSetting(api.handle, 'discount.lowerLimitPrice', '18500');
    expect(pricesOf((await discount(query)).data as Data)).toEqual({ T000001: [9500, 11500, 'A'] });
  });

  it('refuses malformed queries with 400 TVE800 and never answers a 5xx', async () => {
    await resetCoupons(api.handle);
    await addCoupons(api.handle, [coupon('A')]);
    const bad: string[] = [
      '',
      'items=',
      'items=T1',
      'items=T1:100',
      'items=T1:100:200:300',
      'items=T1:200:100',
      'items=T1:-1:100',
      'items=T1:1.5:2',
      'items=T1:123456789:123456789',
      `items=${Array.from({ length: 101 }, (_, i) => `T${i}:1:2`).join(',')}`,
      'items=T%27--:1:2',
      'app=hotel&items=T1:1:2',
      'app=yado&items=100001:1:2',
      'app=optional&items=4701-001:1:2',
      'items=T1:1:2&goDate=20261399',
      'items=T1:1:2&goDate=tomorrow',
      'items=T1:1:2&couponAdultPax=10',
      'items=T1:1:2&couponAdultPax=-1',
      'items=T1:1:2&bedCount=0',
      'items=T1:1:2&nights=31',
      'items=T1:1:2&age=abc',
      'items=T1:1:2&gender=x',
      'items=T1:1:2&userId=a%20b',
      'items=T1:1:2&livePrefCode=tokyo',
      'items=T1:1:2&targetSystemGrpType=x',
      'items=T1:1:2&tourType=1',
      'items=T1:1:2&listPage=maybe',
      'items=T1:1:2&areaCode=%E6%9D%B1%E4%BA%AC',
      'items=T1:1:2%00',
      `items=T1:1:2&userId=${'u'.repeat(65)}`,
    ];
    for (const query of bad) {
      const res = await api.get(`/couponDiscount?${query}`);
      expect([query, res.status, (res.body as { errorCode?: string }).errorCode]).toEqual([
        query,
        400,
        'TVE800',
      ]);
    }
    // The schema's checks and the route's answer the same '<name> is invalid' (goDate: the route's own).
    for (const [query, message] of [
      ['items=T1:1:2&gender=x', 'gender is invalid'],
      ['items=T1:1:2&goDate=tomorrow', 'goDate is invalid'],
      ['items=T1:1:2&goDate=20261399', 'goDate is invalid'],
      ['items=%20', 'items is invalid'],
      ['items=T1:200:100', 'items is invalid'],
    ]) {
      const res = await api.get(`/couponDiscount?${query}`);
      expect([query, (res.body as { message?: string }).message]).toEqual([query, message]);
    }
    const odd = [
      'items=T1:1:2&gender=%20FEMALE',
      'items=T1:1:2&items=T2:1:2',
      'items=T1:0:0',
      'items=T1:1:2&lang=xx',
      'items=T1:1:2&age=999',
      'items=T1:1:2&age=200',
      'items=T1:99999999:99999999&couponAdultPax=9&couponChildPax=9&couponInfantPax=9',
      'items=T1:1:2&gender=2&livePrefCode=13&areaCode=47&destPrefCode=47&tourType=03',
      'app=rentacar&items=C1:1:2&couponAdultPax=0',
    ];
    for (const query of odd) {
      const res = await api.get(`/couponDiscount?${query}`);
      expect([query, res.status < 500]).toEqual([query, true]);
    }
  });
});

describe.each(DATABASE_KINDS)(
  'GET /couponDiscount against a failing coupon service on %s (spec §4, §8)',
  (kind) => {
    let api: CouponTestApi;
    let stub: Stub;
    const discount = async (query: Record<string, string>) => {
      const res = await api.get(`/couponDiscount?${new URLSearchParams({ ...ADULTS_2, ...query })}`);
      expect(res.status).toBe(200);
      return res.body as CouponDiscountAnswer;
    };

    beforeAll(async () => {
      stub = await startStub();
      api = await startCouponTestApi(kind, { couponServiceUrl: stub.url });
    });
    afterAll(async () => {
      await api?.close();
      await new Promise((resolve) => stub?.server.close(resolve));
    });

    it.each(['0001', '9998', '9999'])(
      "service code '%s': logged, the lists are empty (NOT_EXISTS_COUPON)",
      async (code) => {
        stub.mode = code;
        expect(await discount({ userId: 'u9' })).toEqual({
          status: 'SUCCESS',
          data: { status: NOT_EXISTS_COUPON, priceInfo: [], couponInfo: null },
        });
      },
    );

    it('an error on the user list leaves the general coupons', async () => {
      stub.mode = 'user-9999';
      const answer = await discount({ userId: 'u9' });
      expect(pricesOf(answer.data as Data)).toEqual({ T000001: [9500, 11500, 'STUB'] });
    });

    it('an answer without lists is an empty list', async () => {
      stub.mode = 'empty';
      expect((await discount({})).data?.status).toBe(NOT_EXISTS_COUPON);
    });

    it.each(['not-json', 'http-502', 'reset', 'hang'])(
      'a failed call (%s) answers API_ERROR',
      async (mode) => {
        stub.mode = mode;
        expect(await discount({ userId: 'u9' })).toEqual({ status: COUPON_STATUS.API_ERROR });
      },
    );

    it('a service that cannot be reached answers API_ERROR', async () => {
      const closed = await startStub();
      await new Promise((resolve) => closed.server.close(resolve));
      const other = await startCouponTestApi(kind, { couponServiceUrl: closed.url });
      try {
        const res = await other.get(`/couponDiscount?${new URLSearchParams(ADULTS_2)}`);
        expect(res.body).toEqual({ status: COUPON_STATUS.API_ERROR });
      } finally {
        await other.close();
      }
    });
  },
);

describe('couponDiscount pricing: ranked evaluation gives the domain answer (spec §9 best coupon)', () => {
  it('equals resolveCouponDiscount over every candidate, item by item', () => {
    const random = seededRandom(20261122);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
    for (let round = 0; round < 40; round++) {
      const app = pick(['tour', 'yado', 'rentacar'] as const);
      const raws: RawCoupon[] = Array.from({ length: 60 }, (_, i) => ({
        CouponCode: `C${pick(['A', 'B', 'a'])}${i % 7}${i}`,
        DiscountType: pick(['1', '1', '1', '2']),
        DiscountUnitType: pick(['1', '2', '3', '4', '5', '6', '7', '8', '9']),
        Discount: pick([0, 1, 3, 7.5, 10, 300, 500, 1000, 5000, 30000]),
        MaxDiscountAmtForRate: pick([null, 0, 200, 1500]),
        MinusRuleType: pick(['0', '1']),
        AdultDiscountFlag: pick(['0', '1', '1']),
        ChildDiscountFlag: pick(['0', '1']),
        InfantDiscountFlag: pick(['0', '1']),
        AdtUseAllowFlag: pick(['1', '1', '0']),
        ChdUseAllowFlag: pick(['1', '0']),
        InfUseAllowFlag: pick(['1', '0']),
        MinReserveAmt: pick([null, 0, 10000, 25000, 60000]),
        RoundType: pick(['1', '2', '3']),
        RoundDigit: pick([null, 0, 1, 2, 3]),
        HotelCode: pick(['', '', '', 'H1', 'H2']),
        HotelPlanCode: pick(['', '', '', 'P1']),
        DepDateFrom: pick(['', '20261201']),
      }));
      // Rule-equal copies under other codes (and texts): the lowest code must win their ties.
      for (let k = 0; k < 15; k++) {
        const copy = pick(raws);
        raws.push({ ...copy, CouponCode: `${pick(['0', 'Z', 'b'])}${k}`, CouponName: `copy ${k}` });
      }
      const coupons = raws.map(normalizeCoupon);
      const adults = pick([0, 1, 2, 3]);
      const children = pick([0, 0, 1, 2]);
      const infants = pick([0, 0, 1]);
      const itemCount = 1 + Math.floor(random() * 20);
      const items = Array.from({ length: itemCount }, (_, i) => {
        const min = Math.floor(random() * 30000);
        const max = min + Math.floor(random() * 5000);
        const ids = app === 'yado' ? `${pick(['H1', 'H2', 'H3'])}:${pick(['P1', 'P2', ''])}` : `X${i}`;
        return `${ids}:${min}:${max}:${Math.floor(min / 2)}:${Math.floor(max / 2)}:0:${pick([0, 1000])}`;
      });
      const input = parseCouponDiscountQuery({
        app,
        items: items.join(','),
        couponAdultPax: adults,
        couponChildPax: children,
        couponInfantPax: infants,
        bedCount: Math.max(1, adults + children),
        nights: pick([1, 2]),
        goDate: pick(['', '20261215', '20261130']),
        listPage: pick(['1', '0'] as const),
      });
      const lowerLimitPrice = pick([0, 0, 5000]);
      const lists = { general: coupons, user: [], generalRaw: [], userItems: [] };
      const ranked = priceCouponItems(input, () => lists, lowerLimitPrice);
      const codes = paxCategoryCodes(input.app);
      const brute = input.items.flatMap((item) => {
        const answer = resolveCouponDiscount({
          coupons,
          pax: couponPassengerRangeFromSlots(
            input.app,
            {
              [codes.adult]: { minPrice: item.adult[0], maxPrice: item.adult[1], pax: input.adultPax },
              [codes.child]: { minPrice: item.child[0], maxPrice: item.child[1], pax: input.childPax },
              [codes.infant]: { minPrice: item.infant[0], maxPrice: item.infant[1], pax: input.infantPax },
            },
            input.bedCount,
          ),
          lowerLimitPrice,
          nights: input.nights,
          app: input.app,
          tourType: input.tourType,
          depDate: input.goDate,
          listPage: input.listPage,
          product: item.product,
        });
        return answer.status === SUCCESS
          ? [
              [
                answer.couponInfo.couponCode,
                answer.priceInfo.discountMinPrice,
                answer.priceInfo.discountMaxPrice,
              ],
            ]
          : [];
      });
      expect(
        ranked.priceInfo.map((p) => [p.couponInfo.couponCode, p.discountMinPrice, p.discountMaxPrice]),
      ).toEqual(brute);
    }
  });
});
