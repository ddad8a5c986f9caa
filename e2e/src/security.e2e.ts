/**
 * Issue 8 item 4 on the running site (web production build + API): security headers of web pages
 * and of API answers through the web's /api proxy, frame-ancestors following each brand's iframe
 * setting (every brand of apps/web/src/lib/brands.ts), no open redirect on /jump/hotel nor after
 * log-in (returnTo), and no stack trace on error pages. The API's own checks (CSRF on every
 * state-changing route, operator routes, cookie flags): apps/api/src/test/security.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS } from '@tabiyori/web/brands';
import { catalogIds, VISITOR_PAGES } from './pageKinds';
import { apiUrl, openSession, webUrl, type Session } from './site';

/** Hostile redirect targets: other hosts in every spelling a browser may accept. */
const FOREIGN_TARGETS = [
  '//evil.example',
  '//evil.example/path',
  '/\\evil.example',
  '\\\\evil.example',
  'https://evil.example',
  'https:evil.example',
  'http:/evil.example',
  '%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '///evil.example',
  ' //evil.example',
  '\t//evil.example',
  'javascript:alert(document.domain)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://127.0.0.1.evil.example',
  `https://${new URL('http://127.0.0.1').host}@evil.example`,
];

function headersOf(res: Response) {
  return {
    csp: res.headers.get('content-security-policy') ?? '',
    nosniff: res.headers.get('x-content-type-options'),
    referrer: res.headers.get('referrer-policy'),
  };
}

function directive(csp: string, name: string): string[] {
  const found = csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name);
  return found ? found.slice(1) : [];
}

/** The answer stays on the site: no redirect, or one to a path of the site itself. */
function staysOnSite(res: Response): string | null {
  if (res.status < 300 || res.status >= 400) return null;
  const location = res.headers.get('location') ?? '';
  const target = new URL(location, webUrl());
  return target.origin === new URL(webUrl()).origin ? null : `${res.status} → ${location}`;
}

