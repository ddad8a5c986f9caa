import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config/domainConfig';
import { createDefaultCondition } from './defaultCondition';
import { compareKodawariCodes } from './fieldValues';
import {
  addKeyword,
  addMeal,
  addRoomType,
  removeKeyword,
  removeMeal,
  removeRoomType,
  resetPrice,
  setAdultPax,
  setApproachType,
  setArrivalAreas,
  setChildPax,
  setDepartureAirport,
  setDepartureArea,
  setDepartureGenericStation,
  setDepartureStation,
  setFlyerMonth,
  setGoDate,
  setGroupId,
  setNights,
  setNoDate,
  setPage,
  setPaxPerRoom,
  setPrice,
  setRoomCount,
  setSort,
  setTourDays,
  setTourType,
  toggleKodawari,
} from './transitions';
import type { SearchCondition } from './types';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

const base = deepFreeze({ ...createDefaultCondition(defaultConfig, '20261122'), page: 4 });
const withAirport: SearchCondition = deepFreeze({ ...base, depAirport: 'HND' });
const withStation: SearchCondition = deepFreeze({ ...base, approachType: 'train', depStation: 'TYO' });
const withPort: SearchCondition = deepFreeze({
  ...base,
  approachType: '01',
  depGenericStation: 'TKP',
  depGenericStationApproach: '01',
});

describe('spec §4: choosing an approach type clears an airport or station not matching it', () => {
  it('train clears the airport, keeps the departure area', () => {
    const c = setApproachType({ ...withAirport, depAreaCode: '13' }, 'train');
    expect(c.approachType).toBe('train');
    expect(c.depAirport).toBeUndefined();
    expect(c.depAreaCode).toBe('13');
    expect('depAirport' in c).toBe(false);
  });
  it('air clears the station and keeps an airport', () => {
    expect(setApproachType(withStation, 'air').depStation).toBeUndefined();
    expect(setApproachType(withAirport, 'air').depAirport).toBe('HND');
  });
  it('train keeps a station', () => {
    expect(setApproachType(withStation, 'train').depStation).toBe('TYO');
  });
  it('decision: air and train clear a generic station; its own generic type keeps it', () => {
    expect(setApproachType(withPort, 'air').depGenericStation).toBeUndefined();
    expect(setApproachType(withPort, 'air').depGenericStationApproach).toBeUndefined();
    expect(setApproachType(withPort, 'train').depGenericStation).toBeUndefined();
    expect(setApproachType(withPort, '01').depGenericStation).toBe('TKP');
  });
  it("decision: on-site '00' (no transport) clears every departure point", () => {
    const c = setApproachType({ ...withAirport, depStation: 'TYO' }, '00');
    expect([c.depAirport, c.depStation, c.depGenericStation]).toEqual([undefined, undefined, undefined]);
    const onSitePort = { ...withPort, depGenericStationApproach: '00' as const };
    expect(setApproachType(onSitePort, '00').depGenericStation).toBeUndefined();
  });
  it('ignores unknown approach types', () => {
    expect(setApproachType(withAirport, 'bus' as never)).toBe(withAirport);
  });
});

