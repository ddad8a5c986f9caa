/**
 * Issue 13 on the running site (web production build behind scripts/server.mjs + API): a fuzz over
 * every page kind a visitor can reach, in ja and en. fast-check draws hostile query strings (the
 * spec §1 search-condition names and the pages' own parameters, each with values a browser or an
 * attacker may send: NUL and control bytes, bytes that are not UTF-8, markup, huge and negative
 * numbers, repeated names, over-long text) and hostile path segments for the dynamic routes. Every
 * answer must be a page of the site: below 500, never the framework's error shell nor a stack
 * trace, a redirect only to the site itself, and a 200/4xx page with its text rendered on the
 * server inside the site's frame, and nothing of the request reflected as live markup or a script URL.
 * A failure prints fast-check's seed and the shrunk request.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogIds, LANGS, localePath, VISITOR_PAGES, type Ids } from './pageKinds';
import { serverText } from './pageText';
import { webUrl } from './site';

/** Query names the pages read (spec §1 search condition, §2 page links, the pages' own). */
const PARAM_NAMES = [
  'approachType',
  'arrAreaCode',
  'depAreaCode',
  'depAirport',
  'depStation',
  'depGenericStation',
  'goDate',
  'checkinDateOffset',
  'nights',
  'tourDays',
  'paxPerRoom',
  'sort',
  'kodawari',
  'notExcludeKodawari',
  'includeTypeCode',
  'keyword',
  'planGroupKeyword',
  'minPrice',
  'maxPrice',
  'tourIds',
  'hotelIds',
  'planIds',
  'page',
  'ipg',
  'tourType',
  'isNoDate',
  'meal',
  'roomType',
  'adultPax',
  'childPax',
  'roomCount',
  'hotelId',
  'planId',
  'flyerMonth',
  'lang',
  'siteCode',
  'agentCode',
  'pickupDate',
  'returnDate',
  'pickupOffice',
  'returnOffice',
  'area',
  'category',
  'returnTo',
  'step',
  'jumpToUrl',
  'preview',
  'debugSql',
  'flyerMode',
  'coupon',
  'couponCodes',
] as const;

/** Values as sent on the wire (already percent-encoded where a browser would encode them). */
const HOSTILE_VALUES = [
  '',
  '%00',
  '%FF',
  '%C0%AF',
  '%ED%A0%80',
  '%0D%0ASet-Cookie:%20x=1',
  '%3Cscript%3Ealert(1)%3C/script%3E',
  '-1',
  '0',
  '1e309',
  '99999999999999999999',
  'NaN',
  'Infinity',
  '0x1F',
  '1.5',
  '%20%201',
  'true',
  '20260230',
  '99991231',
  '19000101',
  '2026-12-10',
  '..%2F..%2Fetc%2Fpasswd',
  '%2F%2Fevil.example',
  'javascript:alert(1)',
  '%E2%80%AE',
  '%F0%9F%98%80',
  '%E6%9D%B1%E4%BA%AC',
  '4-b0',
  '99-b9-x',
  'a,b,,c',
  '%25',
  '%',
  '%%',
  '[]',
  '{}',
  'null',
  'undefined',
  'a'.repeat(400),
];

