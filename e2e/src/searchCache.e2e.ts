/**
 * The web's caches at work (issue 15 item 4), on a web server of its own with the caches on (the
 * shared journey stack runs with WEB_CACHE=off, so other journeys see every change at once), in
 * front of the real API through a counting relay (every request still reaches the real API; the
 * relay only counts them):
 *
 * - a burst of identical anonymous searches reaches the API once, and the next one is a cache hit;
 * - a logged-in member gets the very page a visitor gets from the cache (same body, a cache hit:
 *   issue 15 item 1), and the browser fills in their own parts: their name in the header, their own
 *   coupon price (a user coupon held only by them) and their favourite, while the anonymous page of
 *   the same URL shows none of them; a second member on the same cached page sees their own name and
 *   favourite, never the first's coupon or favourite, and the first never sees the second's;
 * - a coupon price changed through the operator API appears on the anonymous page after the
 *   cache's lifetime (polled with a bound, never timed);
 * - a booking's stock: the anonymous plans page (served from the cache before the booking) shows
 *   the rooms left after the booking within the cache's bound (fresh + stale lifetime and one
 *   render), and the quote through the same web server is fresh at once (never from a cache).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bookableHotelPlan } from './bookable';
import { asMember, bookAs, signUpMember, withMemberCookie } from './members';
import { openSession, type Session } from './site';
import { freePort, repoRoot, stopChild, waitForHttp } from './stack';

const CACHE_SECONDS = 5;
/** The longest a kept page may show what changed: its fresh and stale lifetime, one render and the poll. */
const CACHE_BOUND_MS = 2 * CACHE_SECONDS * 1000 + 10_000;

