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
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { addDays, japanToday } from '@tabiyori/domain';
import { createDatabase, startPostgres } from '@tabiyori/api/testing/postgres';
import { freePort } from '../../e2e/src/stack';
import { machineInfo, repoRoot } from './machine';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Unrecorded load before each scenario's run (JIT, the database's buffer cache, per-process caches). */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = 50;
const SCALE = process.env.BENCH_SCALE === 'demo' ? 'demo' : 'large';
const KINDS = (process.env.BENCH_DB ?? 'pglite,postgres')
  .split(',')
  .filter((k) => k === 'pglite' || k === 'postgres');

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

function run(command: string, args: string[], env: Record<string, string>, cwd: string): ChildProcess {
  return spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}) before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer in time`);
}

async function exitOf(child: ChildProcess): Promise<number> {
  if (child.exitCode !== null) return child.exitCode;
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}

interface Measured {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function load(baseUrl: string, paths: string[], seconds = SECONDS): Promise<Measured> {
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function measureKind(kind: 'pglite' | 'postgres') {
  const apiDir = path.join(repoRoot, 'apps/api');
  const port = await freePort();
  const env: Record<string, string> = {
    API_PORT: String(port),
    LOG_LEVEL: 'warn',
    CATALOG_SCALE: SCALE,
    BENCH_BASELINE: '1',
  };
  const cleanups: (() => Promise<void> | void)[] = [];
  if (kind === 'pglite') {
    const kept = process.env.BENCH_PGLITE_DIR;
    const dir = kept || mkdtempSync(path.join(os.tmpdir(), 'tabiyori-bench-'));
    env.DATA_DIR = dir;
    if (!kept) cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  } else if (process.env.BENCH_PG_URL) {
    env.DATABASE_URL = process.env.BENCH_PG_URL;
  } else {
    const server = await startPostgres();
    env.DATABASE_URL = await createDatabase(server.url, 'tabiyori_bench');
    cleanups.push(() => server.stop());
  }
  try {
    const seedStarted = performance.now();
    const seed = run(process.execPath, ['--import', 'tsx', 'src/cli/seed.ts', '--scale', SCALE], env, apiDir);
    if ((await exitOf(seed)) !== 0) throw new Error(`seeding ${kind} failed`);
    const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;

    const api = run(process.execPath, ['--import', 'tsx', 'src/main.ts'], env, apiDir);
    cleanups.unshift(async () => {
      api.kill('SIGTERM');
      await exitOf(api);
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitFor(`${baseUrl}/health`, api, 300_000);

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
      if (WARMUP_SECONDS > 0) await load(baseUrl, scenario.paths, WARMUP_SECONDS);
      const route = await load(baseUrl, scenario.paths);
      const baseline = await load(baseUrl, [`/bench/baseline?bytes=${bytes}`]);
      rows.push({
        scenario: scenario.name,
        bytes,
        route,
        baseline,
        ratio: Math.round((route.requestsPerSecond / Math.max(1, baseline.requestsPerSecond)) * 1000) / 1000,
      });
    }
    const loadAfter = os.loadavg().map((l) => Math.round(l * 100) / 100);
    return { kind, scale: SCALE, seedSeconds, loadAverage: { before: loadBefore, after: loadAfter }, rows };
  } finally {
    for (const cleanup of cleanups) await cleanup();
  }
}

const results = [];
for (const kind of KINDS) results.push(await measureKind(kind as 'pglite' | 'postgres'));

const report = {
  at: new Date().toISOString(),
  machine: machineInfo(),
  seconds: SECONDS,
  connections: CONNECTIONS,
  results,
};
mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
writeFileSync(path.join(repoRoot, 'bench/results/api.json'), JSON.stringify(report, null, 2) + '\n');

const NAMES = { pglite: 'PGlite', postgres: 'PostgreSQL' } as const;
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
    return `${row.route.requestsPerSecond} | ${row.route.p50} | ${row.route.p99} | ${row.baseline.requestsPerSecond} | ${row.ratio}`;
  });
  console.log(`| ${scenario.name} | ${cells.join(' | ')} |`);
}
