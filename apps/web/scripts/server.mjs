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

const server = http.createServer((req, res) => {
  setClientAddress(req);
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
