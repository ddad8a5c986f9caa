/**
 * The web server's cache of the API's public product answers (issue 15 item 4): searches, counts,
 * details, calendars, plans and the general coupon prices of a result page, as every visitor gets
 * them. Keyed by the request URL, which the pages build from the normalised search condition
 * (`tourApiQuery`, `hotelApiQuery`, … of the domain's condition codec), so equal conditions share one
 * answer however the page URL spelled them. Short lifetime with stale-while-revalidate
 * (lib/cache/settings.ts); a burst of identical searches asks the API once (lib/cache/swrStore.ts).
 *
 * Only calls that carry no session go through here (lib/api.ts `publicApi()`, the typed client with
 * `sharedFetch`): an answer kept here can never be someone's personal answer. Booking quotes,
 * My page, favourites and a member's coupon prices are the traveller's own calls and never cached.
 * Only 200 answers are kept; errors are handed to the one page that asked.
 */
import { cacheSettings } from './settings';
import { createSwrStore, type CacheState } from './swrStore';

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

/** What a shared load may take at most; a page's own shorter timeout still applies to its wait. */
const LOAD_TIMEOUT_MS = 8000;
/** Memory for kept answers (JSON text). */
const MAX_BYTES = 64 * 2 ** 20;

const settings = cacheSettings();
const store = createSwrStore<Answer>({
  freshMs: settings.freshMs,
  staleMs: settings.staleMs,
  maxSize: MAX_BYTES,
  sizeOf: (answer) => answer.body.length * 2,
  keep: (answer) => answer.status === 200,
});

async function load(url: string): Promise<Answer> {
  const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(LOAD_TIMEOUT_MS) });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? 'application/json',
    body: await response.text(),
  };
}

function within<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
      timeoutMs,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * GET `url` (no cookie, no credentials) through the cache: a fresh Response each time, with the
 * header `x-web-cache` saying hit, stale or miss. Rejects like fetch when the API does not answer.
 */
export async function sharedGet(url: string, timeoutMs = LOAD_TIMEOUT_MS): Promise<Response> {
  let answer: Answer;
  let state: CacheState = 'miss';
  if (settings.enabled) {
    ({ value: answer, state } = await within(
      store.get(url, () => load(url)),
      timeoutMs,
    ));
  } else {
    answer = await within(load(url), timeoutMs);
  }
  return new Response(answer.body, {
    status: answer.status,
    headers: { 'content-type': answer.contentType, 'x-web-cache': state },
  });
}

/** A `fetch` for openapi-fetch clients: GETs go through sharedGet, anything else is refused. */
export function sharedFetch(timeoutMs = LOAD_TIMEOUT_MS) {
  return (request: Request): Promise<Response> => {
    if (request.method !== 'GET' || request.headers.has('cookie')) {
      return Promise.reject(
        new Error(`sharedFetch serves public GETs only, not ${request.method} ${request.url}`),
      );
    }
    if (!settings.enabled) {
      return fetch(request, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    }
    return sharedGet(request.url, timeoutMs);
  };
}
