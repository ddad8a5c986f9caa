/**
 * Which plans set a list's price when no date is chosen (spec §3 isNoDate; §1 "Hotel cards show a
 * base price per adult").
 *
 * Reading: an undated list shows a "from" price the traveller can book on a date of their choosing.
 * A plan sold only for stays in the next LAST_MINUTE_DAYS days (【直前割】, 当日・前日限定) is a
 * last-minute offer: it is found and booked with a date (today or tomorrow), but it never leads an
 * undated list, where it would promise a price almost no date has.
 */
import { addDays } from '../calendar/japanTime';

/** Days from today within which a plan whose sale ends counts as a last-minute offer. */
export const LAST_MINUTE_DAYS = 14;

/** The last stay date a plan must still be sold after to price an undated list (`YYYYMMDD`). */
export function undatedSaleEndAfter(today: string): string {
  return addDays(today, LAST_MINUTE_DAYS);
}

/** Whether a plan sold until `stayTo` (`YYYYMMDD`) may price an undated list. */
export function pricesUndatedList(stayTo: string, today: string): boolean {
  return stayTo > undatedSaleEndAfter(today);
}
