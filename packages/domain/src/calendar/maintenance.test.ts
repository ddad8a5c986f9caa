import { describe, expect, it } from 'vitest';
import {
  activeMaintenanceWindow,
  isMaintenanceActive,
  maintenanceNotice,
  maintenanceNoticeEndTime,
} from './maintenance';

const jst = (y: number, mo: number, d: number, h: number, mi: number, s = 0) =>
  Date.UTC(y, mo - 1, d, h - 9, mi, s);
const window = { maintenanceFrom: '202612050100', maintenanceTo: '202612050600' };

describe('spec §4 "Maintenance is active when the current time is within a scheduled window (from inclusive, to exclusive)"', () => {
  it('is active from the start minute, inclusive', () => {
    expect(isMaintenanceActive([window], jst(2026, 12, 5, 0, 59, 59))).toBe(false);
    expect(isMaintenanceActive([window], jst(2026, 12, 5, 1, 0))).toBe(true);
  });
  it('is over at the end minute, exclusive', () => {
    expect(isMaintenanceActive([window], jst(2026, 12, 5, 5, 59, 59))).toBe(true);
    expect(isMaintenanceActive([window], jst(2026, 12, 5, 6, 0))).toBe(false);
  });
  it('reads the windows as Japan time, not UTC', () => {
    // 01:30 JST on 12-05 is 16:30 UTC on 12-04.
    expect(isMaintenanceActive([window], Date.UTC(2026, 11, 4, 16, 30))).toBe(true);
    expect(isMaintenanceActive([window], Date.UTC(2026, 11, 5, 1, 30))).toBe(false);
  });
  it('ignores malformed entries and treats an empty end as open-ended', () => {
    const now = jst(2026, 12, 5, 2, 0);
    expect(isMaintenanceActive([{ maintenanceFrom: '', maintenanceTo: '202612050600' }], now)).toBe(false);
    expect(isMaintenanceActive([{ maintenanceFrom: '2026120501', maintenanceTo: '202612050600' }], now)).toBe(
      false,
    );
    expect(isMaintenanceActive([{ maintenanceFrom: '202612050100', maintenanceTo: 'soon' }], now)).toBe(
      false,
    );
    expect(
      isMaintenanceActive([{ maintenanceFrom: '202612050100', maintenanceTo: '' }], jst(2030, 1, 1, 0, 0)),
    ).toBe(true);
    expect(isMaintenanceActive([], now)).toBe(false);
  });
  it('reports the overlapping window that ends last', () => {
    const later = { maintenanceFrom: '202612050200', maintenanceTo: '202612050800' };
    expect(activeMaintenanceWindow([window, later], jst(2026, 12, 5, 3, 0))).toBe(later);
    expect(activeMaintenanceWindow([later, window], jst(2026, 12, 5, 3, 0))).toBe(later);
  });
});

describe("spec §2/§4 the notice shows when mode is 'sorry' with an end time, showing the planned completion", () => {
  it('needs the sorry mode and an end time', () => {
    expect(maintenanceNoticeEndTime('sorry', '202612050600')).toBe('202612050600');
    expect(maintenanceNoticeEndTime('none', '202612050600')).toBeNull();
    expect(maintenanceNoticeEndTime('sorry', '')).toBeNull();
    expect(maintenanceNoticeEndTime('sorry', undefined)).toBeNull();
    expect(maintenanceNoticeEndTime('sorry', '2026120506')).toBeNull();
  });
  it('replaces the page during an active window with an end', () => {
    expect(maintenanceNotice('sorry', [window], jst(2026, 12, 5, 3, 0))).toBe('202612050600');
    expect(maintenanceNotice('sorry', [window], jst(2026, 12, 5, 6, 0))).toBeNull();
    expect(maintenanceNotice('none', [window], jst(2026, 12, 5, 3, 0))).toBeNull();
    expect(
      maintenanceNotice('sorry', [{ maintenanceFrom: '202612050100' }], jst(2026, 12, 5, 3, 0)),
    ).toBeNull();
  });
});
