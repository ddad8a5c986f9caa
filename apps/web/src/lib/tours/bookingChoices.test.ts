/**
 * The tour panel's sums and picks: optionals priced for the party and chosen with their day,
 * plans and services picked against the included ones, and why the booking link is withheld.
 */
import { describe, expect, it } from 'vitest';
import { roomAssignOf } from '@tabiyori/domain';
import type { PartyDraft } from '@/lib/search/party';
import {
  bookingBlockerKey,
  choiceDifference,
  chosenOptionals,
  chosenStays,
  chosenTransports,
  optionalRows,
  optionalSubtotal,
  partyText,
  type BookingReadiness,
} from './bookingChoices';
import type { StayOptions } from './choices';
import type { DepartureLeg, TourOptional } from './types';

const school8 = { age: 8, useBed: true, useSeat: true, isSchoolChild: true };
const infant2 = { age: 2, useBed: false, useSeat: false, isSchoolChild: false };
const twoAndChild: PartyDraft = { roomCount: 1, adultPax: 2, children: [school8] };

const optional = (optionalId: string, person9: number | null, stocks: [string, number][]): TourOptional => ({
  optionalId,
  optionalGroupId: `G${optionalId}`,
  name: `opt ${optionalId}`,
  planName: 'plan',
  categoryCode: '01',
  area3Code: 'A1',
  prices: { person1: 3000, person6: 2000, person9 },
  startTimes: ['0900'],
  durationMinutes: 90,
  minPax: 1,
  maxPax: 9,
  dates: stocks.map(([date, stock]) => ({ date, stock })),
});

describe('the tour panel: optional activities', () => {
  const optionals = [
    optional('O1', null, [
      ['20261210', 0],
      ['20261211', 3],
    ]),
    optional('O2', 500, [['20261210', 2]]),
  ];

  it('price each for the party and keep only the days with stock', () => {
    const rows = optionalRows(optionals, twoAndChild);
    expect(rows.map((r) => [r.optional.optionalId, r.price, r.dates.map((d) => d.date)])).toEqual([
      ['O1', 2 * 3000 + 2000, ['20261211']],
      ['O2', 2 * 3000 + 2000, ['20261210']],
    ]);
    // An infant's category unsold: no price for that party.
    expect(optionalRows(optionals, { ...twoAndChild, children: [infant2] })[0]?.price).toBeNull();
  });

  it('send on and add up only the chosen ones the party can take', () => {
    const party = { ...twoAndChild, children: [infant2] };
    const rows = optionalRows(optionals, party);
    const amount = roomAssignOf({ male: 2, childE: 1 });
    const chosen = { O1: '20261211', O2: '20261210' };
    expect(chosenOptionals(rows, chosen, amount)).toEqual([
      { optionalId: 'O2', optionalGroupId: 'GO2', date: '20261210', amount },
    ]);
    expect(optionalSubtotal(rows, chosen)).toBe(2 * 3000 + 500);
    expect(optionalSubtotal(rows, {})).toBe(0);
  });
});

describe('the tour panel: plans and services picked', () => {
  const stay: StayOptions = {
    relativeDate: 1,
    nights: 1,
    checkinDate: '20261211',
    options: [
      {
        value: 'H1_P1',
        hotelId: 'H1',
        planId: 'P1',
        hotelName: 'A',
        planName: 'p1',
        mealTypeName: '',
        difference: 0,
        included: true,
      },
      {
        value: 'H2_P2',
        hotelId: 'H2',
        planId: 'P2',
        hotelName: 'B',
        planName: 'p2',
        mealTypeName: '',
        difference: 4000,
        included: false,
      },
    ],
  };
  const leg = {
    leg: 'return',
    services: [
      { number: 'NH1', depTime: '0700', arrTime: '0830', surcharge: 0 },
      { number: 'NH3', depTime: '1200', arrTime: '1330', surcharge: -1500 },
    ],
  } as DepartureLeg;

  it('leave out the included plan and service: the price shown holds them', () => {
    expect(chosenStays([stay], { 1: 'H1_P1' })).toEqual([]);
    expect(chosenTransports([leg], { return: 0 })).toEqual([]);
    expect(chosenStays([stay], {})).toEqual([]);
  });

  it('carry the others with what they add per adult', () => {
    const stays = chosenStays([stay], { 1: 'H2_P2' });
    const transports = chosenTransports([leg], { return: 1 });
    expect(stays).toEqual([{ relativeDate: 1, hotelId: 'H2', planId: 'P2', difference: 4000 }]);
    expect(transports).toEqual([{ leg: 'return', service: 1, difference: -1500 }]);
    expect(choiceDifference([...stays, ...transports])).toBe(2500);
  });
});

describe('the tour panel: the booking link', () => {
  const ready: BookingReadiness = {
    goDate: '20261210',
    dirty: false,
    partyOk: true,
    roomAssignOk: true,
    available: true,
  };

  it('is offered when dated, applied, valid and priced', () => {
    expect(bookingBlockerKey(ready)).toBeNull();
  });

  it('says the first thing missing', () => {
    expect(bookingBlockerKey({ ...ready, goDate: null, dirty: true })).toBe('bookingNeedsDate');
    expect(bookingBlockerKey({ ...ready, dirty: true, partyOk: false })).toBe('bookingNeedsRecalc');
    expect(bookingBlockerKey({ ...ready, roomAssignOk: false, available: false })).toBe('bookingNeedsFix');
    expect(bookingBlockerKey({ ...ready, available: false })).toBe('priceUnavailable');
  });

  it('names the party in people and rooms', () => {
    expect(partyText(twoAndChild, 'ja')).toBe('3名・1室');
    expect(partyText({ ...twoAndChild, roomCount: 2 }, 'en')).toBe('3 guests · 2 rooms');
  });
});
