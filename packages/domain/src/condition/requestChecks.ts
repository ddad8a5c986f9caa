/**
 * Request checks of spec §5 with the spec's exact texts: "Approach type must be a known type, else
 * error 'is invalid approachType'. Missing or wrong goDate, tourId or hotelId give 'goDate is wrong',
 * 'tourId is wrong', 'hotelId is wrong'." The API answers these texts as the `message` of its error
 * body; the web never shows them raw (it shows the catalogue message of the error code).
 */
import { parseYmd } from '../calendar/japanTime';
import { isSearchApproachType } from './types';

/** Tour ids are `T` + 6 digits; hotel ids 6 digits (the catalog's id schemes). */
export const TOUR_ID_PATTERN = /^T\d{6}$/;
export const HOTEL_ID_PATTERN = /^\d{6}$/;

export type RequestCheckResult = { ok: true } | { ok: false; message: string };

const OK: RequestCheckResult = { ok: true };

export function checkApproachType(value: unknown): RequestCheckResult {
  return isSearchApproachType(value)
    ? OK
    : { ok: false, message: `${String(value ?? '')} is invalid approachType`.trim() };
}

export function checkGoDate(value: unknown): RequestCheckResult {
  return typeof value === 'string' && parseYmd(value) ? OK : { ok: false, message: 'goDate is wrong' };
}

export function checkTourId(value: unknown): RequestCheckResult {
  return typeof value === 'string' && TOUR_ID_PATTERN.test(value)
    ? OK
    : { ok: false, message: 'tourId is wrong' };
}

export function checkHotelId(value: unknown): RequestCheckResult {
  return typeof value === 'string' && HOTEL_ID_PATTERN.test(value)
    ? OK
    : { ok: false, message: 'hotelId is wrong' };
}
