// The web's production server: Next.js behind a thin Node HTTP front (a Next.js "custom server",
// https://nextjs.org/docs/app/guides/custom-server) that owns what only the socket knows.
//
// The client address (issue 13.1). Next.js keeps a client's own X-Forwarded-For and its /api
// rewrite passes it on to the API, which trusts its loopback peer: a made-up header would choose the
// address the log-in throttle counts. Here every forwarding header the client sent (X-Forwarded-*,
// Forwarded, X-Real-IP) is dropped and X-Forwarded-For is set to the socket's peer address, so the
// API (TRUST_PROXY, default loopback) reads the browser's real address. The web is meant to be the
// edge: behind a load balancer, that balancer's address is what the API sees (see README).
//
// Run by scripts/start.mjs (npm start, the e2e and bench stacks) with WEB_HOST / WEB_PORT.
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import next from 'next';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.WEB_PORT || '3000');
// `localhost`, not 127.0.0.1: see start.mjs (vercel/next.js#94745).
const hostname = process.env.WEB_HOST || 'localhost';

/** Request headers by which a client could claim another address or scheme. */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-forwarded-proto',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
];

/**
 * The request as it goes on to Next.js: no client-sent forwarding header; X-Forwarded-For is the
 * socket's peer (an IPv4-mapped IPv6 address is written as plain IPv4).
 * @param {http.IncomingMessage} req
 */
function setClientAddress(req) {
  for (const name of FORWARDING_HEADERS) delete req.headers[name];
  const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (peer !== '') req.headers['x-forwarded-for'] = peer;
}

// Where the page cache (src/lib/cache/pageCache.ts) asks this server to render a page it keeps.
process.env.WEB_SELF_URL = `http://${hostname}:${port}`;

const app = next({ dev: false, dir: webDir, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();

/** The page cache's lookup, published by the proxy (src/proxy.ts, src/lib/cache/pageCache.ts). */
const KEPT_PAGE_LOOKUP = Symbol.for('tabiyori.web.keptPage');
/** Gzipped bodies of kept pages, made once per page for the clients that accept gzip. */
const gzipped = new WeakMap();

/**
 * Answers a visitor's GET from the page cache before Next.js routes anything, when the proxy has
 * kept that page (its lookup makes the proxy's locale, maintenance and visitor decisions). False:
 * Next.js answers (a miss renders and keeps the page there).
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 */
async function answerFromPageCache(req, res) {
  const lookup = /** @type {any} */ (globalThis)[KEPT_PAGE_LOOKUP];
  if (typeof lookup !== 'function' || req.method !== 'GET') return false;
  const page = await lookup(req);
  if (!page) return false;
  let body = Buffer.from(page.body);
  const headers = page.headers.filter(([name]) => name !== 'x-web-cache');
  if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    let zipped = gzipped.get(page.body);
    if (!zipped) gzipped.set(page.body, (zipped = gzipSync(body)));
    body = zipped;
    headers.push(['content-encoding', 'gzip']);
  }
  headers.push(['x-web-cache', page.state], ['content-length', String(body.length)]);
  res.writeHead(page.status, headers.flat());
  res.end(body);
  return true;
}

const server = http.createServer(async (req, res) => {
  setClientAddress(req);
  try {
    if (await answerFromPageCache(req, res)) return;
  } catch (error) {
    console.error('[web] page cache failed', error);
  }
  handle(req, res).catch((error) => {
    console.error('[web] request failed', error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}

server.listen(port, hostname, () => {
  console.log(`[web] ready on http://${hostname}:${port}`);
});
