/** Spec §2 tour list link; §3 condition defaults; §7 the condition in API calls and page links (issue 5). */
import { describe, expect, it } from 'vitest';
import {
  createDefaultCondition,
  defaultConfig,
  parseOptionalAmount,
  parseRoomAssign,
  roomAssignOf,
  setApproachType,
  setArrivalAreas,
  setDepartureArea,
  setGoDate,
  setPage,
  setPrice,
} from '@tabiyori/domain';
import {
  flyerHref,
  hasTourDeparture,
  tourApiQuery,
  tourBookingHref,
  tourDetailHref,
  tourListCanonicalPath,
  tourListHref,
  tourPageCondition,
} from './condition';

const TODAY = '20261122';
const base = createDefaultCondition(defaultConfig, TODAY);

describe('the condition of a tour page', () => {
  it('is the defaults without a query and reads the whole condition back from its own link', () => {
    // A tour page has no default length (the config's 1 night is the hotel stay's).
    expect(tourPageCondition({}, TODAY)).toEqual({ ...base, nights: undefined });
    const chosen = setPrice(setGoDate(setArrivalAreas(setDepartureArea(base, '03'), ['1402']), '20261210'), {
      minPrice: 30000,
    });
    const href = tourListHref(chosen);
    expect(href.startsWith('/tours?')).toBe(true);
    const back = tourPageCondition(new URLSearchParams(href.split('?')[1]), TODAY);
    expect(back).toEqual(chosen);
  });
});

describe('tourApiQuery', () => {
  it('issue 16: a 2泊 search sends nights=2, so only 2-night tours are listed', () => {
    const condition = tourPageCondition(new URLSearchParams('nights=2&goDate=20261210&isNoDate=0'), TODAY);
    expect(tourApiQuery(condition, 'ja').nights).toBe('2');
    expect(tourApiQuery(tourPageCondition(new URLSearchParams('tourDays=3'), TODAY), 'ja')).toMatchObject({
      tourDays: '3',
    });
  });

  it('leaves the default approach type out without a departure, so every transport is listed', () => {
    const query = tourApiQuery(tourPageCondition({}, TODAY), 'ja', { ipg: 20 });
    expect(query.approachType).toBeUndefined();
    // Without a chosen length every length is listed.
    expect(query.nights).toBeUndefined();
    expect(tourApiQuery({ ...base, tourDays: 3 }, 'ja').tourDays).toBe('3');
    expect(query).toMatchObject({ lang: 'ja', ipg: '20', sort: 'lowPrice' });
  });

  it('sends the approach type with a departure or when it is not the default', () => {
    expect(tourApiQuery(setDepartureArea(base, '03'), 'en').approachType).toBe('air');
    expect(tourApiQuery(setApproachType(base, 'train'), 'ja').approachType).toBe('train');
    expect(hasTourDeparture(base)).toBe(false);
    expect(hasTourDeparture(setDepartureArea(base, '03'))).toBe(true);
  });
});

describe('links of one tour', () => {
  const withDate = setGoDate({ ...base, adultPax: 2, roomCount: 1 }, '20261210');

  it('the detail carries the date and party but not the list-only fields', () => {
    const listy = setPage(setArrivalAreas(withDate, ['1402']), 3);
    const href = tourDetailHref('T000106', listy, { month: '202612' });
    const query = new URLSearchParams(href.split('?')[1]);
    expect(href.startsWith('/tours/T000106?')).toBe(true);
    expect(query.get('goDate')).toBe('20261210');
    expect(query.get('adultPax')).toBe('2');
    expect(query.get('month')).toBe('202612');
    expect(query.has('arrAreaCode')).toBe(false);
    expect(query.has('page')).toBe(false);
  });

  it('the booking link holds goDate and the party as the codec writes them, then room assignment and optionals', () => {
    const party = {
      ...withDate,
      childPax: [{ age: 8, useBed: true, detail: { useSeat: true, isSchoolChild: true } }],
    };
    const rooms = [roomAssignOf({ male: 1, female: 1, childB: 1 })];
    const amount = roomAssignOf({ male: 2, childB: 1 });
    const href = tourBookingHref('T000106', party, {
      roomAssigns: rooms,
      optionals: [{ optionalId: '1402-001-01', optionalGroupId: '1402-001', date: '20261211', amount }],
      stays: [{ relativeDate: 0, hotelId: '100012', planId: 'P0001201' }],
      transports: [{ leg: 'outbound', service: 2 }],
    });
    expect(href).not.toBeNull();
    const [path, qs] = (href ?? '').split('?');
    expect(path).toBe('/booking/tour/T000106');
    const query = new URLSearchParams(qs);
    expect(query.get('goDate')).toBe('20261210');
    expect(query.get('childPax')).toBe('8-b1s1sc1');
    expect(query.get('isNoDate')).toBe('0');
    expect(parseRoomAssign(query.get('roomAssign'))).toEqual(rooms[0]);
    const [id, date, counts, group] = (query.get('includeOptionals') ?? '').split('_');
    expect([id, date, group]).toEqual(['1402-001-01', '20261211', '1402-001']);
    expect(parseOptionalAmount(counts)).toEqual(amount);
    expect(query.get('stay')).toBe('0_100012_P0001201');
    expect(query.get('transport')).toBe('outbound_2');
  });

  it('there is no booking link without a departure date', () => {
    expect(tourBookingHref('T000106', base)).toBeNull();
  });

  it('the flyer link names its month only when given', () => {
    expect(flyerHref('T000106')).toBe('/flyer/T000106');
    expect(flyerHref('T000106', '202612')).toBe('/flyer/T000106?flyerMonth=202612');
  });

  it('the canonical list URL keeps departure, destination and page only', () => {
    expect(tourListCanonicalPath(withDate)).toBe('/tours');
    expect(
      tourListCanonicalPath(setPage(setArrivalAreas(setDepartureArea(withDate, '03'), ['1402']), 2)),
    ).toBe('/tours?depAreaCode=03&arrAreaCode=1402&page=2');
  });
});
