/**
 * Grouping optional activity entries (spec §3: optionalId, date, amount, optionalGroupId) by
 * optionalGroupId (spec §5: fails with 'No optionalGroupId found' when one is missing).
 *
 * Decisions: an id that is absent, null, not a string or blank counts as missing, and one missing id
 * fails the whole grouping (a booking must not silently drop an activity). Groups come out in the
 * order their first entry appears; entries keep their input order inside a group.
 */
import { PaxFormatError } from './paxError';
import type { OptionalAmount } from './optionalAmount';

export interface OptionalActivityEntry {
  optionalId: string;
  /** YYYYMMDD */
  date: string;
  amount: OptionalAmount;
  optionalGroupId?: string | null;
}

export interface OptionalGroup<T> {
  optionalGroupId: string;
  entries: T[];
}

export function groupOptionalsByGroupId<T extends { optionalGroupId?: unknown }>(
  entries: readonly T[],
): OptionalGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const entry of entries) {
    const id = entry.optionalGroupId;
    if (typeof id !== 'string' || id.trim() === '') {
      throw new PaxFormatError('NO_OPTIONAL_GROUP_ID', 'No optionalGroupId found');
    }
    const list = groups.get(id);
    if (list) list.push(entry);
    else groups.set(id, [entry]);
  }
  return [...groups].map(([optionalGroupId, list]) => ({ optionalGroupId, entries: list }));
}
