'use client';
/**
 * One day of the calendar grid: a gridcell whose button names the day (date, holiday, lowest price,
 * check-in / check-out / chosen / unavailable), shows its number (with the month on the 1st and the
 * page's first day), the check-in and check-out marks and the price line when prices are shown.
 */
import type { KeyboardEvent } from 'react';
import { formatDateLong, formatPrice, type CalendarDay as Day } from '@tabiyori/domain';
import { useTranslation } from '@/lib/i18n/client';
import { itemSep } from '@/lib/i18n/punctuation';
import type { Lang } from '@/lib/i18n/settings';
import styles from './search.module.css';

export function CalendarDay({
  day,
  lang,
  extraHoliday,
  chosen,
  isStart,
  isEnd,
  price,
  priced,
  pageStart,
  focusable,
  onChoose,
  onKeyDown,
}: {
  day: Day;
  lang: Lang;
  /** The reference data's holiday of the day, beyond the national ones. */
  extraHoliday: string | undefined;
  chosen: boolean;
  isStart: boolean;
  isEnd: boolean;
  price: number | undefined;
  /** Prices are shown (every day keeps a line for its price). */
  priced: boolean;
  /** The first day of the page shown. */
  pageStart: string;
  /** The grid's one tab stop. */
  focusable: boolean;
  onChoose: (day: Day) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, day: Day) => void;
}) {
  const { t } = useTranslation('calendar');
  const { t: ts } = useTranslation('search');
  const holidayName = day.holidayName ?? extraHoliday ?? null;
  const dayClass = extraHoliday ? 'sunday-holiday' : day.dayClass;
  const showMonth = day.date === 1 || day.ymd === pageStart;
  const state = [
    isStart ? t('checkin') : null,
    isEnd ? t('checkout') : null,
    chosen && !isStart && !isEnd ? t('selected') : null,
    day.selectable ? null : t('unavailable'),
  ].filter(Boolean);
  const name = [
    formatDateLong(day.ymd, lang),
    holidayName ? (lang === 'en' ? (day.holidayNameEn ?? holidayName) : holidayName) : null,
    price !== undefined ? `${t('lowestPrice')} ${formatPrice(price, lang)}` : null,
    ...state,
  ]
    .filter(Boolean)
    .join(itemSep(lang));
  const classes = [
    styles.day,
    dayClass === 'sunday-holiday' ? styles.sunday : dayClass === 'saturday' ? styles.saturday : '',
    chosen ? styles.dayChosen : '',
    isStart ? styles.dayStart : '',
    isEnd ? styles.dayEnd : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <td role="gridcell" aria-selected={chosen} aria-disabled={!day.selectable || undefined}>
      <button
        type="button"
        data-ymd={day.ymd}
        className={classes}
        tabIndex={focusable ? 0 : -1}
        aria-label={name}
        aria-disabled={!day.selectable || undefined}
        onClick={() => onChoose(day)}
        onKeyDown={(event) => onKeyDown(event, day)}
      >
        <span className={styles.dayNumber} aria-hidden="true">
          {showMonth ? `${Number(day.ymd.slice(4, 6))}/${day.date}` : day.date}
        </span>
        {isStart || isEnd ? (
          <span className={styles.dayMark} aria-hidden="true">
            {isStart ? ts('calendarInMark') : ts('calendarOutMark')}
          </span>
        ) : null}
        {priced ? (
          <span className={styles.dayPrice} aria-hidden="true">
            {price !== undefined ? formatPrice(price, lang) : '\u00a0'}
          </span>
        ) : null}
      </button>
    </td>
  );
}
