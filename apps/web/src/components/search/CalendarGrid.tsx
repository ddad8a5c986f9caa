'use client';
/**
 * The calendar (spec §2): weeks within one month ahead per page (domain calendarWeeks), Sunday
 * first; Saturdays blue, Sundays and holidays red (national holidays from the domain, extra ones
 * from the reference data); days outside the selectable range are shown but disabled; the lowest
 * price per day when given. A WAI-ARIA grid: one tab stop, arrow keys move by day and week, Home /
 * End to the week's ends, Page Up / Page Down by page, Enter or Space chooses; cells carry
 * aria-selected and aria-disabled.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import {
  addDays,
  calendarLastDay,
  calendarWeeks,
  formatDateLong,
  formatPrice,
  type CalendarDay,
} from '@tabiyori/domain';
import type { Lang } from '@/lib/i18n/settings';
import { calendarPages, pageIndexOf } from './calendarModel';
import styles from './search.module.css';

export interface CalendarGridProps {
  lang: Lang;
  /** Selectable days; null when nothing can be chosen. */
  selectable: { start: string; end: string } | null;
  /** Extra holidays (YYYYMMDD → name) beyond the national ones. */
  holidays?: Record<string, string>;
  /** Days shown as chosen. */
  selected: readonly string[];
  /** First and last day of a chosen range (check-in / check-out marks). */
  rangeStart?: string | null;
  rangeEnd?: string | null;
  /**
   * Lowest price per day (yen), when known. When given (even empty, while loading), every day keeps
   * a line for its price, so prices arriving never move the grid.
   */
  prices?: Record<string, number>;
  /** Prices of the shown page are being loaded (aria-busy on the grid). */
  pricesLoading?: boolean;
  /** Told the first and last day of the page shown (e.g. to load its prices). */
  onPageShown?: (first: string, last: string) => void;
  /** The day the calendar opens on. */
  initialDay?: string | null;
  onSelect: (ymd: string) => void;
  /** Accessible name of the grid. */
  label: string;
}

const WEEKDAY_KEYS = [
  'weekdaySun',
  'weekdayMon',
  'weekdayTue',
  'weekdayWed',
  'weekdayThu',
  'weekdayFri',
  'weekdaySat',
] as const;

function pageLabel(start: string, lang: Lang): string {
  const end = calendarLastDay(start);
  const fmt = (ymd: string) =>
    lang === 'en'
      ? formatDateLong(ymd, 'en').replace(/^\w{3}, /, '')
      : `${Number(ymd.slice(0, 4))}年${Number(ymd.slice(4, 6))}月${Number(ymd.slice(6, 8))}日`;
  return lang === 'en' ? `${fmt(start)} – ${fmt(end)}` : `${fmt(start)}～${fmt(end)}`;
}

