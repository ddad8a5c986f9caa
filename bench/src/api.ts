/**
 * `npm run bench:api` — API load benchmark (issue 3, item 7).
 *
 * 1. Builds the large catalog (10,000+ hotels, 5,000+ tours, 180 days) into an embedded PGlite
 *    folder and into a PostgreSQL 15 server started from the machine's Debian binaries.
 * 2. For each database, starts the API as its own process (BENCH_BASELINE=1) and measures with
 *    autocannon (50 connections) each scenario side by side with the baseline route, which answers
 *    a precomputed body of the same size: req/s, p50, p99 and the ratio to the baseline.
 * 3. Prints the table and writes bench/results/api.json.
 *
 * Options (env): BENCH_SECONDS (default 10 per run), BENCH_WARMUP_SECONDS (default 3: unrecorded load
 * before each scenario), BENCH_DB (pglite,postgres), BENCH_SCALE (large),
 * BENCH_PGLITE_DIR (an already seeded PGlite folder to reuse and keep: seeding the large catalog takes
 * a quarter of an hour on a small machine), BENCH_PG_URL (an already seeded PostgreSQL database to
 * reuse instead of starting a throw-away server and seeding it). A reused database is migrated
 * first (the seed step), so a new migration's summary tables are filled before the run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, japanToday } from '@tabiyori/domain';
import {
  benchKinds,
  benchScale,
  DATABASE_NAMES,
  load,
  ratioCell,
  ratioOf,
  startBenchApi,
  type DatabaseKind,
} from './apiProcess';
import { machineInfo, repoRoot } from './machine';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Unrecorded load before each scenario's run (JIT, the database's buffer cache, per-process caches). */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = 50;
const SCALE = benchScale();
const KINDS = benchKinds();

interface Scenario {
  name: string;
  paths: string[];
}

function scenarios(): Scenario[] {
  const today = japanToday();
  const dates = [14, 21, 30, 45].map((d) => addDays(today, d));
  const prefectures = ['13', '14', '26', '27', '47', '01', '40', '22'];
  return [
    {
      name: 'hotel search (prefecture + date, 2 adults)',
      paths: prefectures.flatMap((p, i) => [
        `/v1/hotels?arrAreaCode=${p}&goDate=${dates[i % dates.length]}&adultPax=2&ipg=30`,
      ]),
    },
    {
      name: 'tour search (destination + date)',
      paths: prefectures.map((p, i) => `/v1/tours?arrAreaCode=${p}&goDate=${dates[i % dates.length]}&ipg=30`),
    },
    {
      name: 'hotel detail',
      paths: ['100001', '100777', '101234', '103456', '105000', '109999'].map((id) => `/v1/hotel/${id}`),
    },
    { name: 'decoder', paths: ['/v1/decoder?lang=ja', '/v1/decoder?lang=en'] },
  ];
}

async function measureKind(kind: DatabaseKind) {
  const api = await startBenchApi(kind, SCALE);
  const { baseUrl, seedSeconds } = api;
  try {
    const loadBefore = os.loadavg().map((l) => Math.round(l * 100) / 100);
    const rows = [];
    for (const scenario of scenarios()) {
      const sizes = await Promise.all(
        scenario.paths.map(async (p) => {
          const res = await fetch(baseUrl + p);
          return { status: res.status, bytes: (await res.arrayBuffer()).byteLength };
        }),
      );
      if (sizes.some((s) => s.status !== 200)) {
        rows.push({
          scenario: scenario.name,
          skipped: `answers ${[...new Set(sizes.map((s) => s.status))].join(',')}`,
        });
        continue;
      }
      const bytes = Math.round(sizes.reduce((s, x) => s + x.bytes, 0) / sizes.length);
      if (WARMUP_SECONDS > 0) await load(baseUrl, scenario.paths, WARMUP_SECONDS, CONNECTIONS);
      const route = await load(baseUrl, scenario.paths, SECONDS, CONNECTIONS);
      const baseline = await load(baseUrl, [`/bench/baseline?bytes=${bytes}`], SECONDS, CONNECTIONS);
      rows.push({
        scenario: scenario.name,
        bytes,
        route,
        baseline,
        ratio: ratioOf(route, baseline),
      });
    }
    const loadAfter = os.loadavg().map((l) => Math.round(l * 100) / 100);
    return { kind, scale: SCALE, seedSeconds, loadAverage: { before: loadBefore, after: loadAfter }, rows };
  } finally {
    await api.stop();
  }
}

const results = [];
for (const kind of KINDS) results.push(await measureKind(kind));

const report = {
  at: new Date().toISOString(),
  machine: machineInfo(),
  seconds: SECONDS,
  connections: CONNECTIONS,
  results,
};
mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
writeFileSync(path.join(repoRoot, 'bench/results/api.json'), JSON.stringify(report, null, 2) + '\n');

const NAMES = DATABASE_NAMES;
for (const r of results) {
  console.log(
    `${NAMES[r.kind]}: ${r.scale} catalog (seed step ${r.seedSeconds} s), load average (1, 5, 15 min) ${r.loadAverage.before.join(', ')} before, ${r.loadAverage.after.join(', ')} after`,
  );
}
console.log(
  `\n${CONNECTIONS} connections, ${SECONDS} s per run; ratio = route req/s ÷ baseline req/s (same body size)`,
);
console.log(
  `| scenario | ${results.map((r) => `${NAMES[r.kind]} req/s | p50 ms | p99 ms | baseline req/s | ratio`).join(' | ')} |`,
);
console.log(`| --- | ${results.map(() => '---: | ---: | ---: | ---: | ---:').join(' | ')} |`);
for (const scenario of scenarios()) {
  const cells = results.map((r) => {
    const row = r.rows.find((x) => x.scenario === scenario.name);
    if (!row) return '– | – | – | – | –';
    if ('skipped' in row) return `skipped: ${row.skipped} | | | |`;
    return `${row.route.requestsPerSecond} | ${row.route.p50} | ${row.route.p99} | ${row.baseline.requestsPerSecond} | ${ratioCell(row.ratio)}`;
  });
  console.log(`| ${scenario.name} | ${cells.join(' | ')} |`);
}
