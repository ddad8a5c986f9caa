'use client';
/** The quote of a request, asked by the browser (POST /v1/bookings/quote through the site's proxy). */
import { apiClient } from '@/lib/account/client';
import type { QuoteRequest } from '@/lib/booking/request';
import type { Quote } from '@/lib/booking/types';

export function requestQuote(request: QuoteRequest) {
  return apiClient.call<Quote>('/v1/bookings/quote', {
    method: 'POST',
    body: request,
    csrf: true,
    fallbackCode: 'BKE900',
  });
}
