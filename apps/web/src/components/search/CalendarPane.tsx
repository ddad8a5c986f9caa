'use client';
/**
 * The stay dates (spec §2 calendar; §4 go date, nights, no-date flag): check-in and check-out
 * chosen on the calendar (up to 6 days, calendarModel.ts), or "search without a date". Changes go
 * through setGoDate / setNights / setNoDate. Shows the calendar's note (domain CALENDAR_NOTE).
 */
import { useState } from 'react';
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
import type { Lang } from '@/lib/i18n/settings';
import { CalendarGrid } from './CalendarGrid';
import {
  clickStayDay,
  selectedDays,
  selectionNights,
  staySelection,
  type StaySelection,
} from './calendarModel';
import type { SearchReference } from './reference';
import styles from './search.module.css';
import { colon, paren } from '@/lib/hotels/punctuation';

export function CalendarPane({
  lang,
  condition,
  reference,
  onChange,
  prices,
}: {
  lang: Lang;
  condition: SearchCondition;
  reference: SearchReference;
  onChange: (condition: SearchCondition) => void;
  prices?: Record<string, number>;
}) {
  const { t } = useTranslation('search');
  const { t: tc } = useTranslation('calendar');
  const [selection, setSelection] = useState<StaySelection>(() =>
    condition.isNoDate
      ? { checkIn: null, checkOut: null }
      : staySelection(condition.goDate, condition.nights),
  );
  const [limitReached, setLimitReached] = useState(false);

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
          <CalendarGrid
            lang={lang}
            selectable={reference.calendar}
            holidays={reference.holidays}
            selected={selectedDays(selection)}
            rangeStart={selection.checkIn}
            rangeEnd={selection.checkOut}
            prices={prices}
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
