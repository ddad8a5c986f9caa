/**
 * Tour prices and seats per departure date (pure; nothing per day is stored on the tour).
 *
 * priceFrom / priceTo per adult at 2 people per room:
 *   transport (fare × legs × season, priceTo +35 % for premium flights / trains)
 *   + fixedPerPerson
 *   + Σ nights of the min / max default-plan price (planPrice at 2 per room) × hotelFactor,
 * rounded up to 100 yen. A date is not sold (priceFrom 0) when it is not a departure day of the
 * week, when a default plan is not on sale on one of its nights, or on a few closed days (≈6 %).
 */
import type { Catalog, Hotel, Plan, Tour, TourPriceStock } from './types';
import { addDays, dayInfo, seasonFactor, windowDates } from '../model/calendar';
import { planPrice } from './pricing';
import { hashUnit } from './prng';
import { ceilTo } from '../model/prices';

export type PlanLookup = (planId: string) => Plan | undefined;

/** A plan lookup over hotels (build once, reuse for every tour and date). */
export function planLookup(hotels: readonly Hotel[]): PlanLookup {
  const map = new Map<string, Plan>();
  for (const h of hotels) for (const p of h.plans) map.set(p.planId, p);
  return (id) => map.get(id);
}

const CLOSED: TourPriceStock = { date: '', priceFrom: 0, priceTo: 0, stock: 0 };

export function tourPriceStock(tour: Tour, date: string, plans: PlanLookup): TourPriceStock {
  const info = dayInfo(date);
  const p = tour.pricing;
  if (!p.departureDays.includes(info.dow) || hashUnit(p.stockSeed, date, 'closed') < 0.06)
    return { ...CLOSED, date };
  let hotelFrom = 0;
  let hotelTo = 0;
  for (const stay of tour.defaultYadoPlans) {
    const stayPlans = stay.planIds.map(plans).filter((x): x is Plan => x !== undefined);
    for (let n = 0; n < stay.nights; n++) {
      const night = addDays(date, stay.relativeDate + n);
      let min = Infinity;
      let max = 0;
      for (const plan of stayPlans) {
        const price = planPrice(plan, night, 2);
        if (price === null) continue;
        min = Math.min(min, price);
        max = Math.max(max, price);
      }
      if (min === Infinity) return { ...CLOSED, date };
      hotelFrom += min;
      hotelTo += max;
    }
  }
  const legs = tour.tripKind === 'roundTrip' && p.transportFare > 0 ? 2 : 1;
  const season = 1 + (seasonFactor(date, 'standard') - 1) * 0.8;
  const transport = p.transportFare * legs * season * (info.isDayBeforeHoliday || info.dow === 5 ? 1.08 : 1);
  const priceFrom = ceilTo(transport + p.fixedPerPerson + hotelFrom * p.hotelFactor, 100);
  const priceTo = Math.max(
    priceFrom,
    ceilTo(transport * 1.35 + p.fixedPerPerson + hotelTo * p.hotelFactor, 100),
  );
  const r = hashUnit(p.stockSeed, date, 'stock');
  const pSoldOut =
    0.05 + (info.isDayBeforeHoliday ? 0.07 : 0) + (info.season && info.season !== 'summer' ? 0.15 : 0);
  const stock =
    r < pSoldOut ? 0 : Math.min(p.maxStock, 1 + Math.floor(((r - pSoldOut) / (1 - pSoldOut)) * p.maxStock));
  return { date, priceFrom, priceTo, stock };
}

/** Prices and stock of a tour for every day of the window (today … today + days). */
export function tourPriceStocks(
  tour: Tour,
  today: string,
  days: number,
  plans: PlanLookup,
): TourPriceStock[] {
  return windowDates(today, days).map((d) => tourPriceStock(tour, d, plans));
}

export interface TourPriceStockRow extends TourPriceStock {
  tourId: string;
}

/** Per-day tour price/stock rows of a catalog for loading into the database (a generator). */
export function* iterateTourPriceStockRows(
  catalog: Pick<Catalog, 'hotels' | 'tours' | 'meta'>,
): Generator<TourPriceStockRow> {
  const plans = planLookup(catalog.hotels);
  const dates = windowDates(catalog.meta.today, catalog.meta.days);
  for (const tour of catalog.tours) {
    for (const date of dates) yield { tourId: tour.tourId, ...tourPriceStock(tour, date, plans) };
  }
}
