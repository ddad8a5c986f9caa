/**
 * The coupon list page (spec §1, §3 coupon fields, §6 general list, §7 failures → empty list):
 * grouping by product, discount and conditions texts, search links.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_EXCLUDED_SHOWN } from './cardTerms';
import {
  COUPON_GROUPS,
  couponCardView,
  couponGroupOf,
  groupCoupons,
  groupKey,
  type CouponListEntry,
} from './list';
import { couponDpDeparture } from './searchLinks';

const today = '20261122';

/** An entry of GET /v1/coupons (the generated type). */
function coupon(over: Partial<CouponListEntry> = {}): CouponListEntry {
  return {
    couponCode: 'WELCOME1000',
    couponName: '新規会員登録クーポン 1,000円引き',
    langCode: 'ja',
    openStatus: '1',
    discount: 1000,
    discountType: '1',
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
    depDateFrom: '20261122',
    depDateTo: '20270521',
    minReserveAmt: 10000,
    maxUseCount: null,
    excludeDepDateList: [],
    targetSystemGrpType: '3',
    targetSystemSubGrpCode: '',
    hotelCode: '',
    hotelPlanCode: '',
    landCode: '',
    landMaterialCode: '',
    landPlanCode: '',
    optionalId: '',
    useDate: '',
    roundType: '2',
    roundDigit: 0,
    groupCode: '',
    remarks: '初めてのご予約に',
    isUserCoupon: false,
    userCouponKey: null,
    useDatetimeFrom: '202611220000',
    useDatetimeTo: '202702202359',
    latestDepDate: '',
    productKinds: [],
    kodawari: [],
    childRequired: false,
    birthMonthOnly: false,
    tourCode: '',
    rentacarCode: '',
    areaCode: '',
    destPrefCode: '',
    sexes: [],
    ageFrom: null,
    ageTo: null,
    livePrefCodes: [],
    maxUsePerUser: null,
    usedCount: 0,
    userUsedCount: 0,
    areaNames: [],
    livePrefNames: [],
    tourTypeName: '',
    forViewer: null,
    ...over,
  };
}

const read = (...entries: CouponListEntry[]): CouponListEntry[] => entries;

describe('couponGroupOf: product groups of the page', () => {
  it.each([
    [{ targetSystemGrpType: '3', hotelCode: '' }, 'travel'],
    [{ targetSystemGrpType: '3', hotelCode: '100091' }, 'hotel'],
    [{ targetSystemGrpType: '4', hotelCode: '' }, 'optional'],
    [{ targetSystemGrpType: '5', hotelCode: '' }, 'rentacar'],
    [{ targetSystemGrpType: '9', hotelCode: '' }, 'other'],
  ] as const)('%o → %s', (c, group) => {
    expect(couponGroupOf(c)).toBe(group);
  });

  it('groups in a fixed order, leaves out empty groups and user coupons', () => {
    const coupons = read(
      coupon({ couponCode: 'CAR1000', targetSystemGrpType: '5' }),
      coupon({ couponCode: 'WELCOME1000' }),
      coupon({ couponCode: 'BIRTHDAY3000', isUserCoupon: true, userCouponKey: 'UC1' }),
      coupon({ couponCode: 'OPTION500', targetSystemGrpType: '4', optionalId: 'L1-M1-P1', landCode: 'L1' }),
    );
    const groups = groupCoupons(coupons, 'ja', today);
    expect(groups.map((g) => g.group)).toEqual(['travel', 'optional', 'rentacar']);
    expect(groups.flatMap((g) => g.coupons.map((c) => c.code))).not.toContain('BIRTHDAY3000');
  });
});

