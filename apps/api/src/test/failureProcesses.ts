/**
 * Real processes for the failure tests (failure.test.ts): the API started as `npm start` starts it
 * (node --import tsx src/main.ts, as e2e/src/stack.ts does) on a given database, and a PostgreSQL
 * server of the test's own that can be stopped and started again on the same port and data.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { findPostgresBin } from './postgresServer';
import { RAISED_LIMITS_ENV } from './limits';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ApiProcess {
  baseUrl: string;
  child: ChildProcess;
  /** SIGKILL: no shutdown hook runs, in-flight requests are cut. */
  kill(): Promise<void>;
  /** SIGTERM: the API's graceful shutdown. */
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts src/main.ts with the environment given and waits for /health. */
export async function startApiProcess(env: Record<string, string>, port?: number): Promise<ApiProcess> {
  const apiPort = port ?? (await freePort());
  const url = `http://127.0.0.1:${apiPort}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, API_PORT: String(apiPort), LOG_LEVEL: 'fatal', ...RAISED_LIMITS_ENV, ...env },
    stdio: process.env.FAILURE_LOG === '1' ? 'inherit' : 'ignore',
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the API did not start within 120 s');
    }
    try {
      const res = await fetch(`${url}/health`);
      if (res.status < 500) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl: url,
    child,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      const done = exited(child);
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.kill('SIGTERM');
      await done;
      clearTimeout(timer);
    },
  };
}

export interface OwnPostgres {
  url: string;
  /** Fast shutdown: every connection is cut, the port closes. */
  stop(): void;
  /** Starts the server again on the same port and data. */
  start(): Promise<void>;
  destroy(): void;
}

async function waitForPostgres(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * A PostgreSQL server of the test's own (the shared one of globalSetup must never be stopped), with
 * the database `tabiyori` copied from `sourceUrl` by pg_dump (seeding from scratch takes far longer).
 */
export async function startOwnPostgres(sourceUrl: string): Promise<OwnPostgres> {
  const bin = findPostgresBin();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tabiyori-pg-failure-'));
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { stdio: 'ignore' })
      : execFileSync(path.join(bin, cmd), args, { stdio: 'ignore' });
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-locale']);
  const port = await freePort();
  const serverUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const start = async () => {
    run('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
      'start',
    ]);
    await waitForPostgres(serverUrl);
  };
  await start();
  const url = `postgres://postgres@127.0.0.1:${port}/tabiyori`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query('create database tabiyori');
  await admin.end();
  const dump = path.join(dir, 'catalog.sql');
  execFileSync(path.join(bin, 'pg_dump'), ['--no-owner', '-f', dump, sourceUrl], { stdio: 'ignore' });
  execFileSync(path.join(bin, 'psql'), ['-q', '-v', 'ON_ERROR_STOP=1', '-f', dump, url], { stdio: 'ignore' });
  const stop = () => {
    try {
      run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '20', 'stop']);
    } catch {
      // already stopped
    }
  };
  return {
    url,
    stop,
    start,
    destroy() {
      stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
