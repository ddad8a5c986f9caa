/**
 * Builds the API: Fastify with TypeBox schemas on every route, the OpenAPI 3.1 document at
 * /docs/json and a browsable page at /docs, one error shape for every failure, and the route plugins.
 */
import type { Duplex } from 'node:stream';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyError, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { App, AppContext } from './app';
import { ApiFailure, type ErrorBody } from './errors';
import { addComponents, componentRefResolver } from './schemas/components';
import { operatorDocsOptions } from './openapi/operatorDocs';
import { couponServiceRoutes } from './couponService/index';
import { benchBaselineRoutes } from './routes/benchBaseline';
import { couponDiscountRoutes } from './routes/couponDiscount';
import { couponsRoutes } from './routes/coupons';
import { decoderRoutes } from './routes/decoder';
import { optionalsRoutes } from './routes/optionals';
import { rentacarRoutes } from './routes/rentacar';
import { specialsRoutes } from './routes/specials';
import { staticImagesRoutes } from './routes/staticImages';
import { suggestRoutes } from './routes/suggest';
import { tourRoutes } from './routes/tour';
import { toursRoutes } from './routes/tours';
import { toursCalendarRoutes } from './routes/toursCalendar';
import { healthRoutes } from './routes/health';
import { hotelRoutes } from './routes/hotel';
import { hotelsRoutes } from './routes/hotels';
import { localesRoutes } from './routes/locales';
import { accountRoutes } from './routes/account';
import { authRoutes } from './routes/auth';
import { accountRecoveryRoutes } from './routes/accountRecovery';
import { contactRoutes } from './routes/contact';
import { favoritesRoutes } from './routes/favorites';
import { operatorRoutes } from './routes/operator/index';
import { bookingsRoutes } from './routes/bookings';
import { devMailboxRoutes } from './routes/devMailbox';
import { registerAuth } from './services/auth/plugin';
import { registerRateLimit } from './plugins/rateLimit';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Catalogue code answered when this route's request fails schema validation (spec §8). */
    validationErrorCode?: string;
    /** Catalogue code answered when the step fails for want of the database (503, E_00002). */
    failureErrorCode?: string;
  }
}

/**
 * A failed step's code by the route's validation code: tour calls TSE900, everything else CNE900
 * (a search on the condition failed): both show E_00002 "search failed; wait a while and retry".
 */
const FAILURE_BY_VALIDATION: Record<string, string> = { TVE800: 'TSE900' };

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1));
}

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
}

const DB_UNAVAILABLE =
  /ECONNREFUSED|ECONNRESET|terminating connection|Connection terminated|timeout exceeded when trying to connect|PGlite is closed|driver has already been destroyed|Cannot use a pool after calling end/i;

/** The database is out of reach (not a bug of ours): PostgreSQL connection and shutdown classes too. */
function databaseUnavailable(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  return DB_UNAVAILABLE.test(error.message) || (typeof code === 'string' && /^(08|57P)/.test(code));
}

/** Fields whose schema failure answers spec §5's '… is wrong' (domain checkGoDate, checkTourId, checkHotelId). */
const SPEC_WRONG_FIELDS: ReadonlySet<string> = new Set(['goDate', 'tourId', 'hotelId']);

