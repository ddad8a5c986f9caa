/** My page's booking change form (issue 18 item 5): the query it sends and the change body priced. */
import { describe, expect, it } from 'vitest';
import {
  changeBodyOf,
  changeFieldsOf,
  changeFormFromQuery,
  childSlots,
  type ChangeFormValues,
} from './change';

const booked: ChangeFormValues = {
  date: '20261210',
  nights: 1,
  adults: 2,
  rooms: 1,
  children: [{ age: 8, useBed: true, useSeat: true, isSchoolChild: true }],
  roomId: 'H1R1',
  rental: null,
};
const rental: ChangeFormValues = {
  ...booked,
  children: [],
  roomId: null,
  rental: { pickupTime: '1000', returnDate: '20261212', returnTime: '1000' },
};

describe('booking change form', () => {
  it('is not sent until the form says so; missing or malformed fields stay as booked', () => {
    expect(changeFormFromQuery({ date: '2026-12-12' }, booked)).toBeNull();
    const sent = changeFormFromQuery(
      { quote: '1', date: '12/12/2026', nights: '99', adults: 'x', rooms: '0', age0: '8', bed0: '1' },
      booked,
    );
    expect(sent).toEqual(booked);
  });

  it('reads the new date, party and rooms; a child of 7 or more is at school and takes a bed', () => {
    const sent = changeFormFromQuery(
      {
        quote: '1',
        date: '2026-12-12',
        nights: '2',
        adults: '3',
        rooms: '2',
        age0: '',
        age1: '9',
        age2: '6',
        bed2: '1',
        school2: '1',
        age3: '3',
      },
      booked,
    )!;
    expect(sent).toMatchObject({ date: '20261212', nights: 2, adults: 3, rooms: 2 });
    expect(sent.children).toEqual([
      { age: 9, useBed: true, useSeat: true, isSchoolChild: true },
      { age: 6, useBed: true, useSeat: true, isSchoolChild: true },
      { age: 3, useBed: false, useSeat: false, isSchoolChild: false },
    ]);
  });

  it('sends only what the kind may change and the traveller changed; the party whole', () => {
    const wanted = { ...booked, date: '20261212', adults: 3, rooms: 2 };
    expect(changeBodyOf(wanted, booked, changeFieldsOf('yado'))).toEqual({
      date: '20261212',
      adultPax: 3,
      children: booked.children,
      roomCount: 2,
    });
    // An activity changes its date and party, never rooms or nights.
    expect(changeBodyOf({ ...wanted, nights: 3 }, booked, changeFieldsOf('optional'))).toEqual({
      date: '20261212',
      adultPax: 3,
      children: booked.children,
    });
    expect(changeBodyOf(booked, booked, changeFieldsOf('yado'))).toEqual({});
    expect(changeFieldsOf('tour')).toEqual([]);
    expect(changeFieldsOf('unknown')).toEqual([]);
  });

  it('reads and sends another room type of a stay; a malformed one stays as booked', () => {
    const sent = changeFormFromQuery({ quote: '1', roomId: 'H1R3', age0: '8', bed0: '1' }, booked)!;
    expect(changeBodyOf(sent, booked, changeFieldsOf('yado'))).toEqual({ roomId: 'H1R3' });
    expect(changeBodyOf(sent, booked, changeFieldsOf('dp'))).toEqual({ roomId: 'H1R3' });
    expect(changeFormFromQuery({ quote: '1', roomId: '../x', age0: '8', bed0: '1' }, booked)?.roomId).toBe(
      'H1R1',
    );
    // An activity has no room type to change.
    expect(changeBodyOf(sent, booked, changeFieldsOf('optional'))).toEqual({});
  });

  it('reads and sends a rental’s new pickup time and return day and time, only those changed', () => {
    const sent = changeFormFromQuery(
      {
        quote: '1',
        date: '2026-12-10',
        adults: '2',
        pickupTime: '1330',
        returnDate: '2026-12-13',
        returnTime: '1000',
      },
      rental,
    )!;
    expect(changeBodyOf(sent, rental, changeFieldsOf('rentacar'))).toEqual({
      pickupTime: '1330',
      returnDate: '20261213',
    });
    const bad = changeFormFromQuery(
      { quote: '1', adults: '2', pickupTime: '2530', returnDate: '13/12/2026', returnTime: '9' },
      rental,
    )!;
    expect(bad.rental).toEqual(rental.rental);
    // A stay has no rental times to change.
    expect(changeBodyOf(sent, { ...rental, rental: null }, changeFieldsOf('yado'))).not.toHaveProperty(
      'pickupTime',
    );
  });

  it('offers one empty slot to add a child', () => {
    expect(childSlots(booked.children)).toEqual([booked.children[0], null]);
  });
});
