/**
 * `npm run bench:search` — search at scale (issue 15 item 5), on PGlite and on PostgreSQL.
 *
 * Per database (BENCH_DB): the catalog (BENCH_SCALE, large by default; BENCH_PGLITE_DIR /
 * BENCH_PG_URL reuse a seeded one, as bench:api does) is seeded, then:
 * 1. the API with SEARCH_INDEX=off is started once to read its RSS without the index, and stopped;
 * 2. the API is started and its search index built (/health search.state ready): build time
 *    (/health search.buildMs) and RSS;
 * 3. a stream of BENCH_BOOKINGS_PER_SECOND (5) hotel bookings a second through the API (quote, then
 *    book, as a logged-in traveller) runs during every measurement;
 * 4. autocannon with 50 connections measures each scenario, each beside its baseline in the same
 *    run: static copies of the scenario's first 300 answers (/bench/baseline/copy, each taken once
 *    before the run and then answered as stored bytes), drawn as the scenario draws its paths, so
 *    the client reads the same bytes, the same Japanese text in the same places (it decodes every
 *    body, and where the text sits changes what that costs it): the
 *    hotel search and the tour search over BENCH_CONDITIONS (2,000) distinct conditions each, drawn
 *    Zipf-like (searchMix.ts), hotel detail and plans, and the decoder;
 * 5. the web half (searchWeb.ts) with the API and the booking stream still running.
 * Prints req/s, p50, p99, the ratio to the baseline with the targets marked, the API's RSS
 * and the index build time; writes bench/results/search.json (REPORT.md: npm run bench:report).
 *
 * Options (env): BENCH_SECONDS (20 per run), BENCH_WARMUP_SECONDS (5), BENCH_DB, BENCH_SCALE,
 * BENCH_PGLITE_DIR, BENCH_PG_URL, BENCH_CONDITIONS (2000), BENCH_BOOKINGS_PER_SECOND (5).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, japanToday } from '@tabiyori/domain';
import {
  benchKinds,
  benchScale,
  load,
  procRssKiB,
  ratioOf,
  seedBenchDatabase,
  startApiProcess,
  type DatabaseKind,
} from './apiProcess';
import { startBookingStream, type BookingCounts, type BookingTarget } from './bookingStream';
import { machineInfo, repoRoot } from './machine';
import { mixStream, searchConditions, type AreaCodes } from './searchMix';
import {
  searchMarkdown,
  type IndexFigures,
  type SearchKindResult,
  type SearchResults,
  type SearchRow,
  type Target,
} from './searchReport';
import { measureSearchWeb, type SearchWebResult } from './searchWeb';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const CONNECTIONS = 50;
const CONDITIONS = Number(process.env.BENCH_CONDITIONS ?? 2000);
const BOOKINGS_PER_SECOND = Number(process.env.BENCH_BOOKINGS_PER_SECOND ?? 5);
const SCALE = benchScale();
/** Paths whose answers are read before a scenario (status and size; ids for the next scenarios). */
const SAMPLED = 300;

/** The targets (a benchmark, never a timed test). */
const TARGETS = {
  search: { ratio: 0.3, p99: 50 },
  detail: { ratio: 0.3, p99: null },
  decoder: { ratio: 0.8, p99: null },
} as const;

interface Scenario {
  name: string;
  /** Distinct paths, most often asked first. */
  paths: string[];
  target: Target;
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const loadAverage = () => os.loadavg().map((l) => Math.round(l * 100) / 100);

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

async function areaCodes(baseUrl: string): Promise<AreaCodes> {
  const decoder = await getJson<Record<string, unknown>>(`${baseUrl}/v1/decoder?lang=ja`);
  const keys = (name: string) => Object.keys((decoder[name] as Record<string, unknown> | undefined) ?? {});
  return { area1: keys('area1'), area2: keys('area2'), area3: keys('area3'), area4: keys('area4') };
}

interface HotelCard {
  hotelId: string;
  plan: { planId: string };
}

/** Plans the stream books: the best plans of 2-adult one-night searches of popular prefectures. */
async function bookingTargets(baseUrl: string, today: string): Promise<BookingTarget[]> {
  const targets: BookingTarget[] = [];
  for (const [i, area] of ['13', '27', '26', '01', '47', '14', '40', '22'].entries()) {
    for (const days of [10 + i, 30 + i, 50 + i]) {
      const date = addDays(today, days);
      const list = await getJson<{ hotels: HotelCard[] }>(
        `${baseUrl}/v1/hotels?arrAreaCode=${area}&goDate=${date}&adultPax=2&ipg=30`,
      );
      for (const h of list.hotels) {
        // No room named: the booking takes the plan's first room that fits the party and has stock.
        targets.push({ hotelId: h.hotelId, planId: h.plan.planId, date });
      }
    }
  }
  return targets;
}

/** The bytes of a text's multi-byte (non-ASCII) characters in UTF-8. */
function nonAsciiBytes(text: string): number {
  let ascii = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) < 0x80) ascii += 1;
  return Buffer.byteLength(text) - ascii;
}

