/**
 * The page kinds a visitor sees (spec §2 and DESIGN.md) with the HTTP status each answers, and the
 * catalog ids to fill them (from the API, never hard-coded): shared by the journeys that walk every
 * page kind (a11y.e2e.ts, security.e2e.ts, pageFuzz.e2e.ts).
 */
import { expect } from 'vitest';
import { apiUrl } from './site';

export const LANGS = ['ja', 'en'] as const;
export type Lang = (typeof LANGS)[number];

export interface Ids {
  tourId: string;
  hotelId: string;
  hotelArea: string;
  tourSpecial: string;
  hotelSpecial: string;
  optionalId: string;
  carId: string;
}

export interface PageKind {
  kind: string;
  /** The path under the language prefix ('' for Japanese, '/en' for English). */
  path: (ids: Ids) => string;
  /** List and detail kinds are checked at the phone width too. */
  phone?: boolean;
  status?: number;
}

/** Page kinds a visitor sees (spec §2 and DESIGN.md), with the HTTP status each answers. */
export const VISITOR_PAGES: PageKind[] = [
  { kind: 'top', path: () => '/' },
  { kind: 'tourList', path: () => '/tours', phone: true },
  { kind: 'tourDetail', path: (ids) => `/tours/${ids.tourId}`, phone: true },
  { kind: 'special', path: (ids) => `/special/${ids.tourSpecial}`, phone: true },
  { kind: 'flyer', path: (ids) => `/flyer/${ids.tourId}` },
  { kind: 'hotels', path: () => '/hotels', phone: true },
  { kind: 'hotels/{area}', path: (ids) => `/hotels/${ids.hotelArea}`, phone: true },
  { kind: 'hotelDetail', path: (ids) => `/hotel/${ids.hotelId}`, phone: true },
  { kind: 'hotelPlans', path: (ids) => `/hotel/${ids.hotelId}/plans`, phone: true },
  // With a date and a party the pages show prices, coupon prices and the party's total.
  {
    kind: 'tourDetail (date, 2 adults and a child)',
    path: (ids) => `/tours/${ids.tourId}?goDate=${ymdPlus(21)}&adultPax=2&childPax=4-b0`,
  },
  {
    kind: 'hotels/{area} (date, 2 adults)',
    path: (ids) => `/hotels/${ids.hotelArea}?goDate=${ymdPlus(21)}&adultPax=2`,
  },
  {
    kind: 'hotelPlans (date, 2 adults)',
    path: (ids) => `/hotel/${ids.hotelId}/plans?goDate=${ymdPlus(21)}&adultPax=2`,
  },
  { kind: 'hotelRooms', path: (ids) => `/hotel/${ids.hotelId}/rooms` },
  { kind: 'hotelImages', path: (ids) => `/hotel/${ids.hotelId}/images` },
  { kind: 'access', path: (ids) => `/hotel/${ids.hotelId}/access` },
  { kind: 'mapSearch', path: () => '/hotels/map', phone: true },
  { kind: 'specialHotels', path: (ids) => `/special/hotels/${ids.hotelSpecial}`, phone: true },
  {
    kind: 'hotelJump (foreign URL: error page)',
    path: () => `/jump/hotel?jumpToUrl=${encodeURIComponent('https://evil.example/')}`,
    status: 400,
  },
  { kind: 'optionals', path: () => '/optionals', phone: true },
  { kind: 'optionalDetail', path: (ids) => `/optionals/${ids.optionalId}`, phone: true },
  { kind: 'rentacar', path: () => '/rentacar', phone: true },
  {
    kind: 'rentacar (dates: cars and prices)',
    path: () => `/rentacar?pickupDate=${ymdPlus(21)}&returnDate=${ymdPlus(23)}`,
    phone: true,
  },
  {
    kind: 'rentacarDetail',
    path: (ids) => `/rentacar/${ids.carId}?pickupDate=${ymdPlus(21)}&returnDate=${ymdPlus(23)}`,
    phone: true,
  },
  { kind: 'coupons', path: () => '/coupons' },
  { kind: 'favourites', path: () => '/favorites' },
  { kind: 'login', path: () => '/login' },
  { kind: 'signup', path: () => '/signup' },
  { kind: '404', path: () => '/no-such-page-here', status: 404 },
];

export const localePath = (lang: Lang, path: string) =>
  lang === 'ja' ? path : path === '/' ? '/en' : `/en${path}`;

export function ymdPlus(days: number): string {
  const d = new Date(Date.now() + 9 * 3600_000 + days * 86400_000);
  return d.toISOString().slice(0, 10).replaceAll('-', '');
}

export async function getJson<T>(path: string, cookie?: string): Promise<T> {
  const res = await fetch(`${apiUrl()}${path}`, cookie ? { headers: { cookie } } : undefined);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

/** Ids of the catalog as the API lists them (never hard-coded). */
export async function catalogIds(): Promise<Ids> {
  const tours = await getJson<{ tours: { tourId: string }[] }>('/v1/tours?ipg=1');
  const hotels = await getJson<{ hotels: { hotelId: string; area: { area2: { code: string } } }[] }>(
    '/v1/hotels?ipg=1',
  );
  const specials = await getJson<{
    specials: { specialCode: string; target: string; tourCount: number; hotelCount: number }[];
  }>('/v1/specials');
  const optionals = await getJson<{ optionals: { optionalId: string }[] }>('/v1/optionals?ipg=1');
  const cars = await getJson<{ cars: { carId: string }[] }>(
    `/v1/rentacar?pickupDate=${ymdPlus(21)}&returnDate=${ymdPlus(23)}&ipg=1`,
  );
  const tourSpecial = specials.specials.find((s) => s.target !== 'hotel' && s.tourCount > 0);
  const hotelSpecial = specials.specials.find((s) => s.target !== 'tour' && s.hotelCount > 0);
  const tour = tours.tours[0];
  const hotel = hotels.hotels[0];
  const optional = optionals.optionals[0];
  const car = cars.cars[0];
  if (!tour || !hotel || !tourSpecial || !hotelSpecial || !optional || !car)
    throw new Error('the catalog lacks a page kind');
  return {
    tourId: tour.tourId,
    hotelId: hotel.hotelId,
    hotelArea: hotel.area.area2.code,
    tourSpecial: tourSpecial.specialCode,
    hotelSpecial: hotelSpecial.specialCode,
    optionalId: optional.optionalId,
    carId: car.carId,
  };
}
