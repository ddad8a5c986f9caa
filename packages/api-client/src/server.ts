/**
 * The web server's client of the API: base URL from API_BASE_URL (default http://127.0.0.1:4000),
 * every call at request time (`cache: 'no-store'`, so Next.js keeps no data cache), a timeout, the
 * visitor's session cookie forwarded when given, and failures as ApiClientError with the API's
 * catalogue code (or `fallbackCode(status)` when the API gave none; 503 when it did not answer).
 */
import createClient, { type Client } from 'openapi-fetch';
import { ApiClientError, isCatalogueError } from './index';
import type { paths } from './openapi';

export interface ServerClientOptions {
  /** Default: API_BASE_URL, else http://127.0.0.1:4000. */
  baseUrl?: string;
  /** Milliseconds before a call is abandoned (default 8000). */
  timeoutMs?: number;
  /** The incoming request's session cookie (`name=value`), forwarded as the visitor's. */
  cookie?: string | null;
  /** Extra headers of every call (e.g. x-session-renew, x-csrf-token). */
  headers?: Record<string, string>;
  /**
   * Sends a call instead of the default (fetch, no-store, the timeout): e.g. the web's cache of
   * public answers. Never given to a client that carries a cookie.
   */
  fetch?: (request: Request) => Promise<Response>;
}

export function serverBaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.API_BASE_URL || 'http://127.0.0.1:4000').replace(/\/+$/, '');
}

export type ApiServerClient = Client<paths>;

export function createServerClient(options: ServerClientOptions = {}): ApiServerClient {
  const timeoutMs = options.timeoutMs ?? 8000;
  return createClient<paths>({
    baseUrl: options.baseUrl ?? serverBaseUrl(),
    headers: {
      accept: 'application/json',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    fetch:
      options.fetch ??
      ((request) => globalThis.fetch(request, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) })),
  });
}

/** What openapi-fetch resolves a call with. */
interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * The answer of a call, or ApiClientError: the API's catalogue code and message when it answered
 * one, else `fallbackCode(status)` (503 when the API did not answer at all).
 */
export async function answerOf<T>(
  call: Promise<FetchResult<T>>,
  fallbackCode: (status: number) => string = () => 'ISE900',
): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiClientError(503, fallbackCode(503), `The API did not answer: ${reason}`);
  }
  const { response } = result;
  if (!response.ok) {
    if (isCatalogueError(result.error)) {
      throw new ApiClientError(response.status, result.error.errorCode, result.error.message);
    }
    throw new ApiClientError(
      response.status,
      fallbackCode(response.status),
      `${response.url} answered status ${response.status}`,
    );
  }
  return result.data as T;
}
