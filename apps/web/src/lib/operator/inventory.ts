/** The back office's inventory pages: which product kinds there are, and the grid's date window. */
import { addDays, japanToday } from '@tabiyori/domain';
import { INVENTORY_KINDS, type InventoryKind } from './apiSets';

export function inventoryKind(value: string | undefined): InventoryKind | undefined {
  return (INVENTORY_KINDS as readonly string[]).includes(value ?? '') ? (value as InventoryKind) : undefined;
}

/** The day counts the grid offers. */
export const GRID_DAY_CHOICES = [7, 14, 31] as const;

/** The grid's first day (`?from=YYYYMMDD`, else today in Japan) and its day count (`?days=`, else 14). */
export function gridWindow(from: string | undefined, days: string | undefined, now = Date.now()) {
  const count = (GRID_DAY_CHOICES as readonly number[]).includes(Number(days)) ? Number(days) : 14;
  let start = japanToday(now);
  if (from && /^\d{8}$/.test(from)) {
    try {
      addDays(from, 0);
      start = from;
    } catch {
      // an impossible day: today
    }
  }
  return { from: start, days: count, previous: addDays(start, -count), next: addDays(start, count) };
}