export function CalendarGrid({
  lang,
  selectable,
  holidays = {},
  selected,
  rangeStart,
  rangeEnd,
  prices,
  pricesLoading = false,
  onPageShown,
  initialDay,
  onSelect,
  label,
}: CalendarGridProps) {
  const { t } = useTranslation('calendar');
  const { t: ts } = useTranslation('search');
  const pages = useMemo(
    () => (selectable ? calendarPages(selectable.start, selectable.end) : []),
    [selectable],
  );
  const [pageIndex, setPageIndex] = useState(() => pageIndexOf(pages, initialDay ?? selectable?.start));
  const [focused, setFocused] = useState<string | null>(() =>
    initialDay && selectable && initialDay >= selectable.start && initialDay <= selectable.end
      ? initialDay
      : (selectable?.start ?? null),
  );
  const focusRequested = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);

  const start = pages[pageIndex];
  const weeks = useMemo(
    () => (start ? calendarWeeks({ start, selectable, selected }) : []),
    [start, selectable, selected],
  );
  const lastShown = start ? calendarLastDay(start) : null;
  const firstDay = pages[0];
  const lastDay = pages.length > 0 ? calendarLastDay(pages[pages.length - 1] ?? '') : null;
  const focusTarget =
    focused && start && lastShown && focused >= start && focused <= lastShown ? focused : start;

  useEffect(() => {
    if (start) onPageShown?.(start, calendarLastDay(start));
  }, [start, onPageShown]);

  useEffect(() => {
    if (!focusRequested.current || !focusTarget) return;
    focusRequested.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-ymd="${focusTarget}"]`)?.focus();
  }, [focusTarget, pageIndex]);

  if (!selectable || !start || !firstDay || !lastDay) {
    return <p className={styles.note}>{t('unavailable')}</p>;
  }

  function moveTo(ymd: string) {
    if (!firstDay || !lastDay) return;
    const target = ymd < firstDay ? firstDay : ymd > lastDay ? lastDay : ymd;
    setFocused(target);
    setPageIndex(pageIndexOf(pages, target));
    focusRequested.current = true;
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, day: CalendarDay) {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    const by = moves[event.key];
    if (by !== undefined) {
      event.preventDefault();
      moveTo(addDays(day.ymd, by));
    } else if (event.key === 'Home') {
      event.preventDefault();
      moveTo(addDays(day.ymd, -day.dayOfWeek));
    } else if (event.key === 'End') {
      event.preventDefault();
      moveTo(addDays(day.ymd, 6 - day.dayOfWeek));
    } else if (event.key === 'PageDown' || event.key === 'PageUp') {
      event.preventDefault();
      const next = Math.min(pages.length - 1, Math.max(0, pageIndex + (event.key === 'PageDown' ? 1 : -1)));
      const nextStart = pages[next];
      if (nextStart) moveTo(nextStart);
    }
  }

  const turn = (delta: number) => {
    const next = Math.min(pages.length - 1, Math.max(0, pageIndex + delta));
    setPageIndex(next);
    setFocused(pages[next] ?? null);
  };

  const captionId = `cal-caption-${start}`;
  const chosen = new Set(selected);
  const priced = prices !== undefined;

  return (
    <div className={styles.calendar}>
      <div className={styles.calendarNav}>
        <button
          type="button"
          className={styles.calendarTurn}
          onClick={() => turn(-1)}
          disabled={pageIndex === 0}
          aria-label={t('prevMonth')}
        >
          ‹
        </button>
        <p id={captionId} className={styles.calendarCaption} aria-live="polite">
          {pageLabel(start, lang)}
        </p>
        <button
          type="button"
          className={styles.calendarTurn}
          onClick={() => turn(1)}
          disabled={pageIndex >= pages.length - 1}
          aria-label={t('nextMonth')}
        >
          ›
        </button>
      </div>
      <table
        ref={gridRef}
        role="grid"
        className={`${styles.calendarGrid} ${priced ? styles.calendarPriced : ''}`}
        aria-label={`${label} ${pageLabel(start, lang)}`}
        aria-busy={pricesLoading || undefined}
      >
        <thead>
          <tr>
            {WEEKDAY_KEYS.map((key, i) => (
              <th
                key={key}
                scope="col"
                className={i === 0 ? styles.sunday : i === 6 ? styles.saturday : undefined}
              >
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((day, d) => {
                if (!day) return <td key={d} className={styles.blank} />;
                const extraHoliday = holidays[day.ymd];
                const holidayName = day.holidayName ?? extraHoliday ?? null;
                const dayClass = extraHoliday ? 'sunday-holiday' : day.dayClass;
                const isChosen = chosen.has(day.ymd);
                const isStart = rangeStart === day.ymd;
                const isEnd = rangeEnd === day.ymd;
                const price = prices?.[day.ymd];
                const showMonth = day.date === 1 || day.ymd === start;
                const state = [
                  isStart ? t('checkin') : null,
                  isEnd ? t('checkout') : null,
                  isChosen && !isStart && !isEnd ? t('selected') : null,
                  day.selectable ? null : t('unavailable'),
                ].filter(Boolean);
                const name = [
                  formatDateLong(day.ymd, lang),
                  holidayName ? (lang === 'en' ? (day.holidayNameEn ?? holidayName) : holidayName) : null,
                  price !== undefined ? `${t('lowestPrice')} ${formatPrice(price, lang)}` : null,
                  ...state,
                ]
                  .filter(Boolean)
                  .join(lang === 'en' ? ', ' : '、');
                const classes = [
                  styles.day,
                  dayClass === 'sunday-holiday'
                    ? styles.sunday
                    : dayClass === 'saturday'
                      ? styles.saturday
                      : '',
                  isChosen ? styles.dayChosen : '',
                  isStart ? styles.dayStart : '',
                  isEnd ? styles.dayEnd : '',
                ]
                  .filter(Boolean)
                  .join(' ');
                return (
                  <td
                    key={d}
                    role="gridcell"
                    aria-selected={isChosen}
                    aria-disabled={!day.selectable || undefined}
                  >
                    <button
                      type="button"
                      data-ymd={day.ymd}
                      className={classes}
                      tabIndex={day.ymd === focusTarget ? 0 : -1}
                      aria-label={name}
                      aria-disabled={!day.selectable || undefined}
                      onClick={() => {
                        setFocused(day.ymd);
                        if (day.selectable) onSelect(day.ymd);
                      }}
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
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={styles.calendarLegend}>
        <li>
          <span className={`${styles.legendSwatch} ${styles.sunday}`} aria-hidden="true">
            ■
          </span>
          {t('legendHoliday')}
        </li>
        <li>
          <span className={`${styles.legendSwatch} ${styles.saturday}`} aria-hidden="true">
            ■
          </span>
          {t('legendSaturday')}
        </li>
      </ul>
    </div>
  );
}
