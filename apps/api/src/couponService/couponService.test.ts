/**
 * The coupon service over HTTP (SPEC.md §7 CouponList / UserCouponList, §8 service codes '0001',
 * '9998', '9999'), on PGlite and PostgreSQL: every filter field, the answers' shape, the error codes,
 * access, revalidation (ETag / 304), and hostile bodies never answered with a 5xx.
 */
import {
  buildCouponListRequest,
  buildUserCouponListRequest,
  couponConditionWithDefaults,
  japanNowSecond,
} from '@tabiyori/domain';
import { sql } from 'kysely';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { componentContext } from '../schemas/components';
import { CouponListAnswer, UserCouponListAnswer } from '../schemas/couponService';
import { DATABASE_KINDS } from '../test/harness';
import type { CouponDefinition } from './couponRecords';
import {
  addCoupons,
  addUserCoupons,
  coupon,
  day,
  resetCoupons,
  serviceKeyHeader,
  setCouponSetting,
  setCouponUses,
  startCouponTestApi,
  type CouponTestApi,
} from './testing';

type Body = Record<string, unknown>;
interface ListAnswer {
  CommonInformation: { ErrorList: { ErrorCode: string; ErrorMessage: string }[] };
  Result: { CouponList?: Body[]; UserCouponList?: Body[] } | null;
}

/** Where an answer departs from its documented schema (path and message), none when it fits. */
function shapeErrors(schema: TSchema, body: unknown): string[] {
  return Value.Errors(componentContext(), schema, body).map((e) => `${e.instancePath} ${e.message}`);
}

function couponListBody(fields: Body = {}): Body {
  const body = buildCouponListRequest(couponConditionWithDefaults({ userId: 'u9' }), {
    lang: 'ja',
    now: Date.now(),
  });
  return { ...body, CouponListRequest: { ...body.CouponListRequest, ...fields } };
}

function userCouponListBody(fields: Body = {}): Body {
  const body = buildUserCouponListRequest(couponConditionWithDefaults({ userId: 'u9' }), {
    lang: 'ja',
    now: Date.now(),
  });
  if (!body) throw new Error('no body');
  return { ...body, UserCouponListRequest: { ...body.UserCouponListRequest, ...fields } };
}

const yesterday = () => `${day(-1)}2359`;
const tomorrow = () => `${day(1)}0000`;

/** [name, coupon fields, request fields, listed?] */
type FilterCase = [string, Partial<CouponDefinition>, Body, boolean];

