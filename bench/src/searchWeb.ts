/**
 * The web half of `npm run bench:search` (issue 15 item 5): the web's list and detail pages at 20
 * connections, pages/s and p99, for a visitor without a session and for a logged-in member. Both get
 * the page the web's page cache keeps (apps/web/src/lib/cache/pageCache.ts: rendered once per
 * normalised condition and lifetime, without any session; a member's copy carries the member hint),
 * and a member's browser then asks their own parts: their session (GET /api/v1/auth/session, once
 * per page, measured as its own row through the web's /api path) and their coupon prices (the API's
 * couponDiscount, measured by bench:coupons).
 *
 * Errors are autocannon's: a request unanswered within 10 s counts as a timeout (shown apart), a
 * reset or refused connection as an error.
 *
 * bench/src/search.ts calls measureSearchWeb once per database, after the API half, with the API
 * still running and its booking stream still booking, and writes the answer under `web` in
 * bench/results/search.json. Run on its own (`npm run bench:search:web`), it starts an API itself
 * (PGlite; BENCH_PGLITE_DIR reuses a seeded folder, else a fresh demo catalog) and writes the
 * answer under `webOnly` in bench/results/search.json, keeping what the API half wrote.
 *
 * The URL mix: hotel lists (/hotels?<condition>), tour lists (/tours?<condition>), hotel detail and
 * plan pages and tour detail pages, drawn Zipf-like (the i-th URL about 1/(i+1) as often as the
 * first), the most popular conditions first, as search traffic is. The web's production build is
 * made once per run into apps/web/.next-bench (BENCH_WEB_REBUILD=0 reuses one).
 *
 * Options (env): BENCH_SECONDS (20), BENCH_WARMUP_SECONDS (5), BENCH_WEB_URLS (400 distinct URLs),
 * BENCH_WEB_REBUILD, BENCH_WEB_DIST_DIR (another build directory of apps/web, e.g. `.next` with
 * BENCH_WEB_REBUILD=0), BENCH_PGLITE_DIR (standalone), WEB_CACHE* (passed on to the web).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays, japanToday } from '@tabiyori/domain';
import { freePort, stopChild, waitForHttp } from '../../e2e/src/stack';
import { load, type Measured } from './apiProcess';
import { machineInfo, repoRoot } from './machine';
import { keepWebConfigFiles } from './stack';

export interface SearchWebContext {
  kind: 'pglite' | 'postgres';
  /** The running API (the web is started against it). */
  apiBaseUrl: string;
  /** The environment the API runs with (DATA_DIR or DATABASE_URL, …). */
  apiEnv: Record<string, string>;
  /** The hotel conditions of the API half (query strings, most popular first). */
  hotelConditions: readonly string[];
  /** The tour conditions of the API half. */
  tourConditions: readonly string[];
  /** Hotel ids the searches found (detail pages). */
  hotelIds: readonly string[];
  seconds: number;
}

export interface SearchWebRow {
  scenario: string;
  /** The member's rows send their session cookie. */
  visitor: 'anonymous' | 'loggedIn';
  connections: number;
  /** Distinct URLs of the mix. */
  distinctUrls: number;
  pages: Measured;
  /** The issue's target for this row. */
  target: { pagesPerSecond: number; p99: number };
  met: boolean;
}

export type SearchWebResult =
  { rows: SearchWebRow[]; loadAverage: { before: number[]; after: number[] } } | { skipped: string };

const CONNECTIONS = 20;
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const DISTINCT_URLS = Number(process.env.BENCH_WEB_URLS ?? 400);
/** Issue 15's targets (a benchmark, never a timed test). */
const TARGETS = {
  anonymous: { pagesPerSecond: 200, p99: 300 },
  loggedIn: { pagesPerSecond: 50, p99: 1000 },
} as const;
/** The call a member's browser makes on every page (components/member/MemberView.tsx), through the web. */
const MEMBER_SESSION_PATH = '/api/v1/auth/session';
/** The demo member (apps/api/src/catalog/users.ts; the demo password, never a production one). */
const MEMBER = { email: 'hanako@example.jp', password: 'tabiyori-demo' };

const loadAverage = () => os.loadavg().map((l) => Math.round(l * 100) / 100);

/**
 * The page URLs of the mix, most popular first: list and detail pages interleaved (two lists, then
 * a hotel page, its plans and a tour page), capped at DISTINCT_URLS.
 */
