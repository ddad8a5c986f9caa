/**
 * Price rules of stored products that are worked out at request time, and the rounding the demo
 * prices are made with: prices in whole 100-yen steps (ceilTo), the car-rental price of a rental
 * (services/rentacarSearch.ts lists and quotes it; catalog/rentacar.ts fills the stock table with it).
 */
import { dayInfo, seasonFactor } from './calendar';
import type { RentacarProduct } from './types';

/** Rounds up to the next multiple of `unit` (prices: 100 yen). */
export function ceilTo(value: number, unit: number): number {
  const rounded = Math.ceil(value / unit - 1e-9) * unit;
  return rounded === 0 ? 0 : rounded; // no -0
}

/** Rental price for `days` 24-hour periods starting on `pickup` (integer yen, multiple of 100). */
export function rentacarPrice(car: RentacarProduct, pickup: string, days: number): number {
  const base = car.price24h + car.priceExtraDay * Math.max(0, days - 1);
  const weekend = dayInfo(pickup).isDayBeforeHoliday || dayInfo(pickup).isDayOff ? 1.1 : 1;
  return ceilTo(base * seasonFactor(pickup, car.seasonProfile) * weekend, 100);
}
