/**
 * The operator's coupon work (issue 4.4): create, edit, open and close coupons, hand a coupon to a
 * user, list them. Every write goes through the coupon service's one writer
 * (couponService/couponRecords.ts), so the service's filter columns follow the definition and its
 * data version (ETag) moves: callers see the change on their next call.
 *
 * Definitions are the service's raw PascalCase rows (spec §3 Coupon, §7). Unset fields take the
 * defaults below; a new coupon is closed (OpenStatus '0') unless the operator says otherwise.
 * Errors: 400 CPE800 malformed, 409 CPE801 the code is taken, 404 CPE901 no such coupon.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { App } from '../app';
import {
  createCouponDefinition,
  definitionOfStored,
  grantUserCoupon,
  readCouponDefinition,
  replaceCouponDefinition,
  type CouponDefinition,
} from '../couponService/couponRecords';
import { ApiFailure } from '../errors';

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

export interface OperatorCoupon {
  couponCode: string;
  scope: string;
  openStatus: string;
  approveStatus: string;
  targetSystemGrpType: string;
  definition: CouponDefinition;
}

function view(def: CouponDefinition): OperatorCoupon {
  return {
    couponCode: def.CouponCode,
    scope: def.Scope ?? 'general',
    openStatus: String(def.OpenStatus ?? '0'),
    approveStatus: String(def.ApproveStatus ?? '1'),
    targetSystemGrpType: String(def.TargetSystemGrpType ?? '3'),
    definition: def,
  };
}

export async function createCoupon(
  app: App,
  input: Partial<CouponDefinition> & { CouponCode: string },
): Promise<OperatorCoupon> {
  const def = complete(input.CouponCode, input);
  if (!(await write(() => createCouponDefinition(app.ctx.db, def)))) {
    throw new ApiFailure(409, 'CPE801', 'CouponCode is already used');
  }
  return getCoupon(app, def.CouponCode);
}

export async function replaceCoupon(
  app: App,
  code: string,
  input: Partial<CouponDefinition>,
): Promise<OperatorCoupon> {
  const def = complete(code, input);
  if (!(await write(() => replaceCouponDefinition(app.ctx.db, def)))) notFound();
  return getCoupon(app, code);
}

export async function setOpenStatus(app: App, code: string, open: boolean): Promise<OperatorCoupon> {
  const stored = await readCouponDefinition(app.ctx.db, code);
  if (!stored) notFound();
  const def = { ...stored, OpenStatus: open ? '1' : '0' };
  if (!(await write(() => replaceCouponDefinition(app.ctx.db, def)))) notFound();
  return getCoupon(app, code);
}

export async function getCoupon(app: App, code: string): Promise<OperatorCoupon> {
  const def = await readCouponDefinition(app.ctx.db, code);
  if (!def) notFound();
  return view(def);
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
  return rows.map((r) => view(definitionOfStored(parse(r.doc) ?? {}, parse(r.doc_en))));
}

export interface GrantInput {
  userId: string;
  depDate?: string;
  useDatetimeTo?: string;
}

export interface Grant {
  userCouponKey: string;
  userId: string;
  couponCode: string;
  depDate: string | null;
  useDatetimeTo: string | null;
}

/** Hands the coupon to a user (a new user coupon each time); 400 CPE800 for an unknown user. */
export async function grantCoupon(app: App, code: string, input: GrantInput): Promise<Grant> {
  if (!(await readCouponDefinition(app.ctx.db, code))) notFound();
  const user = await app.ctx.db
    .selectFrom('app_user')
    .select('id')
    .where('id', '=', input.userId)
    .executeTakeFirst();
  if (!user) invalid('userId is unknown');
  if (input.depDate !== undefined && !/^\d{8}$/.test(input.depDate)) invalid('depDate is invalid');
  if (input.useDatetimeTo !== undefined && !/^(\d{8}|\d{12}|\d{14})$/.test(input.useDatetimeTo)) {
    invalid('useDatetimeTo is invalid');
  }
  const grant: Grant = {
    userCouponKey: `UC${randomBytes(8).toString('hex').toUpperCase()}`,
    userId: input.userId,
    couponCode: code,
    depDate: input.depDate ?? null,
    useDatetimeTo: input.useDatetimeTo ?? null,
  };
  await write(() => grantUserCoupon(app.ctx.db, grant));
  return grant;
}
