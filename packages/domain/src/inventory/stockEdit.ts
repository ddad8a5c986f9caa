/**
 * The back office's inventory edits (issue 19 item 5), one rule for the console (shown before
 * saving) and the API (enforced in the edit's transaction).
 *
 * A day of stock is what is left to sell (`left`), what confirmed bookings hold (`booked`) and whether
 * sale is stopped. The operator speaks of the day's total (left + booked):
 *   set N     the total becomes N;
 *   add D     the total grows by D (D may be negative);
 *   stop      sale stops: nothing more can be booked, what is left is kept for resuming;
 *   resume    sale resumes with what is left.
 * A total below what is booked is refused with the booked count; stock and totals are never negative.
 */
import { addDays, dayOfWeek, daysBetween } from '../calendar/japanTime';

export type StockEdit =
  | { action: 'set'; quantity: number }
  | { action: 'add'; quantity: number }
  | { action: 'stop' }
  | { action: 'resume' };

export interface StockDay {
  left: number;
  booked: number;
  stopped: boolean;
}

export type StockEditResult =
  { ok: true; day: StockDay } | { ok: false; booked: number; requestedTotal: number };

/** The most one day can hold (rooms, seats, places, cars). */
export const MAX_DAY_STOCK = 9999;

/** The day after the edit, or the refusal with the count already booked. */
export function applyStockEdit(day: StockDay, edit: StockEdit): StockEditResult {
  switch (edit.action) {
    case 'stop':
      return { ok: true, day: { ...day, stopped: true } };
    case 'resume':
      return { ok: true, day: { ...day, stopped: false } };
    case 'set':
    case 'add': {
      const total = edit.action === 'set' ? edit.quantity : day.left + day.booked + edit.quantity;
      if (!Number.isInteger(total) || total < day.booked || total > MAX_DAY_STOCK) {
        return { ok: false, booked: day.booked, requestedTotal: total };
      }
      return { ok: true, day: { ...day, left: total - day.booked } };
    }
  }
}

/** The longest date range one bulk edit may cover. */
export const MAX_BULK_DAYS = 366;

/**
 * The days of a bulk edit: every day from `from` to `to` (YYYYMMDD, inclusive) whose weekday
 * (0 Sunday … 6 Saturday) is in `weekdays` (all days when empty or absent). Null when the range is
 * reversed or longer than MAX_BULK_DAYS.
 */
export function bulkEditDays(from: string, to: string, weekdays?: readonly number[]): string[] | null {
  let span: number;
  try {
    span = daysBetween(from, to);
  } catch {
    return null;
  }
  if (!Number.isInteger(span) || span < 0 || span >= MAX_BULK_DAYS) return null;
  const keep = weekdays && weekdays.length > 0 ? new Set(weekdays) : null;
  const days: string[] = [];
  for (let i = 0; i <= span; i += 1) {
    const day = addDays(from, i);
    if (!keep || keep.has(dayOfWeek(day))) days.push(day);
  }
  return days;
}
