/**
 * The API as its own process for the load benchmarks (bench:api, bench:search): a database of the
 * asked kind and scale (a temporary PGlite folder or BENCH_PGLITE_DIR; a throw-away PostgreSQL 15
 * server from the machine's binaries or BENCH_PG_URL), the catalog seeded by the seed command (a
 * reused database is migrated first, so a new migration's tables are filled), the API started with
 * BENCH_BASELINE=1 on a free port, and autocannon runs against it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createDatabase, startPostgres } from '@tabiyori/api/testing/postgres';
import { freePort } from '../../e2e/src/stack';
import { repoRoot } from './machine';

export type DatabaseKind = 'pglite' | 'postgres';
export type Scale = 'large' | 'demo';

export const DATABASE_NAMES = { pglite: 'PGlite', postgres: 'PostgreSQL' } as const;

/** BENCH_DB (default both), BENCH_SCALE (default large). */
export function benchKinds(): DatabaseKind[] {
  return (process.env.BENCH_DB ?? 'pglite,postgres')
    .split(',')
    .filter((k): k is DatabaseKind => k === 'pglite' || k === 'postgres');
}
export const benchScale = (): Scale => (process.env.BENCH_SCALE === 'demo' ? 'demo' : 'large');

/** BENCH_API_LOG=file: the API's log (stdout) is appended there; otherwise dropped. */
function run(command: string, args: string[], env: Record<string, string>, cwd: string): ChildProcess {
  const log = process.env.BENCH_API_LOG;
  return spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', log ? openSync(log, 'a') : 'ignore', 'inherit'],
  });
}

export async function exitOf(child: ChildProcess): Promise<number> {
  if (child.exitCode !== null) return child.exitCode;
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}

/** Waits until `url` answers and `ready` accepts its JSON body (any 2xx body when not given). */
export async function waitFor(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
  ready: (body: unknown) => boolean = () => true,
): Promise<unknown> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}) before ${url} answered`);
    try {
      const res = await fetch(url);
      if (res.ok) {
        const body: unknown = await res.json().catch(() => null);
        if (ready(body)) return body;
      }
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer in time`);
}

export interface BenchApi {
  baseUrl: string;
  /** The API's process id (its RSS: procRssKiB). */
  pid: number;
  /** The environment the API runs with (to start another process on the same database). */
  env: Record<string, string>;
  seedSeconds: number;
  /** Waits until /health's body satisfies `ready` (e.g. the search index built); answers the body. */
  healthWhen(ready: (body: unknown) => boolean, timeoutMs: number): Promise<unknown>;
  stop(): Promise<void>;
}

interface BenchDatabase {
  env: Record<string, string>;
  cleanup: () => Promise<void> | void;
}

async function benchDatabase(kind: DatabaseKind): Promise<BenchDatabase> {
  if (kind === 'pglite') {
    const kept = process.env.BENCH_PGLITE_DIR;
    const dir = kept || mkdtempSync(path.join(os.tmpdir(), 'tabiyori-bench-'));
    return {
      env: { DATA_DIR: dir },
      cleanup: () => (kept ? undefined : rmSync(dir, { recursive: true, force: true })),
    };
  }
  if (process.env.BENCH_PG_URL) return { env: { DATABASE_URL: process.env.BENCH_PG_URL }, cleanup: () => {} };
  const server = await startPostgres();
  return {
    env: { DATABASE_URL: await createDatabase(server.url, 'tabiyori_bench') },
    cleanup: () => server.stop(),
  };
}

export interface SeededDatabase {
  /** DATA_DIR or DATABASE_URL, the scale, BENCH_BASELINE=1: the environment of an API process on it. */
  env: Record<string, string>;
  seedSeconds: number;
  /** Removes a temporary database (a reused one is kept). */
  cleanup: () => Promise<void> | void;
}

