import { createDefaultCondition, defaultConfig } from '@tabiyori/domain';
import { describe, expect, it } from 'vitest';
import { bookingPagePath, hotelPlanBookingPath, quoteRequestFromQuery } from './request';

describe('booking page query → quote request', () => {
  it('reads a hotel stay: plan, check-in, nights, rooms, adults and children (codec child params)', () => {
    const request = quoteRequestFromQuery(
      'hotel',
      '100099',
      new URLSearchParams(
        'planId=100099P01&goDate=20261212&nights=2&roomCount=1&adultPax=2&childPax=8-b1s0sc1,3-b0s0sc0',
      ),
      'en',
    );
    expect(request).toEqual({
      kind: 'yado',
      lang: 'en',
      hotelId: '100099',
      planId: '100099P01',
      date: '20261212',
      nights: 2,
      adultPax: 2,
      roomCount: 1,
      children: [
        { age: 8, useBed: true, useSeat: false, isSchoolChild: true },
        { age: 3, useBed: false, useSeat: false, isSchoolChild: false },
      ],
    });
  });

  it('reads the tour detail page link (goDate, party, isNoDate=0) and ignores optionals', () => {
    const request = quoteRequestFromQuery('tour', 'T000106', {
      goDate: '20261210',
      isNoDate: '0',
      adultPax: '2',
      paxPerRoom: '2',
      childPax: '8-b1s1sc1',
      includeOptionals: 'x',
    });
    expect(request).toMatchObject({
      kind: 'tour',
      tourId: 'T000106',
      date: '20261210',
      adultPax: 2,
      roomCount: 1,
    });
    expect(request?.children).toEqual([{ age: 8, useBed: true, useSeat: true, isSchoolChild: true }]);
  });

  it('defaults one night, one room', () => {
    const request = quoteRequestFromQuery('hotel', 'H1', { planId: 'P1', goDate: '20261212', adultPax: '1' });
    expect(request).toMatchObject({ nights: 1, roomCount: 1, adultPax: 1, children: [] });
  });

  it.each([
    ['no date', { planId: 'P1', adultPax: '2' }],
    ['a malformed date', { planId: 'P1', goDate: '2026-12-12', adultPax: '2' }],
    ['an impossible date', { planId: 'P1', goDate: '20261340', adultPax: '2' }],
    ['no plan', { goDate: '20261212', adultPax: '2' }],
    ['a malformed plan', { planId: '../x', goDate: '20261212', adultPax: '2' }],
    ['a malformed child', { planId: 'P1', goDate: '20261212', adultPax: '2', childPax: '8-b1' }],
    ['nobody', { planId: 'P1', goDate: '20261212', adultPax: '0' }],
  ])('is null for %s', (_name, query) => {
    expect(quoteRequestFromQuery('hotel', 'H1', query)).toBeNull();
  });

  it('is null for a malformed product id', () => {
    expect(quoteRequestFromQuery('tour', 'T 1', { goDate: '20261212', adultPax: '2' })).toBeNull();
  });

  it('writes the page path that reads back to the same request', () => {
    const request = quoteRequestFromQuery(
      'hotel',
      '100099',
      {
        planId: '100099P01',
        roomId: '100099R4',
        goDate: '20261212',
        nights: '2',
        roomCount: '2',
        adultPax: '3',
        childPax: '10-b1s0sc1',
      },
      'ja',
    );
    expect(request).not.toBeNull();
    const path = bookingPagePath(request!);
    expect(path.startsWith('/booking/hotel/100099?')).toBe(true);
    const [, qs] = path.split('?');
    expect(quoteRequestFromQuery('hotel', '100099', new URLSearchParams(qs), 'ja')).toEqual(request);
    const tour = quoteRequestFromQuery('tour', 'T000001', { goDate: '20261212', adultPax: '2' }, 'ja')!;
    const [tourPath, tourQs] = bookingPagePath(tour).split('?');
    expect(tourPath).toBe('/booking/tour/T000001');
    expect(quoteRequestFromQuery('tour', 'T000001', new URLSearchParams(tourQs), 'ja')).toEqual(tour);
  });
});

describe('hotelPlanBookingPath (plan rows → booking)', () => {
  it('carries the stay and the party to a booking page the parser reads back', () => {
    const condition = {
      ...createDefaultCondition(defaultConfig, '20261201'),
      isNoDate: false,
      goDate: '20261224',
      nights: 2,
      adultPax: 2,
      roomCount: 1,
      childPax: [{ age: 8, useBed: true, detail: { useSeat: false, isSchoolChild: true } }],
    };
    const path = hotelPlanBookingPath('100066', '100066P01', condition)!;
    expect(path.startsWith('/booking/hotel/100066?')).toBe(true);
    const query = Object.fromEntries(new URLSearchParams(path.split('?')[1]));
    expect(quoteRequestFromQuery('hotel', '100066', query)).toMatchObject({
      kind: 'yado',
      planId: '100066P01',
      date: '20261224',
      nights: 2,
      adultPax: 2,
      children: [{ age: 8, useBed: true, isSchoolChild: true }],
    });
  });
  it('gives no booking page without a stay date', () => {
    const condition = { ...createDefaultCondition(defaultConfig, '20261201'), isNoDate: true };
    expect(hotelPlanBookingPath('100066', '100066P01', condition)).toBeNull();
  });
});
