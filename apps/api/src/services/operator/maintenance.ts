/**
 * Maintenance from the back office (spec §2, §4): the mode ('sorry' shows the notice, 'none' never)
 * and the windows (YYYYMMDDHHmm Japan time, from inclusive, to exclusive). Stored where the decoder
 * reads them (reference_data, services/referenceData.ts saveMaintenance), so the traveller site
 * follows within its MAINTENANCE_CACHE_MS. "Start now" adds a window from this minute to the end
 * given and sets the mode to 'sorry'; "end now" closes every window active now at this minute.
 * Every change is audited in its transaction; this process's decoder cache is dropped after commit.
 */
import { japanNowMinute, maintenanceNotice } from '@tabiyori/domain';
import type { Static } from 'typebox';
import type { Kysely } from 'kysely';
import type { App } from '../../app';
import type { Database } from '../../db/schema';
import { ApiFailure } from '../../errors';
import type { MaintenanceBody, MaintenanceStateSchema } from '../../schemas/operator';
import {
  invalidateReferenceData,
  parseMaintenanceMode,
  parseMaintenanceSchedule,
  readReference,
  saveMaintenance,
} from '../referenceData';
import type { Actor } from './access';
import { recordChange } from './audit';

export type MaintenanceState = Static<typeof MaintenanceStateSchema>;
type Settings = Static<typeof MaintenanceBody>;
type Window = Settings['schedule'][number];

async function readSettings(db: Kysely<Database>): Promise<Settings> {
  const ref = await readReference(db);
  return {
    mode: parseMaintenanceMode(ref.maintenanceMode),
    schedule: parseMaintenanceSchedule(ref.maintenanceSchedule),
  };
}

function stateOf(settings: Settings, now: number): MaintenanceState {
  return {
    ...settings,
    noticeEnd: maintenanceNotice(settings.mode, settings.schedule, now),
    now: japanNowMinute(now),
  };
}

export async function readMaintenance(db: Kysely<Database>, now = Date.now()): Promise<MaintenanceState> {
  return stateOf(await readSettings(db), now);
}

function checkWindows(schedule: readonly Window[]): void {
  for (const w of schedule) {
    if (w.maintenanceTo !== null && w.maintenanceTo <= w.maintenanceFrom) {
      throw new ApiFailure(400, 'OPR800', 'maintenanceTo must be after maintenanceFrom');
    }
  }
}

async function change(
  app: App,
  actor: Actor,
  action: string,
  next: (before: Settings, nowMinute: string) => Settings,
): Promise<MaintenanceState> {
  const now = Date.now();
  const after = await app.ctx.db.transaction().execute(async (tx) => {
    const before = await readSettings(tx);
    const settings = next(before, japanNowMinute(now));
    checkWindows(settings.schedule);
    try {
      await saveMaintenance(tx, settings);
    } catch (error) {
      if (error instanceof RangeError) throw new ApiFailure(400, 'OPR800', 'schedule is invalid');
      throw error;
    }
    await recordChange(tx, actor, {
      action,
      targetType: 'maintenance',
      targetId: 'site',
      before,
      after: settings,
    });
    return settings;
  });
  invalidateReferenceData(app.ctx.db);
  return stateOf(after, now);
}

/** Replaces the mode and the windows. */
export function replaceMaintenance(app: App, actor: Actor, body: Settings): Promise<MaintenanceState> {
  return change(app, actor, 'maintenance.replace', () => ({
    mode: body.mode,
    schedule: body.schedule.map((w) => ({
      maintenanceFrom: w.maintenanceFrom,
      maintenanceTo: w.maintenanceTo,
    })),
  }));
}

/** Maintenance from this minute until `until` (mode 'sorry'). */
export function startMaintenanceNow(app: App, actor: Actor, until: string): Promise<MaintenanceState> {
  return change(app, actor, 'maintenance.start', (before, nowMinute) => {
    if (until <= nowMinute) throw new ApiFailure(400, 'OPR800', 'until must be in the future');
    return {
      mode: 'sorry',
      schedule: [...before.schedule, { maintenanceFrom: nowMinute, maintenanceTo: until }],
    };
  });
}

/** Closes every window active now at this minute (windows still to come are kept). */
export function endMaintenanceNow(app: App, actor: Actor): Promise<MaintenanceState> {
  return change(app, actor, 'maintenance.end', (before, nowMinute) => ({
    mode: before.mode,
    schedule: before.schedule.flatMap((w) => {
      const active =
        w.maintenanceFrom <= nowMinute && (w.maintenanceTo === null || nowMinute < w.maintenanceTo);
      if (!active) return [w];
      // A window that began this very minute ends empty: it is dropped.
      return w.maintenanceFrom === nowMinute
        ? []
        : [{ maintenanceFrom: w.maintenanceFrom, maintenanceTo: nowMinute }];
    }),
  }));
}