async function sample(baseUrl: string, paths: readonly string[]) {
  const non200: Record<string, number> = {};
  let bytes = 0;
  let nonAscii = 0;
  let answered = 0;
  const hotelIds = new Set<string>();
  for (const p of paths.slice(0, SAMPLED)) {
    const res = await fetch(baseUrl + p);
    const text = await res.text();
    if (res.status !== 200) {
      non200[res.status] = (non200[res.status] ?? 0) + 1;
      continue;
    }
    bytes += Buffer.byteLength(text);
    nonAscii += nonAsciiBytes(text);
    answered += 1;
    for (const m of text.matchAll(/"hotelId":"([^"]+)"/g)) hotelIds.add(m[1]!);
  }
  const n = Math.max(1, answered);
  return {
    non200,
    bytes: Math.round(bytes / n),
    nonAscii: Math.round(nonAscii / n),
    hotelIds: [...hotelIds],
  };
}

/**
 * The scenario's yardstick: /bench/baseline/copy paths of its first SAMPLED paths that answer 200 (the API keeps each
 * answer's bytes once and then serves them with no work), taken here before the run, in the same
 * order, so that drawing them with the scenario's seed draws the copies of its most frequent paths
 * as often (the decoder's two paths exactly; of a search's 2,000, the 300 most frequent).
 */
async function staticCopies(baseUrl: string, paths: readonly string[]): Promise<string[]> {
  const copies: string[] = [];
  for (const p of paths.slice(0, SAMPLED)) {
    const copy = `/bench/baseline/copy?of=${encodeURIComponent(p)}`;
    const res = await fetch(baseUrl + copy);
    await res.arrayBuffer();
    // Only 200 answers are copied (the sample counts the others).
    if (res.status === 200) copies.push(copy);
  }
  if (copies.length === 0) throw new Error('the baseline could copy none of the answers');
  return copies;
}

async function measureKind(kind: DatabaseKind) {
  const database = await seedBenchDatabase(kind, SCALE);
  try {
    // The API without the index: its RSS after a search, the figure the index adds to.
    const off = await startApiProcess({ ...database.env, SEARCH_INDEX: 'off' });
    let rssIndexOffKiB: number;
    try {
      await fetch(`${off.baseUrl}/v1/hotels?arrAreaCode=13&goDate=${addDays(japanToday(), 14)}&adultPax=2`);
      rssIndexOffKiB = procRssKiB(off.pid).rssKiB;
    } finally {
      await off.stop();
    }

    const startedAt = performance.now();
    const api = await startApiProcess(database.env);
    try {
      const health = (await api.healthWhen(
        (body) => (body as { search?: { state?: string } } | null)?.search?.state === 'ready',
        1_800_000,
      )) as { search: { buildMs: number | null } };
      const readySeconds = round1((performance.now() - startedAt) / 1000);
      const rssReadyKiB = procRssKiB(api.pid).rssKiB;
      return await measureRunning(kind, api, database.seedSeconds, {
        buildMs: health.search.buildMs,
        readySeconds,
        rssIndexOffKiB,
        rssReadyKiB,
      });
    } finally {
      await api.stop();
    }
  } finally {
    await database.cleanup();
  }
}

