'use client';
/** The quote of a request, asked by the browser (POST /v1/bookings/quote through the site's proxy). */
import { callResult, pageApi } from '@/lib/browserApi';
import type { QuoteRequest } from '@/lib/booking/request';

/** With couponCodes: the price of exactly those coupons (409 BKE803 with the reason when refused). */
export function requestQuote(request: QuoteRequest, couponCodes: readonly string[] = []) {
  return callResult(
    pageApi().member.POST('/v1/bookings/quote', {
      body: couponCodes.length > 0 ? { ...request, couponCodes: [...couponCodes] } : request,
    }),
    'BKE900',
  );
}
