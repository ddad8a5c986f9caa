/** Assembles the static reference data (the decoder's master data) for a sale window. */
import type { ReferenceData } from '../types';
import { addDays, holidaysIn, windowDates } from '../../model/calendar';
import { AIRPORTS, CARRIERS } from './airports';
import { AREAS3, AREAS4 } from './areas';
import { APPROACH_TYPES, DEPARTURE_AREAS, PORTS } from './departures';
import { EXTERNAL_FILES } from './externalFiles';
import { KODAWARI, KODAWARI_GROUPS } from '../../model/kodawari';
import {
  AMENITIES,
  BATH_TYPES,
  BED_TYPES,
  FACILITIES,
  HOTEL_IMAGE_CATEGORIES,
  HOTEL_TYPES,
  ITEM_CODES,
  MEAL_TYPES,
  OPTIONAL_CATEGORIES,
  PAX_TYPES,
  PLAN_GROUPS,
  PRICE_RANGE,
  ROOM_TYPES,
  SERVICES,
  TOILET_TYPES,
  TOUR_TYPES,
} from './masters';
import { PREFECTURES } from './prefectures';
import { REGIONS } from '../../model/regions';
import { GENERIC_STATIONS, LINES, STATIONS, TRAIN_SERVICES } from './stations';

export function buildReference(today: string, days: number): ReferenceData {
  return {
    regions: REGIONS.slice(),
    prefectures: PREFECTURES.slice(),
    areas3: AREAS3.slice(),
    areas4: AREAS4.slice(),
    airports: AIRPORTS.slice(),
    stations: STATIONS.slice(),
    lines: LINES.slice(),
    trainServices: TRAIN_SERVICES.slice(),
    genericStations: GENERIC_STATIONS.slice(),
    ports: PORTS.slice(),
    approachTypes: APPROACH_TYPES.slice(),
    departureAreas: DEPARTURE_AREAS.slice(),
    carriers: CARRIERS.slice(),
    kodawariGroups: KODAWARI_GROUPS.slice(),
    kodawari: KODAWARI.slice(),
    tourTypes: TOUR_TYPES.slice(),
    mealTypes: MEAL_TYPES.slice(),
    roomTypes: ROOM_TYPES.slice(),
    bedTypes: BED_TYPES.slice(),
    bathTypes: BATH_TYPES.slice(),
    toiletTypes: TOILET_TYPES.slice(),
    hotelTypes: HOTEL_TYPES.slice(),
    groupCodes: PLAN_GROUPS.slice(),
    itemCodes: ITEM_CODES.slice(),
    hotelImageCategories: HOTEL_IMAGE_CATEGORIES.slice(),
    paxTypes: PAX_TYPES.slice(),
    facilities: FACILITIES.slice(),
    services: SERVICES.slice(),
    amenities: AMENITIES.slice(),
    optionalCategories: OPTIONAL_CATEGORIES.slice(),
    priceRange: { ...PRICE_RANGE, steps: PRICE_RANGE.steps.slice() },
    bookingEndDate: addDays(today, days),
    holidays: holidaysIn(windowDates(today, days)),
    maintenanceSchedule: [],
    externalFiles: EXTERNAL_FILES,
  };
}

export * from './airports';
export * from './areas';
export * from './departures';
export * from './externalFiles';
export * from '../../model/kodawari';
export * from './masters';
export * from './prefectures';
export * from '../../model/regions';
export * from './stations';
