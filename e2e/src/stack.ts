/**
 * Starts the whole site for the browser journeys, as `npm start` does but on free ports and a
 * throw-away database: the API (PGlite in a temporary folder unless DATABASE_URL is given, migrated and
 * seeded on first start) and the web's production build (built first when missing).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Stack {
  apiUrl: string;
  webUrl: string;
  stop(): Promise<void>;
}

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

export async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startStack(env: Record<string, string> = {}): Promise<Stack> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tabiyori-e2e-'));
  const apiPort = await freePort();
  const webPort = await freePort();
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const webUrl = `http://127.0.0.1:${webPort}`;
  const log = process.env.E2E_LOG === '1' ? 'inherit' : 'ignore';

  const api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(repoRoot, 'apps/api'),
    env: {
      ...process.env,
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The site's pages may sign up and log in (the API's CSRF check of calls without a session).
      ALLOWED_ORIGINS: `http://127.0.0.1:${webPort},http://localhost:${webPort}`,
      // Every journey logs in and signs up from 127.0.0.1: the abuse limits (apps/api/src/config.ts)
      // are raised here; their production defaults are proven by apps/api/src/routes/rateLimits.test.ts.
      RATE_LIMIT_LOGIN: '1000000',
      RATE_LIMIT_SIGNUP: '1000000',
      RATE_LIMIT_PASSWORD_RESET: '1000000',
      RATE_LIMIT_CONTACT: '1000000',
      RATE_LIMIT_ACCOUNT_FAILURES: '1000000',
      PASSWORD_HASH_QUEUE: '1000000',
      PASSWORD_HASH_PER_ADDRESS: '1000000',
      ...env,
    },
    stdio: log,
  });
  await waitForHttp(`${apiUrl}/health`, api, 120_000);

  // The web's own start script (it binds the loopback interface and builds when no build exists).
  const web = spawn(process.execPath, [path.join(repoRoot, 'apps/web/scripts/start.mjs')], {
    cwd: path.join(repoRoot, 'apps/web'),
    env: {
      ...process.env,
      API_BASE_URL: apiUrl,
      WEB_PORT: String(webPort),
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
    stdio: log,
  });
  // The web's start script builds first when there is no production build (WEB_REBUILD=1 forces it).
  await waitForHttp(webUrl, web, 600_000);

  return {
    apiUrl,
    webUrl,
    async stop() {
      await Promise.all([stopChild(web), stopChild(api)]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
