/** Issue 6: the dynamic-package seat class of a hotel page and the link to the dp booking page. */
import { describe, expect, it } from 'vitest';
import { quoteRequestFromQuery } from '@/lib/booking/request';
import {
  departureLabel,
  dpBookingPath,
  dpDeparture,
  dpListNote,
  dpSeat,
  seatClassOf,
  seatClassQuery,
} from './dp';
import { hotelApiQuery, hotelPageCondition } from './condition';
import type { PlanDp } from './types';

const TODAY = '20261122';

const page = (query: string) => hotelPageCondition(new URLSearchParams(query), TODAY);

describe('the seat class of a hotel page', () => {
  it('is the ordinary reserved seat unless green is asked', () => {
    expect(seatClassOf(undefined)).toBe('reserved');
    expect(seatClassOf('green')).toBe('green');
    expect(seatClassOf(['green', 'reserved'])).toBe('green');
    expect(seatClassOf('first')).toBe('reserved');
    expect(seatClassQuery('reserved')).toEqual({});
    expect(seatClassQuery('green')).toEqual({ seatClass: 'green' });
  });

  it('picks the figures of the chosen seat from the API', () => {
    const dp = {
      transportPerAdult: 30000,
      transportTotal: 60000,
      setPricePerAdult: 45000,
      setTotal: 90000,
      green: {
        transportPerAdult: 38000,
        transportTotal: 76000,
        setPricePerAdult: 53000,
        setTotal: 106000,
        extraPerAdult: 8000,
        extraTotal: 16000,
      },
    } as PlanDp;
    expect(dpSeat(dp, 'reserved').setTotal).toBe(90000);
    expect(dpSeat(dp, 'green').setTotal).toBe(106000);
  });
});

describe('the departure as the texts name it', () => {
  it('says 発 / from once, whether the catalog name has it (areas) or not (stations)', () => {
    expect(departureLabel('東京・関東発', 'ja')).toBe('東京・関東発');
    expect(departureLabel('東京', 'ja')).toBe('東京発');
    expect(departureLabel('From Tokyo / Kanto', 'en')).toBe('from Tokyo / Kanto');
    expect(departureLabel('From Tokyo / Kanto', 'en', true)).toBe('From Tokyo / Kanto');
    expect(departureLabel('Tokyo', 'en')).toBe('from Tokyo');
  });
});

describe('the dp booking link', () => {
  it('carries the stay, the party, exactly one departure and the seat class', () => {
    const condition = page(
      'goDate=20261220&isNoDate=0&nights=2&roomCount=1&adultPax=2&childPax=8-b1s1sc1&depAreaCode=130',
    );
    const path = dpBookingPath('100066', 'P1', condition, 'green', 'R2')!;
    const [pathname, search] = path.split('?');
    expect(pathname).toBe('/booking/dp/100066');
    const params = new URLSearchParams(search);
    expect(params.has('depStation') || params.has('depGenericStation')).toBe(false);
    expect(Object.fromEntries(params)).toMatchObject({
      planId: 'P1',
      goDate: '20261220',
      nights: '2',
      roomCount: '1',
      adultPax: '2',
      childPax: '8-b1s1sc1',
      roomId: 'R2',
      depAreaCode: '130',
      seatClass: 'green',
    });
    // The booking page reads back exactly this dp request.
    const dp = quoteRequestFromQuery('dp', '100066', params);
    expect(dp).toMatchObject({
      kind: 'dp',
      hotelId: '100066',
      planId: 'P1',
      roomId: 'R2',
      date: '20261220',
      nights: 2,
      adultPax: 2,
      roomCount: 1,
      depAreaCode: '130',
      seatClass: 'green',
    });
    expect(dp?.children).toEqual([{ age: 8, useBed: true, useSeat: true, isSchoolChild: true }]);
  });

  it('names one departure in the API order and needs a date and a departure', () => {
    expect(dpDeparture(page('depAreaCode=130&depStation=S001'))).toEqual({ depStation: 'S001' });
    expect(dpDeparture(page('depAreaCode=130'))).toEqual({ depAreaCode: '130' });
    expect(dpDeparture(page(''))).toBeNull();
    expect(dpBookingPath('100066', 'P1', page('depAreaCode=130'), 'reserved')).toBeNull();
    expect(dpBookingPath('100066', 'P1', page('goDate=20261220&isNoDate=0'), 'reserved')).toBeNull();
    const basic = dpBookingPath(
      '100066',
      'P1',
      page('goDate=20261220&isNoDate=0&depAreaCode=130'),
      'reserved',
    )!;
    const params = new URLSearchParams(basic.split('?')[1]);
    expect(params.get('seatClass')).toBe('reserved');
    expect(params.get('adultPax')).toBe('2');
    expect(params.has('roomId')).toBe(false);
    expect(params.has('childPax')).toBe(false);
  });
});

describe('a hotel list with a departure (issue 16 item 5)', () => {
  const departures = [
    { code: '03', stationCodes: ['tokyo'] },
    { code: '09', stationCodes: [] },
  ];
  const list = (query: string) =>
    hotelPageCondition(new URLSearchParams(query), TODAY, { departureAreas: departures });

  it('searches JR + hotel from a JR area when the link names no approach type, and asks the API so', () => {
    // Before: such a link read as the default air and the API was asked for stay-only prices.
    expect(list('depAreaCode=03').approachType).toBe('train');
    expect(hotelApiQuery(list('depAreaCode=03'), 'ja').approachType).toBe('train');
    expect(list('depAreaCode=09').approachType).toBe('air');
    expect(list('depAreaCode=03&approachType=air').approachType).toBe('air');
    expect(list('depStation=tokyo').approachType).toBe('train');
  });

  it('says JR + hotel when the cards carry set prices, and why they are stay-only otherwise', () => {
    const set = [{ set: { perAdult: 30000 } }, { set: null }];
    const stay = [{ set: null }];
    expect(dpListNote(list('depAreaCode=03'), set)).toBe('set');
    expect(dpListNote(list('depAreaCode=03&approachType=air'), stay)).toBe('stayOnlyAir');
    expect(dpListNote(list('depAreaCode=03&arrAreaCode=47'), stay)).toBe('stayOnlyNoJr');
    expect(dpListNote(list(''), stay)).toBeNull();
    expect(dpListNote(list('depAreaCode=03'), [])).toBeNull();
  });
});
