/**
 * Server-side calls of the car-rental API (GET /v1/rentacar/offices, /v1/rentacar,
 * /v1/rentacar/{carId}) through the typed client, and the names of their answers, all generated from
 * the API's OpenAPI document (@tabiyori/api-client; the shapes are owned by
 * apps/api/src/schemas/rentacar.ts). Public reads: the web's shared cache (lib/api.ts publicApi).
 */
import type { ApiAnswer } from '@tabiyori/api-client';
import { apiAnswer, publicApi } from '../api';
import { apiQuery } from '../apiQuery';
import type { Lang } from '../i18n/settings';

export type RentacarOffice = ApiAnswer<'/v1/rentacar/offices'>['offices'][number];
export type CarCard = ApiAnswer<'/v1/rentacar'>['cars'][number];
export type CarClass = CarCard['carClass'];
export type CarDetail = ApiAnswer<'/v1/rentacar/{carId}'>;
export type RentalOptionOffer = CarDetail['options'][number];

/** The pickup offices, those of one area (any level) when `area` is given. */
export async function loadOffices(lang: Lang, area?: string | null): Promise<RentacarOffice[]> {
  const query = apiQuery('/v1/rentacar/offices', area ? { lang, area } : { lang });
  return (await apiAnswer(publicApi().GET('/v1/rentacar/offices', { params: { query } }))).offices;
}

export async function searchCars(query: Record<string, string>): Promise<CarCard[]> {
  const params = { query: apiQuery('/v1/rentacar', query) };
  return (await apiAnswer(publicApi().GET('/v1/rentacar', { params }))).cars;
}

export function loadCar(carId: string, query: Record<string, string>): Promise<CarDetail> {
  const params = { path: { carId }, query: apiQuery('/v1/rentacar/{carId}', query) };
  return apiAnswer(publicApi().GET('/v1/rentacar/{carId}', { params }));
}

/** The classes of a result, in the order first seen (the class filter's choices). */
export function classesOf(cars: readonly CarCard[]): CarClass[] {
  const seen = new Map<string, CarClass>();
  for (const car of cars) if (!seen.has(car.classCode)) seen.set(car.classCode, car.carClass);
  return [...seen.values()];
}
