/**
 * The operator's coupon work (issue 4.4, issue 19 item 4): create, edit, open and close coupons,
 * hand a coupon to a member (by id or e-mail), list them with their usage figures. Every write
 * goes through the coupon service's one writer (couponService/couponRecords.ts), so the service's
 * filter columns follow the definition and its data version (ETag) moves: callers see the change
 * on their next call. Every change is written to the audit log (who, what, before and after) in
 * the change's own transaction.
 *
 * Definitions are the service's raw PascalCase rows (spec §3 Coupon, §7). Unset fields take the
 * defaults below; a new coupon is closed (OpenStatus '0') unless the operator says otherwise.
 * Errors: 400 CPE800 malformed (the message names the field), 409 CPE801 the code is taken,
 * 404 CPE901 no such coupon.
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Static } from 'typebox';
import type { App } from '../app';
import {
  createCouponDefinition,
  definitionOfStored,
  grantUserCoupon,
  readCouponDefinition,
  replaceCouponDefinition,
  type CouponDefinition,
} from '../couponService/couponRecords';
import type { Database } from '../db/schema';
import { ApiFailure } from '../errors';
import type {
  CouponGrant,
  CouponGrantInput,
  CouponUsage,
  OperatorCouponSchema,
} from '../schemas/operatorCoupons';
import { recordChange } from './operator/audit';
import type { Actor } from './operator/access';

const DEFAULTS: Partial<CouponDefinition> = {
  Scope: 'general',
  OpenStatus: '0',
  ApproveStatus: '1',
  DiscountType: '1',
  MinusRuleType: '1',
  AdultDiscountFlag: '1',
  ChildDiscountFlag: '0',
  InfantDiscountFlag: '0',
  ConbineFlag: '0',
  AdtUseAllowFlag: '1',
  ChdUseAllowFlag: '1',
  InfUseAllowFlag: '1',
  RoundType: '2',
};

const RATE_UNIT_TYPES = new Set(['3', '4', '7', '8']);

function invalid(message: string): never {
  throw new ApiFailure(400, 'CPE800', message);
}

function notFound(): never {
  throw new ApiFailure(404, 'CPE901', 'coupon not found');
}

/** The definition to store: defaults, the code, and checks the writer does not make. */
function complete(code: string, input: Partial<CouponDefinition>): CouponDefinition {
  if (input.CouponCode !== undefined && input.CouponCode !== code) invalid('CouponCode is invalid');
  const def = { ...DEFAULTS, ...input, CouponCode: code } as CouponDefinition;
  if (typeof def.CouponName !== 'string' || def.CouponName.trim() === '') invalid('CouponName is invalid');
  const discount = Number(def.Discount);
  if (!Number.isInteger(discount) || discount <= 0) invalid('Discount is invalid');
  if (RATE_UNIT_TYPES.has(String(def.DiscountUnitType)) && discount > 100) invalid('Discount is invalid');
  if (def.AgeFrom != null && def.AgeTo != null && def.AgeFrom > def.AgeTo) invalid('AgeFrom is invalid');
  if (def.DepDateFrom && def.DepDateTo && def.DepDateFrom > def.DepDateTo) invalid('DepDateTo is invalid');
  return def;
}

/** Runs a writer call; its RangeError (a malformed stamp or date) is the caller's fault. */
async function write<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof RangeError) invalid(error.message);
    throw error;
  }
}

export type OperatorCoupon = Static<typeof OperatorCouponSchema>;

const NO_USAGE: CouponUsage = { issued: 0, used: 0, returned: 0 };

function view(def: CouponDefinition, usage: CouponUsage = NO_USAGE): OperatorCoupon {
  return {
    couponCode: def.CouponCode,
    scope: def.Scope ?? 'general',
    openStatus: String(def.OpenStatus ?? '0'),
    approveStatus: String(def.ApproveStatus ?? '1'),
    targetSystemGrpType: String(def.TargetSystemGrpType ?? '3'),
    usage,
    definition: def,
  };
}

/** Usage figures per coupon: user coupons handed out, uses now, uses given back by cancellations. */
async function usageOf(db: Kysely<Database>, codes: readonly string[]): Promise<Map<string, CouponUsage>> {
  const usage = new Map<string, CouponUsage>();
  if (codes.length === 0) return usage;
  const { rows } = await sql<{ coupon_code: string; issued: string; used: string; returned: string }>`
    select c.coupon_code,
      (select count(*) from user_coupon uc where uc.coupon_code = c.coupon_code)::text as issued,
      coalesce(u.use_count, 0)::text as used,
      coalesce(u.returned_count, 0)::text as returned
    from coupon c left join coupon_use u on u.coupon_code = c.coupon_code
    where c.coupon_code in (${sql.join(codes.map((c) => sql`${c}::text`))})
  `.execute(db);
  for (const r of rows) {
    usage.set(r.coupon_code, {
      issued: Number(r.issued),
      used: Number(r.used),
      returned: Number(r.returned),
    });
  }
  return usage;
}

