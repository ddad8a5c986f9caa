/**
 * The caller side of the coupon service (SPEC.md §6, §7, §8), over HTTP with fetch.
 *
 * - Base URL: COUPON_SERVICE_URL (config.couponServiceUrl, e.g. `http://coupons:4100/coupon-service`);
 *   when unset, this API's own mount: `http://{listening host}:{listening port}/coupon-service`,
 *   resolved at request time from the server's address (0.0.0.0 / :: are called on loopback).
 * - Request bodies from the domain (buildCouponListRequest, buildUserCouponListRequest,
 *   buildOptionalCouponRequests): LangCode ja_JP / en_US, Age 999 and LivePrefCode '9999999999' when
 *   unknown; UserCouponList only when a userId is given; one extra pair of calls per land optional
 *   entry with group type '4'.
 * - Answers read by the domain (readCouponListResponse, readUserCouponListResponse): normalised
 *   coupons, user coupons filtered by the spec §5 drop rules. Service error codes ('0001', '9998',
 *   '9999') are only logged and the list is empty (spec §8).
 * - Answers are kept per process and revalidated on every call (If-None-Match with the service's
 *   ETag; 304 reuses the kept, already normalised answer), so a page repeated against a large coupon
 *   table costs the service one indexed query instead of a full read and a large transfer.
 * - A call that fails (network error, timeout of 2 s, an HTTP error without an ErrorList, an answer
 *   that is not JSON) throws CouponServiceFailure after logging "Fetching {url} has failed because
 *   {message}" with the response status (404 when there was no response), logContents and
 *   resContents (spec §8). Fetches never retry (spec §7).
 */
import {
  buildCouponListRequest,
  buildOptionalCouponRequests,
  buildUserCouponListRequest,
  filterUserCoupons,
  readCouponListResponse,
  readUserCouponListResponse,
  type Coupon,
  type CouponCondition,
  type CouponListResponse,
  type CouponOptionalEntry,
  type CouponSearchContext,
  type CouponServiceError,
  type RawCoupon,
  type RawUserCouponItem,
  type UserCoupon,
  type UserCouponListResponse,
} from '@tabiyori/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { App } from '../app';
import { COUPON_SERVICE_KEY_HEADER, couponServiceAccessKey } from '../couponService/access';
import { COUPON_SERVICE_PREFIX } from '../couponService/index';
import { boundedCache } from '../model/processCache';

/** Spec §7 fetch timeout of one coupon service call. */
export const COUPON_SERVICE_TIMEOUT_MS = 2000;

export class CouponServiceFailure extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
    message: string,
  ) {
    super(`Fetching ${url} has failed because ${message}`);
    this.name = 'CouponServiceFailure';
  }
}

export interface CouponClient {
  baseUrl: string;
  accessKey: string;
  timeoutMs: number;
  log: FastifyBaseLogger;
}

function loopbackHost(address: string, family: string): string {
  if (address === '0.0.0.0' || address === '') return '127.0.0.1';
  if (address === '::') return '[::1]';
  return family === 'IPv6' || address.includes(':') ? `[${address}]` : address;
}

/** The coupon service base URL: configured, or this API's own mount on its listening address. */
export function couponServiceBaseUrl(app: App): string {
  const configured = app.ctx.config.couponServiceUrl;
  if (configured) return configured.replace(/\/+$/, '');
  const address = app.server.address();
  if (address && typeof address === 'object') {
    return `http://${loopbackHost(address.address, address.family)}:${address.port}${COUPON_SERVICE_PREFIX}`;
  }
  return `http://127.0.0.1:${app.ctx.config.port}${COUPON_SERVICE_PREFIX}`;
}

export function couponClientFor(app: App, log: FastifyBaseLogger): CouponClient {
  return {
    baseUrl: couponServiceBaseUrl(app),
    accessKey: couponServiceAccessKey(),
    timeoutMs: COUPON_SERVICE_TIMEOUT_MS,
    log,
  };
}

interface ServiceAnswer {
  CommonInformation?: { ErrorList?: unknown };
  Result?: unknown;
}

function hasErrorList(body: unknown): boolean {
  const list = (body as ServiceAnswer | null)?.CommonInformation?.ErrorList;
  return Array.isArray(list) && list.length > 0;
}

/**
 * Answers kept for revalidation (the service's ETag, If-None-Match → 304). Per process and safe to
 * lose: the service decides on every call whether a kept answer still holds. Bounded by entries and
 * by the coupons held.
 */
interface KeptAnswer {
  etag: string;
  answer: object;
  /** Normalised general coupons of a CouponList answer (the reader's output, kept with it). */
  general?: { coupons: Coupon[]; raw: RawCoupon[] };
  size: number;
}

const KEPT_MAX_ENTRIES = 256;
const KEPT_MAX_ROWS = 50_000;
const kept = boundedCache<string, KeptAnswer>({
  max: KEPT_MAX_ENTRIES,
  maxSize: KEPT_MAX_ROWS,
  sizeOf: (entry) => entry.size,
});

/** The request body without its time stamps: what a kept answer is looked up by. */
function answerKey(client: CouponClient, operation: string, body: object): string {
  const request = Object.values(body).find(
    (v): v is Record<string, unknown> => typeof v === 'object' && v !== null && 'GetDateTime' in v,
  );
  const { GetDateTime: _g, UseDatetime: _u, ...rest } = request ?? {};
  return `${client.baseUrl}|${operation}|${JSON.stringify(rest)}`;
}

