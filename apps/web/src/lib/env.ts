/**
 * Server-side settings of the web, read from the environment at run time (never baked into the
 * build, so one build serves any API address). Every variable is optional.
 *
 * | variable       | default                 | use                                                        |
 * | -------------- | ----------------------- | ---------------------------------------------------------- |
 * | API_BASE_URL   | http://127.0.0.1:4000   | where server components and the /api/* rewrite reach the API |
 * | SITE_URL       | http://localhost:3000   | absolute URLs: canonical, hreflang, sitemap, robots          |
 */
export function apiBaseUrl(): string {
  return stripSlash(process.env.API_BASE_URL || 'http://127.0.0.1:4000');
}

export function siteUrl(): string {
  return stripSlash(process.env.SITE_URL || 'http://localhost:3000');
}

function stripSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}
