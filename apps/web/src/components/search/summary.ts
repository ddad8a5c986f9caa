/**
 * The one-line summaries of the search panel (destination, dates, party, preferences), from the
 * condition and the reference data. Dates by the domain (formatDateLong); the rest are values for
 * the locale texts. Pure (tested).
 */
import { addDays, formatDateLong, isValidDateString, type SearchCondition } from '@tabiyori/domain';
import type { Lang } from '@/lib/i18n/settings';
import { areaChain, type AreaNode, type KodawariGroup } from '@/lib/search/reference';

/** Names of the chosen destination areas (the code itself when unknown). */
export function areaNames(areas: readonly AreaNode[], codes: readonly string[]): string[] {
  return codes.map((code) => areaChain(areas, code).at(-1)?.name ?? code);
}

export interface DateSummary {
  /** null while searching without a date (日付未定). */
  checkIn: string | null;
  checkOut: string | null;
  nights: number;
}

export function dateSummary(condition: SearchCondition, lang: Lang): DateSummary {
  const nights = condition.nights ?? 1;
  if (condition.isNoDate || !isValidDateString(condition.goDate, 'ymd') || !condition.goDate) {
    return { checkIn: null, checkOut: null, nights };
  }
  return {
    checkIn: formatDateLong(condition.goDate, lang),
    checkOut: formatDateLong(addDays(condition.goDate, nights), lang),
    nights,
  };
}

export function kodawariNames(groups: readonly KodawariGroup[], codes: readonly string[]): string[] {
  const names = new Map(groups.flatMap((g) => g.items.map((item) => [item.code, item.name] as const)));
  return codes.map((code) => names.get(code) ?? code);
}
