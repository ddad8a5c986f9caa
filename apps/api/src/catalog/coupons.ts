/**
 * Coupon seeds in the normalised coupon shape of SPEC.md §3 (the coupon service maps them to its raw
 * CouponList / UserCouponList shape) and the coupons held by the demo users.
 *
 * Conventions assumed by these seeds (documented, not given by the spec):
 * - discountUnitType: '1' yen per adult, '2' yen per booking, '3' % per adult, '4' % per booking
 *   (odd = per person, matching the spec's "1, 3, 5 or 7" rule); discountMethod says amount or rate.
 * - targetSystemGrpType: '1' tour, '2' dynamic package, '3' hotel stay (spec default), '4' optional
 *   (land), '5' car rental; targetSystemSubGrpCode = tour type where relevant.
 * - roundType '1' up, '2' down, '3' nearest; roundDigit n → unit 10^n (spec §5).
 * - Dates: depDate* `YYYYMMDD`, useDatetime* `YYYYMMDDHHmm`, all relative to `today`.
 */
import type { DemoCouponSeed, DemoUserCoupon, Hotel, I18nText, OptionalActivity } from './types';
import { dayOfWeek, holidayOf } from '@tabiyori/domain';
import { addDays } from '../model/calendar';

const t = (ja: string, en: string): I18nText => ({ ja, en });

function base(
  today: string,
  days: number,
): Omit<DemoCouponSeed, 'couponCode' | 'couponName' | 'discount' | 'remarks'> {
  return {
    scope: 'general',
    openStatus: '1',
    discountType: '1',
    discountMethod: 'amount',
    discountUnitType: '2',
    maxDiscountAmtForRate: null,
    minusRuleType: '1',
    adultDiscountFlag: '1',
    childDiscountFlag: '0',
    infantDiscountFlag: '0',
    conbineFlag: '1',
    adtUseAllowFlag: '1',
    chdUseAllowFlag: '1',
    infUseAllowFlag: '1',
    depDateFrom: today,
    depDateTo: addDays(today, days),
    useDatetimeFrom: `${today}0000`,
    useDatetimeTo: `${addDays(today, Math.min(days, 90))}2359`,
    minReserveAmt: 0,
    maxUseCount: 1,
    excludeDepDateList: [],
    targetSystemGrpType: '3',
    targetSystemSubGrpCode: null,
    hotelCode: null,
    hotelPlanCode: null,
    landCode: null,
    landMaterialCode: null,
    landPlanCode: null,
    optionalId: null,
    areaCode: null,
    livePrefCodes: [],
    genders: [],
    roundType: '2',
    roundDigit: 0,
    groupCode: null,
  };
}

/** The next `YYYY` + `MMDD` on or after today (for seasonal windows). */
function nextDate(today: string, mmdd: string): string {
  const year = Number(today.slice(0, 4));
  const candidate = `${year}${mmdd}`;
  return candidate >= today ? candidate : `${year + 1}${mmdd}`;
}

/**
 * Saturdays, Sundays and national holidays between today and `days` ahead, as inclusive ranges of
 * consecutive days off (a weekday-only coupon excludes them).
 */
export function daysOffRanges(today: string, days: number): { depDateFrom: string; depDateTo: string }[] {
  const ranges: { depDateFrom: string; depDateTo: string }[] = [];
  for (let i = 0; i <= days; i++) {
    const day = addDays(today, i);
    const dow = dayOfWeek(day);
    if (dow !== 0 && dow !== 6 && !holidayOf(day)) continue;
    const last = ranges[ranges.length - 1];
    if (last && addDays(last.depDateTo, 1) === day) last.depDateTo = day;
    else ranges.push({ depDateFrom: day, depDateTo: day });
  }
  return ranges;
}

