/**
 * The search modal calendar's lowest price per day (spec §2 calendar, "the lowest price per day
 * where known"): the API call for the days a calendar page shows, and the reading of its answer.
 * Tours only (GET /v1/tours.calendar: the tour list's own search for each day). Pure (tested);
 * CalendarPane fetches through the site's /api proxy when a page is shown.
 */
import type { SearchCondition } from '@tabiyori/domain';
import type { Lang } from '@/lib/i18n/settings';
import { tourApiQuery } from '@/lib/tours/condition';
import type { SearchTarget } from './navigation';

/** Whether the calendar of a search shows prices (tour searches). */
export function hasCalendarPrices(target: SearchTarget | undefined): boolean {
  return target?.kind === 'tours';
}

/** The API path (without /api) of the calendar prices for the condition and the days, or null. */
export function calendarPricesPath(
  target: SearchTarget | undefined,
  condition: SearchCondition,
  from: string,
  to: string,
  lang: Lang,
): string | null {
  if (!hasCalendarPrices(target)) return null;
  // The tour list's own API query (lib/tours/condition.ts), without the date: the calendar varies it.
  const query = tourApiQuery(condition, lang, { from, to });
  delete query.goDate;
  delete query.isNoDate;
  delete query.page;
  return `/v1/tours.calendar?${new URLSearchParams(query).toString()}`;
}

/** `{ days: [{ date, priceFrom }] }` as YYYYMMDD → yen; anything malformed is left out. */
export function calendarPricesFrom(body: unknown): Record<string, number> {
  const days = (body as { days?: unknown } | null)?.days;
  const prices: Record<string, number> = {};
  if (!Array.isArray(days)) return prices;
  for (const day of days as { date?: unknown; priceFrom?: unknown }[]) {
    if (
      typeof day?.date === 'string' &&
      /^\d{8}$/.test(day.date) &&
      typeof day.priceFrom === 'number' &&
      Number.isSafeInteger(day.priceFrom) &&
      day.priceFrom > 0
    ) {
      prices[day.date] = day.priceFrom;
    }
  }
  return prices;
}