const queryArb = fc
  .array(
    fc.tuple(
      fc.constantFrom(...PARAM_NAMES),
      fc.oneof(
        fc.constantFrom(...HOSTILE_VALUES),
        fc.integer().map(String),
        fc.string({ maxLength: 30 }).map(encodeURIComponent),
      ),
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('&'));

/** Dynamic routes with the segment to replace ({x}), each under both languages. */
const DYNAMIC_ROUTES = [
  '/tours/{x}',
  '/flyer/{x}',
  '/special/{x}',
  '/special/hotels/{x}',
  '/hotels/{x}',
  '/hotel/{x}',
  '/hotel/{x}/plans',
  '/hotel/{x}/rooms',
  '/hotel/{x}/images',
  '/hotel/{x}/access',
  '/optionals/{x}',
  '/rentacar/{x}',
  '/booking/tour/{x}',
  '/booking/hotel/{x}',
  '/mypage/bookings/{x}',
];

const SEGMENTS = [
  '%00',
  '%20',
  '..',
  '.%2E',
  '%2F',
  'T' + '9'.repeat(40),
  '-1',
  '0',
  '1e309',
  '%3Cb%3Ex%3C%2Fb%3E',
  '%E2%80%AE',
  '%F0%9F%98%80',
  'a'.repeat(300),
  'T000001%00',
  '13%0A',
  'index.php',
  '%25%32%65',
];
const segmentArb = fc.oneof(fc.constantFrom(...SEGMENTS), fc.stringMatching(/^[A-Za-z0-9_-]{1,24}$/));

/** Markers of a framework error page or a leaked stack trace. */
const LEAKS = [/__next_error__/, /\bat [\w.<>]+ \(.*:\d+:\d+\)/, /node_modules\//, /Error: .*\n\s+at /];

interface Answer {
  url: string;
  status: number;
  location: string | null;
  html: string;
}

async function get(path: string): Promise<Answer> {
  const res = await fetch(webUrl() + path, { redirect: 'manual' });
  return {
    url: path,
    status: res.status,
    location: res.headers.get('location'),
    html: res.headers.get('content-type')?.includes('text/html') ? await res.text() : '',
  };
}

/** The answer is one of the site's own: the message names the request on failure. */
function expectSitePage(answer: Answer, framed: boolean) {
  const what = `${answer.status} ${answer.url}`;
  expect(answer.status, what).toBeLessThan(500);
  if (answer.status >= 300 && answer.status < 400) {
    // Next.js sends a redirect's body as its bare shell (id="__next_error__"): only the target counts.
    const target = new URL(answer.location ?? '', webUrl());
    expect(target.origin, `${what} → ${answer.location}`).toBe(new URL(webUrl()).origin);
    return;
  }
  for (const leak of LEAKS) expect(answer.html, what).not.toMatch(leak);
  // No reflection: hostile markup and script URLs from the request never come back live.
  expect(answer.html, `${what}: reflected markup`).not.toMatch(/<script>alert\(1\)|<b>x<\/b>/i);
  expect(answer.html, `${what}: reflected script URL`).not.toMatch(/(href|src|action)="\s*javascript:/i);
  // 414 and 431 are the front door's own short answers (badInput.e2e.ts checks them).
  if (answer.status === 414 || answer.status === 431) return;
  expect(answer.html, what).toMatch(/<main[\s>]/);
  if (framed) expect(answer.html, what).toMatch(/<header[\s>]/);
  expect(serverText(answer.html).length, `${what}: text rendered on the server`).toBeGreaterThan(40);
}

let ids: Ids;
beforeAll(async () => {
  ids = await catalogIds();
});

/** Pages shown without the site header by configuration (the jump page). */
const unframed = (path: string) => path.startsWith('/jump/') || path.startsWith('/en/jump/');

/** The sweep's values: each is given to every parameter of every page kind at once. */
const SWEEP_VALUES = [
  '%00',
  '%FF',
  '%C0%AF',
  '-1',
  '1e309',
  '%3Cscript%3Ealert(1)%3C/script%3E',
  'javascript:alert(1)',
  'a,b,,c',
  '',
  '20260230',
];

describe('page fuzz: hostile input on every page kind (issue 13)', () => {
  it('answers every parameter set to each hostile value on every page kind with a page of the site', async () => {
    for (const lang of LANGS) {
      for (const kind of VISITOR_PAGES) {
        const path = localePath(lang, kind.path(ids)).split('?')[0] ?? '/';
        for (const value of SWEEP_VALUES) {
          const query = PARAM_NAMES.map((name) => `${name}=${value}`).join('&');
          expectSitePage(await get(`${path}?${query}`), !unframed(path));
        }
      }
    }
  }, 900_000);

  for (const lang of LANGS) {
    it(`answers hostile query strings on every page kind in ${lang} with a page of the site`, async () => {
      const paths = VISITOR_PAGES.map((kind) => localePath(lang, kind.path(ids)).split('?')[0] ?? '/');
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...paths), queryArb, async (path, query) => {
          const answer = await get(`${path}?${query}`);
          expectSitePage(answer, !unframed(path));
        }),
        { numRuns: 120, seed: 0x7ab1 + (lang === 'en' ? 1 : 0) },
      );
    }, 600_000);

    it(`answers hostile path segments on every dynamic route in ${lang} with a page of the site`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...DYNAMIC_ROUTES),
          segmentArb,
          fc.option(queryArb, { nil: undefined }),
          async (route, segment, query) => {
            const path = localePath(lang, route.replace('{x}', segment));
            const answer = await get(query === undefined ? path : `${path}?${query}`);
            expectSitePage(answer, true);
          },
        ),
        { numRuns: 80, seed: 0x5e9 + (lang === 'en' ? 1 : 0) },
      );
    }, 600_000);
  }
});
