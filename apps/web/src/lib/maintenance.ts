/**
 * Maintenance wiring (spec §2, §4): the decoder (GET /v1/decoder) carries the schedule
 * (`maintenanceSchedules: [{ maintenanceFrom, maintenanceTo }]`, YYYYMMDDHHmm Japan time) and the
 * mode (`consts.maintenanceMode`). The rule itself, "mode 'sorry' and a window with an end is active
 * now", is the domain's `maintenanceNotice`; this module only fetches, caches and answers.
 *
 * The proxy asks on every page request. The decoder is fetched at most once per 30 s per process
 * (a cache that is safe to lose; `MAINTENANCE_CACHE_MS` overrides the 30 s, and 0 asks the decoder on
 * every request, which the browser journeys use to switch maintenance on and off); the decision is made against the current time on every request,
 * so the notice switches on and off by itself at the window's edges even with a cached schedule.
 * When the decoder cannot be reached the site is NOT put into maintenance (an API outage shows the
 * pages' own error handling instead), and the failure is remembered for 5 s to spare the API.
 */
import type { ApiAnswer } from '@tabiyori/api-client';
import { maintenanceNotice, type MaintenanceScheduleEntry } from '@tabiyori/domain';

export interface MaintenanceState {
  mode: string | null;
  schedule: MaintenanceScheduleEntry[];
}

export const NO_MAINTENANCE: MaintenanceState = Object.freeze({
  mode: null,
  schedule: [],
}) as MaintenanceState;

export type MaintenanceDecision =
  | { active: false }
  | {
      active: true;
      /** Planned completion, YYYYMMDDHHmm Japan time. */
      end: string;
      /** Seconds until the planned completion, for Retry-After (at least 1). */
      retryAfterSeconds: number;
    };

/** The decoder's maintenance fields, as GET /v1/decoder answers them (@tabiyori/api-client). */
export type DecoderMaintenance = {
  maintenanceSchedules: ApiAnswer<'/v1/decoder'>['maintenanceSchedules'];
  consts: Pick<ApiAnswer<'/v1/decoder'>['consts'], 'maintenanceMode'>;
};

/** The maintenance state of a decoder answer. */
export function parseDecoderMaintenance(decoder: DecoderMaintenance): MaintenanceState {
  return {
    mode: decoder.consts.maintenanceMode,
    schedule: decoder.maintenanceSchedules.map(({ maintenanceFrom, maintenanceTo }) => ({
      maintenanceFrom,
      maintenanceTo,
    })),
  };
}

/** Epoch milliseconds of a Japan wall-clock minute `YYYYMMDDHHmm` (Japan has no DST: UTC+9). */
export function japanMinuteToEpoch(ymdHm: string): number {
  const [y, mo, d, h, mi] = [0, 4, 6, 8, 10].map((at, i) => Number(ymdHm.slice(at, at + (i === 0 ? 4 : 2))));
  return Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0) - 9 * 60 * 60 * 1000;
}

/** The decision for a request at `now`: the domain rule plus the Retry-After seconds. */
export function decideMaintenance(state: MaintenanceState, now: Date | number): MaintenanceDecision {
  const end = maintenanceNotice(state.mode, state.schedule, now);
  if (!end) return { active: false };
  const nowMs = typeof now === 'number' ? now : now.getTime();
  const retryAfterSeconds = Math.max(1, Math.ceil((japanMinuteToEpoch(end) - nowMs) / 1000));
  return { active: true, end, retryAfterSeconds };
}

/** Default time the maintenance state is served from memory. */
export const MAINTENANCE_CACHE_MS_DEFAULT = 30_000;

/**
 * The cache time from `MAINTENANCE_CACHE_MS` (whole milliseconds, 0 or more), read at run time;
 * anything else (unset, blank, negative, not a number) keeps the 30 s default.
 */
export function maintenanceCacheMs(env: Record<string, string | undefined> = process.env): number {
  const raw = env.MAINTENANCE_CACHE_MS?.trim();
  if (!raw || !/^\d{1,9}$/.test(raw)) return MAINTENANCE_CACHE_MS_DEFAULT;
  return Number(raw);
}

export interface MaintenanceSourceOptions {
  /** Fetches the decoder answer; throws or rejects on failure. */
  load: () => Promise<DecoderMaintenance>;
  /** Default maintenanceCacheMs() (30 s unless MAINTENANCE_CACHE_MS says otherwise); 0 = no cache. */
  ttlMs?: number;
  failureTtlMs?: number;
  clock?: () => number;
}

/**
 * A cached reader of the maintenance state. The first call waits for the decoder (a window that is
 * already active must not be missed); later calls answer from memory at once and, once the TTL has
 * passed, start one background reload (stale-while-revalidate). A failed load keeps the schedule
 * already known, or none, and is retried after failureTtlMs. With a TTL of 0 every call waits for
 * a fresh load (concurrent calls share it), so a change is seen by the very next request.
 */
export function createMaintenanceSource(options: MaintenanceSourceOptions): () => Promise<MaintenanceState> {
  const ttlMs = options.ttlMs ?? maintenanceCacheMs();
  const failureTtlMs = options.failureTtlMs ?? 5_000;
  const clock = options.clock ?? Date.now;
  let cached: { state: MaintenanceState; expires: number } | null = null;
  let inflight: Promise<MaintenanceState> | null = null;

  function reload(): Promise<MaintenanceState> {
    if (inflight) return inflight;
    inflight = options
      .load()
      .then((body) => {
        const state = parseDecoderMaintenance(body);
        cached = { state, expires: clock() + ttlMs };
        return state;
      })
      .catch(() => {
        const state = cached?.state ?? NO_MAINTENANCE;
        cached = { state, expires: clock() + failureTtlMs };
        return state;
      })
      .finally(() => {
        inflight = null;
      });
    return inflight;
  }

  return async function read(): Promise<MaintenanceState> {
    if (!cached || ttlMs <= 0) return reload();
    if (clock() >= cached.expires) void reload();
    return cached.state;
  };
}
