/**
 * The lowest tour price per departure day across a tour search (issue 5 item 5: the search panel's
 * calendar shows it). For each day of the range the answer is exactly what the tour list shows first
 * for that day sorted by lowest price: the search's own rules (tourSearch.ts: searchTourPage with
 * the day as goDate, bookable departures only, price bounds, every condition), so the calendar
 * never promises a price the list does not have. Days before today or without a bookable departure
 * are left out.
 */
import { addDays } from '@tabiyori/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { searchTourPage, type TourFilter } from './tourSearch';

export interface CalendarDayPrice {
  /** YYYYMMDD */
  date: string;
  /** Per adult, tax included, 2 people per room (the list's priceFrom). */
  priceFrom: number;
}

/** The days from `from` to `to` (YYYYMMDD, inclusive) not before `today`. */
export function calendarDays(from: string, to: string, today: string): string[] {
  const days: string[] = [];
  for (let day = from < today ? today : from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

export async function tourCalendar(
  db: Kysely<Database>,
  filter: TourFilter,
  from: string,
  to: string,
): Promise<CalendarDayPrice[]> {
  const days = calendarDays(from, to, filter.today);
  const firsts = await Promise.all(
    days.map((goDate) =>
      searchTourPage(db, { ...filter, goDate, allTours: false, sort: 'lowPrice', page: 1, ipg: 1 }),
    ),
  );
  return days.flatMap((date, i) => {
    const first = firsts[i]?.[0];
    return first && first.priceFrom > 0 ? [{ date, priceFrom: first.priceFrom }] : [];
  });
}
