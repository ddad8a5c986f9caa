/**
 * Security headers (next.config.ts: nosniff on every response, the document headers on everything but
 * /_next/static/*; the proxy sets each page's Content-Security-Policy per brand and per request).
 * Scripts run only with the request's nonce (issue 13.6): the proxy makes a fresh one for every
 * page request and hands the policy to Next.js in the request headers, which puts the nonce on its
 * own scripts; 'strict-dynamic' lets those load the build's chunks; no 'unsafe-inline' for
 * scripts. Development adds 'unsafe-eval' and a websocket for hot reload. Styles keep
 * 'unsafe-inline' (React style attributes). Images only from the site itself or data: URIs (no
 * remote images, no CDN). frame-ancestors follows the brand's iframe setting: the origins a brand
 * allows to frame it, 'none' for every other brand. Production never allows 'unsafe-eval'.
 * Answers without a nonce (next.config.ts's static header) allow only the site's own script files.
 */
export interface CspOptions {
  /** Origins allowed to frame the site besides itself. */
  frameAncestors?: readonly string[];
  dev?: boolean;
  /** This request's script nonce (base64), from scriptNonce(). */
  nonce?: string;
}

/** A fresh script nonce: 128 random bits, base64 (a CSP nonce-source). */
export function scriptNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** The script nonce a policy allows (the page's own inline scripts carry it), or undefined. */
export function nonceOfPolicy(policy: string | null | undefined): string | undefined {
  return /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy ?? '')?.[1];
}

export function contentSecurityPolicy(options: CspOptions = {}): string {
  const dev = options.dev ?? false;
  const ancestors = options.frameAncestors ?? [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      [
        "'self'",
        ...(options.nonce ? [`'nonce-${options.nonce}'`, "'strict-dynamic'"] : []),
        ...(dev ? ["'unsafe-eval'"] : []),
      ],
    ],
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