describe('spec §4: choosing a departure area clears airport, station and generic station', () => {
  it('clears every departure point', () => {
    const c = setDepartureArea({ ...withPort, depAirport: 'HND', depStation: 'TYO' }, '13');
    expect(c.depAreaCode).toBe('13');
    expect([c.depAirport, c.depStation, c.depGenericStation, c.depGenericStationApproach]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
  it('clears the area with undefined or blank', () => {
    expect(setDepartureArea({ ...base, depAreaCode: '13' }, '').depAreaCode).toBeUndefined();
  });
});

describe('spec §4: choosing an airport, station or generic station clears the other departure forms', () => {
  it('airport clears area, station and generic station, and sets approach air', () => {
    const c = setDepartureAirport({ ...withPort, depAreaCode: '13', depStation: 'TYO' }, 'NRT');
    expect(c).toMatchObject({ depAirport: 'NRT', approachType: 'air' });
    expect([c.depAreaCode, c.depStation, c.depGenericStation]).toEqual([undefined, undefined, undefined]);
  });
  it('station clears area and airport, and sets approach train', () => {
    const c = setDepartureStation({ ...withAirport, depAreaCode: '13' }, 'OSA');
    expect(c).toMatchObject({ depStation: 'OSA', approachType: 'train' });
    expect([c.depAreaCode, c.depAirport]).toEqual([undefined, undefined]);
  });
  it('generic station clears airport and station, and takes its generic approach type', () => {
    const c = setDepartureGenericStation({ ...withStation, depAirport: 'HND' }, 'KOB', '01');
    expect(c).toMatchObject({
      depGenericStation: 'KOB',
      depGenericStationApproach: '01',
      approachType: '01',
    });
    expect([c.depAirport, c.depStation]).toEqual([undefined, undefined]);
  });
  it('ignores blank codes and unknown generic types', () => {
    expect(setDepartureAirport(withStation, ' ')).toBe(withStation);
    expect(setDepartureGenericStation(withStation, 'KOB', '99' as never)).toBe(withStation);
  });
});

describe('spec §4: toggling a preference adds if absent, removes if present, keeps the list sorted', () => {
  it('adds in sorted place and removes', () => {
    const a = toggleKodawari({ ...base, kodawari: ['2', '30'] }, '10');
    expect(a.kodawari).toEqual(['2', '10', '30']);
    expect(toggleKodawari(a, '2').kodawari).toEqual(['10', '30']);
  });
  it('orders digit codes numerically and other codes by code unit', () => {
    expect(['b', '10', 'a', '9'].sort(compareKodawariCodes)).toEqual(['9', '10', 'a', 'b']);
  });
});

describe('spec §4: removing a keyword, room type or meal filters it out', () => {
  it('keywords: add splits on ASCII and ideographic spaces without duplicates; remove filters', () => {
    const c = addKeyword(base, '温泉　露天風呂 温泉');
    expect(c.keyword).toEqual(['温泉', '露天風呂']);
    expect(addKeyword(c, '温泉')).toBe(c);
    expect(removeKeyword(c, '温泉').keyword).toEqual(['露天風呂']);
  });
  it('room types and meals', () => {
    const c = addMeal(addMeal(addRoomType(addRoomType(base, 'twin'), 'washitsu'), 'breakfast'), 'dinner');
    expect(c.roomType).toEqual(['twin', 'washitsu']);
    expect(addRoomType(c, 'twin')).toBe(c);
    expect(removeRoomType(c, 'twin').roomType).toEqual(['washitsu']);
    expect(removeMeal(c, 'dinner').meal).toEqual(['breakfast']);
  });
});

describe('spec §4: resetting the price sets both bounds to none', () => {
  it('sets and resets', () => {
    const c = setPrice(base, { minPrice: 10000, maxPrice: 30000 });
    expect([c.minPrice, c.maxPrice]).toEqual([10000, 30000]);
    const r = resetPrice(c);
    expect('minPrice' in r || 'maxPrice' in r).toBe(false);
  });
  it('spec §5: one bound may be "no limit"; reversed bounds are swapped; negatives ignored', () => {
    expect(setPrice(base, { maxPrice: 20000 })).toMatchObject({ maxPrice: 20000 });
    expect(setPrice(base, { maxPrice: 20000 }).minPrice).toBeUndefined();
    expect(setPrice(base, { minPrice: 30000, maxPrice: 10000 })).toMatchObject({
      minPrice: 10000,
      maxPrice: 30000,
    });
    expect(setPrice(base, { minPrice: -1 })).toBe(base);
  });
});

describe('spec §4: go date, no-date flag, nights, days, people and rooms', () => {
  it('choosing a go date turns the no-date flag off; invalid dates are ignored', () => {
    expect(setGoDate(base, '20270105')).toMatchObject({ goDate: '20270105', isNoDate: false });
    expect(setGoDate(base, '20270230')).toBe(base);
  });
  it('turning no-date on keeps the chosen day for later', () => {
    const c = setNoDate(setGoDate(base, '20270105'), true);
    expect(c).toMatchObject({ isNoDate: true, goDate: '20270105' });
  });
  it('nights and tour days are independent; undefined clears', () => {
    const c = setTourDays(setNights(base, 2), 3);
    expect([c.nights, c.tourDays]).toEqual([2, 3]);
    expect(setNights(c, undefined).nights).toBeUndefined();
    expect(setNights(c, 0)).toBe(c);
  });
  it('spec §9: at most 9 people per room, adults and rooms', () => {
    expect(setPaxPerRoom(base, 3).paxPerRoom).toBe(3);
    expect(setPaxPerRoom(base, 10)).toBe(base);
    expect(setAdultPax(base, 9).adultPax).toBe(9);
    expect(setAdultPax(base, 1.5)).toBe(base);
    expect(setRoomCount(base, 2).roomCount).toBe(2);
    expect(setRoomCount(base, 0)).toBe(base);
  });
  it('child list is copied and limited to ages 0–17', () => {
    const child = { age: 8, useBed: true, detail: { useSeat: true, isSchoolChild: true } };
    const c = setChildPax(base, [child]);
    expect(c.childPax).toEqual([child]);
    expect(c.childPax[0]).not.toBe(child);
    expect(setChildPax(base, [{ ...child, age: 18 }])).toBe(base);
  });
  it('arrival areas drop blanks and repeats', () => {
    expect(setArrivalAreas(base, ['47', '', '47', '01']).arrAreaCode).toEqual(['47', '01']);
  });
  it('group id, tour type and flyer month', () => {
    expect(setGroupId(base, 'G1').GroupID).toBe('G1');
    expect(setTourType(base, '03').tourType).toBe('03');
    expect(setFlyerMonth(base, '202702').flyerMonth).toBe('202702');
    expect(setFlyerMonth(base, '202713')).toBe(base);
  });
});

describe('decision: every criterion change resets page to 1, the page change does not', () => {
  const changes: [string, (c: SearchCondition) => SearchCondition][] = [
    ['approach type', (c) => setApproachType(c, 'train')],
    ['departure area', (c) => setDepartureArea(c, '27')],
    ['airport', (c) => setDepartureAirport(c, 'ITM')],
    ['go date', (c) => setGoDate(c, '20270105')],
    ['no-date flag', (c) => setNoDate(c, false)],
    ['nights', (c) => setNights(c, 2)],
    ['people per room', (c) => setPaxPerRoom(c, 1)],
    ['arrival area', (c) => setArrivalAreas(c, ['47'])],
    ['price', (c) => setPrice(c, { minPrice: 5000 })],
    ['price reset', resetPrice],
    ['keyword', (c) => addKeyword(c, '温泉')],
    ['sort', (c) => setSort(c, 'popular')],
    ['kodawari', (c) => toggleKodawari(c, '1')],
    ['meal', (c) => addMeal(c, 'breakfast')],
    ['tour type', (c) => setTourType(c, '01')],
    ['flyer month', (c) => setFlyerMonth(c, '202701')],
  ];
  it.each(changes)('%s resets the page and never mutates the input', (_name, change) => {
    expect(change(base).page).toBe(1);
    expect(base.page).toBe(4);
  });
  it('setting the page keeps everything else', () => {
    expect(setPage(base, 7)).toEqual({ ...base, page: 7 });
    expect(setPage(base, 0)).toBe(base);
  });
});
