/**
 * Test support for the coupon tests: the real API over real HTTP on a fresh seeded database (as
 * test/harness.ts startTestApi), with the coupon plugins registered when server.ts does not register
 * them yet, plus helpers that write coupons straight into the coupon tables of that database.
 */
import { japanToday } from '@tabiyori/domain';
import { sql } from 'kysely';
import type { App } from '../app';
import { loadConfig } from '../config';
import { unnestInsert } from '../db/bulkInsert';
import type { DatabaseHandle, DatabaseKind } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { couponDiscountRoutes } from '../routes/couponDiscount';
import { couponsRoutes } from '../routes/coupons';
import { buildServer } from '../server';
import { listenForTests, openTestDatabase, readBody } from '../test/harness';
import { COUPON_SERVICE_KEY_HEADER, couponServiceAccessKey } from './access';
import {
  insertCouponDefinitions,
  insertUserCoupons,
  type CouponDefinition,
  type UserCouponRecord,
} from './couponRecords';
import { COUPON_SERVICE_PREFIX, couponServiceRoutes } from './index';

export interface CouponTestApi {
  kind: DatabaseKind;
  baseUrl: string;
  app: App;
  handle: DatabaseHandle;
  get(path: string): Promise<{ status: number; body: unknown }>;
  post(
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

export async function startCouponTestApi(
  kind: DatabaseKind,
  config: Partial<ReturnType<typeof loadConfig>> = {},
): Promise<CouponTestApi> {
  const handle = await openTestDatabase(kind, true);
  await migrateToLatest(handle.db);
  const app = await buildServer({
    db: handle.db,
    dbKind: handle.kind,
    config: { ...loadConfig({}), dataDir: 'memory://', ...config },
  });
  if (!app.hasRoute({ method: 'POST', url: `${COUPON_SERVICE_PREFIX}/CouponList` })) {
    await app.register(couponServiceRoutes);
  }
  if (!app.hasRoute({ method: 'GET', url: '/couponDiscount' })) await app.register(couponDiscountRoutes);
  if (!app.hasRoute({ method: 'GET', url: '/v1/coupons' })) await app.register(couponsRoutes);
  const baseUrl = await listenForTests(app);
  return {
    kind,
    baseUrl,
    app,
    handle,
    async get(path) {
      const res = await fetch(baseUrl + path);
      return { status: res.status, body: await readBody(res) };
    },
    async post(path, body, headers = {}) {
      const res = await fetch(baseUrl + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      return { status: res.status, body: await readBody(res) };
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

/** Header carrying the access key of the service mounted in this process. */
export const serviceKeyHeader = (): Record<string, string> => ({
  [COUPON_SERVICE_KEY_HEADER]: couponServiceAccessKey(),
});

/** Empties every coupon table (the demo coupons too), so a case sees only its own coupons. */
export async function resetCoupons(handle: DatabaseHandle): Promise<void> {
  await sql`delete from coupon_setting`.execute(handle.db);
  await sql`delete from coupon_use`.execute(handle.db);
  await sql`delete from user_coupon`.execute(handle.db);
  await sql`delete from coupon_exclude_date`.execute(handle.db);
  await sql`delete from coupon`.execute(handle.db);
}

export async function addCoupons(
  handle: DatabaseHandle,
  definitions: readonly CouponDefinition[],
): Promise<void> {
  await insertCouponDefinitions(unnestInsert(handle.db), definitions);
}

export async function addUserCoupons(
  handle: DatabaseHandle,
  records: readonly UserCouponRecord[],
): Promise<void> {
  await insertUserCoupons(unnestInsert(handle.db), records);
}

export async function setCouponSetting(handle: DatabaseHandle, key: string, value: string): Promise<void> {
  await sql`
    insert into coupon_setting (key, value) values (${key}, ${value})
    on conflict (key) do update set value = excluded.value
  `.execute(handle.db);
}

export async function setCouponUses(
  handle: DatabaseHandle,
  couponCode: string,
  useCount: number,
): Promise<void> {
  await sql`
    insert into coupon_use (coupon_code, use_count) values (${couponCode}, ${useCount})
    on conflict (coupon_code) do update set use_count = excluded.use_count
  `.execute(handle.db);
}

/** Japan's today, and a day relative to it (`YYYYMMDD`). */
export function day(offset = 0): string {
  const today = japanToday();
  const d = new Date(Date.UTC(+today.slice(0, 4), +today.slice(4, 6) - 1, +today.slice(6, 8) + offset));
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
}

/**
 * A plain general coupon, usable by everyone now: group 3, open and approved, 1,000 yen off per
 * booking (unit type 2) for adults, every passenger type allowed, no minimum, no window.
 */
export function coupon(code: string, overrides: Partial<CouponDefinition> = {}): CouponDefinition {
  return {
    CouponCode: code,
    CouponName: `クーポン ${code}`,
    OpenStatus: '1',
    ApproveStatus: '1',
    Discount: 1000,
    DiscountType: '1',
    DiscountUnitType: '2',
    MinusRuleType: '0',
    AdultDiscountFlag: '1',
    ChildDiscountFlag: '0',
    InfantDiscountFlag: '0',
    ConbineFlag: '1',
    AdtUseAllowFlag: '1',
    ChdUseAllowFlag: '1',
    InfUseAllowFlag: '1',
    TargetSystemGrpType: '3',
    RoundType: '2',
    Remarks: `備考 ${code}`,
    En: { CouponName: `Coupon ${code}`, Remarks: `Remarks ${code}` },
    ...overrides,
  };
}
