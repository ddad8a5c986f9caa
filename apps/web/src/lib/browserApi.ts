/**
 * The browser's typed client of the API (@tabiyori/api-client/browser: the site's /api proxy, same
 * origin, no-store). One per page; global fetch is read at call time.
 */
import { createBrowserClient, type ApiBrowserClient } from '@tabiyori/api-client/browser';

let client: ApiBrowserClient | undefined;

export function browserApi(): ApiBrowserClient {
  client ??= createBrowserClient({
    baseUrl: new URL('/api', globalThis.location?.href ?? 'http://localhost').href,
    fetch: (request) => globalThis.fetch(request),
  });
  return client;
}
