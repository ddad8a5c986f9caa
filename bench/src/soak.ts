/**
 * `npm run bench:soak` — a fixed-rate soak of the API (issue 8, item 5).
 *
 * Starts the API as its own process on an embedded PGlite database (a temporary folder seeded with
 * the demo catalog on start, or an already seeded folder named by BENCH_PGLITE_DIR, kept as it is),
 * warms it up, then sends BENCH_SOAK_RATE requests per second (default 50, autocannon's overallRate
 * over 10 connections) for BENCH_SOAK_SECONDS (default 60) over a mix of routes taken from the
 * catalog the API lists: hotel search, tour search, hotel detail, the decoder and couponDiscount
 * pricing a page of hotel plans. Reports the rate achieved, p50, p99, non-2xx answers and errors,
 * and the API process's memory before and after: RSS and its peak from /proc/<pid>/status, and the
 * V8 heap after a full collection from a probe preloaded into the process (bench/src/heapProbe.ts,
 * read on SIGUSR2; the API runs with --expose-gc), with RSS sampled every 10 s during the run. Loopback only; bounded in time (BENCH_SOAK_SECONDS) and so
 * in count (at most rate × seconds requests). Writes bench/results/soak.json.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { addDays, japanToday } from '@tabiyori/domain';
import { freePort, stopChild, waitForHttp } from '../../e2e/src/stack';
import { machineInfo, repoRoot } from './machine';

const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const RATE = Number(process.env.BENCH_SOAK_RATE ?? 50);
const CONNECTIONS = 10;
const WARMUP_REQUESTS = 200;

interface Memory {
  rssKiB: number;
  rssPeakKiB: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
}

/** VmRSS and VmHWM (peak RSS) of a process, in KiB, from /proc. */
function procRss(pid: number): { rssKiB: number; rssPeakKiB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssKiB: field('VmRSS'), rssPeakKiB: field('VmHWM') };
}

/** The V8 heap of the API process, asked of the preloaded probe. */
async function probeHeap(
  pid: number,
  file: string,
): Promise<Pick<Memory, 'heapUsed' | 'heapTotal' | 'external'>> {
  rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 100 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 50));
  // The probe writes a temporary file and renames it: once the file is there, it is whole.
  const usage = JSON.parse(readFileSync(file, 'utf8')) as NodeJS.MemoryUsage;
  return { heapUsed: usage.heapUsed, heapTotal: usage.heapTotal, external: usage.external };
}

