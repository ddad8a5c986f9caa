/**
 * View models of the tour detail and flyer: the price calendar months (from the tourCalendar
 * answer, spec §2 day classes), the default hotel plans for the party's people per room (spec §3
 * defaultYadoPlans; §4 the plan of the pax case), and a month's prices for the flyer. Prices are
 * formatted by the domain. Pure (tested).
 */
import {
  formatPrice,
  isSelectableDay,
  monthPriceRange,
  parseYmd,
  type CalendarDayRange,
  type DisplayLang,
} from '@tabiyori/domain';
import type { DefaultYadoPlan, PriceStock, TourCalendarDay } from './types';

export interface CalendarCell {
  date: string;
  day: number;
  dayClass: TourCalendarDay['dayClass'];
  holidayName: string | null;
  /** `36,000円` for a sold day, else ''. */
  priceText: string;
  price: number;
  stock: number;
  selectable: boolean;
}

export interface CalendarMonth {
  /** YYYYMM */
  month: string;
  year: number;
  monthNumber: number;
  /** Weeks Sunday first; null pads days outside the month. */
  weeks: (CalendarCell | null)[][];
  /** Lowest and highest sold price of the month (domain monthPriceRange), or null. */
  range: { priceFrom: number; priceTo: number } | null;
}

/**
 * The calendar days grouped into months of Sunday-first weeks. With `window` (the brand's reserve
 * window, lib/brands.ts brandTourWindow) only its days can be chosen and the months outside it are
 * left out, as the search calendars of the brand do.
 */
export function calendarMonths(
  days: readonly TourCalendarDay[],
  lang: DisplayLang,
  window?: CalendarDayRange,
): CalendarMonth[] {
  const byMonth = new Map<string, TourCalendarDay[]>();
  const inWindow = (date: string) => !window || isSelectableDay(date, window);
  const monthsInWindow = new Set(days.filter((d) => inWindow(d.date)).map((d) => d.date.slice(0, 6)));
  for (const day of days) {
    if (!parseYmd(day.date) || !monthsInWindow.has(day.date.slice(0, 6))) continue;
    const month = day.date.slice(0, 6);
    const list = byMonth.get(month) ?? [];
    list.push(day);
    byMonth.set(month, list);
  }
  return [...byMonth.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([month, list]) => {
      list.sort((a, b) => (a.date < b.date ? -1 : 1));
      const year = Number(month.slice(0, 4));
      const monthNumber = Number(month.slice(4, 6));
      const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
      const firstWeekday = new Date(Date.UTC(year, monthNumber - 1, 1)).getUTCDay();
      const byDate = new Map(list.map((d) => [d.date, d]));
      const cells: (CalendarCell | null)[] = Array.from({ length: firstWeekday }, () => null);
      for (let d = 1; d <= lastDay; d++) {
        const date = `${month}${String(d).padStart(2, '0')}`;
        const entry = byDate.get(date);
        cells.push(
          entry
            ? {
                date,
                day: d,
                dayClass: entry.dayClass,
                holidayName: entry.holidayName,
                priceText: entry.priceFrom > 0 ? formatPrice(entry.priceFrom, lang) : '',
                price: entry.priceFrom,
                stock: entry.stock,
                selectable: entry.selectable && inWindow(date),
              }
            : null,
        );
      }
      while (cells.length % 7 !== 0) cells.push(null);
      const weeks: (CalendarCell | null)[][] = [];
      for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
      return { month, year, monthNumber, weeks, range: monthPriceRange(list, month) };
    });
}

/** The month to show: the requested one when the calendar has it, else the go date's, else the first. */
export function pickMonth(
  months: readonly CalendarMonth[],
  requested: string | undefined,
  goDate: string | undefined,
): CalendarMonth | undefined {
  return (
    months.find((m) => m.month === requested) ??
    months.find((m) => goDate !== undefined && m.month === goDate.slice(0, 6)) ??
    months[0]
  );
}

export interface DefaultPlanView {
  hotelId: string;
  hotelName: string;
  /** First night (0 = the departure night) and nights. */
  relativeDate: number;
  nights: number;
  planId: string;
  planName: string;
  roomTypeName: string;
  canSmoke: boolean;
  minPax: number | null;
  maxPax: number | null;
  mealTypeName: string;
  planGroupName: string;
}

/**
 * The default lodging for the party's people per room: the plan of the pax case
 * (paxPlanIds[paxPerRoom], spec §4), else the first plan, with that plan's room type, smoking,
 * occupancy and meal.
 */
export function defaultPlanViews(plans: readonly DefaultYadoPlan[], paxPerRoom: number): DefaultPlanView[] {
  return plans.flatMap((yado) => {
    const planId = yado.paxPlanIds[String(paxPerRoom)] ?? yado.planIds[0];
    if (planId === undefined) return [];
    const i = Math.max(0, yado.planIds.indexOf(planId));
    return [
      {
        hotelId: yado.hotelId,
        hotelName: yado.hotelName,
        relativeDate: yado.relativeDate,
        nights: yado.nights,
        planId,
        planName: yado.planNames[i] ?? '',
        roomTypeName: yado.roomTypeNames[i] ?? '',
        canSmoke: yado.planCanSmokes[i] ?? false,
        minPax: yado.planMinPaxes[i] ?? null,
        maxPax: yado.planMaxPaxes[i] ?? null,
        mealTypeName: yado.mealTypeName,
        planGroupName: yado.usePlanGroupCodeFlag ? yado.planGroupName : '',
      },
    ];
  });
}

export interface FlyerDayRow {
  date: string;
  priceText: string;
  stock: number;
}

/** The flyer's month: its sold days (price from, seats) and its range; days not sold are left out. */
export function flyerMonthPrices(
  priceStocks: readonly PriceStock[],
  month: string,
  lang: DisplayLang,
): { days: FlyerDayRow[]; range: { priceFrom: number; priceTo: number } | null } {
  const inMonth = priceStocks.filter((p) => p.date.startsWith(month) && parseYmd(p.date));
  return {
    days: inMonth
      .filter((p) => p.priceFrom > 0)
      .sort((a, b) => (a.date < b.date ? -1 : 1))
      .map((p) => ({ date: p.date, priceText: formatPrice(p.priceFrom, lang), stock: p.stock })),
    range: monthPriceRange(inMonth, month),
  };
}

/** The flyer month of the URL when the tour has it, else the first month the tour is on sale. */
export function pickFlyerMonth(
  flyerMonths: readonly string[],
  requested: string | undefined,
): string | undefined {
  if (requested && flyerMonths.includes(requested)) return requested;
  return flyerMonths[0];
}
