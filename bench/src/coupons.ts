/**
 * `npm run bench:coupons` — couponDiscount pricing a result page (issue 4, item 7).
 *
 * The API in this process on an embedded PGlite database (migrated, no catalog: couponDiscount
 * prices the ids and prices it is given) with 1,000 active coupons of every kind (fixed and rate,
 * per person and per booking, hotel- and plan-bound, minimum amounts, windows), and autocannon
 * asking GET /couponDiscount for pages of 30 hotel plans (app yado, list page), the call one hotel
 * list page makes. Prints req/s, p50 and p99 and writes bench/results/coupons.json. Target (a
 * benchmark, never a test): p99 at most 20 ms.
 *
 * Options (env): BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { addDays, japanToday } from '@tabiyori/domain';
import { loadConfig } from '@tabiyori/api/config';
import { insertCouponDefinitions, type CouponDefinition } from '@tabiyori/api/couponService/couponRecords';
import { unnestInsert } from '@tabiyori/api/db/bulkInsert';
import { openPGlite } from '@tabiyori/api/db/connection';
import { migrateToLatest } from '@tabiyori/api/db/migrate';
import { buildServer } from '@tabiyori/api/server';
import { machineInfo, repoRoot } from './machine';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const COUPONS = 1000;
const PAGE = 30;

/** 1,000 open coupons of every shape the rules distinguish, deterministic. */
function coupons(today: string): CouponDefinition[] {
  const out: CouponDefinition[] = [];
  for (let i = 0; i < COUPONS; i++) {
    const hotelId = String(100001 + (i % 300));
    const rate = i % 3 === 0;
    out.push({
      CouponCode: `BENCH${String(i).padStart(4, '0')}`,
      CouponName: `ベンチ用クーポン ${i}`,
      OpenStatus: '1',
      ApproveStatus: '1',
      Discount: rate ? 3 + (i % 8) : 500 + (i % 10) * 250,
      DiscountType: rate ? '2' : '1',
      DiscountUnitType: i % 2 === 0 ? '1' : '2',
      MinusRuleType: '0',
      AdultDiscountFlag: '1',
      ChildDiscountFlag: i % 4 === 0 ? '1' : '0',
      InfantDiscountFlag: '0',
      ConbineFlag: '1',
      AdtUseAllowFlag: '1',
      ChdUseAllowFlag: '1',
      InfUseAllowFlag: i % 5 === 0 ? '0' : '1',
      TargetSystemGrpType: '3',
      RoundType: String(1 + (i % 3)),
      ...(i % 4 === 1 ? { HotelCode: hotelId } : {}),
      ...(i % 10 === 2 ? { HotelCode: hotelId, HotelPlanCode: `${hotelId}P01` } : {}),
      ...(i % 7 === 0 ? { MinReserveAmt: 10000 } : {}),
      ...(rate ? { MaxDiscountAmtForRate: 3000 } : {}),
      DepDateFrom: today,
      DepDateTo: addDays(today, 180),
      Remarks: `備考 ${i}`,
    });
  }
  return out;
}

function pageQuery(page: number, goDate: string): string {
  const items = Array.from({ length: PAGE }, (_, i) => {
    const hotelId = String(100001 + ((page * PAGE + i) % 300));
    const price = 8000 + ((page * 7 + i * 13) % 40) * 500;
    return `${hotelId}:${hotelId}P01:${price}:${price + 4000}`;
  });
  const params = new URLSearchParams({
    app: 'yado',
    goDate,
    couponAdultPax: '2',
    bedCount: '2',
    listPage: '1',
    items: items.join(','),
  });
  return `/couponDiscount?${params}`;
}

const today = japanToday();
const handle = await openPGlite('memory://');
await migrateToLatest(handle.db);
await insertCouponDefinitions(unnestInsert(handle.db), coupons(today));
const app = await buildServer({
  db: handle.db,
  dbKind: handle.kind,
  config: { ...loadConfig({}), dataDir: 'memory://', logLevel: 'warn' },
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const paths = Array.from({ length: 8 }, (_, p) => pageQuery(p, addDays(today, 14 + p * 7)));
const check = (await (await fetch(baseUrl + paths[0])).json()) as {
  status: string;
  data?: { status: string };
};
if (check.status !== 'SUCCESS' || check.data?.status !== 'SUCCESS') {
  throw new Error(`couponDiscount did not price the page: ${JSON.stringify(check).slice(0, 300)}`);
}
const result = await autocannon({
  url: baseUrl,
  connections: CONNECTIONS,
  duration: SECONDS,
  requests: paths.map((p) => ({ method: 'GET', path: p })),
});
await app.close();
await handle.close();

const report = {
  at: new Date().toISOString(),
  machine: machineInfo(),
  coupons: COUPONS,
  itemsPerRequest: PAGE,
  connections: CONNECTIONS,
  seconds: SECONDS,
  requestsPerSecond: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
};
mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
writeFileSync(path.join(repoRoot, 'bench/results/coupons.json'), JSON.stringify(report, null, 2) + '\n');
console.log(
  `couponDiscount, ${PAGE} hotel plans per request against ${COUPONS} coupons, PGlite, ${CONNECTIONS} connections, ${SECONDS} s`,
);
console.log('| req/s | p50 ms | p99 ms | non-2xx | errors |');
console.log('| ---: | ---: | ---: | ---: | ---: |');
console.log(
  `| ${report.requestsPerSecond} | ${report.p50} | ${report.p99} | ${report.non2xx} | ${report.errors} |`,
);
