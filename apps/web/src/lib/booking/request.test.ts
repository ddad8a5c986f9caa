import { createDefaultCondition, defaultConfig } from '@tabiyori/domain';
import { describe, expect, it } from 'vitest';
import { bookingPagePath, hotelPlanBookingPath } from './bookingPagePath';
import { CHILD_AGE, childrenOfCounts, countsOfRequest, INFANT_AGE, paxCountsFromQuery } from './paxCounts';
import { quoteRequestFromQuery } from './request';
import { withStayRoom } from './tourChoices';

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

  it('reads the tour detail page link (goDate, party, isNoDate=0) with its choices, and writes it back', () => {
    const query = {
      goDate: '20261210',
      isNoDate: '0',
      adultPax: '2',
      paxPerRoom: '2',
      childPax: '8-b1s1sc1',
      stay: '0_100012_P0001201',
      transport: 'outbound_1,return_0',
      roomAssign: 'm1f1a0b1c0d0e0f0a0b0',
      includeOptionals: '1402-001-01_20261211_m2f0a0b1c0d0e0f0a0b0_1402-001',
    };
    const request = quoteRequestFromQuery('tour', 'T000106', query);
    expect(request).toMatchObject({
      kind: 'tour',
      tourId: 'T000106',
      date: '20261210',
      adultPax: 2,
      roomCount: 1,
      stays: [{ relativeDate: 0, hotelId: '100012', planId: 'P0001201' }],
      transports: [
        { leg: 'outbound', service: 1 },
        { leg: 'return', service: 0 },
      ],
      roomAssigns: ['m1f1a0b1c0d0e0f0a0b0'],
      includeOptionals: [
        {
          optionalId: '1402-001-01',
          date: '20261211',
          amount: 'm2f0a0b1c0d0e0f0a0b0',
          optionalGroupId: '1402-001',
        },
      ],
    });
    expect(request?.children).toEqual([{ age: 8, useBed: true, useSeat: true, isSchoolChild: true }]);
    // The page path written from the request reads back as the same request (reload, log-in return).
    const again = new URL(`http://x${bookingPagePath(request!)}`).searchParams;
    expect(quoteRequestFromQuery('tour', 'T000106', again)).toEqual(request);
  });

  it('reads and writes back the room type chosen for a tour stay (issue 18 item 2)', () => {
    const query = { goDate: '20261210', isNoDate: '0', adultPax: '2', stay: '0_100012_P0001201_100012R3' };
    const request = quoteRequestFromQuery('tour', 'T000106', query);
    expect(request?.stays).toEqual([
      { relativeDate: 0, hotelId: '100012', planId: 'P0001201', roomId: '100012R3' },
    ]);
    const again = new URL(`http://x${bookingPagePath(request!)}`).searchParams;
    expect(again.get('stay')).toBe('0_100012_P0001201_100012R3');
    expect(quoteRequestFromQuery('tour', 'T000106', again)).toEqual(request);
  });

  it('names a default stay in full when only its room type is chosen, keeping the other stays', () => {
    const choices = withStayRoom(
      {
        stays: [{ relativeDate: 1, hotelId: 'H2', planId: 'P2' }],
        transports: [{ leg: 'outbound', service: 1 }],
      },
      { relativeDate: 0, hotelId: 'H1', planId: 'P1' },
      'H1R2',
    );
    expect(choices).toEqual({
      stays: [
        { relativeDate: 0, hotelId: 'H1', planId: 'P1', roomId: 'H1R2' },
        { relativeDate: 1, hotelId: 'H2', planId: 'P2' },
      ],
      transports: [{ leg: 'outbound', service: 1 }],
    });
  });

  it.each([
    ['a stay without its plan', { stay: '0_100012' }],
    ['a stay with a part too many', { stay: '0_100012_P0001201_R1_x' }],
    ['an unknown leg', { transport: 'sideways_1' }],
    ['an optional without its group', { includeOptionals: '1402-001-01_20261211_m2f0a0b0c0d0e0f0a0b0' }],
    ['a room assignment with spaces', { roomAssign: 'm1 f1' }],
  ])('refuses a tour link with %s', (_name, extra) => {
    expect(
      quoteRequestFromQuery('tour', 'T000106', {
        goDate: '20261210',
        isNoDate: '0',
        adultPax: '2',
        ...extra,
      }),
    ).toBeNull();
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
    [
      'a guest without a room',
      { planId: 'P1', goDate: '20261212', adultPax: '2', roomCount: '2', placement: '0' },
    ],
    [
      'a room beyond the rooms',
      { planId: 'P1', goDate: '20261212', adultPax: '2', roomCount: '2', placement: '0-2' },
    ],
    [
      'a malformed placement',
      { planId: 'P1', goDate: '20261212', adultPax: '2', roomCount: '2', placement: '0,1' },
    ],
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
        placement: '0-1-1-0',
        goDate: '20261212',
        nights: '2',
        roomCount: '2',
        adultPax: '3',
        childPax: '10-b1s0sc1',
      },
      'ja',
    );
    expect(request?.placement).toEqual([0, 1, 1, 0]);
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

