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
import { calendarLastDay, calendarWeeks, type CalendarDay as Day } from '@tabiyori/domain';
import type { Lang } from '@/lib/i18n/settings';
import { CalendarDay } from './CalendarDay';
import { calendarKeyTarget, calendarPageLabel, calendarPages, pageIndexOf } from './calendarModel';
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

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, day: Day) {
    const target = calendarKeyTarget(event.key, day, pages, pageIndex);
    if (target === null) return;
    event.preventDefault();
    moveTo(target);
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
          {calendarPageLabel(start, lang)}
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
        aria-label={`${label} ${calendarPageLabel(start, lang)}`}
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
              {week.map((day, d) =>
                day ? (
                  <CalendarDay
                    key={d}
                    day={day}
                    lang={lang}
                    extraHoliday={holidays[day.ymd]}
                    chosen={chosen.has(day.ymd)}
                    isStart={rangeStart === day.ymd}
                    isEnd={rangeEnd === day.ymd}
                    price={prices?.[day.ymd]}
                    priced={priced}
                    pageStart={start}
                    focusable={day.ymd === focusTarget}
                    onChoose={(chosenDay) => {
                      setFocused(chosenDay.ymd);
                      if (chosenDay.selectable) onSelect(chosenDay.ymd);
                    }}
                    onKeyDown={onKeyDown}
                  />
                ) : (
                  <td key={d} className={styles.blank} />
                ),
              )}
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