/** A relay to the real API that counts the requests by path and query. */
async function countingRelay(target: string) {
  const counts = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    counts.set(url, (counts.get(url) ?? 0) + 1);
    const upstream = http.request(
      new URL(url, target),
      { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    /** Requests whose path (before '?') is `path`. */
    count: (pathname: string, query?: (q: URLSearchParams) => boolean) =>
      [...counts].reduce((n, [url, c]) => {
        const u = new URL(url, 'http://x');
        return u.pathname === pathname && (!query || query(u.searchParams)) ? n + c : n;
      }, 0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An account's session on the real API: cookie and CSRF token (Origin: the journey site's). */
async function logIn(email: string, password: string) {
  const res = await fetch(`${inject('apiUrl')}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: inject('webUrl') },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { csrfToken: string; user: { userId: string } };
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { cookie, csrfToken: body.csrfToken, userId: body.user.userId };
}

type Account = Awaited<ReturnType<typeof logIn>>;

async function call(account: Account, method: string, pathname: string, body?: unknown) {
  const res = await fetch(`${inject('apiUrl')}${pathname}`, {
    method,
    headers: {
      cookie: account.cookie,
      'x-csrf-token': account.csrfToken,
      origin: inject('webUrl'),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${method} ${pathname}: ${await res.clone().text()}`).toBeLessThan(300);
  return res;
}

/** A coupon of one hotel, per adult (amount): the card of that hotel shows it when it is the best. */
function hotelCoupon(code: string, hotelId: string, discount: number, scope: 'general' | 'user') {
  return {
    CouponCode: code,
    CouponName: `e2e ${code}`,
    Scope: scope,
    OpenStatus: '1',
    Discount: discount,
    DiscountType: '1',
    DiscountUnitType: '1',
    TargetSystemGrpType: '3',
    HotelCode: hotelId,
  };
}

const unique = Date.now().toString(36).toUpperCase();

describe('the web caches (issue 15 item 4): one fetch per burst, personal parts per member, fresh after the lifetime', () => {
  let relay: Awaited<ReturnType<typeof countingRelay>>;
  let web: ChildProcess;
  let site: string;
  let operator: Account;
  let hotelId: string;
  /** Another hotel of the same list: the second member's favourite. */
  let otherHotelId: string;
  const created: string[] = [];

  beforeAll(async () => {
    relay = await countingRelay(inject('apiUrl'));
    const port = await freePort();
    site = `http://127.0.0.1:${port}`;
    // The production build the journey stack made, served again with the caches on.
    web = spawn(process.execPath, [path.join(repoRoot, 'apps/web/scripts/start.mjs')], {
      cwd: path.join(repoRoot, 'apps/web'),
      env: {
        ...process.env,
        API_BASE_URL: relay.url,
        WEB_PORT: String(port),
        WEB_CACHE: 'on',
        WEB_REBUILD: '',
        WEB_CACHE_SECONDS: String(CACHE_SECONDS),
        WEB_CACHE_STALE_SECONDS: String(CACHE_SECONDS),
        NEXT_TELEMETRY_DISABLED: '1',
      },
      stdio: process.env.E2E_LOG === '1' ? 'inherit' : 'ignore',
    });
    await waitForHttp(`${site}/robots.txt`, web, 600_000);
    operator = await logIn(inject('operatorEmail'), inject('operatorPassword'));
    const hotels = (await (await fetch(`${inject('apiUrl')}/v1/hotels?arrAreaCode=13&ipg=2`)).json()) as {
      hotels: { hotelId: string }[];
    };
    hotelId = hotels.hotels[0]?.hotelId ?? '';
    otherHotelId = hotels.hotels[1]?.hotelId ?? '';
    expect(hotelId).not.toBe('');
    expect(otherHotelId).not.toBe('');
  });

  afterAll(async () => {
    for (const code of created)
      await call(operator, 'POST', `/v1/operator/coupons/${code}/close`).catch(() => null);
    if (web) await stopChild(web);
    await relay?.close();
  });

  it('a burst of 20 identical anonymous searches reaches the API once; the next is a cache hit', async () => {
    // A condition no request of this web server has asked yet (the relay counts only this server's calls).
    const page = '/hotels/13?adultPax=3&roomCount=2&nights=2';
    const asked = (q: URLSearchParams) =>
      q.get('adultPax') === '3' && q.get('roomCount') === '2' && q.get('nights') === '2';
    expect(relay.count('/v1/hotels', asked)).toBe(0);

    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${site}${page}`)));
    const bodies = await Promise.all(answers.map((r) => r.text()));
    expect(answers.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(new Set(bodies).size).toBe(1);
    expect(relay.count('/v1/hotels', asked)).toBe(1);
    expect(relay.count('/couponDiscount', (q) => q.get('couponAdultPax') !== null)).toBe(1);

    const again = await fetch(`${site}${page}`);
    expect(again.headers.get('x-web-cache')).toMatch(/^(hit|stale)$/);
    // The same condition spelled in another parameter order is the same page.
    const reordered = await fetch(`${site}/hotels/13?nights=2&roomCount=2&adultPax=3`);
    expect(await reordered.text()).toBe(bodies[0]);
    expect(relay.count('/v1/hotels', asked)).toBe(1);
  });

  it('a member sees their own coupon price and favourite; the anonymous page of the same URL shows neither', async () => {
    const email = `cache-${unique.toLowerCase()}@example.jp`;
    const password = `pw-${unique}-cache`;
    const signup = await fetch(`${inject('apiUrl')}/v1/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: inject('webUrl') },
      body: JSON.stringify({
        email,
        password,
        familyName: '試験',
        givenName: '太郎',
        familyNameKana: 'シケン',
        givenNameKana: 'タロウ',
      }),
    });
    expect(signup.status, await signup.clone().text()).toBeLessThan(300);
    const member = await logIn(email, password);

    const code = `E2EU${unique}`;
    await call(operator, 'POST', '/v1/operator/coupons', hotelCoupon(code, hotelId, 2500, 'user'));
    created.push(code);
    await call(operator, 'POST', `/v1/operator/coupons/${code}/grants`, { userId: member.userId });
    await call(member, 'POST', '/v1/favorites', { kind: 'hotel', hotelId });

    // The second member and their own favourite, another hotel of the same list.
    const other = await signUpMember('cache-other');
    const favourite = await asMember(other, '/v1/favorites', { kind: 'hotel', hotelId: otherHotelId });
    expect(favourite.status, await favourite.clone().text()).toBeLessThan(300);

    const page = '/hotels/13';
    const cardOf = (id: string) => `article:has(a[href*="/hotel/${id}"])`;
    const card = cardOf(hotelId);
    const heartOf = (s: Session, id: string) => s.page.locator(`${cardOf(id)} button[aria-pressed]`).first();

    // The member's document is the visitor's kept page: same body, from the cache, no member data in it.
    await expect
      .poll(
        async () => {
          const [anonymous, asMember] = await Promise.all([
            fetch(`${site}${page}`),
            fetch(`${site}${page}`, { headers: { cookie: member.cookie } }),
          ]);
          const [a, m] = await Promise.all([anonymous.text(), asMember.text()]);
          return (
            a === m && /^(hit|stale)$/.test(asMember.headers.get('x-web-cache') ?? '') && !m.includes(code)
          );
        },
        { timeout: 15_000, interval: 300 },
      )
      .toBe(true);

    const visitor = await openSession(1280);
    const traveller = await openSession(1280);
    const second = await openSession(390);
    try {
      // The anonymous page first, so the cache holds it while the member asks.
      expect((await visitor.page.goto(`${site}${page}`))?.status()).toBe(200);
      await withMemberCookie(traveller, member, site);
      const answer = await traveller.page.goto(`${site}${page}`);
      expect(answer?.status()).toBe(200);
      expect(answer?.headers()['x-web-cache']).toMatch(/^(hit|stale|miss)$/);

      const own = traveller.page.locator(`${card} [data-coupon-code="${code}"][data-user-coupon="true"]`);
      await expect.poll(() => own.count(), { timeout: 15_000 }).toBeGreaterThan(0);
      await expect
        .poll(() => traveller.page.locator('.site-header__member').first().textContent(), { timeout: 15_000 })
        .toContain('試験 太郎');
      expect(await traveller.page.locator('.site-header a[href*="/login"]').count()).toBe(0);
      await traveller.page.screenshot({ path: '/tmp/searchCache-member-ja-1280.png' });
      await expect
        .poll(() => heartOf(traveller, hotelId).getAttribute('aria-pressed'), { timeout: 15_000 })
        .toBe('true');
      // Their favourites are in: the second member's favourite is not theirs.
      expect(await heartOf(traveller, otherHotelId).getAttribute('aria-pressed')).toBe('false');

      // Another member on the same cached page: their own name and favourite, never the first's.
      await withMemberCookie(second, other, site);
      expect((await second.page.goto(`${site}${page}`))?.status()).toBe(200);
      await expect
        .poll(() => second.page.locator('a[href*="/mypage"]').count(), { timeout: 15_000 })
        .toBeGreaterThan(0);
      // Their coupon prices are in (the member's own answer replaced the visitor's slots).
      await expect
        .poll(() => second.page.locator('html[data-member-hint]').count(), { timeout: 15_000 })
        .toBe(0);
      expect(await second.page.locator(`[data-coupon-code="${code}"]`).count()).toBe(0);
      expect(await second.page.content()).not.toContain('試験');
      await expect
        .poll(() => heartOf(second, otherHotelId).getAttribute('aria-pressed'), { timeout: 15_000 })
        .toBe('true');
      expect(await heartOf(second, hotelId).getAttribute('aria-pressed')).toBe('false');
      await second.page.screenshot({ path: '/tmp/searchCache-other-member-ja-390.png' });
      // The English list, also from the cache, with the member's header filled in.
      expect((await second.page.goto(`${site}/en${page}`))?.status()).toBe(200);
      await expect
        .poll(() => second.page.locator('html[data-member-hint]').count(), { timeout: 15_000 })
        .toBe(0);
      expect(await second.page.locator('.site-header a[href*="/login"]').count()).toBe(0);
      await second.page.screenshot({ path: '/tmp/searchCache-other-member-en-390.png' });

      expect((await visitor.page.reload())?.status()).toBe(200);
      expect(await visitor.page.locator(`[data-coupon-code="${code}"]`).count()).toBe(0);
      expect(await visitor.page.locator('[data-user-coupon]').count()).toBe(0);
      expect(await visitor.page.content()).not.toContain(email);
      await expect.poll(() => heartOf(visitor, hotelId).getAttribute('aria-pressed')).toBe('false');
    } finally {
      await visitor.close();
      await traveller.close();
      await second.close();
    }
  }, 240_000);

  it('a coupon price changed through the operator API appears on the anonymous page after the lifetime', async () => {
    const code = `E2EG${unique}`;
    const page = `${site}/hotels/13`;
    const couponOf = async () => {
      const html = await (await fetch(page)).text();
      const at = html.indexOf(`data-coupon-code="${code}"`);
      return at < 0 ? null : html.slice(at, at + 600);
    };
    // Warm the cache with the page before the coupon exists.
    await fetch(page);
    await call(operator, 'POST', '/v1/operator/coupons', hotelCoupon(code, hotelId, 1500, 'general'));
    created.push(code);
    await expect.poll(couponOf, { timeout: 30_000, interval: 500 }).not.toBeNull();
    const before = /([\d,]+)円～/.exec((await couponOf()) ?? '')?.[1];
    expect(before).toBeDefined();

    const { CouponCode: _code, ...definition } = hotelCoupon(code, hotelId, 2000, 'general');
    await call(operator, 'PUT', `/v1/operator/coupons/${code}`, definition);
    const yen = (s: string | undefined) => Number((s ?? '').replace(/,/g, ''));
    await expect
      .poll(async () => yen(/([\d,]+)円～/.exec((await couponOf()) ?? '')?.[1]), {
        timeout: 30_000,
        interval: 500,
      })
      .toBe(yen(before) - 500);
  });

  it("a booking's stock reaches the anonymous plans page within the cache's bound; the quote is fresh at once", async () => {
    const member = await signUpMember('cache-stock');
    // A plan with two rooms or more left, so that it stays on the page with one room fewer.
    const skip: string[] = [];
    let plan = await bookableHotelPlan(member, 'ja', false);
    while (plan.quote.stock < 2 && skip.length < 10) {
      skip.push(plan.hotelId);
      plan = await bookableHotelPlan(member, 'ja', false, skip);
    }
    expect(plan.quote.stock).toBeGreaterThanOrEqual(2);
    const condition = new URLSearchParams(plan.productPath.split('?')[1]);
    const date = condition.get('goDate') ?? '';
    const planStock = async () => {
      const res = await fetch(
        `${inject('apiUrl')}/v1/hotel/${plan.hotelId}/plans?goDate=${date}&adultPax=2&nights=1&roomCount=1`,
      );
      const body = (await res.json()) as { plans: { planId: string; stock: number }[] };
      return body.plans.find((p) => p.planId === plan.planId)?.stock;
    };
    /** The rooms left the page shows for the plan (残りN室 / 満室) and how the page was served. */
    const pageStock = async () => {
      const res = await fetch(`${site}${plan.productPath}`);
      const html = await res.text();
      const at = html.indexOf(`id="plan-${plan.planId}"`);
      const article = at < 0 ? '' : html.slice(at, html.indexOf('</article>', at));
      const left = /残り(\d+)室|(満室)/.exec(article);
      return {
        stock: left ? (left[2] ? 0 : Number(left[1])) : null,
        cache: res.headers.get('x-web-cache'),
      };
    };
    const before = await planStock();
    expect(before).toBeGreaterThan(0);
    // The page is kept with the stock before the booking (a hit shows it).
    await expect.poll(pageStock, { timeout: 15_000, interval: 300 }).toEqual({ stock: before, cache: 'hit' });

    const request = {
      kind: 'yado',
      hotelId: plan.hotelId,
      planId: plan.planId,
      date,
      nights: 1,
      adultPax: 2,
      roomCount: 1,
    };
    await bookAs(member, { ...request, expectedTotal: plan.quote.paidTotal });
    const booked = Date.now();
    // The API's search answers from its index, which the change feed updates within a second.
    const after = (before ?? 0) - 1;
    await expect.poll(planStock, { timeout: 5_000, interval: 100 }).toBe(after);

    // The quote through the web server (its /api path, the traveller's own call) is fresh at once.
    const quote = await fetch(`${site}/api/v1/bookings/quote`, {
      method: 'POST',
      headers: { cookie: member.cookie, 'x-csrf-token': member.csrf, 'content-type': 'application/json' },
      body: JSON.stringify({ ...request, lang: 'ja' }),
    });
    expect(quote.status, await quote.clone().text()).toBe(200);
    expect(((await quote.json()) as { stock: number }).stock).toBe(plan.quote.stock - 1);

    // The anonymous page: never anything but the stock before or after, and the new one within the bound.
    const seen = new Set<number | null>();
    await expect
      .poll(
        async () => {
          const { stock } = await pageStock();
          seen.add(stock);
          return stock;
        },
        { timeout: CACHE_BOUND_MS, interval: 300 },
      )
      .toBe(after);
    expect(Date.now() - booked).toBeLessThanOrEqual(CACHE_BOUND_MS);
    expect([...seen].every((s) => s === before || s === after)).toBe(true);
  }, 120_000);
});
