/**
 * Spec §2/§4 maintenance: the notice replaces pages when the mode is 'sorry' and a scheduled
 * window (from inclusive, to exclusive, Japan time) with an end is active; it switches by itself at
 * the window's edges.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  createMaintenanceSource,
  decideMaintenance,
  maintenanceCacheMs,
  japanMinuteToEpoch,
  parseDecoderMaintenance,
  type DecoderMaintenance,
  type MaintenanceState,
} from './maintenance';

/** An instant given as Japan wall-clock time. */
const jst = (ymdHm: string) => japanMinuteToEpoch(ymdHm);

const sorry: MaintenanceState = {
  mode: 'sorry',
  schedule: [{ maintenanceFrom: '202612050100', maintenanceTo: '202612050600' }],
};

describe('decideMaintenance', () => {
  it('is off before the window and on from its first minute (from inclusive)', () => {
    expect(decideMaintenance(sorry, jst('202612050100') - 1)).toEqual({ active: false });
    expect(decideMaintenance(sorry, jst('202612050100'))).toMatchObject({
      active: true,
      end: '202612050600',
    });
  });

  it('is off again exactly at the end (to exclusive)', () => {
    expect(decideMaintenance(sorry, jst('202612050600') - 1).active).toBe(true);
    expect(decideMaintenance(sorry, jst('202612050600'))).toEqual({ active: false });
  });

  it('gives Retry-After as the seconds left until the planned end', () => {
    expect(decideMaintenance(sorry, jst('202612050530'))).toEqual({
      active: true,
      end: '202612050600',
      retryAfterSeconds: 1800,
    });
    expect(decideMaintenance(sorry, jst('202612050600') - 200)).toMatchObject({ retryAfterSeconds: 1 });
  });

  it('reads the window in Japan time whatever the server time zone (00:30 JST is 15:30 UTC the day before)', () => {
    const state: MaintenanceState = {
      mode: 'sorry',
      schedule: [{ maintenanceFrom: '202612050000', maintenanceTo: '202612050100' }],
    };
    expect(decideMaintenance(state, Date.UTC(2026, 11, 4, 15, 30)).active).toBe(true);
    expect(decideMaintenance(state, Date.UTC(2026, 11, 5, 0, 30)).active).toBe(false);
  });

  it('shows nothing unless the mode is sorry', () => {
    expect(decideMaintenance({ ...sorry, mode: 'none' }, jst('202612050300'))).toEqual({ active: false });
    expect(decideMaintenance({ ...sorry, mode: null }, jst('202612050300'))).toEqual({ active: false });
  });

  it('shows nothing for an open-ended window (the notice needs an end time, spec §2)', () => {
    const open: MaintenanceState = { mode: 'sorry', schedule: [{ maintenanceFrom: '202612050100' }] };
    expect(decideMaintenance(open, jst('202612050300'))).toEqual({ active: false });
  });
});

describe('parseDecoderMaintenance', () => {
  it('reads maintenanceSchedules and consts.maintenanceMode', () => {
    expect(
      parseDecoderMaintenance({
        consts: { maintenanceMode: 'sorry' },
        maintenanceSchedules: [{ maintenanceFrom: '202612050100', maintenanceTo: '202612050600' }],
      }),
    ).toEqual(sorry);
  });

  it('keeps an open-ended window open', () => {
    expect(
      parseDecoderMaintenance({
        consts: { maintenanceMode: 'none' },
        maintenanceSchedules: [{ maintenanceFrom: '202612050100', maintenanceTo: null }],
      }),
    ).toEqual({ mode: 'none', schedule: [{ maintenanceFrom: '202612050100', maintenanceTo: null }] });
  });
});

describe('createMaintenanceSource', () => {
  const body: DecoderMaintenance = {
    consts: { maintenanceMode: 'sorry' },
    maintenanceSchedules: [{ maintenanceFrom: '202612050100', maintenanceTo: '202612050600' }],
  };

  it('loads once, then serves from memory until the TTL passes, then reloads in the background', async () => {
    let now = 0;
    const load = vi.fn(async () => body);
    const read = createMaintenanceSource({ load, ttlMs: 30_000, clock: () => now });
    expect(await read()).toEqual(sorry);
    now = 29_999;
    await read();
    expect(load).toHaveBeenCalledTimes(1);
    now = 30_000;
    expect(await read()).toEqual(sorry);
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent first requests', async () => {
    const load = vi.fn(async () => body);
    const read = createMaintenanceSource({ load });
    await Promise.all([read(), read(), read()]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never blocks the site when the decoder fails, and keeps a schedule it already knows', async () => {
    let now = 0;
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('down');
      return body;
    });
    const read = createMaintenanceSource({ load, ttlMs: 30_000, failureTtlMs: 5_000, clock: () => now });
    expect(await read()).toEqual({ mode: null, schedule: [] });
    now = 5_000;
    fail = false;
    await read();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(await read()).toEqual(sorry);
    now = 40_000;
    fail = true;
    await read();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(3));
    expect(await read()).toEqual(sorry);
  });
});

describe('MAINTENANCE_CACHE_MS (e2e switches maintenance on and off)', () => {
  it('reads whole milliseconds, 0 included; anything else keeps the 30 s default', () => {
    expect(maintenanceCacheMs({})).toBe(30_000);
    expect(maintenanceCacheMs({ MAINTENANCE_CACHE_MS: '0' })).toBe(0);
    expect(maintenanceCacheMs({ MAINTENANCE_CACHE_MS: ' 1500 ' })).toBe(1500);
    for (const bad of ['', '-1', 'abc', '1.5', '1e3']) {
      expect(maintenanceCacheMs({ MAINTENANCE_CACHE_MS: bad }), bad).toBe(30_000);
    }
  });

  it('with a TTL of 0 every read waits for a fresh decoder, so a change shows on the next request', async () => {
    let mode = 'none';
    const load = vi.fn(async (): Promise<DecoderMaintenance> => ({
      consts: { maintenanceMode: mode },
      maintenanceSchedules: [{ maintenanceFrom: '202612050100', maintenanceTo: '202612050600' }],
    }));
    const read = createMaintenanceSource({ load, ttlMs: 0 });
    expect((await read()).mode).toBe('none');
    mode = 'sorry';
    expect(await read()).toEqual(sorry);
    mode = 'none';
    expect((await read()).mode).toBe('none');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