describe('web security headers (issue 8.4)', () => {
  const pages = ['/', '/tours', '/hotels/13', '/login', '/coupons', '/no/such/page', '/en/tours'];

  it('sends one CSP without unsafe-eval, nosniff and a Referrer-Policy on every page', async () => {
    for (const page of pages) {
      const res = await fetch(webUrl() + page, { redirect: 'manual' });
      const h = headersOf(res);
      expect(res.status, page).toBeLessThan(500);
      // One policy only (two would be joined by a comma and both enforced).
      expect(h.csp.match(/default-src/g), `${page}: ${h.csp}`).toHaveLength(1);
      expect(h.csp, page).not.toContain('unsafe-eval');
      const scripts = directive(h.csp, 'script-src');
      expect(scripts, page).toContain("'self'");
      expect(
        scripts.some((s) => s === '*' || s === 'http:' || s === 'https:' || s === 'data:'),
        page,
      ).toBe(false);
      expect(directive(h.csp, 'script-src-attr'), page).toEqual(["'none'"]);
      expect(directive(h.csp, 'object-src'), page).toEqual(["'none'"]);
      expect(directive(h.csp, 'base-uri'), page).toEqual(["'self'"]);
      expect(h.nosniff, page).toBe('nosniff');
      expect(h.referrer, page).toBe('strict-origin-when-cross-origin');
      await res.body?.cancel();
    }
  });

  it('sends nosniff but no document headers with /_next/static files (issue 6: bytes on every script)', async () => {
    const html = await (await fetch(webUrl() + '/tours')).text();
    const assets = [...html.matchAll(/\/_next\/static\/[^"'\s)]+\.(?:js|css)/g)].map((m) => m[0]);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of new Set(assets)) {
      const res = await fetch(webUrl() + asset);
      expect(res.status, asset).toBe(200);
      expect(res.headers.get('x-content-type-options'), asset).toBe('nosniff');
      expect(res.headers.get('content-security-policy'), asset).toBeNull();
      expect(res.headers.get('referrer-policy'), asset).toBeNull();
      expect(res.headers.get('permissions-policy'), asset).toBeNull();
      await res.body?.cancel();
    }
  });

  it("follows each brand's iframe setting in frame-ancestors ('none' unless the brand names its ancestors)", async () => {
    expect(BRANDS.length).toBeGreaterThan(1);
    for (const brand of BRANDS) {
      const queries = [
        ...brand.siteCodes.map((c) => `siteCode=${encodeURIComponent(c)}`),
        ...brand.agentCodes.map((c) => `agentCode=${encodeURIComponent(c)}`),
      ];
      for (const query of queries.length > 0 ? queries : ['']) {
        for (const page of ['/', '/tours', '/hotels/13']) {
          const res = await fetch(`${webUrl()}${page}?${query}`, { redirect: 'manual' });
          const ancestors = directive(headersOf(res).csp, 'frame-ancestors');
          await res.body?.cancel();
          if (brand.frameAncestors.length === 0) {
            expect(ancestors, `${brand.id} ${page}?${query}`).toEqual(["'none'"]);
          } else {
            for (const origin of brand.frameAncestors)
              expect(ancestors, `${brand.id} ${query}`).toContain(origin);
            expect(ancestors.filter((a) => a !== "'self'" && !brand.frameAncestors.includes(a))).toEqual([]);
          }
        }
      }
    }
  });

  it('gives every page a fresh script nonce on each of its scripts, no inline scripts allowed (issue 13.6)', async () => {
    const nonces = new Set<string>();
    for (const page of ['/', '/tours', '/tours', '/hotels/13', '/en/login', '/no/such/page']) {
      const res = await fetch(webUrl() + page, { redirect: 'manual' });
      const csp = headersOf(res).csp;
      const scripts = directive(csp, 'script-src');
      expect(scripts, page).not.toContain("'unsafe-inline'");
      expect(scripts, page).toContain("'strict-dynamic'");
      const nonce = scripts.find((s) => s.startsWith("'nonce-"))?.slice(7, -1);
      expect(nonce, `${page}: ${csp}`).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      nonces.add(nonce ?? '');
      // Every script Next.js writes carries the nonce (JSON-LD data blocks are not run).
      const html = await res.text();
      const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(tags.length, page).toBeGreaterThan(0);
      for (const tag of tags.filter((t) => !t.includes('application/ld+json'))) {
        expect(tag, page).toContain(`nonce="${nonce}"`);
      }
    }
    expect(nonces.size).toBe(6);
  });

  it('runs every page kind under its policy without a single violation (Chromium)', async () => {
    const ids = await catalogIds();
    const s = await openSession(1280);
    try {
      const violations: string[] = [];
      s.page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await s.page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`);
        });
      });
      const pages = [
        ...VISITOR_PAGES.map((kind) => kind.path(ids)),
        '/en/tours?arrAreaCode=1402',
        '/hotels?arrAreaCode=%00',
        '/tours/%FF',
        // The legal, help and account pages (issue 17).
        '/terms/travel',
        '/en/privacy',
        '/company',
        '/help',
        '/contact',
        '/password/reset',
      ];
      for (const page of pages) {
        await s.page.goto(page, { waitUntil: 'networkidle' });
        await expect.poll(() => s.page.evaluate(() => document.readyState)).toBe('complete');
        // The page is interactive (hydrated): Next.js's router runs, which needs its nonced scripts.
        await expect
          .poll(() => s.page.evaluate(() => typeof (window as { next?: unknown }).next), { timeout: 15_000 })
          .toBe('object');
      }
      expect(violations).toEqual([]);
    } finally {
      await s.close();
    }
  });

  it("sends the API's headers through the web's /api proxy too", async () => {
    for (const path of ['/api/v1/tours?lang=ja', '/api/v1/tour/NOPE', '/api/no/such/route']) {
      const res = await fetch(webUrl() + path);
      const h = headersOf(res);
      expect(h.nosniff, path).toBe('nosniff');
      expect(h.csp, path).toContain("frame-ancestors 'none'");
      const text = await res.text();
      expect(text, path).not.toMatch(/\n\s+at \S|node_modules|\.ts:\d+/);
    }
    const direct = await fetch(`${apiUrl()}/v1/tours?lang=ja`);
    expect(headersOf(direct).referrer).toBe('no-referrer');
    await direct.body?.cancel();
  });

  it('shows no stack trace on error pages', async () => {
    for (const page of [
      '/no/such/page',
      '/tour/NOPE',
      '/hotel/999999',
      '/jump/hotel?jumpToUrl=//evil.example',
    ]) {
      const res = await fetch(webUrl() + page, { redirect: 'manual' });
      const text = await res.text();
      expect(res.status, page).toBeLessThan(500);
      expect(text, page).not.toMatch(/\n\s+at \S+ \(|node_modules\/|\.tsx?:\d+:\d+/);
    }
  });
});

describe('no open redirect (issue 8.4)', () => {
  it('/jump/hotel never forwards to another host, in any spelling', async () => {
    const wrong: string[] = [];
    for (const target of FOREIGN_TARGETS) {
      for (const lang of ['', '/en']) {
        const url = `${webUrl()}${lang}/jump/hotel?jumpToUrl=${encodeURIComponent(target)}`;
        const res = await fetch(url, { redirect: 'manual' });
        const problem = staysOnSite(res);
        if (problem) wrong.push(`${target}: ${problem}`);
        await res.body?.cancel();
      }
      // Raw, not re-encoded, in the query string as well.
      const raw = await fetch(`${webUrl()}/jump/hotel?jumpToUrl=${target}`, { redirect: 'manual' });
      const problem = staysOnSite(raw);
      if (problem) wrong.push(`raw ${target}: ${problem}`);
      await raw.body?.cancel();
    }
    expect(wrong).toEqual([]);
    // A path of the site itself is forwarded.
    const own = await fetch(`${webUrl()}/jump/hotel?jumpToUrl=${encodeURIComponent('/hotels/13')}`, {
      redirect: 'manual',
    });
    expect(own.status).toBeGreaterThanOrEqual(300);
    expect(own.status).toBeLessThan(400);
    expect(new URL(own.headers.get('location') ?? '', webUrl()).origin).toBe(new URL(webUrl()).origin);
  });

  describe('log-in returnTo', () => {
    let s: Session;
    let account: { email: string; password: string };

    beforeAll(async () => {
      account = { email: `sec-${Date.now()}@example.jp`, password: 'correct horse battery' };
      const res = await fetch(`${apiUrl()}/v1/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...account,
          familyName: '旅',
          givenName: '日和',
          familyNameKana: 'タビ',
          givenNameKana: 'ヒヨリ',
        }),
      });
      expect(res.status).toBe(201);
      s = await openSession(1280);
    });
    afterAll(async () => {
      await s?.close();
    });

    it('lands on a page of the site whatever returnTo names', async () => {
      const origin = new URL(webUrl()).origin;
      const landed: string[] = [];
      for (const target of [
        '//evil.example',
        '/\\evil.example',
        'https:evil.example',
        '%2F%2Fevil.example',
        'javascript:alert(1)',
      ]) {
        await s.context.clearCookies();
        await s.page.goto(`/login?returnTo=${encodeURIComponent(target)}`);
        await s.page.fill('#login-email', account.email);
        await s.page.fill('#login-password', account.password);
        await Promise.all([
          s.page.waitForURL((url) => !url.pathname.endsWith('/login')),
          s.page.locator('main form button[type="submit"]').click(),
        ]);
        landed.push(`${target} → ${new URL(s.page.url()).origin}`);
      }
      expect(
        landed.every((l) => l.endsWith(`→ ${origin}`)),
        landed.join('\n'),
      ).toBe(true);
    });
  });
});
