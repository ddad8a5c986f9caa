import { describe, expect, it } from 'vitest';
import { generateCatalog } from './generate';
import { dayInfo, seasonFactor, windowDates } from '../model/calendar';
import {
  childPrice,
  dateFactor,
  iteratePlanPriceRows,
  iterateRoomStockRows,
  planBasePrice,
  planPrice,
  planStock,
  roomStock,
} from './pricing';
import { iterateTourPriceStockRows, planLookup, tourPriceStock, tourPriceStocks } from './tourPricing';
import { iterateOptionalStockRows, optionalStock } from './optionals';
import { rentacarPrice } from '../model/prices';
import { rentacarStock } from './rentacar';

// a window covering Golden Week, the summer holidays, お盆 and Silver Week
const today = '20260401';
const days = 180;
const catalog = generateCatalog({ seed: 7, scale: 'demo', today, days });
const dates = windowDates(today, days);
const plans = catalog.hotels.flatMap((h) => h.plans);

describe('calendar facts used by the price model (DESIGN.md: weekends, holiday eves, high season)', () => {
  it('knows Saturdays and the days before national holidays as 休前日', () => {
    expect(dayInfo('20260404').isDayBeforeHoliday).toBe(true); // Saturday
    expect(dayInfo('20260428').isDayBeforeHoliday).toBe(true); // before 昭和の日 (Wed)
    expect(dayInfo('20260501').isDayBeforeHoliday).toBe(false); // Friday before Saturday
    expect(dayInfo('20260505').isDayBeforeHoliday).toBe(true); // before 振替休日 5/6
    expect(dayInfo('20260407').isDayBeforeHoliday).toBe(false); // ordinary Tuesday
    expect(dayInfo('20260429').holiday?.name.ja).toBe('昭和の日');
  });

  it('marks GW, お盆 and 年末年始 and the Okinawa summer as high season', () => {
    expect(dayInfo('20260503').season).toBe('goldenWeek');
    expect(dayInfo('20260813').season).toBe('obon');
    expect(dayInfo('20261230').season).toBe('newYear');
    expect(dayInfo('20270102').season).toBe('newYear');
    expect(seasonFactor('20260716', 'okinawa')).toBeGreaterThan(seasonFactor('20260716', 'standard'));
    expect(seasonFactor('20260407', 'standard')).toBe(1);
  });
});

