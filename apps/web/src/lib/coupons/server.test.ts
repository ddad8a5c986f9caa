/**
 * Spec §4, §7: one couponDiscount call per page, and a page never fails because of coupons: API_ERROR,
 * an HTTP error, a network failure or a timeout give no coupon prices (regular prices only).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CouponDiscountRequest } from './discount';
import { loadCouponList, loadCouponPrices } from './server';

// Each case stubs its own API answer, which the web's shared cache of public answers would keep:
// the cache is off here (vi.hoisted runs before the imports).
vi.hoisted(() => {
  process.env.WEB_CACHE = 'off';
});

const request: CouponDiscountRequest = {
  app: 'yado',
  lang: 'ja',
  listPage: true,
  adultPax: 2,
  bedCount: 2,
  items: [
    { ref: { hotelId: '100079', planId: '100079P02' }, adultMin: 3800, adultMax: 3800 },
    { ref: { hotelId: '100082', planId: '100082P03' }, adultMin: 5500, adultMax: 5500 },
  ],
};

const success = {
  status: 'SUCCESS',
  data: {
    status: 'SUCCESS',
    priceInfo: [
      {
        hotelId: '100082',
        planId: '100082P03',
        discountMinPrice: 4500,
        discountMaxPrice: 4500,
        discountPrice: 2000,
        perPersonDiscount: 1000,
        couponInfo: { couponCode: 'ADULTS1000', couponName: '大人旅クーポン', isUserCoupon: false },
      },
    ],
    couponInfo: null,
  },
};

/** The URL a call asked for (the typed client sends a Request). */
const urlOf = (input: unknown) => (input instanceof Request ? input.url : String(input));

function stubFetch(impl: (url: string) => Promise<Response>) {
  const fetchMock = vi.fn((input: string | URL | Request) => impl(urlOf(input)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('loadCouponPrices', () => {
  it('asks GET /couponDiscount once for the whole page and reads its prices', async () => {
    const fetchMock = stubFetch(async () => Response.json(success));
    const prices = await loadCouponPrices(request);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(urlOf(fetchMock.mock.calls[0]?.[0]));
    expect(url.pathname).toBe('/couponDiscount');
    expect(url.searchParams.get('items')).toBe('100079:100079P02:3800:3800,100082:100082P03:5500:5500');
    expect([...prices.keys()]).toEqual(['h:100082:100082P03']);
  });

  it.each([
    ['API_ERROR', async () => Response.json({ status: 'API_ERROR' })],
    ['HTTP 500', async () => new Response('oops', { status: 500 })],
    ['a body that is not JSON', async () => new Response('<html>', { status: 200 })],
    [
      'a network failure',
      async () => {
        throw new TypeError('fetch failed');
      },
    ],
  ])('gives no prices (and does not throw) on %s', async (_name, impl) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch(impl);
    await expect(loadCouponPrices(request)).resolves.toHaveProperty('size', 0);
  });

  it('gives up after its time budget instead of holding the page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          }),
      ),
    );
    const started = Date.now();
    const prices = await loadCouponPrices(request, 50);
    expect(prices.size).toBe(0);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('does not call the API for a page without priced items', async () => {
    const fetchMock = stubFetch(async () => Response.json(success));
    expect((await loadCouponPrices({ ...request, items: [] })).size).toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('loadCouponList', () => {
  it('answers API_ERROR with no coupons when the call fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(loadCouponList('ja')).resolves.toEqual({
      status: 'API_ERROR',
      coupons: [],
      userCoupons: [],
    });
  });
});