async function memory(pid: number, file: string): Promise<Memory> {
  return { ...procRss(pid), ...(await probeHeap(pid, file)) };
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/** The route mix, with ids and prices from the catalog the API serves. */
async function routeMix(baseUrl: string): Promise<{ name: string; path: string }[]> {
  const today = japanToday();
  const dates = [14, 21, 30, 45].map((d) => addDays(today, d));
  const hotels = await getJson<{ hotels: { hotelId: string; area: { area2: { code: string } } }[] }>(
    `${baseUrl}/v1/hotels?ipg=30`,
  );
  const tours = await getJson<{ tours: { tourId: string }[] }>(`${baseUrl}/v1/tours?ipg=10`);
  const prefectures = [...new Set(hotels.hotels.map((h) => h.area.area2.code))].slice(0, 8);
  const hotelIds = hotels.hotels.map((h) => h.hotelId);
  if (hotelIds.length === 0 || tours.tours.length === 0) throw new Error('the catalog is empty');

  // couponDiscount over one list page: each hotel's first plan with a price range.
  const items: string[] = [];
  for (const hotelId of hotelIds.slice(0, 10)) {
    const plans = await getJson<{ plans: { planId: string }[] }>(
      `${baseUrl}/v1/hotel/${hotelId}/plans?goDate=${dates[0]}&adultPax=2&nights=1`,
    );
    const plan = plans.plans[0];
    if (plan)
      items.push(`${hotelId}:${plan.planId}:${9000 + items.length * 1000}:${14000 + items.length * 1000}`);
  }
  const coupon = new URLSearchParams({
    app: 'yado',
    goDate: dates[0] ?? today,
    couponAdultPax: '2',
    bedCount: '2',
    listPage: '1',
    items: items.join(','),
  });

  return [
    ...prefectures.map((p, i) => ({
      name: 'hotel search',
      path: `/v1/hotels?arrAreaCode=${p}&goDate=${dates[i % dates.length]}&adultPax=2&ipg=30`,
    })),
    ...prefectures.map((p, i) => ({
      name: 'tour search',
      path: `/v1/tours?arrAreaCode=${p}&goDate=${dates[i % dates.length]}&ipg=30`,
    })),
    ...hotelIds.slice(0, 8).map((id) => ({ name: 'hotel detail', path: `/v1/hotel/${id}` })),
    { name: 'decoder', path: '/v1/decoder?lang=ja' },
    { name: 'decoder', path: '/v1/decoder?lang=en' },
    { name: 'couponDiscount', path: `/couponDiscount?${coupon}` },
    { name: 'couponDiscount', path: `/couponDiscount?${coupon}&lang=en` },
  ];
}

const kept = process.env.BENCH_PGLITE_DIR;
const workDir = mkdtempSync(path.join(os.tmpdir(), 'tabiyori-soak-'));
const dataDir = kept || path.join(workDir, 'pglite');
const probeFile = path.join(workDir, 'heap.json');
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const api = spawn(
  process.execPath,
  [
    '--expose-gc',
    '--import',
    'tsx',
    '--import',
    path.join(repoRoot, 'bench/src/heapProbe.ts'),
    'src/main.ts',
  ],
  {
    cwd: path.join(repoRoot, 'apps/api'),
    env: {
      ...process.env,
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      CATALOG_SCALE: process.env.CATALOG_SCALE ?? 'demo',
      LOG_LEVEL: 'warn',
      HEAP_PROBE_FILE: probeFile,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);

try {
  await waitForHttp(`${baseUrl}/health`, api, 600_000);
  const pid = api.pid;
  if (pid === undefined) throw new Error('the API has no process id');
  const mix = await routeMix(baseUrl);
  for (const route of mix) {
    const res = await fetch(baseUrl + route.path);
    if (res.status !== 200) throw new Error(`${route.name} ${route.path} answered ${res.status}`);
    await res.arrayBuffer();
  }
  // Warm-up (JIT, caches, connection pool), then the figures before the soak.
  await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    amount: WARMUP_REQUESTS,
    requests: mix.map((r) => ({ method: 'GET', path: r.path })),
  });
  const before = await memory(pid, probeFile);

  let next = 0;
  const samples: { second: number; rssKiB: number }[] = [];
  const started = Date.now();
  const sampler = setInterval(() => {
    samples.push({ second: Math.round((Date.now() - started) / 1000), rssKiB: procRss(pid).rssKiB });
  }, 10_000);
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: SECONDS,
    overallRate: RATE,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          method: 'GET',
          path: mix[next++ % mix.length]?.path ?? '/health',
        }),
      },
    ],
  });
  clearInterval(sampler);
  const elapsed = (Date.now() - started) / 1000;
  const after = await memory(pid, probeFile);

  const report = {
    at: new Date().toISOString(),
    machine: machineInfo(),
    database: kept ? `pglite (${kept})` : 'pglite (temporary folder)',
    catalog: process.env.CATALOG_SCALE ?? 'demo',
    seconds: SECONDS,
    targetRate: RATE,
    connections: CONNECTIONS,
    routes: [...new Set(mix.map((r) => r.name))],
    paths: mix.length,
    requests: result.requests.total,
    requestsPerSecond: Math.round((result.requests.total / elapsed) * 10) / 10,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    memory: { before, after, samples },
  };
  mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
  writeFileSync(path.join(repoRoot, 'bench/results/soak.json'), JSON.stringify(report, null, 2) + '\n');

  const mib = (kib: number) => (kib / 1024).toFixed(1);
  const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
  console.log(
    `soak: ${SECONDS} s at ${RATE} req/s over ${report.routes.join(', ')} (${mix.length} paths), ${report.database}, ${report.catalog} catalog`,
  );
  console.log('| requests | req/s | p50 ms | p99 ms | max ms | non-2xx | errors | timeouts |');
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  console.log(
    `| ${report.requests} | ${report.requestsPerSecond} | ${report.p50} | ${report.p99} | ${report.max} | ${report.non2xx} | ${report.errors} | ${report.timeouts} |`,
  );
  console.log('| memory | RSS MiB | peak RSS MiB | heap used after GC MiB | heap total MiB |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const [label, m] of [
    ['before', before],
    ['after', after],
  ] as const)
    console.log(
      `| ${label} | ${mib(m.rssKiB)} | ${mib(m.rssPeakKiB)} | ${mb(m.heapUsed)} | ${mb(m.heapTotal)} |`,
    );
} finally {
  await stopChild(api);
  rmSync(workDir, { recursive: true, force: true });
}