describe('planPrice (per adult, tax included, by people per room and date)', () => {
  it('gives positive integer prices in 100-yen steps wherever the plan is sold', () => {
    for (const plan of plans.slice(0, 120)) {
      for (const date of dates.filter((_, i) => i % 9 === 0)) {
        for (const { paxPerRoom } of plan.basePrices) {
          const price = planPrice(plan, date, paxPerRoom);
          if (date < plan.stayFrom || date > plan.stayTo) expect(price).toBeNull();
          else {
            expect(Number.isInteger(price)).toBe(true);
            expect(price).toBeGreaterThan(0);
            expect((price ?? 1) % 100).toBe(0);
          }
        }
      }
    }
  });

  it('charges 1名1室 at least as much per head as 2名1室, and never less per head with fewer people', () => {
    let compared = 0;
    for (const plan of plans) {
      for (let pax = plan.minPax; pax < plan.maxPax; pax++) {
        const fewer = planBasePrice(plan, pax);
        const more = planBasePrice(plan, pax + 1);
        expect(fewer).not.toBeNull();
        expect(fewer ?? 0).toBeGreaterThanOrEqual(more ?? Infinity);
        if (pax === 1) {
          expect(fewer ?? 0).toBeGreaterThan(more ?? Infinity);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('prices weekends, holiday eves and high season at least at the ordinary weekday price', () => {
    const ordinary = dates.filter(
      (d) =>
        dateFactor({ seasonProfile: 'okinawa' }, d) === 1 && dateFactor({ seasonProfile: 'ski' }, d) === 1,
    );
    const special = dates.filter((d) => dayInfo(d).isDayBeforeHoliday || dayInfo(d).season !== null);
    expect(ordinary.length).toBeGreaterThan(30);
    expect(special.some((d) => dayInfo(d).season === 'goldenWeek')).toBe(true);
    expect(special.some((d) => dayInfo(d).season === 'obon')).toBe(true);
    let higher = 0;
    for (const plan of plans.filter((_, i) => i % 3 === 0)) {
      const base = ordinary.find((d) => d >= plan.stayFrom && d <= plan.stayTo);
      if (!base) continue;
      const weekday = planPrice(plan, base, plan.minPax) ?? 0;
      expect(weekday).toBe(planBasePrice(plan, plan.minPax));
      for (const d of special) {
        const price = planPrice(plan, d, plan.minPax);
        if (price === null) continue;
        expect(price).toBeGreaterThanOrEqual(weekday);
        if (price > weekday) higher++;
      }
    }
    expect(higher).toBeGreaterThan(0);
  });

  it('prices children as a percentage of the adult price', () => {
    expect(childPrice(20000, 'childA')).toBe(14000);
    expect(childPrice(20000, 'childB')).toBe(10000);
    expect(childPrice(20000, 'childC')).toBe(6000);
    expect(childPrice(20000, 'childF')).toBe(0);
    expect(childPrice(12345, 'childA')).toBe(8700);
  });
});

describe('stock and per-day rows', () => {
  const hotel = catalog.hotels[0];
  if (!hotel) throw new Error('no hotel');

  it('keeps room stock within 0–min(roomCount, 10) with some sold-out days', () => {
    let soldOut = 0;
    for (const h of catalog.hotels.slice(0, 25)) {
      for (const room of h.rooms) {
        for (const d of dates) {
          const s = roomStock(room, d);
          expect(s).toBeGreaterThanOrEqual(0);
          expect(s).toBeLessThanOrEqual(Math.min(room.roomCount, 10));
          if (s === 0) soldOut++;
        }
      }
    }
    expect(soldOut).toBeGreaterThan(0);
    const plan = hotel.plans[0];
    if (plan) expect(planStock(plan, hotel.rooms, '19990101')).toBe(0);
  });

  it('streams plan price and room stock rows that agree with the pure functions', () => {
    const rows = [...iteratePlanPriceRows([hotel], today, 30)];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const plan = hotel.plans.find((p) => p.planId === row.planId);
      expect(plan && planPrice(plan, row.date, row.paxPerRoom)).toBe(row.pricePerAdult);
    }
    const stock = [...iterateRoomStockRows([hotel], today, 30)];
    expect(stock.length).toBe(hotel.rooms.length * 31);
  });

  it('gives tours per-date prices with unsold dates at 0 and priceTo ≥ priceFrom', () => {
    const lookup = planLookup(catalog.hotels);
    let sold = 0;
    let unsold = 0;
    for (const tour of catalog.tours) {
      for (const ps of tourPriceStocks(tour, today, 60, lookup)) {
        if (ps.priceFrom === 0) {
          unsold++;
          expect(ps.priceTo).toBe(0);
          continue;
        }
        sold++;
        expect(Number.isInteger(ps.priceFrom)).toBe(true);
        expect(ps.priceFrom % 100).toBe(0);
        expect(ps.priceTo).toBeGreaterThanOrEqual(ps.priceFrom);
        expect(ps.stock).toBeGreaterThanOrEqual(0);
        expect(ps.stock).toBeLessThanOrEqual(tour.pricing.maxStock);
      }
    }
    expect(sold).toBeGreaterThan(unsold);
    expect(unsold).toBeGreaterThan(0);
    const first = catalog.tours[0];
    if (first)
      expect(tourPriceStock(first, '20260410', lookup)).toEqual(tourPriceStock(first, '20260410', lookup));
    const rows = iterateTourPriceStockRows(catalog);
    expect(rows.next().value?.tourId).toBe(catalog.tours[0]?.tourId);
  });

  it('gives optional and car rental stock and prices', () => {
    const opt = catalog.optionals[0];
    const car = catalog.rentacar.cars[0];
    if (!opt || !car) throw new Error('missing optional or car');
    for (const d of dates.slice(0, 30)) {
      expect(optionalStock(opt, d)).toBeLessThanOrEqual(opt.capacityPerDay);
      expect(rentacarStock(car, d)).toBeLessThanOrEqual(car.fleet);
    }
    expect(rentacarPrice(car, '20260407', 3)).toBe(car.price24h + 2 * car.priceExtraDay);
    expect(rentacarPrice(car, '20260503', 3)).toBeGreaterThan(rentacarPrice(car, '20260407', 3));
    expect([...iterateOptionalStockRows([opt], today, 9)].length).toBe(10);
  });
});