/** The database of the run, seeded (or, when reused, migrated) by the seed command. */
export async function seedBenchDatabase(kind: DatabaseKind, scale: Scale): Promise<SeededDatabase> {
  const database = await benchDatabase(kind);
  const env: Record<string, string> = {
    LOG_LEVEL: 'warn',
    CATALOG_SCALE: scale,
    BENCH_BASELINE: '1',
    ...database.env,
  };
  try {
    const started = performance.now();
    const seed = run(
      process.execPath,
      ['--import', 'tsx', 'src/cli/seed.ts', '--scale', scale],
      env,
      path.join(repoRoot, 'apps/api'),
    );
    if ((await exitOf(seed)) !== 0) throw new Error(`seeding ${kind} failed`);
    return {
      env,
      seedSeconds: Math.round((performance.now() - started) / 100) / 10,
      cleanup: database.cleanup,
    };
  } catch (error) {
    await database.cleanup();
    throw error;
  }
}

/** Seeds the database and starts the API on it; answers once /health answers. */
export async function startBenchApi(kind: DatabaseKind, scale: Scale): Promise<BenchApi> {
  const database = await seedBenchDatabase(kind, scale);
  try {
    const api = await startApiProcess(database.env);
    return {
      ...api,
      seedSeconds: database.seedSeconds,
      async stop() {
        await api.stop();
        await database.cleanup();
      },
    };
  } catch (error) {
    await database.cleanup();
    throw error;
  }
}

/** An API process on a seeded database (`env` of seedBenchDatabase, plus e.g. SEARCH_INDEX=off). */
export async function startApiProcess(env: Record<string, string>): Promise<Omit<BenchApi, 'seedSeconds'>> {
  const port = await freePort();
  const apiEnv = { ...env, API_PORT: String(port) };
  const api = run(
    process.execPath,
    ['--import', 'tsx', 'src/main.ts'],
    apiEnv,
    path.join(repoRoot, 'apps/api'),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (api.exitCode === null) api.kill('SIGTERM');
    await exitOf(api);
  };
  try {
    await waitFor(`${baseUrl}/health`, api, 600_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl,
    pid: api.pid!,
    env: apiEnv,
    healthWhen: (ready, timeoutMs) => waitFor(`${baseUrl}/health`, api, timeoutMs, ready),
    stop,
  };
}

/** VmRSS and VmHWM (peak) of a process in KiB, from /proc. */
export function procRssKiB(pid: number): { rssKiB: number; rssPeakKiB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssKiB: field('VmRSS'), rssPeakKiB: field('VmHWM') };
}

export interface Measured {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Of the errors, requests unanswered within autocannon's 10 s (the rest: resets, refused connections). */
  timeouts?: number;
}

/**
 * autocannon for `seconds` over `paths`: in order (each connection cycles the list), or, with
 * `next`, each request's path drawn from it (a weighted mix).
 */
export async function load(
  baseUrl: string,
  paths: string[] | { next: () => string },
  seconds: number,
  connections: number,
  /** Sent with every request (e.g. a session cookie: bench/src/searchWeb.ts). */
  headers: Record<string, string> = {},
): Promise<Measured> {
  const requests = Array.isArray(paths)
    ? paths.map((p) => ({ method: 'GET' as const, path: p }))
    : [
        {
          method: 'GET' as const,
          setupRequest: (request: autocannon.Request) => ({ ...request, path: paths.next() }),
        },
      ];
  const result = await autocannon({ url: baseUrl, connections, duration: seconds, headers, requests });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * Route req/s over the baseline's, to three decimals; null when the baseline measured nothing
 * (0 req/s: every request failed or timed out), which is no ratio at all.
 */
export const ratioOf = (route: Measured, baseline: Measured): number | null =>
  baseline.requestsPerSecond > 0
    ? Math.round((route.requestsPerSecond / baseline.requestsPerSecond) * 1000) / 1000
    : null;

/** A ratio for a table: the number, or why there is none. */
export const ratioCell = (ratio: number | null): string =>
  ratio === null ? 'none (baseline measured 0 req/s)' : String(ratio);
