'use client';
/** The date range and weekdays of a bulk edit (date inputs read as Japan days; no weekday = every day). */
import { bulkEditDays } from '@tabiyori/domain';
import { useState } from 'react';
import { dateInputFromYmd, ymdFromDateInput } from '@/lib/operator/time';
import styles from '../operator.module.css';
import own from './inventory.module.css';

export interface BulkRange {
  from: string;
  to: string;
  weekdays: number[];
}

/**
 * A bulk edit's range, starting over the grid's days, the days it covers and the range as the API's
 * bulk edits take it (`from`, `to`, `weekdays` when some are chosen), both null while incomplete.
 */
export function useBulkRange(gridDays: readonly string[]) {
  const [range, setRange] = useState<BulkRange>(() => ({
    from: dateInputFromYmd(gridDays[0]),
    to: dateInputFromYmd(gridDays[gridDays.length - 1]),
    weekdays: [],
  }));
  const from = ymdFromDateInput(range.from);
  const to = ymdFromDateInput(range.to);
  const days = from && to ? bulkEditDays(from, to, range.weekdays) : null;
  const span =
    from && to ? { from, to, ...(range.weekdays.length > 0 ? { weekdays: range.weekdays } : {}) } : null;
  return { range, setRange, days, span };
}

export function BulkRangeFields({
  range,
  onChange,
  texts,
  idPrefix,
}: {
  range: BulkRange;
  onChange: (range: BulkRange) => void;
  texts: { from: string; to: string; weekdays: string; weekdayNames: string[] };
  idPrefix: string;
}) {
  const toggle = (day: number) =>
    onChange({
      ...range,
      weekdays: range.weekdays.includes(day)
        ? range.weekdays.filter((d) => d !== day)
        : [...range.weekdays, day].sort(),
    });
  return (
    <>
      <div className={styles.form}>
        <label className={styles.field}>
          {texts.from}
          <input
            type="date"
            required
            value={range.from}
            onChange={(e) => onChange({ ...range, from: e.target.value })}
          />
        </label>
        <label className={styles.field}>
          {texts.to}
          <input
            type="date"
            required
            min={range.from}
            value={range.to}
            onChange={(e) => onChange({ ...range, to: e.target.value })}
          />
        </label>
      </div>
      <fieldset className={own.weekdays}>
        <legend>{texts.weekdays}</legend>
        {texts.weekdayNames.map((name, day) => (
          <label key={day} htmlFor={`${idPrefix}-wd-${day}`}>
            <input
              id={`${idPrefix}-wd-${day}`}
              type="checkbox"
              checked={range.weekdays.includes(day)}
              onChange={() => toggle(day)}
            />
            {name}
          </label>
        ))}
      </fieldset>
    </>
  );
}
