/**
 * The back office's time fields: forms use the browser's date and datetime-local inputs, read as
 * Japan time (the console says so); the API speaks YYYYMMDD and YYYYMMDDHHmm. Pure.
 */

/** `2026-12-05` → `20261205`; anything else → undefined. */
export function ymdFromDateInput(value: string | undefined | null): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.replaceAll('-', '') : undefined;
}

/** `20261205` → `2026-12-05` (for a date input's value). */
export function dateInputFromYmd(ymd: string | undefined | null): string {
  return ymd && /^\d{8}$/.test(ymd) ? `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}` : '';
}

/** `2026-12-05T06:30` → `202612050630`; anything else → null. */
export function minuteFromInput(value: string | undefined | null): string | null {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value) : null;
  return m ? m.slice(1, 6).join('') : null;
}

/** `202612050630` → `2026-12-05T06:30` (for a datetime-local input's value). */
export function inputFromMinute(minute: string | null | undefined): string {
  if (!minute || !/^\d{12}$/.test(minute)) return '';
  return `${minute.slice(0, 4)}-${minute.slice(4, 6)}-${minute.slice(6, 8)}T${minute.slice(8, 10)}:${minute.slice(10, 12)}`;
}

/** An ISO instant as Japan wall-clock `YYYY-MM-DD HH:mm`. */
export function japanDateTime(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return new Date(ms + 9 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}
