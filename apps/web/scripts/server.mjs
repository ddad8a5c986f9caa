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
// Requests refused at the door (issue 13.5), before Next.js could fail on them with a bare 500:
// - a path that is not valid UTF-8 once decoded (/tours/%FF, /hotel/%C0%AF): 400 PNF900;
// - a URL over 8 KiB: 414 RQE800; a header block over 16 KiB: 431 RQE800 (Node's parser limit is
//   raised to 64 KiB so these still reach us; beyond it the socket gets 431 RQE800 in the raw);
// - a body over 1 MiB (the API's largest limit is 256 KiB; Next.js would cut it at its proxy
//   buffer and fail): 413 RQE800.
// A page refusal is the site's own error page (app/global-not-found.tsx with the code, in the
// request's language, rendered by Next.js with its headers and CSP) at the refusal's status; the
// /api path, a body and the raw socket get the API's JSON shape with the same security headers.
//
// Page status (lib/responseStatus.ts): a server component cannot set its HTTP status; a page that
// shows its own "not found" in the site frame asks for 404 through the request's state, shared by
// the AsyncLocalStorage published on globalThis[Symbol.for('tabiyori.response')]. The status is
// applied to documents only (a client navigation's RSC answer stays 200 and renders in place).
//
// Run by scripts/start.mjs (npm start, the e2e and bench stacks) with WEB_HOST / WEB_PORT.
import { AsyncLocalStorage } from 'node:async_hooks';
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

/** Request headers only this front may set (a client's copy is dropped). */
const REFUSAL_HEADER = 'x-tabiyori-refusal';
const MAX_URL_BYTES = 8 * 1024;
const MAX_HEADER_BYTES = 16 * 1024;
/** Node's own limit: header blocks up to here reach the handler and get our 431 page. */
const PARSER_MAX_HEADER_BYTES = 64 * 1024;
const MAX_BODY_BYTES = 1024 * 1024;

/** Headers of every answer written here (the pages get theirs from Next.js and the proxy). */
const DOOR_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};
const REASONS = {
  400: 'Bad Request',
  413: 'Content Too Large',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
};
const MESSAGES = {
  400: 'request is invalid',
  413: 'request body is too large',
  414: 'request URL is too long',
  431: 'request headers are too large',
};

/** The API's error shape `{ status, message, errorCode }` (apps/api/ERRORS.md) and its headers. */
function doorAnswer(status, errorCode) {
  const body = JSON.stringify({ status, message: MESSAGES[status], errorCode });
  return { body, headers: { ...DOOR_HEADERS, 'content-length': Buffer.byteLength(body) } };
}

/** The door's answer written on a raw socket (the HTTP parser refused the request). */
function doorAnswerText(status, errorCode) {
  const { body, headers } = doorAnswer(status, errorCode);
  const head = Object.entries({ ...headers, connection: 'close' })
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  return `HTTP/1.1 ${status} ${REASONS[status]}\r\n${head}\r\n\r\n${body}`;
}

/**
 * The door's answer to a request the handler received. Its body is read and dropped (a client
 * still sending would otherwise see the connection reset instead of the answer).
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 */
function answerAtDoor(req, res, status, errorCode) {
  const { body, headers } = doorAnswer(status, errorCode);
  req.resume();
  res.writeHead(status, headers);
  res.end(body);
}

/** @param {http.IncomingMessage} req */
function headerBytes(req) {
  let bytes = 0;
  for (const part of req.rawHeaders) bytes += Buffer.byteLength(part) + 2;
  return bytes;
}

/** True when the path's percent escapes decode to valid UTF-8. */
function decodablePath(url) {
  try {
    decodeURIComponent(url.split('?')[0] ?? '');
    return true;
  } catch {
    return false;
  }
}

/** What is wrong with the request itself, or null: [status, catalogue code]. */
function refusalOf(req) {
  const url = req.url ?? '/';
  if (Buffer.byteLength(url) > MAX_URL_BYTES) return [414, 'RQE800'];
  if (headerBytes(req) > MAX_HEADER_BYTES) return [431, 'RQE800'];
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return [413, 'RQE800'];
  if (!decodablePath(url)) return [400, 'PNF900'];
  return null;
}

