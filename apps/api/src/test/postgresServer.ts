/**
 * Starts a throw-away PostgreSQL server from the machine's Debian binaries for the tests:
 * initdb in a temporary folder (as the `postgres` user when we run as root, as PostgreSQL refuses
 * to run as root), a free loopback port, and a clean stop that removes the folder.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface PostgresServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export function findPostgresBin(): string {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv && existsSync(path.join(fromEnv, 'postgres'))) return fromEnv;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(path.join(base, v, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error('PostgreSQL server binaries not found (apt-get install postgresql, or set PG_BIN)');
  }
  return path.join(base, versions[0]!, 'bin');
}

async function freePort(): Promise<number> {
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

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`postgres exited with code ${child.exitCode}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      lastError = error;
      await client.end().catch(() => {});
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`postgres did not become ready: ${String(lastError)}`);
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = findPostgresBin();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tabiyori-pg-'));
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) =>
    asRoot ? { cmd: 'runuser', args: ['-u', 'postgres', '--', cmd, ...args] } : { cmd, args };
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);

  const initdb = run(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--no-locale',
  ]);
  execFileSync(initdb.cmd, initdb.args, { stdio: 'ignore' });

  const port = await freePort();
  const server = run(path.join(bin, 'postgres'), [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'max_connections=200',
    '-c',
    'shared_buffers=128MB',
    // A test server: durability is not under test here (the crash tests restart the API, not this).
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
  ]);
  const child = spawn(server.cmd, server.args, { stdio: 'ignore' });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await waitUntilReady(url, child);

  return {
    url,
    port,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        // Signal the server itself: runuser does not pass SIGINT on to its child.
        const stop = run(path.join(bin, 'pg_ctl'), ['-D', dataDir, 'stop', '-m', 'fast', '-w', '-t', '20']);
        try {
          execFileSync(stop.cmd, stop.args, { stdio: 'ignore' });
        } catch {
          child.kill('SIGKILL');
        }
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Creates a fresh database on the server (optionally from a template) and returns its URL. */
export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name) || (template && !/^[a-z_][a-z0-9_]*$/.test(template))) {
    throw new Error(`unsafe database name: ${name}`);
  }
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    // Identifiers cannot be bound as parameters; both names are checked against a strict pattern above.
    await client.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
