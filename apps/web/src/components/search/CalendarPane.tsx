'use client';
/**
 * The stay dates (spec §2 calendar; §4 go date, nights, no-date flag): check-in and check-out
 * chosen on the calendar (up to 6 days, calendarModel.ts), or "search without a date". Changes go
 * through setGoDate / setNights / setNoDate. Shows the calendar's note (domain CALENDAR_NOTE).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import {
  CALENDAR_MAX_DAYS,
  CALENDAR_NOTE,
  formatDateLong,
  setGoDate,
  setNights,
  setNoDate,
  type SearchCondition,
} from '@tabiyori/domain';
import { browserApi } from '@/lib/browserApi';
import type { Lang } from '@/lib/i18n/settings';
import { CalendarGrid } from './CalendarGrid';
import { calendarPricesFrom, calendarPricesQuery, hasCalendarPrices } from './calendarPrices';
import {
  clickStayDay,
  selectedDays,
  selectionNights,
  staySelection,
  type StaySelection,
} from './calendarModel';
import type { SearchTarget } from './navigation';
import type { SearchReference } from '@/lib/search/reference';
import styles from './search.module.css';
import { colon, paren } from '@/lib/i18n/punctuation';

export function CalendarPane({
  lang,
  condition,
  reference,
  onChange,
  target,
}: {
  lang: Lang;
  condition: SearchCondition;
  reference: SearchReference;
  onChange: (condition: SearchCondition) => void;
  /** The searched list: tour searches show the lowest price per day (calendarPrices.ts). */
  target?: SearchTarget;
}) {
  const { t } = useTranslation('search');
  const { t: tc } = useTranslation('calendar');
  const [selection, setSelection] = useState<StaySelection>(() =>
    condition.isNoDate
      ? { checkIn: null, checkOut: null }
      : staySelection(condition.goDate, condition.nights),
  );
  const [limitReached, setLimitReached] = useState(false);
  const [page, setPage] = useState<{ first: string; last: string } | null>(null);
  // Loaded prices by query; a failed load counts as "no prices known" (the days stay empty).
  const [loaded, setLoaded] = useState<Record<string, Record<string, number>>>({});
  const requested = useRef(new Set<string>());
  const onPageShown = useCallback((first: string, last: string) => setPage({ first, last }), []);
  const pricesQuery = page ? calendarPricesQuery(target, condition, page.first, page.last, lang) : null;
  const pricesPath = pricesQuery ? JSON.stringify(pricesQuery) : null;
  const showsPrices = hasCalendarPrices(target);
  const prices = pricesPath ? loaded[pricesPath] : undefined;
  const pricesLoading = pricesPath !== null && prices === undefined;

  useEffect(() => {
    if (!pricesPath || requested.current.has(pricesPath)) return;
    requested.current.add(pricesPath);
    const store = (found: Record<string, number>) => setLoaded((all) => ({ ...all, [pricesPath]: found }));
    const query = JSON.parse(pricesPath) as NonNullable<typeof pricesQuery>;
    browserApi()
      .GET('/v1/tours.calendar', { params: { query } })
      .then(({ data }) => store(data ? calendarPricesFrom(data) : {}))
      .catch(() => store({}));
  }, [pricesPath]);

  function choose(ymd: string) {
    const result = clickStayDay(selection, ymd);
    setLimitReached(result.limitReached);
    if (result.limitReached) return;
    setSelection(result.selection);
    const checkIn = result.selection.checkIn;
    if (!checkIn) return;
    const nights = selectionNights(result.selection, condition.nights);
    onChange(setNights(setGoDate(condition, checkIn), nights));
  }

  const noDate = condition.isNoDate;
  const nights = selectionNights(selection, condition.nights);

  return (
    <div className={styles.calendarPane}>
      <label className={styles.checkRow}>
        <input
          type="checkbox"
          checked={noDate}
          onChange={(event) => {
            const on = event.target.checked;
            if (!on && condition.goDate && !selection.checkIn) {
              setSelection(staySelection(condition.goDate, condition.nights));
            }
            onChange(setNoDate(condition, on));
          }}
        />
        {t('noDate')}
      </label>
      {noDate ? null : (
        <>
          <p className={styles.paneStatus} aria-live="polite">
            {selection.checkIn ? (
              <>
                {tc('checkin')}
                {colon(lang)}
                <strong>{formatDateLong(selection.checkIn, lang)}</strong>
                {selection.checkOut ? (
                  <>
                    {' '}
                    → {tc('checkout')}
                    {colon(lang)}
                    <strong>{formatDateLong(selection.checkOut, lang)}</strong>
                    {paren(t('nightsValue', { count: nights }), lang)}
                  </>
                ) : (
                  <> {t('pickCheckout')}</>
                )}
              </>
            ) : (
              t('pickCheckin')
            )}
          </p>
          {limitReached ? (
            <p className={styles.error} role="alert">
              {tc('maxDaysNote', { max: CALENDAR_MAX_DAYS })}
            </p>
          ) : null}
          {showsPrices ? (
            <p className={styles.priceStatus} role="status">
              {pricesLoading ? tc('pricesLoading') : tc('pricesNote')}
            </p>
          ) : null}
          <CalendarGrid
            lang={lang}
            selectable={reference.calendar}
            holidays={reference.holidays}
            selected={selectedDays(selection)}
            rangeStart={selection.checkIn}
            rangeEnd={selection.checkOut}
            prices={showsPrices ? (prices ?? {}) : undefined}
            pricesLoading={pricesLoading}
            onPageShown={onPageShown}
            initialDay={selection.checkIn ?? condition.goDate}
            onSelect={choose}
            label={t('modalCalendar')}
          />
        </>
      )}
      <p className={styles.note}>{tc('maxDaysNote', { max: CALENDAR_MAX_DAYS })}</p>
      <p className={styles.note}>{CALENDAR_NOTE[lang]}</p>
    </div>
  );
}
