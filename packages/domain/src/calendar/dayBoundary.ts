/**
 * Spec §9 "A day starts at a boundary time HHmm."
 *
 * Travel sales days do not always turn at midnight: with a boundary of `0400`, a booking made at
 * 02:00 on the 6th (Japan time) still belongs to the business day of the 5th, and the 6th starts at
 * 04:00:00. The boundary itself belongs to the new day (inclusive). A boundary of `0000` gives the
 * plain Japan calendar day (japanToday). Boundaries run `0000`–`2359`.
 */
import { addDays, toJapanClock } from './japanTime';
import { parseDateString } from './dateFormats';
import { requireItem } from './requireItem';

const BOUNDARY = /^([01]\d|2[0-3])([0-5]\d)$/;

function boundaryMinutes(boundary: string | null | undefined): number {
  const value = requireItem(boundary);
  const m = BOUNDARY.exec(value);
  if (!m) throw new RangeError(`day boundary must be HHmm between 0000 and 2359: ${value}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** The business day (`YYYYMMDD`) of a Japan wall-clock minute `YYYYMMDDHHmm` given the boundary. */
export function businessDayOfJapanTime(ymdHm: string, boundary: string): string {
  const at = parseDateString(ymdHm, 'ymdHm');
  if (!at) throw new RangeError(`not a YYYYMMDDHHmm time: ${ymdHm}`);
  const minuteOfDay = at.hour() * 60 + at.minute();
  const day = at.format('YYYYMMDD');
  return minuteOfDay < boundaryMinutes(boundary) ? addDays(day, -1) : day;
}

/** The business day (`YYYYMMDD`) of an instant given the boundary, in Japan time. */
export function businessDayOf(instant: Date | number, boundary: string): string {
  const clock = toJapanClock(instant);
  const minuteOfDay = clock.hour() * 60 + clock.minute();
  const day = clock.format('YYYYMMDD');
  return minuteOfDay < boundaryMinutes(boundary) ? addDays(day, -1) : day;
}
