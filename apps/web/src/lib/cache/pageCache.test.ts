/**
 * Issue 15 item 4: which requests the page cache may answer and under which key. Never a request
 * with a session, a client navigation, a non-GET, or a page outside the product lists and details.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cachedPage,
  keptPage,
  isCachedPagePath,
  isCacheablePageRequest,
  pageCacheKey,
  pageRequestOf,
  pageRequestOfNode,
} from './pageCache';

afterEach(() => vi.unstubAllEnvs());

function request(url: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  return pageRequestOf(new NextRequest(new URL(url, 'http://localhost:3000'), init));
}

describe('page cache', () => {
  it('keeps the product lists and detail pages only', () => {
    for (const path of [
      '/',
      '/tours',
      '/tours/T000169',
      '/hotels',
      '/hotels/13',
      '/hotels/map',
      '/hotel/100066',
      '/hotel/100066/plans',
      '/special/SUMMER',
      '/special/hotels/ONSEN',
      '/optionals',
      '/optionals/OP0001',
      '/rentacar',
      '/rentacar/C001',
      '/flyer/T000169',
    ]) {
      expect(isCachedPagePath(path), path).toBe(true);
    }
    for (const path of [
      '/booking/hotel/100066',
      '/mypage',
      '/favorites',
      '/coupons',
      '/login',
      '/operator',
      '/dev/mailbox',
      '/hotel/100066/book',
    ]) {
      expect(isCachedPagePath(path), path).toBe(false);
    }
  });

  it('answers GETs of visitors and members alike (not the map for members), no client navigation', () => {
    vi.stubEnv('WEB_SELF_URL', 'http://localhost:3000');
    expect(isCacheablePageRequest(request('/tours'), '/tours')).toBe(true);
    expect(isCacheablePageRequest(request('/tours', { headers: { cookie: 'i18next=en' } }), '/tours')).toBe(
      true,
    );
    const member = { headers: { cookie: 'tabiyori_session=abc; i18next=ja' } };
    expect(isCacheablePageRequest(request('/tours', member), '/tours')).toBe(true);
    expect(isCacheablePageRequest(request('/hotels/13', member), '/hotels/13')).toBe(true);
    // The map's coupon lines are part of its client data: a member's map is rendered for them.
    expect(isCacheablePageRequest(request('/hotels/map', member), '/hotels/map')).toBe(false);
    expect(isCacheablePageRequest(request('/hotels/map'), '/hotels/map')).toBe(true);
    expect(isCacheablePageRequest(request('/tours', { headers: { rsc: '1' } }), '/tours')).toBe(false);
    expect(isCacheablePageRequest(request('/tours?_rsc=x1'), '/tours')).toBe(false);
    expect(isCacheablePageRequest(request('/tours', { method: 'POST' }), '/tours')).toBe(false);
    expect(isCacheablePageRequest(request('/mypage'), '/mypage')).toBe(false);
  });

  it('is off without the server address (next dev, tests)', () => {
    vi.stubEnv('WEB_SELF_URL', '');
    expect(isCacheablePageRequest(request('/tours'), '/tours')).toBe(false);
  });

  it('keys by language, path and the query in a stable order, and tells crawlers apart', () => {
    const browser = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0';
    const a = pageCacheKey(
      'ja',
      '/tours',
      new URLSearchParams('goDate=20261205&arrAreaCode=13&kodawari=2&kodawari=1'),
      browser,
    );
    const b = pageCacheKey(
      'ja',
      '/tours',
      new URLSearchParams('kodawari=2&arrAreaCode=13&kodawari=1&goDate=20261205'),
      browser,
    );
    expect(a).toBe(b);
    expect(pageCacheKey('ja', '/tours', new URLSearchParams('kodawari=1&kodawari=2'), browser)).not.toBe(
      pageCacheKey('ja', '/tours', new URLSearchParams('kodawari=2&kodawari=1'), browser),
    );
    expect(pageCacheKey('en', '/tours', new URLSearchParams(), browser)).not.toBe(
      pageCacheKey('ja', '/tours', new URLSearchParams(), browser),
    );
    expect(pageCacheKey('ja', '/tours', new URLSearchParams(), 'Googlebot/2.1')).not.toBe(
      pageCacheKey('ja', '/tours', new URLSearchParams(), browser),
    );
  });

  it("reads a Node request (the server before Next.js) as it reads the proxy's", () => {
    vi.stubEnv('WEB_SELF_URL', 'http://localhost:3000');
    const node = (headers: Record<string, string>) =>
      pageRequestOfNode({ method: 'GET', url: '/tours?b=2&a=1', headers });
    const visitor = node({ cookie: 'i18next=en; other=1', 'user-agent': 'Mozilla/5.0' });
    expect(visitor.cookie('i18next')).toBe('en');
    expect(visitor.searchParams.get('a')).toBe('1');
    expect(visitor.url).toBe('/tours?b=2&a=1');
    expect(isCacheablePageRequest(visitor, '/tours')).toBe(true);
    expect(isCacheablePageRequest(node({ cookie: 'a=1; tabiyori_session=xyz' }), '/tours')).toBe(true);
    expect(isCacheablePageRequest(node({ cookie: 'tabiyori_session=xyz' }), '/hotels/map')).toBe(false);
    expect(isCacheablePageRequest(node({ rsc: '1' }), '/tours')).toBe(false);
  });

  it("a burst of one missing page waits for one render in the server's lookup, then it is a hit", async () => {
    let renders = 0;
    const self = http.createServer((_req, res) => {
      renders += 1;
      // Slow enough that every request of the burst arrives while the render runs.
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(`<html><body>render ${renders}</body></html>`);
      }, 200);
    });
    await new Promise<void>((resolve) => self.listen(0, '127.0.0.1', resolve));
    try {
      vi.stubEnv('WEB_SELF_URL', `http://127.0.0.1:${(self.address() as AddressInfo).port}`);
      const url = `/hotels/13?goDate=20261205&n=${Date.now()}`;
      const key = pageCacheKey('ja', '/hotels/13', new URL(url, 'http://x').searchParams, 'Mozilla/5.0');
      const node = () => pageRequestOfNode({ method: 'GET', url, headers: { 'user-agent': 'Mozilla/5.0' } });
      const burst = await Promise.all(Array.from({ length: 10 }, () => keptPage(node(), key)));
      expect(renders).toBe(1);
      expect(burst.map((p) => p.state)).toEqual(Array.from({ length: 10 }, () => 'miss'));
      expect(new Set(burst.map((p) => new TextDecoder().decode(p.body))).size).toBe(1);
      const next = await keptPage(node(), key);
      expect(next.state).toBe('hit');
      expect(renders).toBe(1);
    } finally {
      self.close();
    }
  });

  it('a member and a visitor get the same kept body, rendered without any session; the member hint is set for the member only', async () => {
    // The server's own render requests, answered by a stand-in for Next.js that shows who asked.
    const renders: (string | undefined)[] = [];
    const self = http.createServer((req, res) => {
      renders.push(req.headers.cookie);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<html><body>render ${renders.length}, cookie: ${req.headers.cookie ?? 'none'}</body></html>`);
    });
    await new Promise<void>((resolve) => self.listen(0, '127.0.0.1', resolve));
    try {
      vi.stubEnv('WEB_SELF_URL', `http://127.0.0.1:${(self.address() as AddressInfo).port}`);
      const url = `/tours?arrAreaCode=${Date.now()}`;
      const key = pageCacheKey('ja', '/tours', new URL(url, 'http://x').searchParams, 'Mozilla/5.0');
      const asMember = (session: string, more = '') =>
        request(url, { headers: { cookie: `tabiyori_session=${session}; i18next=ja${more}` } });
      const first = await cachedPage(asMember('member-one-secret'), key);
      const visitor = await cachedPage(request(url, { headers: { cookie: 'i18next=ja' } }), key);
      const other = await cachedPage(asMember('member-two-secret', '; tabiyori_member=1'), key);
      const body = await first.text();
      expect(await visitor.text()).toBe(body);
      expect(await other.text()).toBe(body);
      // Rendered once, with the language cookie only: no member's session reaches the kept page.
      expect(renders).toEqual(['i18next=ja']);
      expect(body).not.toContain('secret');
      expect(first.headers.get('set-cookie')).toMatch(/^tabiyori_member=1; Path=\/; SameSite=Lax$/);
      expect(other.headers.get('set-cookie')).toBeNull();
      expect(visitor.headers.get('set-cookie')).toBeNull();
      const leftHint = await cachedPage(request(url, { headers: { cookie: 'tabiyori_member=1' } }), key);
      expect(leftHint.headers.get('set-cookie')).toMatch(/^tabiyori_member=; Max-Age=0/);
    } finally {
      self.close();
    }
  });
});
