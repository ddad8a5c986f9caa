/**
 * Operator coupon API (issue 4.4) over HTTP on PGlite and PostgreSQL: role checks, create, edit,
 * open, close, grant, and that the coupon service (through /v1/coupons) sees every change.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definitionOfStored } from '../../couponService/couponRecords';
import { call, makeOperator, signUp, type TestSession } from '../../test/accounts';
import { DATABASE_KINDS, startTestApi, type TestApi } from '../../test/harness';

interface OperatorCoupon {
  couponCode: string;
  scope: string;
  openStatus: string;
  definition: Record<string, unknown>;
}
interface Listed {
  coupons: { couponCode: string; couponName: string; isUserCoupon: boolean; userCouponKey: string | null }[];
  userCoupons: { couponCode: string; userCouponKey: string | null }[];
}

const definition = (code: string, extra: Record<string, unknown> = {}) => ({
  CouponCode: code,
  CouponName: `運営クーポン ${code}`,
  Discount: 700,
  DiscountUnitType: '2',
  TargetSystemGrpType: '3',
  Remarks: '運営が作成したクーポンです。',
  En: { CouponName: `Operator coupon ${code}` },
  ...extra,
});

describe.each(DATABASE_KINDS)('operator coupons on %s (issue 4.4)', (kind) => {
  let api: TestApi;
  let operator: TestSession;
  let traveller: TestSession;
  const codes = async (session?: TestSession, lang = 'ja') => {
    const res = await call(api, 'GET', `/v1/coupons?lang=${lang}`, { session: session ?? null });
    expect(res.status).toBe(200);
    return res.body as Listed;
  };

  beforeAll(async () => {
    api = await startTestApi(kind);
    operator = await signUp(api);
    await makeOperator(api.handle.db, operator.userId);
    traveller = await signUp(api);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('is for operators only: 401 ACE803 without a session, 403 ACE804 for a traveller', async () => {
    const routes: [string, string, unknown][] = [
      ['GET', '/v1/operator/coupons', undefined],
      ['GET', '/v1/operator/coupons/WELCOME1000', undefined],
      ['POST', '/v1/operator/coupons', definition('NOPE1')],
      ['PUT', '/v1/operator/coupons/WELCOME1000', definition('WELCOME1000')],
      ['POST', '/v1/operator/coupons/WELCOME1000/close', undefined],
      ['POST', '/v1/operator/coupons/WELCOME1000/grants', { userId: traveller.userId }],
    ];
    for (const [method, path, body] of routes) {
      const visitor = await call(api, method, path, { body });
      expect([method, path, visitor.status, (visitor.body as { errorCode: string }).errorCode]).toEqual([
        method,
        path,
        401,
        'ACE803',
      ]);
      const asTraveller = await call(api, method, path, { body, session: traveller });
      expect([
        method,
        path,
        asTraveller.status,
        (asTraveller.body as { errorCode: string }).errorCode,
      ]).toEqual([method, path, 403, 'ACE804']);
    }
    // The operator still needs the CSRF token.
    const forged = await call(api, 'POST', '/v1/operator/coupons/WELCOME1000/close', {
      headers: { cookie: operator.cookie },
    });
    expect(forged.status).toBe(403);
    expect((await codes()).coupons.map((c) => c.couponCode)).toContain('WELCOME1000');
  });

  it('creates a closed coupon, opens it (listed by the service), edits it, closes it', async () => {
    const created = await call(api, 'POST', '/v1/operator/coupons', {
      session: operator,
      body: definition('OPS700'),
    });
    expect(created.status).toBe(201);
    expect((created.body as { coupon: OperatorCoupon }).coupon).toMatchObject({
      couponCode: 'OPS700',
      scope: 'general',
      openStatus: '0',
      definition: { CouponName: '運営クーポン OPS700', Discount: 700, AdultDiscountFlag: '1' },
    });
    expect((await codes()).coupons.map((c) => c.couponCode)).not.toContain('OPS700');

    const opened = await call(api, 'POST', '/v1/operator/coupons/OPS700/open', { session: operator });
    expect([opened.status, (opened.body as { coupon: OperatorCoupon }).coupon.openStatus]).toEqual([
      200,
      '1',
    ]);
    const listed = (await codes()).coupons.find((c) => c.couponCode === 'OPS700');
    expect(listed?.couponName).toBe('運営クーポン OPS700');
    expect((await codes(undefined, 'en')).coupons.find((c) => c.couponCode === 'OPS700')?.couponName).toBe(
      'Operator coupon OPS700',
    );

    const edited = await call(api, 'PUT', '/v1/operator/coupons/OPS700', {
      session: operator,
      body: definition('OPS700', { CouponName: '運営クーポン 改', OpenStatus: '1', Discount: 900 }),
    });
    expect(edited.status).toBe(200);
    const after = (await codes()).coupons.find((c) => c.couponCode === 'OPS700') as unknown as Record<
      string,
      unknown
    >;
    expect(after).toMatchObject({ couponName: '運営クーポン 改', discount: 900 });

    const closed = await call(api, 'POST', '/v1/operator/coupons/OPS700/close', { session: operator });
    expect(closed.status).toBe(200);
    expect((await codes()).coupons.map((c) => c.couponCode)).not.toContain('OPS700');

    const all = await call(api, 'GET', '/v1/operator/coupons?openStatus=0', { session: operator });
    expect((all.body as { coupons: OperatorCoupon[] }).coupons.map((c) => c.couponCode)).toContain('OPS700');
    const one = await call(api, 'GET', '/v1/operator/coupons/OPS700', { session: operator });
    expect((one.body as { coupon: OperatorCoupon }).coupon.definition).toMatchObject({
      Discount: 900,
      OpenStatus: '0',
    });
  });

  it('answers every stored definition whole (issue 14: the exact answer schema drops nothing)', async () => {
    const res = await call(api, 'GET', '/v1/operator/coupons', { session: operator });
    expect(res.status).toBe(200);
    const answered = (res.body as { coupons: OperatorCoupon[] }).coupons;
    const { rows } = await sql<{ coupon_code: string; doc: unknown; doc_en: unknown }>`
      select coupon_code, doc, doc_en from coupon`.execute(api.handle.db);
    expect(answered.length).toBe(rows.length);
    const parsed = (value: unknown) =>
      (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown> | null;
    for (const row of rows) {
      const stored = definitionOfStored(parsed(row.doc) ?? {}, parsed(row.doc_en));
      const coupon = answered.find((c) => c.couponCode === row.coupon_code);
      expect(coupon?.definition, row.coupon_code).toEqual(JSON.parse(JSON.stringify(stored)));
    }
  });

  it('hands a user coupon to a user: only that user sees it', async () => {
    const body = definition('GIFT500', { Scope: 'user', OpenStatus: '1', Discount: 500 });
    expect((await call(api, 'POST', '/v1/operator/coupons', { session: operator, body })).status).toBe(201);
    expect((await codes(traveller)).userCoupons).toEqual([]);
    const granted = await call(api, 'POST', '/v1/operator/coupons/GIFT500/grants', {
      session: operator,
      body: { userId: traveller.userId },
    });
    expect(granted.status).toBe(201);
    const key = (granted.body as { grant: { userCouponKey: string } }).grant.userCouponKey;
    expect(key).toMatch(/^UC[0-9A-F]{16}$/);
    expect((await codes(traveller)).userCoupons.map((c) => [c.couponCode, c.userCouponKey])).toEqual([
      ['GIFT500', key],
    ]);
    const other = await signUp(api);
    expect((await codes(other)).userCoupons).toEqual([]);
    expect((await codes()).coupons.map((c) => c.couponCode)).not.toContain('GIFT500');
  });

  it('answers 409 CPE801 for a taken code, 404 CPE901 for a missing coupon, 400 CPE800 for bad input', async () => {
    const taken = await call(api, 'POST', '/v1/operator/coupons', {
      session: operator,
      body: definition('WELCOME1000'),
    });
    expect([taken.status, (taken.body as { errorCode: string }).errorCode]).toEqual([409, 'CPE801']);
    for (const [method, path, body] of [
      ['PUT', '/v1/operator/coupons/NOSUCH', definition('NOSUCH')],
      ['POST', '/v1/operator/coupons/NOSUCH/open', undefined],
      ['POST', '/v1/operator/coupons/NOSUCH/grants', { userId: traveller.userId }],
      ['GET', '/v1/operator/coupons/NOSUCH', undefined],
    ] as [string, string, unknown][]) {
      const res = await call(api, method, path, { session: operator, body });
      expect([path, res.status, (res.body as { errorCode: string }).errorCode]).toEqual([
        path,
        404,
        'CPE901',
      ]);
    }
    const bad: unknown[] = [
      definition('BAD 1'),
      definition('BAD1', { Discount: -5 }),
      definition('BAD1', { Discount: '700' }),
      definition('BAD1', { DiscountUnitType: '3', Discount: 150 }),
      definition('BAD1', { UseDatetimeFrom: '20261399' }),
      definition('BAD1', { DepDateFrom: 'tomorrow' }),
      definition('BAD1', { CouponName: 'x'.repeat(10_000) }),
      definition('BAD1', { CouponName: 'a\u0000b' }),
      definition('BAD1', { SexList: ['other'] }),
      { CouponCode: 'BAD1' },
    ];
    for (const body of bad) {
      const res = await call(api, 'POST', '/v1/operator/coupons', { session: operator, body });
      expect([
        JSON.stringify(body).slice(0, 60),
        res.status,
        (res.body as { errorCode: string }).errorCode,
      ]).toEqual([JSON.stringify(body).slice(0, 60), 400, 'CPE800']);
    }
    const mismatch = await call(api, 'PUT', '/v1/operator/coupons/WELCOME1000', {
      session: operator,
      body: definition('OTHER'),
    });
    expect(mismatch.status).toBe(400);
    const unknownUser = await call(api, 'POST', '/v1/operator/coupons/WELCOME1000/grants', {
      session: operator,
      body: { userId: 'u999999999' },
    });
    expect([unknownUser.status, (unknownUser.body as { errorCode: string }).errorCode]).toEqual([
      400,
      'CPE800',
    ]);
    const listed = await call(api, 'GET', '/v1/operator/coupons', { session: operator });
    expect((listed.body as { coupons: OperatorCoupon[] }).coupons.some((c) => c.couponCode === 'BAD1')).toBe(
      false,
    );
  });

  it('issue 19.4: every condition is kept, changes are audited, grants by e-mail, usage figures', async () => {
    const conditions = {
      ProductKindList: ['yado', 'dp'],
      KodawariList: ['101'],
      ChildRequiredFlg: '1',
      BirthMonthFlg: '0',
      SexList: ['female'],
      AgeFrom: 20,
      AgeTo: 39,
      LivePrefCodeList: ['13', '14'],
      AreaCode: '47',
      MaxUseCount: 100,
      MaxUsePerUser: 2,
      MinReserveAmt: 20000,
      ConbineFlag: '1',
      ExcludeDepDateList: [{ DepDateFrom: '20270101', DepDateTo: '20270103' }],
    };
    const body = definition('COND1', { Scope: 'user', ...conditions });
    const created = await call(api, 'POST', '/v1/operator/coupons', { session: operator, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const coupon = (created.body as { coupon: OperatorCoupon & { usage: unknown } }).coupon;
    expect(coupon.definition).toMatchObject(conditions);
    expect(coupon.usage).toEqual({ issued: 0, used: 0, returned: 0 });

    const member = await signUp(api);
    const email = (
      await api.handle.db
        .selectFrom('app_user')
        .select('email')
        .where('id', '=', member.userId)
        .executeTakeFirstOrThrow()
    ).email;
    const granted = await call(api, 'POST', '/v1/operator/coupons/COND1/grants', {
      session: operator,
      body: { email: email.toUpperCase() },
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(201);
    expect((granted.body as { grant: { userId: string } }).grant.userId).toBe(member.userId);
    for (const wrong of [{}, { email, userId: member.userId }, { email: 'nobody@example.com' }]) {
      const res = await call(api, 'POST', '/v1/operator/coupons/COND1/grants', {
        session: operator,
        body: wrong,
      });
      expect([res.status, (res.body as { errorCode: string }).errorCode]).toEqual([400, 'CPE800']);
    }
    const one = await call(api, 'GET', '/v1/operator/coupons/COND1', { session: operator });
    expect((one.body as { coupon: { usage: unknown } }).coupon.usage).toEqual({
      issued: 1,
      used: 0,
      returned: 0,
    });

    const edited = await call(api, 'PUT', '/v1/operator/coupons/COND1', {
      session: operator,
      body: { ...body, CouponCode: undefined, MaxUsePerUser: 1 },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const { rows } = await sql<{ action: string; before: unknown; after: unknown }>`
      select action, before, after from operator_audit where target_type = 'coupon' and target_id = 'COND1'
      order by audit_id`.execute(api.handle.db);
    expect(rows.map((r) => r.action)).toEqual(['coupon.create', 'coupon.grant', 'coupon.update']);
    const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, unknown>;
    expect(json(rows[2]?.before)).toMatchObject({ MaxUsePerUser: 2 });
    expect(json(rows[2]?.after)).toMatchObject({ MaxUsePerUser: 1 });
  });
});