describe('couponCardView (spec §3 fields as texts)', () => {
  it('says yen per booking, the minimum amount, the periods, and links to the hotel and tour searches', () => {
    const [entry] = read(coupon());
    const view = couponCardView(entry!, 'ja', today);
    expect(view.discount).toEqual({ key: 'discountAmount', values: { amount: '1,000円' } });
    expect(view.unit).toEqual({ key: 'unitPerBooking' });
    expect(view.cap).toBeNull();
    expect(view.conditions).toContainEqual({ key: 'minReserve', values: { amount: '10,000円' } });
    expect(view.conditions).toContainEqual({ key: 'combinable' });
    expect(view.period[0]).toEqual({
      label: 'depPeriodLabel',
      value: { key: 'dateRange', values: { from: '2026年11月22日(日)', to: '2027年5月21日(金)' } },
    });
    expect(view.period[1]?.label).toBe('usePeriodLabel');
    expect(view.links.map((l) => l.key)).toEqual(['searchHotels', 'searchTours']);
    expect(view.links[0]?.href).toMatch(/^\/hotels/);
    expect(view.links[1]?.href).toMatch(/^\/tours/);
  });

  it('says a per-person rate with its cap, in English', () => {
    const [entry] = read(
      coupon({ discountUnitType: '3', discount: 8, maxDiscountAmtForRate: 3000, conbineFlag: '0' }),
    );
    const view = couponCardView(entry!, 'en', today);
    expect(view.discount).toEqual({ key: 'discountRate', values: { rate: 8 } });
    expect(view.unit).toEqual({ key: 'unitPerPerson' });
    expect(view.cap).toEqual({ key: 'maxDiscount', values: { amount: '¥3,000' } });
    expect(view.conditions).toContainEqual({ key: 'notCombinable' });
  });

  it('lists excluded departure dates, child and infant rules and the target', () => {
    const [entry] = read(
      coupon({
        excludeDepDateList: [
          { depDateFrom: '20270810', depDateTo: '20270816' },
          { depDateFrom: '20270101', depDateTo: '20270101' },
        ],
        chdUseAllowFlag: '0',
        infUseAllowFlag: '0',
        childDiscountFlag: '1',
        hotelCode: '100091',
        hotelPlanCode: '100091P01',
      }),
    );
    const view = couponCardView(entry!, 'ja', today);
    const keys = view.conditions.map((c) => c.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'excludeRange',
        'excludeDate',
        'childNotAllowed',
        'infantNotAllowed',
        'childDiscounted',
        'targetPlanOnly',
      ]),
    );
    expect(view.group).toBe('hotel');
    expect(view.links).toEqual([{ href: '/hotel/100091/plans', key: 'searchHotelPlans' }]);
  });

  it('states the conditions of the record (issue 18): product kinds, a child, a hot spring, the birth month', () => {
    const [entry] = read(
      coupon({ productKinds: ['tour', 'dp'], childRequired: true, kodawari: ['101'], birthMonthOnly: true }),
    );
    const keys = couponCardView(entry!, 'ja', today).conditions.map((c) => c.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'targetKind_tour',
        'targetKind_dp',
        'childRequired',
        'featureOnsen',
        'birthMonthOnly',
      ]),
    );
    const [plain] = read(coupon());
    const plainKeys = couponCardView(plain!, 'ja', today).conditions.map((c) => c.key);
    expect(plainKeys).not.toContain('childRequired');
    expect(plainKeys).not.toContain('birthMonthOnly');
  });

  it('says where and for whom: the destination, gender, age, residence and the per-member cap', () => {
    const view = couponCardView(
      coupon({
        areaNames: ['沖縄県'],
        sexes: ['female'],
        ageFrom: 20,
        ageTo: 39,
        livePrefNames: ['東京都', '神奈川県'],
        maxUsePerUser: 1,
      }),
      'ja',
      today,
    );
    expect(view.conditions).toEqual(
      expect.arrayContaining([
        { key: 'targetArea', values: { areas: '沖縄県' } },
        { key: 'forWomen' },
        { key: 'ageRange', values: { from: 20, to: 39 } },
        { key: 'residence', values: { prefs: '東京都, 神奈川県' } },
        { key: 'maxPerMember', values: { count: 1 } },
      ]),
    );
    const keys = (c: CouponListEntry) => couponCardView(c, 'ja', today).conditions.map((r) => r.key);
    expect(keys(coupon({ ageFrom: 60 }))).toContain('ageFrom');
    expect(keys(coupon({ sexes: ['male'] }))).toContain('forMen');
    expect(keys(coupon())).not.toEqual(expect.arrayContaining(['targetArea']));
  });

  it("tells a member whether it is theirs today (the API's judgment); a visitor only that its uses are all taken", () => {
    const view = (forViewer: CouponListEntry['forViewer'], counts: Partial<CouponListEntry> = {}) =>
      couponCardView(coupon({ forViewer, ...counts }), 'ja', today).viewer;
    expect(view(null)).toBeNull();
    expect(view(null, { maxUseCount: 100, usedCount: 99 })).toBeNull();
    expect(view(null, { maxUseCount: 100, usedCount: 100 })).toEqual({
      usable: false,
      key: 'viewerReason_USED_UP',
    });
    expect(view({ usable: true, reason: null })).toEqual({ usable: true, key: 'viewerUsable' });
    expect(view({ usable: false, reason: 'NOT_BIRTH_MONTH' })).toEqual({
      usable: false,
      key: 'viewerReason_NOT_BIRTH_MONTH',
    });
    expect(view({ usable: false, reason: 'PRODUCT_KIND_MISMATCH' })?.key).toBe('viewerReason_OTHER');
  });

  it('searches only the product kinds the coupon is for, in its destination', () => {
    const links = couponCardView(coupon({ productKinds: ['tour'], areaCode: '47' }), 'ja', today).links;
    expect(links.map((l) => l.key)).toEqual(['searchTours']);
    expect(links[0]?.href).toContain('47');
    const stays = couponCardView(coupon({ productKinds: ['yado'] }), 'ja', today).links;
    expect(stays.map((l) => l.key)).toEqual(['searchHotels']);
  });

  it('says the tour type a coupon is limited to, and searches JR + hotel sets for a dp coupon (DP1500)', () => {
    const dp1500 = coupon({
      productKinds: ['tour', 'dp'],
      targetSystemSubGrpCode: '03',
      tourTypeName: 'ダイナミックパッケージ',
    });
    const tokyo = { code: '03', name: '東京・関東発' };
    const view = couponCardView(dp1500, 'ja', today, tokyo);
    const kinds = view.conditions.filter((c) => c.key.startsWith('targetKind_'));
    expect(kinds).toEqual([
      { key: 'targetKind_tourType', values: { type: 'ダイナミックパッケージ' } },
      { key: 'targetKind_dp' },
    ]);
    expect(view.links.map((l) => l.key)).toEqual(['searchDp', 'searchTours']);
    const dp = new URL(view.links[0]!.href, 'http://x');
    expect(dp.pathname).toMatch(/^\/hotels/);
    expect(dp.searchParams.get('depAreaCode')).toBe('03');
    expect(dp.searchParams.get('approachType')).toBe('train');
    expect(view.links[0]!.values).toEqual({ departure: '東京・関東発' });
    expect(new URL(view.links[1]!.href, 'http://x').searchParams.get('tourType')).toBe('03');
    // Without a JR departure to start from, no stay search is offered in its place.
    expect(couponCardView(dp1500, 'ja', today).links.map((l) => l.key)).toEqual(['searchTours']);
  });

  it('departs a JR + hotel search from the first departure area JR serves', () => {
    expect(
      couponDpDeparture([
        { code: '10', name: '沖縄発', stationCodes: [] },
        { code: '03', name: '東京・関東発', stationCodes: ['tokyo'] },
      ]),
    ).toEqual({ code: '03', name: '東京・関東発' });
    expect(couponDpDeparture([{ code: '10', name: '沖縄発', stationCodes: [] }])).toBeNull();
  });

  it('starts the search on the first departure date when the coupon starts later', () => {
    const [entry] = read(coupon({ depDateFrom: '20270701', depDateTo: '20270831' }));
    const view = couponCardView(entry!, 'ja', today);
    expect(view.links[0]?.href).toContain('goDate=20270701');
  });

  it('gives no search link for groups without a web search page (activities, car rental)', () => {
    const [entry] = read(coupon({ targetSystemGrpType: '5' }));
    expect(couponCardView(entry!, 'ja', today).links).toEqual([]);
  });
});