const FILTER_CASES: FilterCase[] = [
  ['open coupon', {}, {}, true],
  ['closed coupon (OpenStatus 0)', { OpenStatus: '0' }, {}, false],
  [
    'closed coupon with ClosedCouponIncludeFlg 1 (debug)',
    { OpenStatus: '0' },
    { ClosedCouponIncludeFlg: '1' },
    true,
  ],
  ['not approved (ApproveStatus 0)', { ApproveStatus: '0' }, {}, false],
  ['other TargetSystemGrpType', { TargetSystemGrpType: '5' }, {}, false],
  ['same TargetSystemGrpType', { TargetSystemGrpType: '5' }, { TargetSystemGrpType: '5' }, true],
  ['tour type coupon, no tour type asked', { TargetSystemSubGrpCode: '01' }, {}, false],
  [
    'tour type coupon, same tour type',
    { TargetSystemSubGrpCode: '01' },
    { TargetSystemSubGrpCode: '01' },
    true,
  ],
  [
    'tour type coupon, other tour type',
    { TargetSystemSubGrpCode: '01' },
    { TargetSystemSubGrpCode: '02' },
    false,
  ],
  ['usage window not started', { UseDatetimeFrom: tomorrow() }, {}, false],
  ['usage window ended', { UseDatetimeTo: yesterday() }, {}, false],
  ['usage window open now', { UseDatetimeFrom: `${day(-1)}0000`, UseDatetimeTo: `${day(1)}2359` }, {}, true],
  [
    'usage window ended, GetAvailableLimitFlg 0',
    { UseDatetimeTo: yesterday() },
    { GetAvailableLimitFlg: '0' },
    true,
  ],
  ['distribution window ended', { GetDatetimeTo: yesterday() }, {}, false],
  ['distribution window not started', { GetDatetimeFrom: tomorrow() }, {}, false],
  ['departure before the window', { DepDateFrom: day(20) }, { DepDate: day(10) }, false],
  ['departure after the window', { DepDateTo: day(5) }, { DepDate: day(10) }, false],
  ['departure on the last day', { DepDateFrom: day(5), DepDateTo: day(10) }, { DepDate: day(10) }, true],
  ['no departure date asked', { DepDateFrom: day(20) }, { DepDate: '' }, true],
  [
    'departure in an excluded range',
    { ExcludeDepDateList: [{ DepDateFrom: day(9), DepDateTo: day(11) }] },
    { DepDate: day(10) },
    false,
  ],
  [
    'departure outside the excluded range',
    { ExcludeDepDateList: [{ DepDateFrom: day(9), DepDateTo: day(11) }] },
    { DepDate: day(12) },
    true,
  ],
  ['adults not allowed', { AdtUseAllowFlag: '0' }, { AdtCount: 1 }, false],
  ['adults not allowed, no adults', { AdtUseAllowFlag: '0' }, { AdtCount: 0 }, true],
  ['children not allowed', { ChdUseAllowFlag: '0' }, { ChdCount: 1 }, false],
  ['children not allowed, no children', { ChdUseAllowFlag: '0' }, { ChdCount: 0 }, true],
  ['infants not allowed', { InfUseAllowFlag: '0' }, { InfCount: 2 }, false],
  ['tour coupon, no TourCode', { TourCode: 'T000001' }, {}, false],
  ['tour coupon, its TourCode', { TourCode: 'T000001' }, { TourCode: 'T000001' }, true],
  ['tour coupon, another TourCode', { TourCode: 'T000001' }, { TourCode: 'T000002' }, false],
  ['hotel coupon, no HotelCode (checked per product by the caller)', { HotelCode: '100001' }, {}, true],
  ['hotel coupon, its HotelCode', { HotelCode: '100001' }, { HotelCode: '100001' }, true],
  ['hotel coupon, another HotelCode', { HotelCode: '100001' }, { HotelCode: '100002' }, false],
  [
    'plan coupon, another HotelPlanCode',
    { HotelPlanCode: '100001P01' },
    { HotelPlanCode: '100001P02' },
    false,
  ],
  ['plan coupon, its HotelPlanCode', { HotelPlanCode: '100001P01' }, { HotelPlanCode: '100001P01' }, true],
  ['car coupon, no RentacarCode', { RentacarCode: 'C1-A' }, {}, false],
  ['car coupon, its RentacarCode', { RentacarCode: 'C1-A' }, { RentacarCode: 'C1-A' }, true],
  ['land coupon, another LandCode (extra condition)', { LandCode: '4701' }, { LandCode: '1301' }, false],
  [
    'land coupon, its LandCode and LandPlanCode',
    { LandCode: '4701', LandPlanCode: '01' },
    { LandCode: '4701', LandPlanCode: '01' },
    true,
  ],
  [
    'land coupon, another LandPlanCode',
    { LandCode: '4701', LandPlanCode: '01' },
    { LandCode: '4701', LandPlanCode: '02' },
    false,
  ],
  ['area coupon, no AreaCode', { AreaCode: '47' }, {}, false],
  ['area coupon, its AreaCode', { AreaCode: '47' }, { AreaCode: '47' }, true],
  ['area coupon, another AreaCode', { AreaCode: '47' }, { AreaCode: '13' }, false],
  ['region coupon, a prefecture of the region', { AreaCode: 'okinawa' }, { AreaCode: '47' }, true],
  ['area coupon, the destination prefecture', { AreaCode: '47' }, { DestPrefCode: '47' }, true],
  ['prefecture coupon, its DestPrefCode', { DestPrefCode: '47' }, { DestPrefCode: '47' }, true],
  ['prefecture coupon, another DestPrefCode', { DestPrefCode: '47' }, { DestPrefCode: '01' }, false],
  ['prefecture coupon, no destination', { DestPrefCode: '47' }, {}, false],
  ['women only, Sex unknown', { SexList: ['female'] }, { Sex: '' }, false],
  ['women only, Sex female', { SexList: ['female'] }, { Sex: 'female' }, true],
  ['women only, Sex 2', { SexList: ['female'] }, { Sex: '2' }, true],
  ['women only, Sex male', { SexList: ['female'] }, { Sex: 'male' }, false],
  ['ages 20–29, Age unknown (999)', { AgeFrom: 20, AgeTo: 29 }, { Age: 999 }, false],
  ['ages 20–29, Age 29', { AgeFrom: 20, AgeTo: 29 }, { Age: 29 }, true],
  ['ages 20–29, Age 30', { AgeFrom: 20, AgeTo: 29 }, { Age: 30 }, false],
  ['60 and over, Age unknown', { AgeFrom: 60 }, { Age: 999 }, false],
  [
    'Tokyo residents, LivePrefCode unknown',
    { LivePrefCodeList: ['13'] },
    { LivePrefCode: '9999999999' },
    false,
  ],
  ['Tokyo residents, LivePrefCode 13', { LivePrefCodeList: ['13'] }, { LivePrefCode: '13' }, true],
  ['user-only coupon (Scope user)', { Scope: 'user' }, {}, false],
];

