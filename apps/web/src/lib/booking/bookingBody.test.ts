/** The booking's body: the request with the quote's room, the coupons, a stay's details, the total shown and the travellers. */
import { describe, expect, it } from 'vitest';
import { bookingBody, type BookingBodyInput } from './bookingBody';
import type { QuoteRequest } from './request';
import type { Quote } from './types';

const stayRequest: QuoteRequest = {
  kind: 'yado',
  hotelId: 'H1',
  planId: 'P1',
  date: '20261210',
  nights: 1,
  adultPax: 2,
  children: [],
  roomCount: 1,
};
const travellers = {
  lead: {
    familyName: '旅野',
    givenName: '花子',
    familyNameKana: 'タビノ',
    givenNameKana: 'ハナコ',
    email: 'hanako@example.jp',
    phone: '09012345678',
  },
} as BookingBodyInput['travellers'];
const aStay = { roomId: 'R1' } as unknown as Quote['stay'];
const input: BookingBodyInput = {
  request: stayRequest,
  quote: { ids: { roomId: 'R1' }, stay: aStay },
  couponCodes: [],
  stayDetails: { checkinTime: '', requests: '' },
  paidTotal: 24000,
  travellers,
};

describe('the booking body', () => {
  it('is the request with the quote room, the total shown as expectedTotal and the travellers', () => {
    expect(bookingBody(input)).toEqual({ ...stayRequest, roomId: 'R1', expectedTotal: 24000, travellers });
  });

  it('carries the coupons checked and a stay’s check-in time and requests when given', () => {
    const body = bookingBody({
      ...input,
      couponCodes: ['A', 'B'],
      stayDetails: { checkinTime: '1800', requests: '  禁煙希望  ' },
    });
    expect(body).toMatchObject({ couponCodes: ['A', 'B'], checkinTime: '1800', requests: '禁煙希望' });
  });

  it('names no room for a tour, and no stay details without a stay', () => {
    const tour: QuoteRequest = {
      kind: 'tour',
      tourId: 'T000001',
      date: '20261210',
      adultPax: 2,
      children: [],
      roomCount: 1,
    };
    const body = bookingBody({
      ...input,
      request: tour,
      quote: { ids: { roomId: 'R1' }, stay: null },
      stayDetails: { checkinTime: '1800', requests: 'x' },
    });
    expect(body).toEqual({ ...tour, expectedTotal: 24000, travellers });
  });
});
