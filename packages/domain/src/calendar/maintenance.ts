/**
 * Spec §4 "Maintenance is active when the current time is within a scheduled window (from
 * inclusive, to exclusive); the notice shows when mode is 'sorry' with an end time", §2 maintenance
 * screen (title, booking unavailable, planned completion time), §3 maintenance schedule entry.
 *
 * Window bounds are Japan wall-clock minutes `YYYYMMDDHHmm`. Comparing the current Japan minute with
 * them is exact: both bounds are whole minutes, so `from <= now < to` holds for the instant exactly
 * when it holds for its minute.
 *
 * Decisions where the spec is silent:
 * - an entry whose `maintenanceFrom` is missing or malformed is ignored (never blocks the site);
 * - an entry whose `maintenanceTo` is missing or empty is open-ended: active from `maintenanceFrom`
 *   until an operator removes it (a malformed non-empty `maintenanceTo` makes the entry ignored);
 * - several windows may overlap; the active one reported is the one that ends last, so the notice
 *   never promises an end time that another window overrides.
 */
import { japanNowMinute } from './japanTime';
import { isValidDateString } from './dateFormats';

export interface MaintenanceScheduleEntry {
  /** Start, inclusive, `YYYYMMDDHHmm` Japan time. */
  maintenanceFrom: string;
  /** End, exclusive, `YYYYMMDDHHmm` Japan time; empty or absent = open-ended. */
  maintenanceTo?: string | null;
}

/** The maintenance mode that replaces pages with the maintenance screen (config consts.maintenanceMode). */
export const MAINTENANCE_MODE_SORRY = 'sorry';

function isOpenEnded(entry: MaintenanceScheduleEntry): boolean {
  return entry.maintenanceTo === undefined || entry.maintenanceTo === null || entry.maintenanceTo === '';
}

function windowContains(entry: MaintenanceScheduleEntry, nowMinute: string): boolean {
  if (!isValidDateString(entry.maintenanceFrom, 'ymdHm')) return false;
  if (nowMinute < entry.maintenanceFrom) return false;
  if (isOpenEnded(entry)) return true;
  const to = entry.maintenanceTo as string;
  return isValidDateString(to, 'ymdHm') && nowMinute < to;
}

/** The window `now` falls in (the latest-ending one when several overlap), or null. */
export function activeMaintenanceWindow(
  schedule: readonly MaintenanceScheduleEntry[],
  now: Date | number,
): MaintenanceScheduleEntry | null {
  const nowMinute = japanNowMinute(now);
  let found: MaintenanceScheduleEntry | null = null;
  for (const entry of schedule) {
    if (!windowContains(entry, nowMinute)) continue;
    if (!found || isOpenEnded(entry)) found = entry;
    else if (!isOpenEnded(found) && (entry.maintenanceTo as string) > (found.maintenanceTo as string))
      found = entry;
    if (isOpenEnded(found)) break;
  }
  return found;
}

/** Spec §4: true when `now` lies within a scheduled window (from inclusive, to exclusive). */
export function isMaintenanceActive(
  schedule: readonly MaintenanceScheduleEntry[],
  now: Date | number,
): boolean {
  return activeMaintenanceWindow(schedule, now) !== null;
}

/**
 * Spec §2/§4: the maintenance notice shows only when the mode is 'sorry' and an end time is set.
 * Returns the planned completion time (`YYYYMMDDHHmm`) to show, or null when no notice shows. An end
 * time that is not a valid `YYYYMMDDHHmm` counts as not set.
 */
export function maintenanceNoticeEndTime(
  maintenanceMode: string | null | undefined,
  endTime: string | null | undefined,
): string | null {
  if (maintenanceMode !== MAINTENANCE_MODE_SORRY) return null;
  return isValidDateString(endTime, 'ymdHm') ? (endTime as string) : null;
}

/**
 * The whole decision for a page request: with mode 'sorry' and a window active at `now` that has an
 * end, the page is replaced by the maintenance screen showing that end as the planned completion
 * time. Returns that end (`YYYYMMDDHHmm`), or null when the page shows normally.
 */
export function maintenanceNotice(
  maintenanceMode: string | null | undefined,
  schedule: readonly MaintenanceScheduleEntry[],
  now: Date | number,
): string | null {
  if (maintenanceMode !== MAINTENANCE_MODE_SORRY) return null;
  const active = activeMaintenanceWindow(schedule, now);
  return active ? maintenanceNoticeEndTime(maintenanceMode, active.maintenanceTo) : null;
}