describe.each(DATABASE_KINDS)('coupon service on %s (spec §7, §8)', (kind) => {
  let api: CouponTestApi;
  const call = async (
    operation: 'CouponList' | 'UserCouponList',
    body: unknown,
    headers = serviceKeyHeader(),
  ) => api.post(`/coupon-service/${operation}`, body, headers);
  const listed = async (fields: Body = {}): Promise<string[]> => {
    const res = await call('CouponList', couponListBody(fields));
    expect(res.status).toBe(200);
    const body = res.body as ListAnswer;
    expect(body.CommonInformation.ErrorList).toEqual([]);
    return (body.Result?.CouponList ?? []).map((c) => String(c.CouponCode));
  };
  const errorCode = (res: { body: unknown }) =>
    (res.body as ListAnswer).CommonInformation.ErrorList.map((e) => e.ErrorCode);

  beforeAll(async () => {
    api = await startCouponTestApi(kind);
  });
  afterAll(async () => {
    await api?.close();
  });
  beforeEach(async () => {
    await resetCoupons(api.handle);
  });

  it('CouponList filters by each request field (spec §7)', async () => {
    for (const [name, fields, request, expected] of FILTER_CASES) {
      await resetCoupons(api.handle);
      await addCoupons(api.handle, [coupon('C1', fields)]);
      expect([name, await listed(request)]).toEqual([name, expected ? ['C1'] : []]);
    }
  });

  it('matches an area below the coupon area (area3 of the prefecture)', async () => {
    const area3 = await sql<{ code: string }>`
      select code from area where level = 3 and area2_code = '47' order by code limit 1
    `.execute(api.handle.db);
    const code = area3.rows[0]?.code ?? '';
    expect(code).not.toBe('');
    await addCoupons(api.handle, [
      coupon('AREA', { AreaCode: '47' }),
      coupon('PREF', { DestPrefCode: '47' }),
    ]);
    expect(await listed({ AreaCode: code })).toEqual(['AREA', 'PREF']);
    expect(await listed({ AreaCode: 'okinawa' })).toEqual([]);
  });

  it('stops listing a coupon once it was used MaxUseCount times', async () => {
    await addCoupons(api.handle, [coupon('CAP', { MaxUseCount: 2 })]);
    expect(await listed()).toEqual(['CAP']);
    await setCouponUses(api.handle, 'CAP', 1);
    expect(await listed()).toEqual(['CAP']);
    await setCouponUses(api.handle, 'CAP', 2);
    expect(await listed()).toEqual([]);
  });

  it('answers the raw rows, in Japanese or English by LangCode, ordered by code', async () => {
    await addCoupons(api.handle, [
      coupon('B2', { Discount: 5, DiscountUnitType: '4', MaxDiscountAmtForRate: 3000, RoundDigit: 1 }),
      coupon('A1', { ExcludeDepDateList: [{ DepDateFrom: day(3), DepDateTo: day(4) }] }),
    ]);
    const ja = await call('CouponList', couponListBody());
    const rows = (ja.body as ListAnswer).Result?.CouponList ?? [];
    expect(rows.map((r) => r.CouponCode)).toEqual(['A1', 'B2']);
    expect(rows[0]).toMatchObject({
      CouponCode: 'A1',
      CouponName: 'クーポン A1',
      LangCode: 'ja_JP',
      Remarks: '備考 A1',
      ExcludeDepDateList: [{ DepDateFrom: day(3), DepDateTo: day(4) }],
    });
    expect(rows[1]).toMatchObject({
      Discount: 5,
      DiscountUnitType: '4',
      MaxDiscountAmtForRate: 3000,
      RoundDigit: 1,
    });
    const en = await call('CouponList', couponListBody({ LangCode: 'en_US' }));
    // The answers are what the OpenAPI document says, no property more (schemas/couponService.ts).
    expect(shapeErrors(CouponListAnswer, ja.body)).toEqual([]);
    expect(shapeErrors(CouponListAnswer, en.body)).toEqual([]);
    expect((en.body as ListAnswer).Result?.CouponList?.[0]).toMatchObject({
      CouponName: 'Coupon A1',
      LangCode: 'en_US',
      Remarks: 'Remarks A1',
    });
  });

  it("UserCouponList answers the user's coupons with their stamps (the caller drops used ones)", async () => {
    await addCoupons(api.handle, [
      coupon('GEN'),
      coupon('MINE', { Scope: 'user' }),
      coupon('CLOSED', { OpenStatus: '0' }),
    ]);
    await addUserCoupons(api.handle, [
      {
        userCouponKey: 'K1',
        userId: 'u9',
        couponCode: 'MINE',
        depDate: day(30),
        useDatetimeTo: `${day(20)}2359`,
      },
      {
        userCouponKey: 'K2',
        userId: 'u9',
        couponCode: 'GEN',
        bookingNumber: 'B123',
        returnDatetime: `${day(-1)}1000`,
      },
      { userCouponKey: 'K3', userId: 'u9', couponCode: 'CLOSED' },
      { userCouponKey: 'K4', userId: 'u8', couponCode: 'MINE' },
    ]);
    const res = await call('UserCouponList', userCouponListBody());
    expect(res.status).toBe(200);
    expect(shapeErrors(UserCouponListAnswer, res.body)).toEqual([]);
    const items = (res.body as ListAnswer).Result?.UserCouponList ?? [];
    expect(items).toEqual([
      {
        UserCouponKey: 'K1',
        DepDate: day(30),
        UseDatetimeTo: `${day(20)}2359`,
        ReturnDatetime: '',
        BookingNumber: '',
        CouponInformation: expect.objectContaining({ CouponCode: 'MINE' }),
      },
      {
        UserCouponKey: 'K2',
        DepDate: '',
        UseDatetimeTo: '',
        ReturnDatetime: `${day(-1)}1000`,
        BookingNumber: 'B123',
        CouponInformation: expect.objectContaining({ CouponCode: 'GEN' }),
      },
    ]);
    // The coupon definition's filters apply to user coupons too.
    const children = await call('UserCouponList', userCouponListBody({ AdtCount: 0, ChdCount: 1 }));
    expect(((children.body as ListAnswer).Result?.UserCouponList ?? []).length).toBe(2);
    await addCoupons(api.handle, [coupon('NOKIDS', { Scope: 'user', ChdUseAllowFlag: '0' })]);
    await addUserCoupons(api.handle, [{ userCouponKey: 'K5', userId: 'u9', couponCode: 'NOKIDS' }]);
    const again = await call('UserCouponList', userCouponListBody({ ChdCount: 1 }));
    expect(((again.body as ListAnswer).Result?.UserCouponList ?? []).map((i) => i.UserCouponKey)).toEqual([
      'K1',
      'K2',
    ]);
  });

  it("'0001' parameter error for missing or malformed fields (spec §8)", async () => {
    await addCoupons(api.handle, [coupon('C1')]);
    const bad: [string, unknown][] = [
      ['no CouponListRequest', { CommonInformation: { CallSystem: 'search' } }],
      ['no CommonInformation', { CouponListRequest: couponListBody().CouponListRequest }],
      ['no CallSystem', { ...couponListBody(), CommonInformation: {} }],
      ['body is an array', [1, 2]],
      ['missing Age', couponListBody({ Age: undefined })],
      ['Age not a number', couponListBody({ Age: 'abc' })],
      ['Age 151', couponListBody({ Age: 151 })],
      ['missing UseDatetime', couponListBody({ UseDatetime: undefined })],
      ['GetDateTime not a time', couponListBody({ GetDateTime: '20261340000000' })],
      ['DepDate not a day', couponListBody({ DepDate: '20260231' })],
      ['LangCode unknown', couponListBody({ LangCode: 'fr_FR' })],
      ['OpenStatus unknown', couponListBody({ OpenStatus: '2' })],
      ['AdtCount negative', couponListBody({ AdtCount: -1 })],
      ['ChdCount fraction', couponListBody({ ChdCount: 1.5 })],
      ['Sex unknown', couponListBody({ Sex: 'x' })],
      ['HotelCode an object', couponListBody({ HotelCode: { $ne: 1 } })],
      ['TourCode too long', couponListBody({ TourCode: 'T'.repeat(65) })],
      ['TourCode with SQL', couponListBody({ TourCode: "x' or '1'='1" })],
      ['GetAvailableLimitFlg missing', couponListBody({ GetAvailableLimitFlg: undefined })],
    ];
    for (const [name, body] of bad) {
      const res = await call('CouponList', body);
      expect([name, res.status, errorCode(res)]).toEqual([name, 200, ['0001']]);
      expect((res.body as ListAnswer).Result).toBeNull();
    }
    const noUser = await call('UserCouponList', userCouponListBody({ UserId: '' }));
    expect(errorCode(noUser)).toEqual(['0001']);
    const noLand = await call('UserCouponList', userCouponListBody({ LandCode: undefined }));
    expect(errorCode(noLand)).toEqual(['0001']);
    const malformed = await api.post(
      '/coupon-service/CouponList',
      '{"CommonInformation":',
      serviceKeyHeader(),
    );
    expect([malformed.status, errorCode(malformed)]).toEqual([200, ['0001']]);
    const text = await fetch(`${api.baseUrl}/coupon-service/CouponList`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...serviceKeyHeader() },
      body: 'hello',
    });
    expect(text.status).toBe(200);
    expect(((await text.json()) as ListAnswer).CommonInformation.ErrorList[0]?.ErrorCode).toBe('0001');
    const nul = await call('CouponList', couponListBody({ HotelCode: 'a\u0000b' }));
    expect(errorCode(nul)).toEqual(['0001']);
  });

  it("'9998' under maintenance: the coupon_setting switch and COUPON_SERVICE_MAINTENANCE=1", async () => {
    await addCoupons(api.handle, [coupon('C1')]);
    await setCouponSetting(api.handle, 'service.maintenance', '1');
    for (const operation of ['CouponList', 'UserCouponList'] as const) {
      const res = await call(operation, operation === 'CouponList' ? couponListBody() : userCouponListBody());
      expect([res.status, errorCode(res)]).toEqual([200, ['9998']]);
    }
    expect(errorCode(await call('CouponList', { bad: true }))).toEqual(['9998']);
    await setCouponSetting(api.handle, 'service.maintenance', '0');
    expect(await listed()).toEqual(['C1']);
    process.env.COUPON_SERVICE_MAINTENANCE = '1';
    try {
      expect(errorCode(await call('CouponList', couponListBody()))).toEqual(['9998']);
    } finally {
      delete process.env.COUPON_SERVICE_MAINTENANCE;
    }
    expect(await listed()).toEqual(['C1']);
  });

  it("'9999' system error when the database fails (HTTP 500)", async () => {
    await addCoupons(api.handle, [coupon('C1')]);
    await sql`alter table coupon rename to coupon_away`.execute(api.handle.db);
    try {
      const res = await call('CouponList', couponListBody());
      expect([res.status, errorCode(res)]).toEqual([500, ['9999']]);
      const user = await call('UserCouponList', userCouponListBody());
      expect([user.status, errorCode(user)]).toEqual([500, ['9999']]);
    } finally {
      await sql`alter table coupon_away rename to coupon`.execute(api.handle.db);
    }
    expect(await listed()).toEqual(['C1']);
  });

  it('refuses callers without the access key (403, no ErrorList)', async () => {
    const none = await call('CouponList', couponListBody(), {});
    expect(none.status).toBe(403);
    const wrong = await call('CouponList', couponListBody(), { 'x-coupon-service-key': 'guess' });
    expect(wrong.status).toBe(403);
    expect(JSON.stringify(wrong.body)).not.toContain('CouponList');
  });

  it('revalidates: If-None-Match of the current ETag gets 304; a change or a passed window gives a new ETag', async () => {
    await addCoupons(api.handle, [coupon('C1')]);
    const post = (body: unknown, etag?: string) =>
      fetch(`${api.baseUrl}/coupon-service/CouponList`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...serviceKeyHeader(),
          ...(etag ? { 'if-none-match': etag } : {}),
        },
        body: JSON.stringify(body),
      });
    const first = await post(couponListBody());
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    expect((await post(couponListBody(), etag)).status).toBe(304);
    // Another request (other fields) never matches.
    expect((await post(couponListBody({ AdtCount: 2 }), etag)).status).toBe(200);
    await addCoupons(api.handle, [coupon('C2')]);
    const changed = await post(couponListBody(), etag);
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as ListAnswer).Result?.CouponList?.map((c) => c.CouponCode)).toEqual([
      'C1',
      'C2',
    ]);
    // A coupon whose window ends within the next minute: the answer changes when the window passes.
    const later = couponListBody({
      UseDatetime: japanNowSecond(Date.now() + 120_000),
      GetDateTime: japanNowSecond(Date.now() + 120_000),
    });
    await addCoupons(api.handle, [coupon('C3', { UseDatetimeTo: japanNowSecond(Date.now() + 60_000) })]);
    const now = await post(couponListBody());
    const nowTag = now.headers.get('etag') ?? '';
    const after = await post(later, nowTag);
    expect(after.status).toBe(200);
    expect(((await after.json()) as ListAnswer).Result?.CouponList?.map((c) => c.CouponCode)).toEqual([
      'C1',
      'C2',
    ]);
  });

  it('never answers a hostile body with a 5xx', async () => {
    const bodies: unknown[] = [
      null,
      'x',
      12,
      {},
      { CommonInformation: null, CouponListRequest: null },
      { CommonInformation: { CallSystem: 'search' }, CouponListRequest: { UserId: ['a'] } },
      couponListBody({ DepDate: 20261201, AdtCount: '99999', Age: '-1' }),
      couponListBody({ AreaCode: '😀', DestPrefCode: '\\', LivePrefCode: '%' }),
      couponListBody({ TourCode: 'x'.repeat(10_000) }),
    ];
    for (const body of bodies) {
      for (const operation of ['CouponList', 'UserCouponList'] as const) {
        const res = await api.post(`/coupon-service/${operation}`, JSON.stringify(body), serviceKeyHeader());
        expect(res.status).toBeLessThan(500);
      }
    }
    const proto = await api.post(
      '/coupon-service/CouponList',
      '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}},"CommonInformation":{"CallSystem":"search"}}',
      serviceKeyHeader(),
    );
    expect([proto.status, errorCode(proto)]).toEqual([200, ['0001']]);
    const huge = await api.post(
      '/coupon-service/CouponList',
      JSON.stringify({ pad: 'x'.repeat(300_000) }),
      serviceKeyHeader(),
    );
    expect(huge.status).toBeLessThan(500);
  });
});