export function buildDemoCouponSeeds(
  today: string,
  days: number,
  hotels: readonly Hotel[],
  optionals: readonly OptionalActivity[],
): DemoCouponSeed[] {
  const b = base(today, days);
  const summerFrom = nextDate(today, '0701');
  const summerTo = `${summerFrom.slice(0, 4)}0831`;
  const gwFrom = nextDate(today, '0429');
  const nyFrom = nextDate(today, '1228');
  const planHotel =
    hotels.find((h) => h.area3Code === '1402' && h.plans.length > 0) ??
    hotels.find((h) => h.plans.length > 0);
  const plan = planHotel?.plans[0];
  const optional = optionals[0];
  return [
    {
      ...b,
      couponCode: 'WELCOME1000',
      couponName: t('新規会員登録クーポン 1,000円引き', 'Welcome coupon: ¥1,000 off'),
      discount: 1000,
      minReserveAmt: 10000,
      maxUsePerUser: 1,
      remarks: t(
        'お一人様1回限り、1万円以上のご予約にご利用いただけます。他のクーポンと併用できます。',
        'Once per member, for bookings of ¥10,000 or more; combines with other coupons.',
      ),
    },
    {
      ...b,
      couponCode: 'SUMMER3000',
      couponName: t('夏旅応援クーポン 3,000円引き', 'Summer trip coupon: ¥3,000 off'),
      discount: 3000,
      minReserveAmt: 30000,
      depDateFrom: summerFrom,
      depDateTo: summerTo,
      excludeDepDateList: [
        { depDateFrom: `${summerFrom.slice(0, 4)}0810`, depDateTo: `${summerFrom.slice(0, 4)}0816` },
      ],
      remarks: t(
        '7/1〜8/31出発（8/10〜8/16を除く）、3万円以上のご予約が対象です。',
        'Departures 1 Jul–31 Aug except 10–16 Aug; bookings of ¥30,000 or more.',
      ),
    },
    {
      ...b,
      couponCode: 'ONSEN5',
      productKinds: ['yado', 'dp', 'tour'],
      kodawari: ['101'],
      couponName: t('温泉宿5%OFFクーポン', 'Hot-spring stays: 5% off'),
      discountMethod: 'rate',
      discount: 5,
      discountUnitType: '4',
      maxDiscountAmtForRate: 5000,
      roundDigit: 1,
      minReserveAmt: 15000,
      remarks: t('割引上限5,000円。10円未満切り捨て。', 'Up to ¥5,000 off; rounded down to 10 yen.'),
    },
    {
      ...b,
      couponCode: 'OKINAWA2000',
      productKinds: ['tour'],
      couponName: t('沖縄ツアー 2,000円引き', 'Okinawa tours: ¥2,000 off'),
      discount: 2000,
      discountUnitType: '1',
      targetSystemGrpType: '1',
      targetSystemSubGrpCode: '01',
      areaCode: '47',
      minReserveAmt: 40000,
      remarks: t(
        '沖縄県内に宿泊するフリープランが対象です。大人お一人様につき2,000円引き。',
        'Free-plan tours staying in Okinawa; ¥2,000 off per adult.',
      ),
    },
    {
      ...b,
      couponCode: 'DP1500',
      productKinds: ['tour', 'dp'],
      couponName: t('ダイナミックパッケージ 1,500円引き', 'Dynamic packages: ¥1,500 off'),
      discount: 1500,
      targetSystemGrpType: '2',
      targetSystemSubGrpCode: '03',
      minReserveAmt: 20000,
      remarks: t(
        'ツアーは「航空券＋ホテル」「新幹線＋ホテル」のダイナミックパッケージのみが対象です（ほかのツアーは対象外）。宿泊検索で出発地を選んだJR＋宿泊のセットにも使えます。宿泊のみのご予約には使えません。',
        'Tours: only the Flight + hotel and Shinkansen + hotel dynamic packages (not other tours). Also for JR + hotel sets booked from the hotel search with a departure. Not for hotel-only stays.',
      ),
    },
    {
      ...b,
      couponCode: 'HOTELPLAN10',
      couponName: t(
        `この宿限定 10%OFF（${planHotel?.name.ja ?? ''}）`,
        `This stay only: 10% off (${planHotel?.name.en ?? ''})`,
      ),
      discountMethod: 'rate',
      discount: 10,
      discountUnitType: '4',
      maxDiscountAmtForRate: 8000,
      roundDigit: 2,
      hotelCode: planHotel?.hotelId ?? null,
      hotelPlanCode: plan?.planId ?? null,
      remarks: t(
        '対象プラン限定。一覧画面では表示されない場合があります。',
        'For the named plan only; may not appear on list pages.',
      ),
    },
    {
      ...b,
      couponCode: 'CLOSED500',
      couponName: t('【終了】春の旅クーポン 500円引き', '[Ended] Spring coupon: ¥500 off'),
      openStatus: '0',
      discount: 500,
      depDateTo: addDays(today, -1),
      useDatetimeTo: `${addDays(today, -1)}2359`,
      remarks: t('配布は終了しました。', 'This coupon has ended.'),
    },
    {
      ...b,
      couponCode: 'FAMILY2000',
      childRequired: true,
      couponName: t('ファミリー旅行 2,000円引き', 'Family trips: ¥2,000 off'),
      discount: 2000,
      childDiscountFlag: '1',
      infantDiscountFlag: '1',
      minReserveAmt: 25000,
      remarks: t(
        'お子様（小学生以下）を含むご予約が対象。お子様料金も割引対象です。',
        'Bookings with children; child prices are discounted too.',
      ),
    },
    {
      ...b,
      couponCode: 'ADULTS1000',
      couponName: t('大人旅クーポン 大人1名様1,000円引き', 'Adults-only trips: ¥1,000 off per adult'),
      discount: 1000,
      discountUnitType: '1',
      chdUseAllowFlag: '0',
      infUseAllowFlag: '0',
      remarks: t(
        '大人のみのご予約が対象です（お子様・幼児を含む場合はご利用いただけません）。',
        'Adults-only bookings (not usable with children or infants).',
      ),
    },
    {
      ...b,
      couponCode: 'OPTION500',
      couponName: t(
        `${optional?.name.ja ?? 'オプショナル'} 500円引き`,
        `${optional?.name.en ?? 'Optional'}: ¥500 off`,
      ),
      discount: 500,
      discountUnitType: '1',
      targetSystemGrpType: '4',
      landCode: optional?.landCode ?? null,
      landMaterialCode: optional?.landMaterialCode ?? null,
      landPlanCode: optional?.landPlanCode ?? null,
      optionalId: optional?.optionalId ?? null,
      remarks: t(
        '対象のオプショナルツアー限定。大人お一人様につき500円引き。',
        'For the named activity only; ¥500 off per adult.',
      ),
    },
    {
      ...b,
      couponCode: 'CAR1000',
      couponName: t('レンタカー 1,000円引き', 'Car rental: ¥1,000 off'),
      discount: 1000,
      productKinds: ['rentacar'],
      targetSystemGrpType: '5',
      minReserveAmt: 8000,
      remarks: t('8,000円以上のレンタカーのご予約が対象です。', 'For car rentals of ¥8,000 or more.'),
    },
    {
      ...b,
      couponCode: 'WEEKDAY8',
      couponName: t('平日旅 8%OFFクーポン', 'Weekday trips: 8% off'),
      discountMethod: 'rate',
      discount: 8,
      discountUnitType: '3',
      maxDiscountAmtForRate: 3000,
      roundType: '1',
      roundDigit: 1,
      conbineFlag: '0',
      // Weekdays only: every Saturday, Sunday and holiday is excluded, and GW and New Year too.
      excludeDepDateList: [
        ...daysOffRanges(today, days),
        { depDateFrom: gwFrom, depDateTo: `${gwFrom.slice(0, 4)}0506` },
        { depDateFrom: nyFrom, depDateTo: `${Number(nyFrom.slice(0, 4)) + 1}0104` },
      ],
      remarks: t(
        '平日（月〜金、祝日を除く）のご出発が対象です。GW・年末年始は対象外。他のクーポンとの併用はできません。',
        'For departures on weekdays (Monday to Friday, except holidays); not over Golden Week or New Year; cannot be combined.',
      ),
    },
    {
      ...b,
      couponCode: 'LADIES1000',
      couponName: t('女性限定 1,000円引き', 'Women only: ¥1,000 off'),
      discount: 1000,
      genders: ['female'],
      remarks: t('女性会員様限定のクーポンです。', 'For female members only.'),
    },
    {
      ...b,
      couponCode: 'TOKYO-RESIDENT',
      couponName: t('東京都在住の方限定 1,500円引き', 'Tokyo residents: ¥1,500 off'),
      discount: 1500,
      livePrefCodes: ['13'],
      minReserveAmt: 20000,
      remarks: t('東京都にお住まいの会員様が対象です。', 'For members living in Tokyo.'),
    },
    {
      ...b,
      couponCode: 'SENIOR1500',
      couponName: t('シニア旅 60歳以上 1,500円引き', 'Seniors (60 and over): ¥1,500 off'),
      discount: 1500,
      ageFrom: 60,
      minReserveAmt: 20000,
      remarks: t(
        '60歳以上の会員様のご予約（2万円以上）が対象です。',
        'For members aged 60 or over; bookings of ¥20,000 or more.',
      ),
    },
    {
      ...b,
      scope: 'user',
      couponCode: 'BIRTHDAY3000',
      birthMonthOnly: true,
      couponName: t('お誕生日クーポン 3,000円引き', 'Birthday coupon: ¥3,000 off'),
      discount: 3000,
      minReserveAmt: 20000,
      remarks: t(
        'お誕生日月にお届けする会員様限定クーポンです。',
        'Sent to members in their birthday month.',
      ),
    },
    {
      ...b,
      scope: 'user',
      couponCode: 'REVISIT2000',
      couponName: t('リピーター様限定 2,000円引き', 'Returning guests: ¥2,000 off'),
      discount: 2000,
      minReserveAmt: 15000,
      remarks: t('前回ご利用のお客様への感謝クーポンです。', 'A thank-you to returning guests.'),
    },
  ];
}

