/** The back office's form fields ↔ the API's Japan-time wire formats (issue 19). */
import { describe, expect, it } from 'vitest';
import { dateInputFromYmd, inputFromMinute, japanDateTime, minuteFromInput, ymdFromDateInput } from './time';

describe('back-office time fields', () => {
  it('reads date inputs as YYYYMMDD and back, refusing anything else', () => {
    expect(ymdFromDateInput('2026-12-05')).toBe('20261205');
    expect(ymdFromDateInput('2026-12-5')).toBeUndefined();
    expect(ymdFromDateInput('')).toBeUndefined();
    expect(dateInputFromYmd('20261205')).toBe('2026-12-05');
    expect(dateInputFromYmd('2026120')).toBe('');
  });
  it('reads datetime-local inputs as YYYYMMDDHHmm (Japan time) and back', () => {
    expect(minuteFromInput('2026-12-05T06:30')).toBe('202612050630');
    expect(minuteFromInput('2026-12-05T06:30:15')).toBe('202612050630');
    expect(minuteFromInput('2026-12-05')).toBeNull();
    expect(inputFromMinute('202612050630')).toBe('2026-12-05T06:30');
    expect(inputFromMinute(null)).toBe('');
  });
  it('shows an instant as Japan wall-clock time whatever the server zone', () => {
    expect(japanDateTime('2026-12-04T21:30:00.000Z')).toBe('2026-12-05 06:30');
    expect(japanDateTime('not a time')).toBe('not a time');
  });
});