const audit = (actor: Actor, action: string, code: string, before: unknown, after: unknown) => {
  return (tx: Kysely<Database>) =>
    recordChange(tx, actor, { action, targetType: 'coupon', targetId: code, before, after });
};

export async function createCoupon(
  app: App,
  actor: Actor,
  input: Partial<CouponDefinition> & { CouponCode: string },
): Promise<OperatorCoupon> {
  const def = complete(input.CouponCode, input);
  const created = await write(() =>
    createCouponDefinition(app.ctx.db, def, audit(actor, 'coupon.create', def.CouponCode, undefined, def)),
  );
  if (!created) throw new ApiFailure(409, 'CPE801', 'CouponCode is already used');
  return getCoupon(app, def.CouponCode);
}

export async function replaceCoupon(
  app: App,
  actor: Actor,
  code: string,
  input: Partial<CouponDefinition>,
): Promise<OperatorCoupon> {
  const before = await readCouponDefinition(app.ctx.db, code);
  if (!before) notFound();
  const def = complete(code, input);
  const replaced = await write(() =>
    replaceCouponDefinition(app.ctx.db, def, audit(actor, 'coupon.update', code, before, def)),
  );
  if (!replaced) notFound();
  return getCoupon(app, code);
}

export async function setOpenStatus(
  app: App,
  actor: Actor,
  code: string,
  open: boolean,
): Promise<OperatorCoupon> {
  const stored = await readCouponDefinition(app.ctx.db, code);
  if (!stored) notFound();
  const def = { ...stored, OpenStatus: open ? '1' : '0' };
  const action = open ? 'coupon.open' : 'coupon.close';
  const changed = await write(() =>
    replaceCouponDefinition(
      app.ctx.db,
      def,
      audit(actor, action, code, { OpenStatus: stored.OpenStatus }, { OpenStatus: def.OpenStatus }),
    ),
  );
  if (!changed) notFound();
  return getCoupon(app, code);
}

export async function getCoupon(app: App, code: string): Promise<OperatorCoupon> {
  const def = await readCouponDefinition(app.ctx.db, code);
  if (!def) notFound();
  return view(def, (await usageOf(app.ctx.db, [code])).get(code));
}

export async function listCoupons(
  app: App,
  filter: { scope?: string; openStatus?: string },
): Promise<OperatorCoupon[]> {
  const { rows } = await sql<{ doc: unknown; doc_en: unknown }>`
    select doc, doc_en from coupon
    where (${filter.scope ?? null}::text is null or scope = ${filter.scope ?? null})
      and (${filter.openStatus ?? null}::text is null or open_status = ${filter.openStatus ?? null})
    order by coupon_code
    limit 1000
  `.execute(app.ctx.db);
  const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, unknown> | null;
  const defs = rows.map((r) => definitionOfStored(parse(r.doc) ?? {}, parse(r.doc_en)));
  const usage = await usageOf(
    app.ctx.db,
    defs.map((d) => d.CouponCode),
  );
  return defs.map((def) => view(def, usage.get(def.CouponCode)));
}

/** The member a grant names, by id or e-mail (exactly one); 400 CPE800 when unknown. */
async function grantee(app: App, input: CouponGrantInput): Promise<{ id: string; email: string }> {
  if ((input.userId === undefined) === (input.email === undefined)) invalid('userId or email is required');
  const query = app.ctx.db.selectFrom('app_user').select(['id', 'email']);
  const user = await (
    input.userId !== undefined
      ? query.where('id', '=', input.userId)
      : query.where(sql`lower(email)`, '=', (input.email ?? '').trim().toLowerCase())
  ).executeTakeFirst();
  if (!user) invalid(input.userId !== undefined ? 'userId is unknown' : 'email is unknown');
  return user;
}

/** Hands the coupon to a member (a new user coupon each time); 400 CPE800 for an unknown member. */
export async function grantCoupon(
  app: App,
  actor: Actor,
  code: string,
  input: CouponGrantInput,
): Promise<CouponGrant> {
  if (!(await readCouponDefinition(app.ctx.db, code))) notFound();
  const user = await grantee(app, input);
  if (input.depDate !== undefined && !/^\d{8}$/.test(input.depDate)) invalid('depDate is invalid');
  if (input.useDatetimeTo !== undefined && !/^(\d{8}|\d{12}|\d{14})$/.test(input.useDatetimeTo)) {
    invalid('useDatetimeTo is invalid');
  }
  const grant: CouponGrant = {
    userCouponKey: `UC${randomBytes(8).toString('hex').toUpperCase()}`,
    userId: user.id,
    email: user.email,
    couponCode: code,
    depDate: input.depDate ?? null,
    useDatetimeTo: input.useDatetimeTo ?? null,
  };
  await write(() =>
    app.ctx.db.transaction().execute(async (tx) => {
      await grantUserCoupon(tx, grant);
      await audit(actor, 'coupon.grant', code, undefined, grant)(tx);
    }),
  );
  return grant;
}
