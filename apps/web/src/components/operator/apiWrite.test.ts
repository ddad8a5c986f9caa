/**
 * The back office's writes are the typed client's request arguments (lib/operator/apiWrite.ts): sent
 * as they are, and checked against the API's OpenAPI document. The `@ts-expect-error` lines are
 * checked by `npm run typecheck` (tsc reads the tests): each must stay a type error.
 */
import { describe, expect, it } from 'vitest';
import type { useApiCall } from './useApiCall';
import { createBrowserApi } from '@/lib/browserApi';
import { bodyFields, writeTarget, type ApiWrite } from '@/lib/operator/apiWrite';

type Run = ReturnType<typeof useApiCall>['run'];

describe('back-office writes', () => {
  it('are sent as written: method, path with its parameters, JSON body, CSRF token', async () => {
    const seen: Request[] = [];
    const api = createBrowserApi(async (request) => {
      seen.push(request);
      return Response.json({ ok: true });
    }, 'http://web.test/api');
    api.setCsrfToken('token-1');
    const write: ApiWrite<'post', '/v1/operator/bookings/{bookingNumber}/payment'> = [
      'post',
      '/v1/operator/bookings/{bookingNumber}/payment',
      { params: { path: { bookingNumber: 'TB-0001' } }, body: { status: 'paid' } },
    ];
    const result = await api.member.request(...write);
    expect(result.response.ok).toBe(true);
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('http://web.test/api/v1/operator/bookings/TB-0001/payment');
    expect(request?.headers.get('x-csrf-token')).toBe('token-1');
    expect(await request?.json()).toEqual({ status: 'paid' });
  });

  it('name a form’s fields from its operation’s body', () => {
    const grant = writeTarget('post', '/v1/operator/coupons/{couponCode}/grants', {
      params: { path: { couponCode: 'C1' } },
    });
    expect(grant).toEqual([
      'post',
      '/v1/operator/coupons/{couponCode}/grants',
      { params: { path: { couponCode: 'C1' } } },
    ]);
    const field = bodyFields(grant);
    expect([field('email'), field('userId')]).toEqual(['email', 'userId']);
    // @ts-expect-error the grant's body has no field `mail`
    expect(field('mail')).toBe('mail');
  });

  it('refuse a path, a parameter or a body the API does not take (type errors)', () => {
    const sent: unknown[] = [];
    const run = (async (call: unknown) => sent.push(call) > 0) as Run;
    void run([
      'post',
      '/v1/operator/bookings/{bookingNumber}/cancel',
      { params: { path: { bookingNumber: 'B' } } },
    ]);
    void run([
      'post',
      // @ts-expect-error no such path
      '/v1/operator/bookings/{bookingNumber}/cancelled',
      { params: { path: { bookingNumber: 'B' } } },
    ]);
    // @ts-expect-error a GET-only path is not a write
    void run(['post', '/v1/operator/bookings', {}]);
    void run([
      'post',
      '/v1/operator/bookings/{bookingNumber}/payment',
      // @ts-expect-error the payment body's field is `status`
      { params: { path: { bookingNumber: 'B' } }, body: { state: 'paid' } },
    ]);
    void run([
      'post',
      '/v1/operator/bookings/{bookingNumber}/payment',
      // @ts-expect-error the payment's status is 'paid' only
      { params: { path: { bookingNumber: 'B' } }, body: { status: 'refunded' } },
    ]);
    void run([
      'put',
      '/v1/operator/specials/{specialCode}',
      // @ts-expect-error the path parameter is `specialCode`
      { params: { path: { code: 'S' } }, body: {} },
    ]);
    // @ts-expect-error starting maintenance needs its body (until)
    void run(['post', '/v1/operator/maintenance/start']);
    expect(sent).toHaveLength(7);
  });
});
