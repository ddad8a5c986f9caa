/**
 * The proxy's wiring: ignored paths (matcher), locale rewrites and redirects, the language cookie,
 * the /api rewrite to API_BASE_URL, and the maintenance notice with HTTP 503 + Retry-After.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import {
  getRedirectUrl,
  getRewrittenUrl,
  isRewrite,
  unstable_doesMiddlewareMatch,
} from 'next/experimental/testing/server';
import { japanMinuteToEpoch } from './lib/maintenance';

const decoder = {
  consts: { maintenanceMode: 'sorry' },
  maintenanceSchedules: [{ maintenanceFrom: '202612050100', maintenanceTo: '202612050600' }],
};

async function loadProxy(decoderAnswer: () => Promise<Response>) {
  vi.resetModules();
  const fetchMock = vi.fn(async (input: string | URL | Request) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes('/v1/decoder')) return decoderAnswer();
    throw new Error(`unexpected fetch ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  const mod = await import('./proxy');
  return { ...mod, fetchMock };
}

function at(ymdHm: string) {
  vi.setSystemTime(japanMinuteToEpoch(ymdHm));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.stubEnv('API_BASE_URL', 'http://api.test:4000');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('matcher: spec §2 ignored routes never reach locale handling', () => {
  it.each([
    ['/_next/static/chunks/main.js', false],
    ['/static/custom/html/stepbar-1-ja.html', false],
    ['/public/logo.svg', false],
    ['/robots.txt', false],
    ['/sitemap.xml', false],
    ['/', true],
    ['/tours', true],
    ['/en/hotels/13', true],
    ['/api/v1/tours', true],
  ])('%s → proxy runs: %s', async (url, expected) => {
    const { config } = await loadProxy(async () => Response.json({}));
    expect(unstable_doesMiddlewareMatch({ config, url })).toBe(expected);
  });
});

describe('locale handling', () => {
  it('rewrites / to the /ja tree with the shell context headers, and sets the page CSP', async () => {
    at('202612040000');
    const { proxy } = await loadProxy(async () => Response.json({}));
    const response = await proxy(
      new NextRequest('http://localhost:3000/tours?siteCode=sakura&x-tabiyori-lang=en'),
    );
    expect(isRewrite(response)).toBe(true);
    expect(getRewrittenUrl(response)).toBe(
      'http://localhost:3000/ja/tours?siteCode=sakura&x-tabiyori-lang=en',
    );
    expect(response.headers.get('x-middleware-request-x-tabiyori-lang')).toBe('ja');
    expect(response.headers.get('x-middleware-request-x-tabiyori-path')).toBe('/tours');
    expect(response.headers.get('x-middleware-request-x-tabiyori-search')).toBe(
      'siteCode=sakura&x-tabiyori-lang=en',
    );
    expect(response.headers.get('content-security-policy')).toContain(
      "frame-ancestors 'self' https://www.sakura-travel.example",
    );
  });

  it('gives every page request a fresh script nonce, in the answer and to Next.js, and no inline scripts (issue 13.6)', async () => {
    at('202612040000');
    const { proxy } = await loadProxy(async () => Response.json({}));
    const nonces: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await proxy(
        new NextRequest('http://localhost:3000/tours', {
          headers: { 'content-security-policy': "script-src 'nonce-chosenByTheClient'" },
        }),
      );
      const csp = response.headers.get('content-security-policy') ?? '';
      const scripts = csp.split(';').find((d) => d.trim().startsWith('script-src ')) ?? '';
      const nonce = /'nonce-([A-Za-z0-9+/]{22}==)'/.exec(scripts)?.[1];
      expect(nonce, csp).toBeDefined();
      expect(scripts).toContain("'strict-dynamic'");
      expect(scripts).not.toContain("'unsafe-inline'");
      // Next.js reads the policy from the request to put the nonce on its scripts.
      expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(csp);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      nonces.push(nonce ?? '');
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('drops context headers a client tries to send itself', async () => {
    at('202612040000');
    const { proxy } = await loadProxy(async () => Response.json({}));
    const response = await proxy(
      new NextRequest('http://localhost:3000/en', {
        headers: { 'x-tabiyori-maintenance-end': '202612050600' },
      }),
    );
    expect(response.headers.get('x-middleware-request-x-tabiyori-maintenance-end')).toBeNull();
    expect(response.headers.get('x-middleware-request-x-tabiyori-lang')).toBe('en');
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });

  it('redirects lng=en to /en and stores the choice in a SameSite=Strict cookie for a year', async () => {
    const { proxy } = await loadProxy(async () => Response.json({}));
    const response = await proxy(new NextRequest('http://localhost:3000/hotels?lng=en&page=2'));
    expect(response.status).toBe(307);
    expect(getRedirectUrl(response)).toBe('http://localhost:3000/en/hotels?page=2');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^i18next=en;/);
    expect(cookie).toMatch(/SameSite=strict/i);
    expect(cookie).toMatch(/Max-Age=31536000/);
  });

  it('follows the i18next cookie on an unprefixed path', async () => {
    const { proxy } = await loadProxy(async () => Response.json({}));
    const response = await proxy(
      new NextRequest('http://localhost:3000/', { headers: { cookie: 'i18next=en' } }),
    );
    expect(getRedirectUrl(response)).toBe('http://localhost:3000/en');
  });
});

describe('/api/* reaches the API on the same origin', () => {
  it('rewrites to API_BASE_URL read at run time, query kept', async () => {
    const { proxy } = await loadProxy(async () => Response.json({}));
    const response = await proxy(new NextRequest('http://localhost:3000/api/v1/tours?arrAreaCode=13'));
    expect(getRewrittenUrl(response)).toBe('http://api.test:4000/v1/tours?arrAreaCode=13');
  });
});

describe('maintenance (spec §2, §4)', () => {
  it('replaces every page with the notice: HTTP 503, Retry-After, the planned end for the page', async () => {
    at('202612050530');
    const { proxy, fetchMock } = await loadProxy(async () => Response.json(decoder));
    const response = await proxy(new NextRequest('http://localhost:3000/en/tours/T1?siteCode=sakura'));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1800');
    expect(getRewrittenUrl(response)).toBe('http://localhost:3000/en/maintenance?siteCode=sakura');
    expect(response.headers.get('x-middleware-request-x-tabiyori-maintenance-end')).toBe('202612050600');
    const asked = fetchMock.mock.calls[0]?.[0];
    expect(asked instanceof Request ? asked.url : String(asked)).toBe(
      'http://api.test:4000/v1/decoder?lang=ja',
    );
  });

  it('switches off by itself at the end of the window with the schedule still cached', async () => {
    vi.setSystemTime(japanMinuteToEpoch('202612050600') - 1000);
    const { proxy, fetchMock } = await loadProxy(async () => Response.json(decoder));
    expect((await proxy(new NextRequest('http://localhost:3000/'))).status).toBe(503);
    at('202612050600');
    const after = await proxy(new NextRequest('http://localhost:3000/'));
    expect(after.status).toBe(200);
    expect(getRewrittenUrl(after)).toBe('http://localhost:3000/ja');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('serves pages normally when the decoder cannot be reached', async () => {
    at('202612050300');
    const { proxy } = await loadProxy(async () => new Response('down', { status: 502 }));
    const response = await proxy(new NextRequest('http://localhost:3000/tours'));
    expect(response.status).toBe(200);
    expect(getRewrittenUrl(response)).toBe('http://localhost:3000/ja/tours');
  });

  it('leaves the API and redirects alone during maintenance', async () => {
    at('202612050300');
    const { proxy } = await loadProxy(async () => Response.json(decoder));
    expect(getRewrittenUrl(await proxy(new NextRequest('http://localhost:3000/api/health')))).toBe(
      'http://api.test:4000/health',
    );
    expect((await proxy(new NextRequest('http://localhost:3000/ja/tours'))).status).toBe(308);
  });
});