/**
 * One POST; the answer (a kept one when the service says it still holds), or CouponServiceFailure
 * (logged). Never retried.
 */
async function post(
  client: CouponClient,
  operation: string,
  body: object,
): Promise<{ key: string; entry: KeptAnswer }> {
  const url = `${client.baseUrl}/${operation}`;
  const key = answerKey(client, operation, body);
  const held = kept.get(key);
  let status = 404;
  let answer: unknown = undefined;
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [COUPON_SERVICE_KEY_HEADER]: client.accessKey,
        ...(held ? { 'if-none-match': held.etag } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(client.timeoutMs),
    });
    status = res.status;
    if (res.status === 304 && held) return { key, entry: held };
    const text = await res.text();
    try {
      answer = JSON.parse(text);
    } catch {
      throw new Error(`the answer is not JSON (HTTP ${res.status})`);
    }
    if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) {
      throw new Error(`the answer is not an object (HTTP ${res.status})`);
    }
    if (!res.ok && !hasErrorList(answer)) throw new Error(`HTTP ${res.status}`);
    const etag = res.headers.get('etag');
    const result = (answer as ServiceAnswer).Result as Record<string, unknown> | null | undefined;
    const rows = result?.[operation];
    const entry: KeptAnswer = { etag: etag ?? '', answer, size: Array.isArray(rows) ? rows.length : 0 };
    if (etag && res.ok && !hasErrorList(answer)) kept.set(key, entry);
    else kept.delete(key);
    return { key, entry };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const failure = new CouponServiceFailure(url, status, message);
    client.log.error(
      {
        status,
        logContents: { operation, url },
        resContents: (answer as ServiceAnswer | undefined)?.CommonInformation?.ErrorList ?? null,
      },
      failure.message,
    );
    throw failure;
  }
}

function logServiceErrors(
  client: CouponClient,
  operation: string,
  errors: readonly CouponServiceError[],
): void {
  for (const error of errors) {
    client.log.warn({ operation, errorCode: error.code, kind: error.kind }, error.message);
  }
}

/** Coupons of one search: normalised, plus the raw rows for display-only fields. */
export interface CouponLists {
  general: Coupon[];
  user: UserCoupon[];
  /** Result.CouponList rows, index-aligned with general. */
  generalRaw: RawCoupon[];
  /** The kept UserCouponList items, index-aligned with user. */
  userItems: RawUserCouponItem[];
}

/** The general coupons of a CouponList answer, normalised once per kept answer. */
function generalCoupons(client: CouponClient, entry: KeptAnswer): { coupons: Coupon[]; raw: RawCoupon[] } {
  if (entry.general) return entry.general;
  const read = readCouponListResponse(entry.answer as CouponListResponse);
  logServiceErrors(client, 'CouponList', read.errors);
  const rows = (entry.answer as CouponListResponse).Result?.CouponList;
  const general = { coupons: read.coupons, raw: read.coupons.length > 0 && Array.isArray(rows) ? rows : [] };
  entry.general = general;
  return general;
}

async function readLists(
  client: CouponClient,
  couponList: object,
  userCouponList: object | null,
  ctx: CouponSearchContext,
): Promise<CouponLists> {
  const [generalAnswer, userAnswer] = await Promise.all([
    post(client, 'CouponList', couponList),
    userCouponList === null ? Promise.resolve(null) : post(client, 'UserCouponList', userCouponList),
  ]);
  const general = generalCoupons(client, generalAnswer.entry);
  const filterCtx = { now: ctx.now, depDate: ctx.depDate };
  const userResponse = (userAnswer?.entry.answer ?? null) as UserCouponListResponse | null;
  const user =
    userResponse === null ? { coupons: [], errors: [] } : readUserCouponListResponse(userResponse, filterCtx);
  logServiceErrors(client, 'UserCouponList', user.errors);
  const rawItems = userResponse?.Result?.UserCouponList;
  return {
    general: general.coupons,
    user: user.coupons,
    generalRaw: general.raw,
    userItems:
      user.coupons.length > 0 && Array.isArray(rawItems) ? filterUserCoupons(rawItems, filterCtx) : [],
  };
}

/** General coupons and (with a userId) the user's coupons of one search. Throws CouponServiceFailure. */
export function fetchCouponLists(
  client: CouponClient,
  condition: CouponCondition,
  ctx: CouponSearchContext,
  land: { landCode?: string; landPlanCode?: string } = {},
): Promise<CouponLists> {
  return readLists(
    client,
    buildCouponListRequest(condition, ctx),
    buildUserCouponListRequest(condition, ctx, land),
    ctx,
  );
}

/**
 * Spec §7: one extra call (and one user call with a userId) per land optional entry, group type
 * '4'. Answers the lists by optionalId; entries whose optionalId is not land-material-plan are absent.
 * Throws CouponServiceFailure when any call fails.
 */
export async function fetchOptionalCouponLists(
  client: CouponClient,
  condition: CouponCondition,
  ctx: CouponSearchContext,
  entries: readonly CouponOptionalEntry[],
): Promise<Map<string, CouponLists>> {
  const requests = buildOptionalCouponRequests(condition, ctx, entries);
  const lists = await Promise.all(
    requests.map((r) =>
      readLists(client, r.couponList, r.userCouponList, {
        ...ctx,
        depDate: entries.find((e) => e.optionalId === r.optionalId)?.date ?? ctx.depDate,
      }),
    ),
  );
  return new Map(requests.map((r, i) => [r.optionalId, lists[i] as CouponLists]));
}
