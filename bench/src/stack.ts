/**
 * The production site for page benchmarks, on free ports: the API (embedded PGlite in a temporary
 * folder, migrated and seeded with the demo catalog on start) and the web's production build
 * (apps/web/scripts/start.mjs with its own build directory, rebuilt fresh: NEXT_DIST_DIR=.next-bench,
 * WEB_REBUILD=1). Output of both goes to a log file, whose path is printed, so a failed build can
 * be read. Same approach as e2e/src/stack.ts, with a longer build allowance and the web's SITE_URL
 * set to its own address (canonical and hreflang URLs then point at the page being audited).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, stopChild, waitForHttp } from '../../e2e/src/stack';
import { repoRoot } from './machine';

export interface WebStack {
  apiUrl: string;
  webUrl: string;
  logFile: string;
  stop(): Promise<void>;
}

export interface WebStackOptions {
  /** Build directory of the web (default .next-bench). */
  distDir?: string;
  /** Build afresh even when the directory holds a build (default true). */
  rebuild?: boolean;
  /** How long the build plus start may take (default 25 min: a loaded 2-core machine is slow). */
  buildTimeoutMs?: number;
}

/**
 * `next build` with another build directory rewrites apps/web/tsconfig.json and next-env.d.ts to
 * name it; the checked-in files are put back once the build is done.
 */
export function keepWebConfigFiles(): () => void {
  const files = ['tsconfig.json', 'next-env.d.ts'].map((f) => path.join(repoRoot, 'apps/web', f));
  const saved = files.map((f) => (existsSync(f) ? readFileSync(f, 'utf8') : null));
  return () =>
    files.forEach((f, i) => {
      const text = saved[i];
      if (text !== null && text !== undefined && readFileSync(f, 'utf8') !== text) writeFileSync(f, text);
    });
}

export async function startWebStack(options: WebStackOptions = {}): Promise<WebStack> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tabiyori-bench-web-'));
  const logFile = path.join(dataDir, 'stack.log');
  const log = openSync(logFile, 'a');
  const apiPort = await freePort();
  const webPort = await freePort();
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const webUrl = `http://127.0.0.1:${webPort}`;
  const children: ChildProcess[] = [];
  const restoreConfig = keepWebConfigFiles();
  const stop = async () => {
    await Promise.all(children.map(stopChild));
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.join(repoRoot, 'apps/api'),
      env: {
        ...process.env,
        API_PORT: String(apiPort),
        DATA_DIR: path.join(dataDir, 'pglite'),
        CATALOG_SCALE: 'demo',
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', log, log],
    });
    children.push(api);
    await waitForHttp(`${apiUrl}/health`, api, 180_000);

    const web = spawn(process.execPath, [path.join(repoRoot, 'apps/web/scripts/start.mjs')], {
      cwd: path.join(repoRoot, 'apps/web'),
      env: {
        ...process.env,
        API_BASE_URL: apiUrl,
        SITE_URL: webUrl,
        WEB_PORT: String(webPort),
        NEXT_DIST_DIR: options.distDir ?? '.next-bench',
        WEB_REBUILD: options.rebuild === false ? '' : '1',
        NEXT_TELEMETRY_DISABLED: '1',
      },
      stdio: ['ignore', log, log],
    });
    children.push(web);
    try {
      await waitForHttp(webUrl, web, options.buildTimeoutMs ?? 25 * 60_000);
    } finally {
      restoreConfig();
    }
  } catch (error) {
    console.error(`stack failed; log: ${logFile}`);
    await Promise.all(children.map(stopChild));
    throw error;
  }
  return { apiUrl, webUrl, logFile, stop };
}
