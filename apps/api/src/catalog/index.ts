/**
 * Demo catalog of tabiyori: reference data of Japan (regions, prefectures, areas, airports, stations,
 * masters), hotels with rooms and plans, tours, optional activities, car rental, specials, demo users
 * and coupon seeds. Pure and deterministic; no I/O. See README.md in this folder for the code schemes.
 */
export * from './types';
export { generateCatalog, SCALE_SIZES } from './generate';
export { buildReference } from './reference';
export * from './reference/areas';
export {
  planPrice,
  planBasePrice,
  planOnSale,
  planStock,
  roomStock,
  childPrice,
  dateFactor,
  paxFactor,
  PAX_FACTORS,
  ROOM_TYPE_FACTORS,
  iteratePlanPriceRows,
  iterateRoomStockRows,
  type PlanPriceRow,
  type RoomStockRow,
} from './pricing';
export {
  tourPriceStock,
  tourPriceStocks,
  planLookup,
  iterateTourPriceStockRows,
  type PlanLookup,
  type TourPriceStockRow,
} from './tourPricing';
export { optionalStock, iterateOptionalStockRows, type OptionalStockRow } from './optionals';
export { rentacarStock, iterateRentacarStockRows, type RentacarStockRow } from './rentacar';
export { hotelMatches, tourMatches } from './specials';
export { DEMO_PASSWORD } from './users';
export { placeholderImages, IMAGE_VARIANTS, type PlaceholderImage } from './images';
export { hashString, mulberry32 } from './prng';
