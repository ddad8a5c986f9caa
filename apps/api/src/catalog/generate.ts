/**
 * generateCatalog: the whole demo catalog as plain typed objects, deterministic for
 * (seed, scale, today, days). Per-day rows (prices, stock) are not stored: compute them with the pure
 * functions or stream them with the iterate*Rows generators (see index.ts).
 */
import type { Catalog, CatalogScale, GenerateCatalogOptions } from './types';
import { addDays, assertYmd } from '../model/calendar';
import { buildReference } from './reference';
import { generateHotels } from './hotels';
import { generateTours } from './tours';
import { generateOptionals } from './optionals';
import { generateRentacar } from './rentacar';
import { generateSpecials } from './specials';
import { generateUsers } from './users';
import { buildDemoCouponSeeds, buildDemoUserCoupons } from './coupons';

/** Hotels and tours per scale. */
export const SCALE_SIZES: Record<CatalogScale, { hotels: number; tours: number }> = {
  demo: { hotels: 300, tours: 200 },
  large: { hotels: 10000, tours: 5000 },
};

export function generateCatalog(options: GenerateCatalogOptions): Catalog {
  const { seed, scale, today, days } = options;
  assertYmd(today);
  if (!Number.isInteger(days) || days < 1 || days > 730)
    throw new RangeError(`days must be an integer 1–730: ${days}`);
  if (!Number.isInteger(seed)) throw new RangeError(`seed must be an integer: ${seed}`);
  const size = SCALE_SIZES[scale];
  const reference = buildReference(today, days);
  const hotels = generateHotels(seed, size.hotels, today, days);
  const tours = generateTours(seed, size.tours, hotels, today, days);
  const optionals = generateOptionals(seed, scale);
  const rentacar = generateRentacar(seed, scale);
  const specials = generateSpecials(tours, hotels);
  const users = generateUsers(today);
  const demoCouponSeeds = buildDemoCouponSeeds(today, days, hotels, optionals);
  const demoUserCoupons = buildDemoUserCoupons(today);
  return {
    meta: {
      seed,
      scale,
      today,
      days,
      bookingEndDate: addDays(today, days),
      counts: {
        hotels: hotels.length,
        rooms: hotels.reduce((s, h) => s + h.rooms.length, 0),
        plans: hotels.reduce((s, h) => s + h.plans.length, 0),
        tours: tours.length,
        optionals: optionals.length,
        rentacarOffices: rentacar.offices.length,
        cars: rentacar.cars.length,
        specials: specials.length,
        users: users.length,
        coupons: demoCouponSeeds.length,
      },
    },
    reference,
    hotels,
    tours,
    optionals,
    rentacar,
    specials,
    users,
    demoCouponSeeds,
    demoUserCoupons,
  };
}
