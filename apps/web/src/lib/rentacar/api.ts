/**
 * Server-side calls of the car-rental API (GET /v1/rentacar/offices, /v1/rentacar,
 * /v1/rentacar/{carId}) and the shapes they answer (apps/api/src/routes/rentacar.ts).
 */
import { apiGet } from '../api';
import type { Lang } from '../i18n/settings';

export interface RentacarOffice {
  officeCode: string;
  name: string;
  area2Code: string;
  areaName: string;
  openTime: string;
  closeTime: string;
  access: string;
}

export interface CarClass {
  classCode: string;
  name: string;
  capacity: number;
  luggage: number;
  exampleModels: string[];
}

export interface CarCard {
  carId: string;
  officeCode: string;
  classCode: string;
  image: string | null;
  days: number;
  price: number;
  stock: number;
  office: RentacarOffice;
  carClass: CarClass;
}

export interface CarDetail {
  carId: string;
  officeCode: string;
  classCode: string;
  fleet: number;
  images: { path: string; alt: string }[];
  office: RentacarOffice;
  carClass: CarClass;
  priceDate: string;
  prices: { days: number; price: number }[];
  stocks: { date: string; stock: number }[];
  rental: {
    pickupDate: string;
    pickupTime: string;
    returnDate: string;
    returnTime: string;
    days: number;
    price: number;
    available: boolean;
    stock: number;
  } | null;
}

/** The pickup offices, those of one area (any level) when `area` is given. */
export async function loadOffices(lang: Lang, area?: string | null): Promise<RentacarOffice[]> {
  const query = area ? { lang, area } : { lang };
  return (await apiGet<{ offices: RentacarOffice[] }>('/v1/rentacar/offices', query, { shared: true }))
    .offices;
}

export async function searchCars(query: Record<string, string>): Promise<CarCard[]> {
  return (await apiGet<{ cars: CarCard[] }>('/v1/rentacar', query, { shared: true })).cars;
}

export function loadCar(carId: string, query: Record<string, string>): Promise<CarDetail> {
  return apiGet<CarDetail>(`/v1/rentacar/${encodeURIComponent(carId)}`, query, { shared: true });
}

/** The classes of a result, in the order first seen (the class filter's choices). */
export function classesOf(cars: readonly CarCard[]): CarClass[] {
  const seen = new Map<string, CarClass>();
  for (const car of cars) if (!seen.has(car.classCode)) seen.set(car.classCode, car.carClass);
  return [...seen.values()];
}
