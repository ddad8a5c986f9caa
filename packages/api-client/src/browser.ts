/**
 * The browser's client of the API through the site's own /api proxy (same origin: the session
 * cookie travels by itself). State-changing calls carry the session's CSRF token in x-csrf-token
 * when `csrfToken` gives one; with `renewCsrfToken`, a call the API refuses because the token is
 * stale (403 ACE805) is sent once more with the renewed token.
 */
import createClient, { type Client, type ClientPathsWithMethod, type MaybeOptionalInit } from 'openapi-fetch';
import type { paths } from './openapi';

export interface BrowserClientOptions {
  /** The session's CSRF token for POST, PUT and DELETE (null: none sent). */
  csrfToken?: () => string | null | Promise<string | null>;
  /**
   * After a 403 ACE805 (stale CSRF token) to a call sent with `stale`: the renewed token, and the
   * call is retried once with it, or null to keep the refusal.
   */
  renewCsrfToken?: (stale: string | null) => Promise<string | null>;
  /** Default '/api' (the web's proxy of the API). */
  baseUrl?: string;
  fetch?: (request: Request) => Promise<Response>;
}

export type ApiBrowserClient = Client<paths>;

type CallMethod = 'get' | 'post' | 'put' | 'delete';

/** The API's paths that answer `M`. */
export type ApiPathOf<M extends CallMethod> = ClientPathsWithMethod<ApiBrowserClient, M>;

declare const _request: ApiBrowserClient['request'];

/**
 * One call of the API as data (a server page can hand it to a client component): the arguments of
 * `client.request(method, path, init)`, so it is checked exactly as that call is (path, path and
 * query parameters, body) and `client.request(...call)` takes it as it is.
 */
export type ApiRequest<M extends CallMethod, P extends ApiPathOf<M>> = Parameters<
  typeof _request<M, P, MaybeOptionalInit<paths[P], M>>
>;

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The API's code of a stale or missing CSRF token. */
const STALE_CSRF = 'ACE805';

async function isStaleCsrf(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  return (body as { errorCode?: unknown } | null)?.errorCode === STALE_CSRF;
}

export function createBrowserClient(options: BrowserClientOptions = {}): ApiBrowserClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '/api',
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
    cache: 'no-store',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const { csrfToken, renewCsrfToken } = options;
  if (!csrfToken) return client;
  /** A copy of each state-changing call in flight and the token it carries, to send once more. */
  const sent = new Map<string, { request: Request; token: string | null }>();
  client.use({
    async onRequest({ request, id }) {
      if (SAFE.has(request.method)) return undefined;
      const token = await csrfToken();
      if (token) request.headers.set('x-csrf-token', token);
      if (renewCsrfToken) sent.set(id, { request: request.clone(), token });
      return request;
    },
    async onResponse({ response, id, options: { fetch } }) {
      const first = sent.get(id);
      sent.delete(id);
      if (!first || !renewCsrfToken || !(await isStaleCsrf(response))) return undefined;
      const fresh = await renewCsrfToken(first.token);
      if (!fresh) return undefined;
      first.request.headers.set('x-csrf-token', fresh);
      return fetch(first.request);
    },
    onError({ id }) {
      sent.delete(id);
      return undefined;
    },
  });
  return client;
}
