/**
 * The search modal calendar's lowest price per day (spec §2 calendar, "the lowest price per day
 * where known"): the API call for the days a calendar page shows, and the reading of its answer.
 * Tours only (GET /v1/tours.calendar: the tour list's own search for each day). Pure (tested);
 * CalendarPane asks it with the browser's typed client (the site's /api proxy) when a page is shown.
 */
import type { ApiAnswer, ApiQuery } from '@tabiyori/api-client';
import type { SearchCondition } from '@tabiyori/domain';
import type { Lang } from '@/lib/i18n/settings';
import { apiQuery } from '@/lib/apiQuery';
import { tourApiQuery } from '@/lib/tours/condition';
import type { SearchTarget } from './navigation';

/** Whether the calendar of a search shows prices (tour searches). */
export function hasCalendarPrices(target: SearchTarget | undefined): boolean {
  return target?.kind === 'tours';
}

export type CalendarPricesQuery = ApiQuery<'/v1/tours.calendar'>;

/** The query of GET /v1/tours.calendar for the condition and the days, or null (no prices shown). */
export function calendarPricesQuery(
  target: SearchTarget | undefined,
  condition: SearchCondition,
  from: string,
  to: string,
  lang: Lang,
): CalendarPricesQuery | null {
  if (!hasCalendarPrices(target)) return null;
  // The tour list's own API query (lib/tours/condition.ts), without the date: the calendar varies it.
  const query = tourApiQuery(condition, lang, { from, to });
  delete query.goDate;
  delete query.isNoDate;
  delete query.page;
  // The API reads its integers from the query's text (the same text the tour list sends).
  return apiQuery('/v1/tours.calendar', query);
}

/** The answer's days as YYYYMMDD → yen (days without a price left out). */
export function calendarPricesFrom(answer: ApiAnswer<'/v1/tours.calendar'>): Record<string, number> {
  const prices: Record<string, number> = {};
  for (const day of answer.days) if (day.priceFrom > 0) prices[day.date] = day.priceFrom;
  return prices;
}
