import { describe, expect, it } from 'vitest';
import { quoteRequestFromQuery } from '../booking/request';
import {
  rentacarApiQuery,
  rentacarBookingPath,
  rentacarDetailPath,
  rentacarSearchPath,
  rentacarSearchQuery,
  rentalOfQuery,
  TIME_CHOICES,
} from './query';

const TODAY = '20261124';

describe('rental-car page URLs', () => {
  it('reads office, period, class and passengers, and sends them to the API', () => {
    const search = rentacarSearchQuery(
      {
        officeCode: 'HND01',
        pickupDate: '20261201',
        pickupTime: '0900',
        returnDate: '20261203',
        returnTime: '1800',
        classCode: 'S',
        person1: '2',
        person6: '1',
        returnOfficeCode: 'HND02',
      },
      TODAY,
    );
    expect(search).toEqual({
      arrAreaCode: null,
      officeCode: 'HND01',
      returnOfficeCode: 'HND02',
      classCode: 'S',
      rental: { pickupDate: '20261201', pickupTime: '0900', returnDate: '20261203', returnTime: '1800' },
      party: { person1: 2, person6: 1, person9: 0 },
      page: 1,
    });
    expect(rentacarApiQuery(search, 'ja')).toMatchObject({
      officeCode: 'HND01',
      returnOfficeCode: 'HND02',
      classCode: 'S',
      person6: '1',
    });
    expect(rentacarApiQuery(search, 'ja', true)).not.toHaveProperty('classCode');
    expect(rentacarSearchPath(search)).toBe(
      '/rentacar?officeCode=HND01&pickupDate=20261201&pickupTime=0900&returnDate=20261203&returnTime=1800&returnOfficeCode=HND02&classCode=S&person1=2&person6=1',
    );
    expect(rentacarSearchPath(search, 3)).toMatch(/&page=3$/);
    expect(rentacarSearchQuery({ page: '0' }, TODAY).page).toBe(1);
  });

  it("keeps the area modal's area (any level) in the page link and sends it as the API's area", () => {
    const search = rentacarSearchQuery({ arrAreaCode: '1402', page: '2' }, TODAY);
    expect(search.arrAreaCode).toBe('1402');
    expect(rentacarApiQuery(search, 'ja')).toMatchObject({ area: '1402' });
    expect(rentacarSearchPath(search)).toMatch(/^\/rentacar\?arrAreaCode=1402&pickupDate=/);
    expect(rentacarSearchQuery({ arrAreaCode: '14,13' }, TODAY).arrAreaCode).toBeNull();
  });

  it('falls back to a valid period: a week ahead, two days, 10:00', () => {
    expect(rentalOfQuery({}, TODAY)).toEqual({
      pickupDate: '20261201',
      pickupTime: '1000',
      returnDate: '20261203',
      returnTime: '1000',
    });
    // A return before the pickup, a past pickup, a malformed time, a rental over 30 days.
    expect(rentalOfQuery({ pickupDate: '20261210', returnDate: '20261209' }, TODAY).returnDate).toBe(
      '20261212',
    );
    expect(rentalOfQuery({ pickupDate: '20261101' }, TODAY).pickupDate).toBe('20261201');
    expect(rentalOfQuery({ pickupTime: '25:00' }, TODAY).pickupTime).toBe('1000');
    expect(rentalOfQuery({ pickupDate: '2026-12-05' }, TODAY).pickupDate).toBe('20261205');
    expect(TIME_CHOICES[0]).toBe('0600');
    expect(TIME_CHOICES.at(-1)).toBe('2200');
    expect(TIME_CHOICES).toContain('1030');
    expect(rentalOfQuery({ pickupDate: '20261201', returnDate: '20270301' }, TODAY).returnDate).toBe(
      '20261203',
    );
    expect(rentacarSearchQuery({ officeCode: '../x', classCode: '<b>' }, TODAY)).toMatchObject({
      officeCode: null,
      classCode: null,
    });
  });

  it('detail and booking links keep the period; the booking page reads it back', () => {
    const rental = { pickupDate: '20261201', pickupTime: '0900', returnDate: '20261203', returnTime: '1800' };
    expect(rentacarDetailPath('HND01-S', rental, null)).toBe(
      '/rentacar/HND01-S?pickupDate=20261201&pickupTime=0900&returnDate=20261203&returnTime=1800',
    );
    const booking = rentacarBookingPath('HND01-S', rental, null);
    expect(booking).toBe(
      '/booking/rentacar/HND01-S?date=20261201&pickupTime=0900&returnDate=20261203&returnTime=1800&person1=1',
    );
    expect(
      quoteRequestFromQuery('rentacar', 'HND01-S', new URLSearchParams(booking.split('?')[1])),
    ).toMatchObject({
      kind: 'rentacar',
      carId: 'HND01-S',
      date: '20261201',
      returnDate: '20261203',
      adultPax: 1,
    });
  });
});
