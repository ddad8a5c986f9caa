/**
 * Map search data (spec §2 map view: top {count} results, 'could not get the position of the
 * facility'; issue 6 item 4): hotels split into those with a usable position and those without,
 * and the bounds to show (clustering: mapClusters.ts, loaded with the map). Pure (tested): the
 * client map component only draws what these return, so markers, clusters and the list never
 * depend on the tile layer.
 */
/** Results shown on the map by default (spec §2 "top {count} results"). */
export const DEFAULT_MAP_COUNT = 50;
/** The API's largest page (apps/api MAX_IPG). */
export const MAX_MAP_COUNT = 100;

/** One hotel as the map and its card show it (serialisable, small). */
export interface MapHotel {
  hotelId: string;
  name: string;
  /** Language-neutral link to the hotel, carrying the stay. */
  href: string;
  lat: number | null;
  lng: number | null;
  priceText: string;
  areaText: string;
  hotelType: string;
  imageSrc: string | null;
  imageAlt: string;
  /** `4.7` or null while collecting. */
  score: string | null;
  /** The best-coupon line (lib/coupons), or absent when no coupon lowers the price. */
  coupon?: { badge: string; text: string; couponName: string };
}

export interface PlacedHotel extends MapHotel {
  lat: number;
  lng: number;
}

/** [[south, west], [north, east]]. */
export type LatLngBounds = [[number, number], [number, number]];

/** `count` from the query: 1–100, default 50. */
export function mapCount(raw: string | string[] | undefined): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || !/^\d{1,3}$/.test(value)) return DEFAULT_MAP_COUNT;
  const n = Number(value);
  return n >= 1 && n <= MAX_MAP_COUNT ? n : DEFAULT_MAP_COUNT;
}

/** A position the map can show: finite, on the globe, and not the 0,0 "no data" placeholder. */
export function hasPosition(hotel: {
  lat: number | null;
  lng: number | null;
}): hotel is { lat: number; lng: number } {
  const { lat, lng } = hotel;
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180 &&
    !(lat === 0 && lng === 0)
  );
}

/** Hotels with a position (markers) and without (listed with the no-position message), in order. */
export function splitByPosition(hotels: readonly MapHotel[]): {
  placed: PlacedHotel[];
  unplaced: MapHotel[];
} {
  const placed: PlacedHotel[] = [];
  const unplaced: MapHotel[] = [];
  for (const hotel of hotels) {
    if (hasPosition(hotel)) placed.push(hotel as PlacedHotel);
    else unplaced.push(hotel);
  }
  return { placed, unplaced };
}

/** Bounds around every placed hotel, or null when there is none. */
export function boundsOf(placed: readonly { lat: number; lng: number }[]): LatLngBounds | null {
  if (placed.length === 0) return null;
  let south = 90;
  let north = -90;
  let west = 180;
  let east = -180;
  for (const { lat, lng } of placed) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lng);
    east = Math.max(east, lng);
  }
  return [
    [south, west],
    [north, east],
  ];
}

/** Japan's extent, shown when no hotel has a position. */
export const JAPAN_BOUNDS: LatLngBounds = [
  [24.0, 122.9],
  [45.6, 146.0],
];