/**
 * Coupons held by the demo users, exercising the spec's drop rules: used (bookingNumber), returned
 * (returnDatetime), expired (useDatetimeTo past), depDate before the departure date, and a user coupon
 * overriding the general WELCOME1000.
 */
export function buildDemoUserCoupons(today: string): DemoUserCoupon[] {
  const until = (n: number) => `${addDays(today, n)}2359`;
  return [
    {
      userId: 'u0001',
      userCouponKey: 'UC0001',
      couponCode: 'WELCOME1000',
      depDate: null,
      useDatetimeTo: until(60),
      returnDatetime: null,
      bookingNumber: null,
    },
    {
      userId: 'u0001',
      userCouponKey: 'UC0002',
      couponCode: 'BIRTHDAY3000',
      depDate: null,
      useDatetimeTo: until(30),
      returnDatetime: null,
      bookingNumber: null,
    },
    {
      userId: 'u0001',
      userCouponKey: 'UC0003',
      couponCode: 'REVISIT2000',
      depDate: null,
      useDatetimeTo: until(90),
      returnDatetime: null,
      bookingNumber: 'TB2026000123',
    },
    {
      userId: 'u0002',
      userCouponKey: 'UC0004',
      couponCode: 'BIRTHDAY3000',
      depDate: null,
      useDatetimeTo: until(-3),
      returnDatetime: null,
      bookingNumber: null,
    },
    {
      userId: 'u0002',
      userCouponKey: 'UC0005',
      couponCode: 'REVISIT2000',
      depDate: addDays(today, 120),
      useDatetimeTo: until(120),
      returnDatetime: null,
      bookingNumber: null,
    },
    {
      userId: 'u0003',
      userCouponKey: 'UC0006',
      couponCode: 'REVISIT2000',
      depDate: null,
      useDatetimeTo: until(60),
      returnDatetime: `${addDays(today, -10)}1030`,
      bookingNumber: null,
    },
    {
      userId: 'u0003',
      userCouponKey: 'UC0007',
      couponCode: 'LADIES1000',
      depDate: null,
      useDatetimeTo: until(45),
      returnDatetime: null,
      bookingNumber: null,
    },
    {
      userId: 'u0004',
      userCouponKey: 'UC0008',
      couponCode: 'WELCOME1000',
      depDate: addDays(today, 10),
      useDatetimeTo: until(60),
      returnDatetime: null,
      bookingNumber: null,
    },
  ];
}