export function pageUrls(
  hotelConditions: readonly string[],
  tourConditions: readonly string[],
  hotelIds: readonly string[],
  tourIds: readonly string[],
  today: string,
): string[] {
  const urls = new Set<string>();
  for (let i = 0; urls.size < DISTINCT_URLS; i++) {
    const before = urls.size;
    const hotel = hotelIds[i];
    const tour = tourIds[i];
    if (hotelConditions[i]) urls.add(`/hotels?${hotelConditions[i]}`);
    if (tourConditions[i]) urls.add(`/tours?${tourConditions[i]}`);
    if (hotel) urls.add(`/hotel/${hotel}`);
    if (hotel) urls.add(`/hotel/${hotel}/plans?goDate=${addDays(today, 7 + (i % 60))}&adultPax=2`);
    if (tour) urls.add(`/tours/${tour}`);
    if (urls.size === before && i > hotelConditions.length + tourConditions.length) break;
  }
  return [...urls].slice(0, DISTINCT_URLS);
}

/**
 * A request order in which the i-th URL comes about 1/(i+1) as often as the first (Zipf, s = 1),
 * spread evenly over the sequence, so every autocannon connection (each cycles the list) sees the
 * same mix. Deterministic: every run sends the same requests.
 */
export function zipfOrder(urls: readonly string[], length = 20_000): string[] {
  const weights = urls.map((_, i) => 1 / (i + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const credit = new Float64Array(urls.length);
  const out: string[] = [];
  for (let n = 0; n < length; n++) {
    // Smooth weighted round robin: the URL furthest behind its share goes next.
    let best = 0;
    for (let i = 0; i < urls.length; i++) {
      credit[i]! += weights[i]! / total;
      if (credit[i]! > credit[best]!) best = i;
    }
    credit[best]! -= 1;
    out.push(urls[best]!);
  }
  return out;
}

async function memberCookie(apiBaseUrl: string): Promise<string> {
  const res = await fetch(`${apiBaseUrl}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(MEMBER),
  });
  if (!res.ok) throw new Error(`the demo member could not log in: ${res.status} ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

let built = false;

/** The web's production server against `apiBaseUrl` (built into .next-bench once per run). */
async function startWeb(
  apiBaseUrl: string,
  logFile: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const rebuild = !built && process.env.BENCH_WEB_REBUILD !== '0';
  const restore = keepWebConfigFiles();
  const web: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'apps/web/scripts/start.mjs')], {
    cwd: path.join(repoRoot, 'apps/web'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      API_BASE_URL: apiBaseUrl,
      WEB_PORT: String(port),
      NEXT_DIST_DIR: process.env.BENCH_WEB_DIST_DIR || '.next-bench',
      WEB_REBUILD: rebuild ? '1' : '',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', openSync(logFile, 'a'), openSync(logFile, 'a')],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/robots.txt`, web, 25 * 60_000);
  } catch (error) {
    await stopChild(web);
    throw error;
  } finally {
    restore();
  }
  built = true;
  return { url, stop: () => stopChild(web) };
}

async function tourIdsOf(apiBaseUrl: string): Promise<string[]> {
  const res = await fetch(`${apiBaseUrl}/v1/tours?ipg=100&lang=ja`);
  const body = (await res.json()) as { tours?: { tourId: string }[] };
  return (body.tours ?? []).map((t) => t.tourId);
}

export async function measureSearchWeb(context: SearchWebContext): Promise<SearchWebResult> {
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'tabiyori-bench-search-web-'));
  const logFile = path.join(logDir, 'web.log');
  let web: Awaited<ReturnType<typeof startWeb>> | null = null;
  try {
    web = await startWeb(context.apiBaseUrl, logFile);
    const today = japanToday();
    const urls = pageUrls(
      context.hotelConditions,
      context.tourConditions,
      context.hotelIds,
      await tourIdsOf(context.apiBaseUrl),
      today,
    );
    const order = zipfOrder(urls);
    const cookie = await memberCookie(context.apiBaseUrl);
    const loadBefore = loadAverage();
    const rows: SearchWebRow[] = [];
    const runs = [
      { scenario: 'list and detail pages', visitor: 'anonymous', paths: order },
      { scenario: 'list and detail pages', visitor: 'loggedIn', paths: order },
      { scenario: "the member's session call", visitor: 'loggedIn', paths: [MEMBER_SESSION_PATH] },
    ] as const;
    for (const { scenario, visitor, paths } of runs) {
      const headers: Record<string, string> = visitor === 'loggedIn' ? { cookie } : {};
      if (WARMUP_SECONDS > 0) await load(web.url, [...paths], WARMUP_SECONDS, CONNECTIONS, headers);
      const pages = await load(web.url, [...paths], context.seconds, CONNECTIONS, headers);
      const target = TARGETS[visitor];
      rows.push({
        scenario,
        visitor,
        connections: CONNECTIONS,
        distinctUrls: new Set(paths).size,
        pages,
        target,
        met:
          pages.requestsPerSecond >= target.pagesPerSecond &&
          pages.p99 <= target.p99 &&
          pages.non2xx === 0 &&
          pages.errors === 0,
      });
    }
    rmSync(logDir, { recursive: true, force: true });
    return { rows, loadAverage: { before: loadBefore, after: loadAverage() } };
  } catch (error) {
    console.error(`the web half failed; log: ${logFile}`);
    return { skipped: `the web half failed: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    await web?.stop();
  }
}

/** The rows as a Markdown table, targets marked (✅ met, ❌ missed). */
export function searchWebMarkdown(result: SearchWebResult): string {
  if ('skipped' in result) return `Web pages: skipped (${result.skipped}).`;
  const lines = [
    '| web pages (20 connections) | visitor | URLs | pages/s | p50 ms | p99 ms | non-2xx | errors (timeouts) | target | met |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
  ];
  for (const r of result.rows) {
    lines.push(
      `| ${r.scenario} | ${r.visitor} | ${r.distinctUrls} | ${r.pages.requestsPerSecond} | ${r.pages.p50} | ${r.pages.p99} | ${r.pages.non2xx} | ${r.pages.errors}${r.pages.timeouts === undefined ? '' : ` (${r.pages.timeouts})`} | ≥ ${r.target.pagesPerSecond}/s, p99 ≤ ${r.target.p99} ms | ${r.met ? '✅' : '❌'} |`,
    );
  }
  lines.push(
    '',
    `Load average before / after: ${result.loadAverage.before.join(' ')} / ${result.loadAverage.after.join(' ')}`,
  );
  return lines.join('\n');
}

/** Standalone conditions when the API half did not give any: prefectures × dates × parties. */
async function standaloneConditions(apiBaseUrl: string, today: string): Promise<string[]> {
  const res = await fetch(`${apiBaseUrl}/v1/hotels?ipg=100&lang=ja`);
  const body = (await res.json()) as { hotels?: { area?: { area2?: { code?: string } } }[] };
  const areas = [
    ...new Set((body.hotels ?? []).map((h) => h.area?.area2?.code).filter((a): a is string => !!a)),
  ];
  const parties = ['adultPax=2', 'adultPax=1', 'adultPax=2&roomCount=2', 'adultPax=3'];
  const out: string[] = [];
  for (let day = 1; day <= 90 && out.length < DISTINCT_URLS; day += 3) {
    for (const [i, area] of areas.entries()) {
      out.push(`arrAreaCode=${area}&goDate=${addDays(today, day)}&${parties[(day + i) % parties.length]}`);
    }
  }
  return out;
}

async function standalone(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 20);
  const dataDir =
    process.env.BENCH_PGLITE_DIR || mkdtempSync(path.join(os.tmpdir(), 'tabiyori-bench-web-api-'));
  const apiPort = await freePort();
  const apiBaseUrl = `http://127.0.0.1:${apiPort}`;
  const apiEnv = {
    API_PORT: String(apiPort),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    CATALOG_SCALE: process.env.BENCH_SCALE === 'large' ? 'large' : 'demo',
    LOG_LEVEL: 'warn',
    MAIL_WORKER: '0',
  };
  const api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(repoRoot, 'apps/api'),
    env: { ...process.env, ...apiEnv },
    stdio: 'ignore',
  });
  try {
    await waitForHttp(`${apiBaseUrl}/health`, api, 30 * 60_000);
    const today = japanToday();
    const conditions = await standaloneConditions(apiBaseUrl, today);
    const hotels = (await (await fetch(`${apiBaseUrl}/v1/hotels?ipg=100&lang=ja`)).json()) as {
      hotels?: { hotelId: string }[];
    };
    const result = await measureSearchWeb({
      kind: 'pglite',
      apiBaseUrl,
      apiEnv,
      hotelConditions: conditions,
      tourConditions: conditions.map((q) => q.replace(/&roomCount=\d/, '')),
      hotelIds: (hotels.hotels ?? []).map((h) => h.hotelId),
      seconds,
    });
    console.log(searchWebMarkdown(result));
    const file = path.join(repoRoot, 'bench/results/search.json');
    mkdirSync(path.dirname(file), { recursive: true });
    const kept: Record<string, unknown> = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
      : {};
    kept.webOnly = {
      at: new Date().toISOString(),
      machine: machineInfo(),
      seconds,
      catalog: apiEnv.CATALOG_SCALE,
      result,
    };
    writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`);
    console.log(`wrote ${path.relative(repoRoot, file)} (webOnly)`);
  } finally {
    await stopChild(api);
    if (!process.env.BENCH_PGLITE_DIR) rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await standalone();
}