/**
 * A page request refused at the door is served as the site's own error page: the request becomes
 * a GET of a path no route matches (app/global-not-found.tsx), in the language of its path, with the
 * code in REFUSAL_HEADER and only the headers a page needs (the oversized ones are dropped).
 * @param {http.IncomingMessage} req
 */
function refuseAsPage(req, errorCode) {
  const lang = /^\/en(?:[/?]|$)/.test(req.url ?? '') ? '/en' : '';
  const keep = {};
  for (const name of ['host', 'accept', 'accept-language', 'user-agent']) {
    const value = req.headers[name];
    if (typeof value === 'string' && value.length <= 1024) keep[name] = value;
  }
  req.method = 'GET';
  req.url = `${lang}/__refused`;
  req.headers = { ...keep, [REFUSAL_HEADER]: errorCode };
}

/** Removes `name` (any case) from a writeHead headers argument. */
function withoutHeader(headers, name) {
  if (!headers || typeof headers !== 'object' || Array.isArray(headers)) return headers;
  for (const key of Object.keys(headers)) if (key.toLowerCase() === name) delete headers[key];
  return headers;
}

/**
 * The answer's status is the page's own when it asked for one (state.status), and Next.js's
 * internal rewrite marker never reaches the client.
 * @param {http.ServerResponse} res
 */
function applyResponseState(res, state) {
  const writeHead = res.writeHead;
  res.writeHead = function (statusCode, ...rest) {
    this.removeHeader('x-middleware-rewrite');
    for (const arg of rest) withoutHeader(arg, 'x-middleware-rewrite');
    return writeHead.call(this, state.status || statusCode, ...rest);
  };
}

const responseState = new AsyncLocalStorage();
globalThis[Symbol.for('tabiyori.response')] = responseState;

const app = next({ dev: false, dir: webDir, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();

/** The page cache's lookup, published by the proxy (src/proxy.ts, src/lib/cache/pageCache.ts). */
const KEPT_PAGE_LOOKUP = Symbol.for('tabiyori.web.keptPage');
/** Gzipped bodies of kept pages, made once per page for the clients that accept gzip. */
const gzipped = new WeakMap();

/**
 * Answers a cacheable GET from the page cache before Next.js routes anything (the lookup makes the
 * proxy's locale, maintenance and visitor decisions): a kept page at once, a missing one once its
 * single render is done (identical requests wait for the same render). False: not a cached page,
 * Next.js answers.
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

const server = http.createServer({ maxHeaderSize: PARSER_MAX_HEADER_BYTES }, async (req, res) => {
  delete req.headers[REFUSAL_HEADER];
  // A client navigation (RSC) renders a page's own status in place: only documents get it.
  const state = { status: 0, document: req.headers.rsc === undefined };
  applyResponseState(res, state);
  const refusal = refusalOf(req);
  if (refusal) {
    const [status, errorCode] = refusal;
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (status === 413 || path === '/api' || path.startsWith('/api/')) {
      answerAtDoor(req, res, status, errorCode);
      return;
    }
    refuseAsPage(req, errorCode);
    state.status = status;
    state.document = true;
  }
  setClientAddress(req);
  try {
    if (!refusal && (await answerFromPageCache(req, res))) return;
  } catch (error) {
    console.error('[web] page cache failed', error);
  }
  responseState.run(state, () =>
    handle(req, res).catch((error) => {
      console.error('[web] request failed', error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    }),
  );
});
// A body announced over the limit is refused before the client sends it (Expect: 100-continue).
server.on('checkContinue', (req, res) => {
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
    answerAtDoor(req, res, 413, 'RQE800');
    return;
  }
  res.writeContinue();
  server.emit('request', req, res);
});
// Header blocks over Node's limit and malformed requests: answered on the socket, our shape.
server.on('clientError', (error, socket) => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  if (socket.writable) socket.write(doorAnswerText(status, status === 431 ? 'RQE800' : 'PNF900'));
  socket.destroy();
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
