'use client';
/** The quote of a request, asked by the browser (POST /v1/bookings/quote through the site's proxy). */
import { apiClient } from '@/lib/account/client';
import type { QuoteRequest } from '@/lib/booking/request';
import type { Quote } from '@/lib/booking/types';

/** With couponCodes: the price of exactly those coupons (409 BKE803 with the reason when refused). */
export function requestQuote(request: QuoteRequest, couponCodes: readonly string[] = []) {
  return apiClient.call<Quote>('/v1/bookings/quote', {
    method: 'POST',
    body: couponCodes.length > 0 ? { ...request, couponCodes } : request,
    csrf: true,
    fallbackCode: 'BKE900',
  });
}
