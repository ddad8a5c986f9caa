/**
 * Security headers (next.config.ts: nosniff on every response, the document headers on everything but
 * /_next/static/*; the proxy sets each page's Content-Security-Policy per brand).
 * The Content-Security-Policy fits Next.js: its inline bootstrap scripts need 'unsafe-inline'
 * (acceptable for now; nonces would make every page dynamic-only for scripts), development needs
 * 'unsafe-eval' and a websocket for hot reload. Images only from the site itself or data: URIs
 * (no remote images, no CDN). frame-ancestors follows the brand's iframe setting: the origins a
 * brand allows to frame it, 'none' for every other brand. Production never allows 'unsafe-eval'.
 */
export interface CspOptions {
  /** Origins allowed to frame the site besides itself. */
  frameAncestors?: readonly string[];
  dev?: boolean;
}

export function contentSecurityPolicy(options: CspOptions = {}): string {
  const dev = options.dev ?? false;
  const ancestors = options.frameAncestors ?? [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])]],
    // No inline event-handler attributes (onclick="…"): React never writes them, injected markup would.
    ['script-src-attr', ["'none'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...(dev ? ['ws:', 'wss:'] : [])]],
    // A brand that allows iframes names its ancestors; every other page may be framed by nobody.
    ['frame-ancestors', ancestors.length > 0 ? ["'self'", ...ancestors] : ["'none'"]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/**
 * X-Frame-Options for browsers that predate frame-ancestors: DENY when nobody may frame the page;
 * none when the brand names its ancestors (the header cannot list origins; the CSP does).
 */
export function frameOptions(frameAncestors: readonly string[] = []): string | null {
  return frameAncestors.length === 0 ? 'DENY' : null;
}

/**
 * Headers of every response, /_next/static/* immutable files included (next.config.ts headers()):
 * a browser must never sniff a script or a style sheet into something else.
 */
export function everyResponseHeaders(): { key: string; value: string }[] {
  return [{ key: 'X-Content-Type-Options', value: 'nosniff' }];
}

/**
 * Headers that only mean something on a document (pages, route handlers, the /api proxy): the
 * policy, the referrer rule and the permissions. Not sent with /_next/static/* files (issue 6:
 * ~0.8 KB on each of a page's scripts), where a browser ignores them.
 */
export function documentSecurityHeaders(dev = false): { key: string; value: string }[] {
  return [
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), payment=(), geolocation=(self)' },
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ dev }) },
  ];
}