describe('every text the page and the coupon line use exists in ja and en', () => {
  const dir = new URL('../../../../api/src/locales/', import.meta.url);
  const load = (lang: string) =>
    JSON.parse(readFileSync(new URL(`${lang}/coupon.json`, dir), 'utf8')) as Record<string, string>;
  const all = read(
    coupon({
      discountUnitType: '7',
      maxDiscountAmtForRate: 500,
      maxUseCount: 1,
      excludeDepDateList: [
        { depDateFrom: '20270810', depDateTo: '20270816' },
        { depDateFrom: '20270101', depDateTo: '20270101' },
      ],
      chdUseAllowFlag: '0',
      infUseAllowFlag: '0',
      adultDiscountFlag: '0',
      childDiscountFlag: '1',
      infantDiscountFlag: '1',
      hotelCode: '1',
      optionalId: 'a-b-c',
      useDatetimeFrom: '',
    }),
    coupon({ discountUnitType: '6', conbineFlag: '0', hotelCode: '1' }),
    coupon({ discountUnitType: '1', targetSystemGrpType: '4' }),
    coupon({ discountUnitType: '4', targetSystemGrpType: '5' }),
    coupon({ targetSystemGrpType: '9' }),
    coupon(),
    coupon({
      areaNames: ['沖縄県'],
      sexes: ['female'],
      ageFrom: 20,
      ageTo: 39,
      livePrefNames: ['東京都'],
      maxUsePerUser: 1,
      forViewer: { usable: true, reason: null },
    }),
    coupon({ sexes: ['male'], ageFrom: 60, forViewer: { usable: false, reason: 'PRODUCT_KIND_MISMATCH' } }),
    coupon({ ageTo: 12 }),
    ...(
      [
        'NOT_BIRTH_MONTH',
        'USER_LIMIT_REACHED',
        'USED_UP',
        'GENDER_MISMATCH',
        'AGE_MISMATCH',
        'RESIDENCE_MISMATCH',
      ] as const
    ).map((reason) => coupon({ forViewer: { usable: false, reason } })),
  );
  it.each(['ja', 'en'])('%s', (lang) => {
    const texts = load(lang);
    const keys = new Set<string>([
      'badge',
      'perPerson',
      'perPersonNights',
      'priceWithCouponLead',
      'couponApplied',
      'perPersonDiscount',
      'priceNote',
      'pageLead',
      'groupNavLabel',
      'listUnavailable',
      'notExists',
      'backToTop',
      'loginForMore',
      'couponCode',
      'remarks',
      'userCoupons',
      'noUserCoupons',
    ]);
    for (const g of COUPON_GROUPS) keys.add(groupKey(g)).add(groupKey(g, true));
    for (const view of all.map((c) => couponCardView(c, lang === 'en' ? 'en' : 'ja', today))) {
      for (const ref of [view.discount, view.unit, view.cap, ...view.conditions].filter((r) => r !== null))
        keys.add(ref.key);
      for (const p of view.period) keys.add(p.label).add(p.value.key);
      for (const l of view.links) keys.add(l.key);
      if (view.viewer) keys.add(view.viewer.key);
    }
    expect([...keys].filter((k) => !texts[k])).toEqual([]);
  });
});

describe('a coupon card with many excluded periods (weekday-only coupons)', () => {
  it('lists the first few and says how many more', () => {
    const ranges = Array.from({ length: 10 }, (_, i) => {
      const day = String(5 + i * 2).padStart(2, '0');
      return { depDateFrom: `202612${day}`, depDateTo: `202612${day}` };
    });
    const view = couponCardView(coupon({ excludeDepDateList: ranges }), 'ja', today);
    const keys = view.conditions.map((c) => c.key);
    expect(keys.filter((k) => k === 'excludeDate')).toHaveLength(MAX_EXCLUDED_SHOWN);
    expect(view.conditions.find((c) => c.key === 'excludeMore')?.values).toEqual({
      count: 10 - MAX_EXCLUDED_SHOWN,
    });
  });
});
