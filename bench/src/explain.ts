/**
 * `npm run bench:explain` — EXPLAIN (ANALYZE, BUFFERS) of the queries the search calls really run
 * (issue 3): each request below goes through the API in process (Fastify inject) on an already
 * seeded database (DATABASE_URL, or the PGlite folder DATA_DIR), every SQL statement it sends is
 * captured with its parameters (Kysely's query log), then explained on the same database. Prints,
 * per request, the statements slower than BENCH_EXPLAIN_MIN_MS (default 1 ms) with their execution
 * time and plan; the plan text goes to bench/results/explain-<db>.txt.
 *
 * It does not migrate or seed: point it at a database that `npm run seed -w @tabiyori/api -- --scale
 * large` built (or that bench:api kept with BENCH_PGLITE_DIR / BENCH_PG_URL).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addDays, japanToday } from '@tabiyori/domain';
import { loadConfig } from '@tabiyori/api/config';
import { openPGlite, openPostgres } from '@tabiyori/api/db/connection';
import { explainAnalyze, type LogEvent } from '@tabiyori/api/db/explain';
import { buildServer } from '@tabiyori/api/server';
import { repoRoot } from './machine';

const MIN_MS = Number(process.env.BENCH_EXPLAIN_MIN_MS ?? 1);

function requests(): string[] {
  const today = japanToday();
  const d = (n: number) => addDays(today, n);
  const date = d(21);
  return [
    `/v1/hotels?arrAreaCode=13&goDate=${date}&adultPax=2&ipg=30`,
    `/v1/hotels.count?arrAreaCode=13&goDate=${date}&adultPax=2`,
    `/v1/hotels?arrAreaCode=13&goDate=${date}&adultPax=2&sort=lowPrice&page=10&ipg=30`,
    `/v1/hotels?arrAreaCode=13&isNoDate=1&adultPax=2&ipg=30`,
    `/v1/hotels?arrAreaCode=kanto&goDate=${date}&adultPax=2&ipg=30`,
    `/v1/hotels?arrAreaCode=14&goDate=${date}&adultPax=2&kodawari=101&sort=lowPrice&ipg=30`,
    `/v1/hotels?arrAreaCode=26&goDate=${date}&nights=2&adultPax=2&childPax=8-b1s1sc1&ipg=30`,
    `/v1/tours?arrAreaCode=13&goDate=${date}&ipg=30`,
    `/v1/tours.count?arrAreaCode=13&goDate=${date}`,
    `/v1/tours?arrAreaCode=13&goDate=${date}&sort=lowPrice&page=10&ipg=30`,
    `/v1/tours?arrAreaCode=47&isNoDate=1&ipg=30`,
    `/v1/tours?arrAreaCode=kyushu&goDate=${d(30)}&kodawari=101&ipg=30`,
  ];
}

interface Captured {
  sql: string;
  parameters: readonly unknown[];
  ms: number;
}

const captured: Captured[] = [];
const log = (event: LogEvent) => {
  captured.push({ sql: event.query.sql, parameters: event.query.parameters, ms: event.queryDurationMillis });
};

const config = loadConfig();
const kind = config.databaseUrl ? 'postgres' : 'pglite';
const handle = config.databaseUrl
  ? await openPostgres(config.databaseUrl, 10, log)
  : await openPGlite(config.dataDir, undefined, log);
const app = await buildServer({
  db: handle.db,
  dbKind: handle.kind,
  config: { ...config, benchBaseline: true },
});
const report: string[] = [];
try {
  // Warm the per-process caches (decoder, code book, reference names) so they do not show.
  for (const url of requests()) await app.inject({ method: 'GET', url });
  for (const url of requests()) {
    captured.length = 0;
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url });
    const ms = Math.round(performance.now() - started);
    const statements = [...captured];
    const header = `${url} → ${res.statusCode} in ${ms} ms (${statements.length} statements)`;
    console.log(header);
    report.push(`### ${header}`);
    for (const statement of statements) {
      if (statement.ms < MIN_MS) continue;
      const plan = await explainBound(statement).catch((error: unknown) => [
        `explain failed: ${String(error)}`,
      ]);
      const time = plan.find((l) => l.startsWith('Execution Time')) ?? '';
      console.log(
        `  ${statement.ms.toFixed(1)} ms  ${time}  ${statement.sql.replace(/\s+/g, ' ').slice(0, 110)}`,
      );
      report.push(
        '```',
        statement.sql.trim(),
        `-- parameters: ${JSON.stringify(statement.parameters)}`,
        ...plan,
        '```',
      );
    }
  }
  // CPU time of this process per request, sequentially (load on the machine stretches wall time,
  // much less CPU time). With PGlite the database runs in this process and is included; with
  // PostgreSQL the server's own CPU is not. The baseline answers a body of the same size.
  const rounds = Number(process.env.BENCH_EXPLAIN_CPU_N ?? 100);
  console.log(
    `\nCPU ms per request in this process (${rounds} sequential requests after ${rounds} warm-up):`,
  );
  report.push('', `### CPU ms per request in this process (${rounds} sequential requests)`);
  for (const url of requests()) {
    const bytes = (await app.inject({ method: 'GET', url })).body.length;
    const cpuOf = async (u: string) => {
      for (let i = 0; i < rounds; i++) await app.inject({ method: 'GET', url: u });
      const started = process.cpuUsage();
      for (let i = 0; i < rounds; i++) await app.inject({ method: 'GET', url: u });
      const used = process.cpuUsage(started);
      return (used.user + used.system) / 1000 / rounds;
    };
    const route = await cpuOf(url);
    const baseline = await cpuOf(`/bench/baseline?bytes=${bytes}`);
    const line = `${route.toFixed(2)} ms (baseline of ${bytes} bytes ${baseline.toFixed(2)} ms, ratio ${(baseline / route).toFixed(3)})  ${url}`;
    console.log(`  ${line}`);
    report.push(line);
  }
} finally {
  await app.close();
  await handle.close();
}
mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
const file = path.join(repoRoot, `bench/results/explain-${kind}.txt`);
writeFileSync(file, report.join('\n') + '\n');
console.log(`plans: ${path.relative(repoRoot, file)}`);

function explainBound(statement: Captured): Promise<string[]> {
  return explainAnalyze(handle.db, statement.sql, statement.parameters);
}
