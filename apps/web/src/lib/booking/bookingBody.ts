/**
 * The body of POST /v1/bookings from the confirm step: the quote request, the room the quote chose
 * (a stay or dp), the coupons checked, a stay's check-in time and requests, the paid total shown
 * (expectedTotal: a price change is refused, not charged) and the travellers. Pure (tested).
 */
import type { ApiBody } from '@tabiyori/api-client';
import type { QuoteRequest } from './request';
import type { Quote } from './types';
import { stayDetailsBody } from './stayDetails';
import type { StayDetailsForm } from './steps';
import type { travellersBody } from './travellers';

export interface BookingBodyInput {
  request: QuoteRequest;
  /** The quote's room (yado, dp) and whether it is a stay. */
  quote: Pick<Quote, 'ids' | 'stay'>;
  couponCodes: readonly string[];
  stayDetails: StayDetailsForm;
  paidTotal: number;
  travellers: ReturnType<typeof travellersBody>;
}

export function bookingBody({
  request,
  quote,
  couponCodes,
  stayDetails,
  paidTotal,
  travellers,
}: BookingBodyInput): ApiBody<'/v1/bookings'> {
  return {
    ...request,
    ...(quote.ids.roomId && (request.kind === 'yado' || request.kind === 'dp')
      ? { roomId: quote.ids.roomId }
      : {}),
    ...(couponCodes.length > 0 ? { couponCodes: [...couponCodes] } : {}),
    ...(quote.stay ? stayDetailsBody(stayDetails) : {}),
    expectedTotal: paidTotal,
    travellers,
  };
}