function toErrorBody(
  error: FastifyError | ApiFailure,
  validationCode: string,
  failureCode: string,
): ErrorBody {
  if (error instanceof ApiFailure) {
    return { status: error.status, message: error.message, errorCode: error.errorCode };
  }
  if (error.validation) {
    const first = error.validation[0];
    const field =
      first?.instancePath?.replace(/^\//, '') ||
      (first?.params as { missingProperty?: string })?.missingProperty;
    // Spec §5 names its own message for a wrong goDate, tourId or hotelId, whatever the check.
    const message = field
      ? `${field} ${SPEC_WRONG_FIELDS.has(field) ? 'is wrong' : 'is invalid'}`
      : 'request is invalid';
    return { status: 400, message, errorCode: validationCode };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Malformed JSON, unsupported media type, oversized body, too many requests …: the caller's fault.
    return {
      status,
      message:
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'request body is too large' : 'request is invalid',
      errorCode: validationCode,
    };
  }
  if (databaseUnavailable(error)) {
    return { status: 503, message: 'service temporarily unavailable', errorCode: failureCode };
  }
  return { status: 500, message: 'internal error', errorCode: 'ISE900' };
}

/** Content-Security-Policy of API answers: data only, nothing to run, nobody may frame it. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The security headers of every API answer (setSecurityHeaders; the parser's own answers too). */
const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

/** nosniff, no referrer, no framing, the API's CSP (unless the answer set its own), HSTS behind TLS. */
function setSecurityHeaders(reply: FastifyReply, secure: boolean): void {
  reply.headers(SECURITY_HEADERS);
  if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', API_CSP);
  if (secure) reply.header('strict-transport-security', 'max-age=31536000');
}

/**
 * Node's HTTP parser refused the request: answer on the raw socket, our shape and security headers,
 * no internals. A header block over the limit is RQE800 (431, as the web's front answers it); a
 * malformed request PNF900 (400).
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message, errorCode] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'request is too large', 'RQE800']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'request timed out', 'PNF900']
        : [400, 'Bad Request', 'request is invalid', 'PNF900'];
  const body = JSON.stringify({ status, message, errorCode } satisfies ErrorBody);
  const headers = { ...SECURITY_HEADERS, 'content-security-policy': API_CSP };
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        Object.entries(headers)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('') +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

function trustsProxy(hops: number | string[]): boolean {
  return typeof hops === 'number' ? hops > 0 : hops.length > 0;
}

/** A hop count as the function Fastify's types take (the closest `hops` addresses are trusted). */
function fastifyTrustProxy(hops: number | string[]): string[] | ((address: string, hop: number) => boolean) {
  return typeof hops === 'number' ? (_address, hop) => hop < hops : hops;
}

export async function buildServer(ctx: AppContext, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 256 * 1024,
    // The web's /api proxy forwards the browser's address: believe it only from the configured hops
    // (TRUST_PROXY: a hop count or addresses; none when empty or 0).
    ...(trustsProxy(ctx.config.trustProxy) ? { trustProxy: fastifyTrustProxy(ctx.config.trustProxy) } : {}),
    ajv: {
      customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: false },
    },
    routerOptions: { maxParamLength: 200 },
    // Requests Node's HTTP parser refuses before Fastify sees them (an oversized query string or
    // header block, a malformed request line): the same error shape as every other answer.
    clientErrorHandler: answerClientError,
    // Errors the router raises before any route runs (malformed URL encoding, an over-long path
    // parameter): the URL names no resource, so answer the catalogue's PNF900 in our error shape.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 404 : 400;
      const body: ErrorBody = {
        status,
        message: status === 404 ? 'not found' : 'request is invalid',
        errorCode: 'PNF900',
      };
      // Hooks do not run for the router's own errors: the security headers are set here.
      setSecurityHeaders(reply, ctx.config.cookieSecure);
      void reply.status(status).send(body);
    },
  }).withTypeProvider() as unknown as App;

  app.decorate('ctx', ctx);
  // Shared shapes (schemas/components.ts): added before the routes that reference them.
  addComponents(app);

  await app.register(swagger, {
    refResolver: componentRefResolver,
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'tabiyori API',
        description:
          'Product API of tabiyori: tours, dynamic packages, hotels, optional activities, rental cars and coupons.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          // Back office routes (/v1/operator/*): the session cookie of an operator; each operation's
          // requirement lists the operator roles it admits (routes/operator/index.ts enforces them).
          operatorSession: { type: 'apiKey', in: 'cookie', name: 'tabiyori_session' },
        },
      },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // Production: the back office's routes only for operators (openapi/operatorDocs.ts).
    ...operatorDocsOptions(app),
    // The browsable page's own policy (its scripts and styles by hash), framed by nobody and, on a
    // plain-http development machine, without upgrade-insecure-requests.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });

  app.setErrorHandler((error: FastifyError | ApiFailure, request, reply) => {
    const config = request.routeOptions.config;
    const code = config?.validationErrorCode ?? 'ISE900';
    const failure = config?.failureErrorCode ?? FAILURE_BY_VALIDATION[code] ?? 'CNE900';
    const body = toErrorBody(error, code, failure);
    if (body.status >= 500) request.log.error({ err: error }, 'request failed');
    if (error instanceof ApiFailure && error.retryAfter !== undefined) {
      reply.header('retry-after', String(error.retryAfter));
    } else if (body.status === 503) reply.header('retry-after', '30');
    return reply.status(body.status).send(body);
  });

  // PostgreSQL text cannot hold NUL: refuse it at the door for every route, whatever its schema.
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.query) || containsNul(request.params) || containsNul(request.body)) {
      const code = request.routeOptions.config?.validationErrorCode ?? 'ISE900';
      throw new ApiFailure(400, code, 'request is invalid');
    }
  });

  // Security headers on every answer (JSON, images, errors): nothing may be sniffed, framed or run
  // from an API answer, and no referrer leaves with a link out of it. /docs sets its own policy.
  app.addHook('onSend', async (_request, reply, payload) => {
    setSecurityHeaders(reply, ctx.config.cookieSecure);
    return payload;
  });

  app.setNotFoundHandler((_request, reply) => {
    const body: ErrorBody = { status: 404, message: 'not found', errorCode: 'PNF900' };
    return reply.status(404).send(body);
  });

  // Rate limits that routes ask for in their config (plugins/rateLimit.ts, issue 13).
  await registerRateLimit(app);

  // Session cookie, CSRF check of state-changing /v1/ calls, cookie renewal (services/auth).
  await registerAuth(app);

  await app.register(healthRoutes);
  await app.register(localesRoutes);
  await app.register(hotelsRoutes);
  await app.register(hotelRoutes);
  await app.register(toursRoutes);
  await app.register(toursCalendarRoutes);
  await app.register(tourRoutes);
  await app.register(decoderRoutes);
  await app.register(specialsRoutes);
  await app.register(suggestRoutes);
  await app.register(optionalsRoutes);
  await app.register(rentacarRoutes);
  await app.register(staticImagesRoutes);
  await app.register(couponServiceRoutes);
  await app.register(couponDiscountRoutes);
  await app.register(couponsRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(accountRecoveryRoutes);
  await app.register(contactRoutes);
  await app.register(favoritesRoutes);
  await app.register(operatorRoutes);
  await app.register(bookingsRoutes);
  await app.register(devMailboxRoutes);
  if (ctx.config.benchBaseline) await app.register(benchBaselineRoutes);
  return app;
}