describe('optional, rental-car and dynamic-package booking pages', () => {
  it('reads an optional activity by the spec pax-type codes: adults, children and infants', () => {
    const request = quoteRequestFromQuery(
      'optional',
      'OPL01-M02-P03',
      new URLSearchParams('date=20261212&person1=2&person6=1&person9=1'),
      'en',
    );
    expect(request).toEqual({
      kind: 'optional',
      lang: 'en',
      optionalId: 'OPL01-M02-P03',
      date: '20261212',
      adultPax: 2,
      roomCount: 1,
      children: [
        { age: CHILD_AGE, useBed: false, useSeat: true, isSchoolChild: true },
        { age: INFANT_AGE, useBed: false, useSeat: false, isSchoolChild: false },
      ],
    });
    expect(countsOfRequest(request!)).toEqual({ person1: 2, person6: 1, person9: 1 });
    expect(bookingPagePath(request!)).toBe(
      '/booking/optional/OPL01-M02-P03?date=20261212&person1=2&person6=1&person9=1',
    );
  });

  it.each([
    ['no date', 'person1=2'],
    ['an impossible date', 'date=20260231&person1=2'],
    ['nobody', 'date=20261212&person1=0'],
    ['no counts at all', 'date=20261212'],
    ['a malformed count', 'date=20261212&person1=2x'],
    ['a negative count', 'date=20261212&person1=-1'],
    ['more than 9 people', 'date=20261212&person1=9&person6=1'],
  ])('an optional page with %s is not bookable', (_, qs) => {
    expect(quoteRequestFromQuery('optional', 'A-B-C', new URLSearchParams(qs))).toBeNull();
  });

  it('reads a rental: pickup and return days and times; one adult when no passengers are named', () => {
    const qs = 'date=20261212&pickupTime=0900&returnDate=20261214&returnTime=1800';
    const request = quoteRequestFromQuery('rentacar', 'OF01-C1', new URLSearchParams(qs));
    expect(request).toEqual({
      kind: 'rentacar',
      lang: 'ja',
      carId: 'OF01-C1',
      date: '20261212',
      pickupTime: '0900',
      returnDate: '20261214',
      returnTime: '1800',
      adultPax: 1,
      children: [],
      roomCount: 1,
    });
    expect(bookingPagePath(request!)).toBe(`/booking/rentacar/OF01-C1?${qs}&person1=1`);
    const family = quoteRequestFromQuery(
      'rentacar',
      'OF01-C1',
      new URLSearchParams(`${qs}&person1=2&person6=2`),
    );
    expect(family?.children).toHaveLength(2);
    const back = new URLSearchParams(bookingPagePath(family!).split('?')[1]);
    expect(quoteRequestFromQuery('rentacar', 'OF01-C1', back)).toEqual(family);
  });

  it.each([
    ['a return before the pickup', 'date=20261212&pickupTime=0900&returnDate=20261211&returnTime=1800'],
    ['a return at the pickup time', 'date=20261212&pickupTime=0900&returnDate=20261212&returnTime=0900'],
    ['a malformed time', 'date=20261212&pickupTime=9:00&returnDate=20261213&returnTime=1800'],
    ['an impossible time', 'date=20261212&pickupTime=2460&returnDate=20261213&returnTime=1800'],
    ['no return day', 'date=20261212&pickupTime=0900&returnTime=1800'],
  ])('a rental page with %s is not bookable', (_, qs) => {
    expect(quoteRequestFromQuery('rentacar', 'OF01-C1', new URLSearchParams(qs))).toBeNull();
  });

  it('reads a dynamic package: the stay, exactly one JR departure and the seat class', () => {
    const qs =
      'planId=100099P01&goDate=20261212&nights=2&roomCount=1&adultPax=2&childPax=8-b1s0sc1&depAreaCode=130000&seatClass=green';
    const request = quoteRequestFromQuery('dp', '100099', new URLSearchParams(qs));
    expect(request).toMatchObject({
      kind: 'dp',
      hotelId: '100099',
      planId: '100099P01',
      date: '20261212',
      nights: 2,
      adultPax: 2,
      depAreaCode: '130000',
      seatClass: 'green',
    });
    expect(request?.children).toHaveLength(1);
    const path = bookingPagePath(request!);
    expect(path.startsWith('/booking/dp/100099?')).toBe(true);
    expect(quoteRequestFromQuery('dp', '100099', new URLSearchParams(path.split('?')[1]))).toEqual(request);
    // The seat class defaults to an ordinary reserved seat.
    const reserved = quoteRequestFromQuery(
      'dp',
      '100099',
      new URLSearchParams(
        qs.replace('&seatClass=green', '').replace('depAreaCode=130000', 'depStation=S0001'),
      ),
    );
    expect(reserved).toMatchObject({ seatClass: 'reserved', depStation: 'S0001' });
    expect(reserved).not.toHaveProperty('depAreaCode');
  });

  it.each([
    ['no departure', 'planId=P1&goDate=20261212&adultPax=2'],
    ['two departures', 'planId=P1&goDate=20261212&adultPax=2&depAreaCode=130000&depStation=S1'],
    ['a malformed departure', 'planId=P1&goDate=20261212&adultPax=2&depAreaCode=../x'],
    ['an unknown seat class', 'planId=P1&goDate=20261212&adultPax=2&depAreaCode=130000&seatClass=first'],
    ['no plan', 'goDate=20261212&adultPax=2&depAreaCode=130000'],
  ])('a dp page with %s is not bookable', (_, qs) => {
    expect(quoteRequestFromQuery('dp', 'H1', new URLSearchParams(qs))).toBeNull();
  });

  it('paxCountsFromQuery reads the search pages’ counts', () => {
    expect(paxCountsFromQuery({ person1: '2', person6: '1' })).toEqual({
      person1: 2,
      person6: 1,
      person9: 0,
    });
    expect(paxCountsFromQuery({}, 1)).toEqual({ person1: 1, person6: 0, person9: 0 });
    expect(paxCountsFromQuery({})).toBeNull();
    expect(childrenOfCounts({ person6: 0, person9: 2 }).every((c) => !c.isSchoolChild && !c.useSeat)).toBe(
      true,
    );
  });
});
