/** The tour lengths the searches offer (spec §4 tour days): a day trip up to 8 days. Pure. */
import type { TranslateFn } from '../i18n/translate';

export const TOUR_DAY_CHOICES: readonly number[] = Array.from({ length: 8 }, (_, i) => i + 1);

/** 日帰り / 3日間 (the search namespace's texts). */
export function tourDaysText(days: number, t: TranslateFn): string {
  return days === 1 ? t('dayTrip') : t('tourDaysValue', { count: days });
}