async function measureRunning(
  kind: DatabaseKind,
  api: { baseUrl: string; pid: number; env: Record<string, string> },
  seedSeconds: number,
  index: Omit<IndexFigures, 'rssAfterKiB' | 'rssPeakKiB'>,
): Promise<SearchKindResult> {
  const { baseUrl } = api;
  const today = japanToday();
  const areas = await areaCodes(baseUrl);
  const hotelConditions = searchConditions(areas, today, CONDITIONS, 15);
  const tourConditions = searchConditions(areas, today, CONDITIONS, 16).map((q) =>
    q.replace(/&nights=\d/, ''),
  );
  const hotelPaths = hotelConditions.map((q) => `/v1/hotels?${q}&ipg=30`);
  const tourPaths = [...new Set(tourConditions)].map((q) => `/v1/tours?${q}&ipg=30`);
  const stream = await startBookingStream(baseUrl, await bookingTargets(baseUrl, today), BOOKINGS_PER_SECOND);
  const loadBefore = loadAverage();
  const rows: SearchRow[] = [];
  let web: SearchWebResult;
  let bookings: BookingCounts;
  try {
    const scenarios: Scenario[] = [
      { name: 'hotel search', paths: hotelPaths, target: TARGETS.search },
      { name: 'tour search', paths: tourPaths, target: TARGETS.search },
    ];
    const hotelSample = await sample(baseUrl, hotelPaths);
    const ids = hotelSample.hotelIds.slice(0, 200);
    scenarios.push(
      {
        name: 'hotel detail and plans',
        paths: ids.flatMap((id, i) => [
          `/v1/hotel/${id}`,
          `/v1/hotel/${id}/plans?goDate=${addDays(today, 7 + (i % 60))}&adultPax=2`,
        ]),
        target: TARGETS.detail,
      },
      { name: 'decoder', paths: ['/v1/decoder?lang=ja', '/v1/decoder?lang=en'], target: TARGETS.decoder },
    );
    for (const [i, scenario] of scenarios.entries()) {
      const { non200, bytes, nonAscii } = i === 0 ? hotelSample : await sample(baseUrl, scenario.paths);
      if (WARMUP_SECONDS > 0) {
        await load(baseUrl, mixStream(scenario.paths, 100 + i), WARMUP_SECONDS, CONNECTIONS);
      }
      const route = await load(baseUrl, mixStream(scenario.paths, i), SECONDS, CONNECTIONS);
      const baseline = await load(
        baseUrl,
        mixStream(await staticCopies(baseUrl, scenario.paths), i),
        SECONDS,
        CONNECTIONS,
      );
      await fetch(`${baseUrl}/bench/baseline/copy`, { method: 'DELETE' });
      const ratio = ratioOf(route, baseline);
      rows.push({
        scenario: scenario.name,
        distinctPaths: scenario.paths.length,
        bytes,
        nonAscii,
        sampledNon200: non200,
        route,
        baseline,
        ratio,
        target: scenario.target,
        met:
          ratio !== null &&
          ratio >= scenario.target.ratio &&
          (scenario.target.p99 === null || route.p99 <= scenario.target.p99) &&
          route.errors === 0 &&
          route.non2xx === 0,
      });
    }
    web = await measureSearchWeb({
      kind,
      apiBaseUrl: baseUrl,
      apiEnv: api.env,
      hotelConditions,
      tourConditions,
      hotelIds: ids,
      seconds: SECONDS,
    });
  } finally {
    bookings = await stream.stop();
  }
  const rss = procRssKiB(api.pid);
  return {
    kind,
    scale: SCALE,
    seedSeconds,
    index: { ...index, rssAfterKiB: rss.rssKiB, rssPeakKiB: rss.rssPeakKiB },
    loadAverage: { before: loadBefore, after: loadAverage() },
    bookings,
    rows,
    web,
  };
}

const results: SearchKindResult[] = [];
for (const kind of benchKinds()) results.push(await measureKind(kind));

const file = path.join(repoRoot, 'bench/results/search.json');
const previous = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<SearchResults>) : {};
const report: SearchResults = {
  at: new Date().toISOString(),
  machine: machineInfo(),
  seconds: SECONDS,
  warmupSeconds: WARMUP_SECONDS,
  connections: CONNECTIONS,
  conditions: CONDITIONS,
  bookingsPerSecond: BOOKINGS_PER_SECOND,
  results,
  ...(previous.webOnly ? { webOnly: previous.webOnly } : {}),
};
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, JSON.stringify(report, null, 2) + '\n');
console.log(searchMarkdown(report));
console.log('Written: bench/results/search.json (npm run bench:report puts it into bench/REPORT.md)');
