/**
 * Issue 13.3 and 13.5 on the running site (web production build behind scripts/server.mjs + API):
 * bad input on every page kind answers that page's own 4xx in the site's frame with the catalogue
 * code, rendered on the server (readable with JavaScript off), never a 500 nor an empty shell; the
 * requests the web's front refuses at the door (a path that is not UTF-8, an over-long URL, an
 * over-large header block or body) answer 400 / 414 / 431 / 413 with a code and the security
 * headers. Before the fix: the hotel pages answered 500 without the frame for input the API refused
 * (HVE800), every notFound() page was an empty HTML shell, /tours/%FF a bare text/plain 500, and a
 * 12 MB body through /api a 500.
 */
import { errorCodeText, errorMessageFor } from '@tabiyori/domain';
import { describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { openSession, webUrl } from './site';
import { serverText } from './pageText';

const LONG_KEYWORD = 'a'.repeat(301);

/** [path, status, code, lang, in the site frame (header)] */
const REFUSED_PAGES: [string, number, string, 'ja' | 'en', boolean][] = [
  ['/hotels?arrAreaCode=%00', 404, 'HVE800', 'ja', true],
  [`/hotels?keyword=${LONG_KEYWORD}`, 404, 'HVE800', 'ja', true],
  ['/en/hotels?keyword=%00', 404, 'HVE800', 'en', true],
  ['/hotels/13?keyword=%00', 404, 'HVE800', 'ja', true],
  ['/hotels/map?keyword=%00', 404, 'HVE800', 'ja', true],
  ['/hotels/zzzz', 404, 'HVE801', 'ja', true],
  ['/hotel/999999', 404, 'HDE901', 'ja', true],
  ['/hotel/999999/plans', 404, 'HDE901', 'ja', true],
  ['/hotel/999999/rooms', 404, 'HDE901', 'ja', true],
  ['/hotel/999999/images', 404, 'HDE901', 'ja', true],
  ['/hotel/999999/access', 404, 'HDE901', 'ja', true],
  ['/tours?arrAreaCode=%00', 404, 'TVE800', 'ja', true],
  ['/tours?arrAreaCode=zz99', 404, 'TVE801', 'ja', true],
  ['/tours/T999999', 404, 'TDE901', 'ja', true],
  ['/en/tours/NOPE', 404, 'TVE801', 'en', true],
  ['/flyer/T999999', 404, 'TDE901', 'ja', true],
  ['/special/ZZZZ', 404, 'HSP900', 'ja', true],
  ['/special/hotels/ZZZZ', 404, 'HSP900', 'ja', true],
  ['/optionals/a-b-c', 404, 'OPE901', 'ja', true],
  ['/rentacar/XX-1', 404, 'RCE901', 'ja', true],
  ['/no/such/page', 404, 'PNF900', 'ja', true],
  // The jump page has no header by configuration (noHeaderPages: hotelJump).
  ['/jump/hotel?jumpToUrl=//evil.example', 400, 'HVE800', 'ja', false],
];

/**
 * Issue 16.10: the not-found page of every page kind, in Japanese and in English, carries its text
 * in the server's HTML (before the fix /tours/T999999 and /hotel/999999 sent an empty body).
 */
const NOT_FOUND_PAGES: [string, string][] = [
  ['/tours/T999999', 'TDE901'],
  ['/flyer/T999999', 'TDE901'],
  ['/hotel/999999', 'HDE901'],
  ['/hotel/999999/plans', 'HDE901'],
  ['/hotel/999999/rooms', 'HDE901'],
  ['/hotel/999999/images', 'HDE901'],
  ['/hotel/999999/access', 'HDE901'],
  ['/hotels/zzzz', 'HVE801'],
  ['/special/ZZZZ', 'HSP900'],
  ['/special/hotels/ZZZZ', 'HSP900'],
  ['/optionals/a-b-c', 'OPE901'],
  ['/rentacar/XX-1', 'RCE901'],
  ['/no/such/page', 'PNF900'],
];

/** Every dynamic route, with a path segment that is not UTF-8 once decoded. */
const NOT_UTF8_PATHS = [
  '/tours/%FF',
  '/flyer/%FF',
  '/hotel/%C0%AF',
  '/hotel/%C0%AF/plans',
  '/hotel/%C0%AF/rooms',
  '/hotel/%C0%AF/images',
  '/hotel/%C0%AF/access',
  '/hotels/%FF',
  '/special/%FF',
  '/special/hotels/%FF',
  '/optionals/%FF',
  '/rentacar/%FF',
  '/mypage/bookings/%FF',
  '/booking/tour/%FF',
  '/booking/hotel/%C0%AF',
  '/en/tours/%ED%A0%80',
];

async function get(path: string, init: RequestInit = {}) {
  const res = await fetch(webUrl() + path, { redirect: 'manual', ...init });
  return { res, html: await res.text() };
}

function expectSecurityHeaders(res: Response, what: string) {
  expect(res.headers.get('content-security-policy'), what).toContain("frame-ancestors 'none'");
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(res.headers.get('x-frame-options'), what).toBe('DENY');
  expect(res.headers.get('x-middleware-rewrite'), what).toBeNull();
}

describe('bad input on every page kind (issue 13.3)', () => {
  it("answers the page's own 4xx in the site frame with the catalogue code, rendered on the server", async () => {
    for (const [path, status, code, lang, framed] of REFUSED_PAGES) {
      const { res, html } = await get(path);
      expect(res.status, path).toBe(status);
      const text = serverText(html);
      expect(text, path).toContain(errorMessageFor(code, lang));
      expect(text, path).toContain(errorCodeText([code], lang));
      if (framed) expect(html, path).toMatch(/<header[\s>]/);
      expect(html, path).not.toContain('__next_error__');
      expectSecurityHeaders(res, path);
    }
  });

  it('shows the refusal with JavaScript off (Chromium)', async () => {
    const s = await openSession(390);
    const context = await s.browser.newContext({ javaScriptEnabled: false, baseURL: webUrl() });
    try {
      const page = await context.newPage();
      for (const [path, code] of [
        ['/hotels?arrAreaCode=%00', 'HVE800'],
        ['/tours/T999999', 'TDE901'],
      ] as const) {
        const res = await page.goto(path);
        expect(res?.status(), path).toBe(404);
        await expect
          .poll(() => page.locator('main').innerText(), { timeout: 5000 })
          .toContain(errorCodeText([code], 'ja'));
        expect(await page.locator('header').count(), path).toBeGreaterThan(0);
      }
    } finally {
      await context.close();
      await s.close();
    }
  });
});

describe('not-found pages rendered on the server (issue 16.10)', () => {
  const cases = NOT_FOUND_PAGES.flatMap(([path, code]) =>
    (['ja', 'en'] as const).map((lang) => ({ path: lang === 'en' ? `/en${path}` : path, code, lang })),
  );

  it('sends the message and the code of every page kind in ja and en in the HTML', async () => {
    for (const { path, code, lang } of cases) {
      const { res, html } = await get(path);
      expect(res.status, path).toBe(404);
      expect(html, path).toContain(`<html lang="${lang}"`);
      const main = /<main[\s>][\s\S]*<\/main>/.exec(html)?.[0] ?? '';
      const text = serverText(main);
      expect(text, path).toContain(errorMessageFor(code, lang));
      expect(text, path).toContain(errorCodeText([code], lang));
    }
  });

  it('shows them with JavaScript off at 390 and 1280 px (Chromium)', async () => {
    const browser = await launchBrowser();
    try {
      for (const width of [390, 1280]) {
        const context = await browser.newContext({
          javaScriptEnabled: false,
          baseURL: webUrl(),
          viewport: { width, height: 844 },
        });
        const page = await context.newPage();
        for (const { path, code, lang } of cases) {
          const res = await page.goto(path);
          expect(res?.status(), path).toBe(404);
          const text = await page.locator('main').innerText();
          expect(text, path).toContain(errorMessageFor(code, lang));
          expect(text, path).toContain(errorCodeText([code], lang));
          expect(await page.locator('main').isVisible(), path).toBe(true);
        }
        await context.close();
      }
    } finally {
      await browser.close();
    }
  });
});

describe('requests refused at the door (issue 13.5)', () => {
  it('answers a path that is not UTF-8 on every dynamic route with 400, the site frame and PNF900', async () => {
    for (const path of NOT_UTF8_PATHS) {
      const { res, html } = await get(path);
      expect(res.status, path).toBe(400);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      const lang = path.startsWith('/en/') ? 'en' : 'ja';
      expect(serverText(html), path).toContain(errorCodeText(['PNF900'], lang));
      expect(html, path).toMatch(/<header[\s>]/);
      expectSecurityHeaders(res, path);
    }
    // Through the /api proxy: the API's shape.
    const api = await fetch(`${webUrl()}/api/v1/tour/%FF`);
    expect(api.status).toBe(400);
    expect(await api.json()).toMatchObject({ status: 400, errorCode: 'PNF900' });
  });

  it('answers an over-long URL with 414 and an over-large header block with 431, with RQE800', async () => {
    const longUrl = await get(`/tours?keyword=${'x'.repeat(9000)}`);
    expect(longUrl.res.status).toBe(414);
    expect(serverText(longUrl.html)).toContain(errorCodeText(['RQE800'], 'ja'));
    expect(longUrl.html).toMatch(/<header[\s>]/);
    expectSecurityHeaders(longUrl.res, '414');

    const bigHeaders = await get('/en/tours', { headers: { 'x-padding': 'y'.repeat(20_000) } });
    expect(bigHeaders.res.status).toBe(431);
    expect(serverText(bigHeaders.html)).toContain(errorCodeText(['RQE800'], 'en'));
    expectSecurityHeaders(bigHeaders.res, '431');

    // Over Node's parser limit: answered on the socket, the same code and headers.
    const huge = await fetch(`${webUrl()}/tours`, { headers: { 'x-padding': 'z'.repeat(70_000) } });
    expect(huge.status).toBe(431);
    expect(await huge.json()).toMatchObject({ status: 431, errorCode: 'RQE800' });
    expectSecurityHeaders(huge, 'raw 431');
  });

  it('answers a body over the limit through /api with 413 and RQE800, never a 500', async () => {
    const body = 'a'.repeat(12 * 1024 * 1024);
    for (const path of ['/api/v1/auth/login', '/tours']) {
      const res = await fetch(webUrl() + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(res.status, path).toBe(413);
      expect(await res.json(), path).toMatchObject({ status: 413, errorCode: 'RQE800' });
      expectSecurityHeaders(res, path);
    }
    // Within the web's limit but over the API's: the API's own 413 with its code.
    const api = await fetch(`${webUrl()}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'a'.repeat(300 * 1024),
    });
    expect(api.status).toBe(413);
    expect(((await api.json()) as { errorCode: string }).errorCode).toBe('ACE800');
  });
});
