/**
 * Demo catalog of tabiyori: reference data of Japan (regions, prefectures, areas, airports, stations,
 * masters), hotels with rooms and plans, tours, optional activities, car rental, specials, demo users
 * and coupon seeds. Pure and deterministic; no I/O. See README.md in this folder for the code schemes.
 */
export * from './types';
export { generateCatalog } from './generate';
export * from './reference/areas';
export { iteratePlanPriceRows, iterateRoomStockRows, type PlanPriceRow } from './pricing';
export { iterateTourPriceStockRows } from './tourPricing';
export { iterateOptionalStockRows } from './optionals';
export { iterateRentacarStockRows } from './rentacar';
export { iterateRentacarOptionStockRows } from './rentacarOptions';
export { DEMO_PASSWORD } from './users';
export { placeholderImages } from './images';
export { hashString } from './prng';
