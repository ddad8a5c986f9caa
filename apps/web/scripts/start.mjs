// `npm start -w @tabiyori/web`: serves the production build (scripts/server.mjs) on the loopback
// interface, port 3000 (WEB_HOST / WEB_PORT override). When there is no build yet (`.next/BUILD_ID` missing; NEXT_DIST_DIR names another build directory) it runs
// `next build` first, so a fresh clone needs only `npm install` then `npm start`. WEB_REBUILD=1
// forces a new build. SIGINT / SIGTERM are passed on to Next so it shuts down cleanly.
//
// Why `-H localhost` and not `-H 127.0.0.1`: with a loopback IP as hostname, Next.js 16 turns the
// proxy's internal rewrites (/tours → /ja/tours) into network proxying back to itself, which loops
// (vercel/next.js#94745: NextURL normalises 127.0.0.1 to localhost, the router does not). Binding
// "localhost" with IPv4-first name resolution listens on 127.0.0.1 all the same.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  NODE_OPTIONS: [process.env.NODE_OPTIONS, '--dns-result-order=ipv4first'].filter(Boolean).join(' '),
};

let current = null;
function run(args, extraEnv = {}) {
  return new Promise((resolve) => {
    current = spawn(process.execPath, args, { cwd: webDir, stdio: 'inherit', env: { ...env, ...extraEnv } });
    current.on('exit', (code, signal) => resolve({ code, signal }));
  });
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    if (current && current.exitCode === null) current.kill(signal);
  });
}

const distDir = process.env.NEXT_DIST_DIR || '.next';
if (process.env.WEB_REBUILD === '1' || !existsSync(path.join(webDir, distDir, 'BUILD_ID'))) {
  console.log('[web] no production build found: running next build');
  const built = await run([nextBin, 'build']);
  if (stopping) process.exit(0);
  if (built.code !== 0) {
    console.error(`[web] next build failed (${built.signal ?? built.code})`);
    process.exit(built.code ?? 1);
  }
}

// scripts/server.mjs: `next start`'s server behind a front that sets the client address (issue 13).
const served = await run([path.join(webDir, 'scripts/server.mjs')], { NODE_ENV: 'production' });
process.exit(stopping ? 0 : (served.code ?? 0));
