/**
 * The browser's client of the API through the site's own /api proxy (same origin: the session
 * cookie travels by itself). State-changing calls carry the session's CSRF token in x-csrf-token
 * when `csrfToken` gives one.
 */
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './openapi';

export interface BrowserClientOptions {
  /** The session's CSRF token for POST, PUT and DELETE (null: none sent). */
  csrfToken?: () => string | null | Promise<string | null>;
  /** Default '/api' (the web's proxy of the API). */
  baseUrl?: string;
  fetch?: (request: Request) => Promise<Response>;
}

export type ApiBrowserClient = Client<paths>;

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function createBrowserClient(options: BrowserClientOptions = {}): ApiBrowserClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '/api',
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
    cache: 'no-store',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const csrfToken = options.csrfToken;
  if (csrfToken) {
    client.use({
      async onRequest({ request }) {
        if (SAFE.has(request.method)) return undefined;
        const token = await csrfToken();
        if (token) request.headers.set('x-csrf-token', token);
        return request;
      },
    });
  }
  return client;
}
