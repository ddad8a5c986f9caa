/**
 * Text and number helpers of the demo generator (padding, times, distances). The keyword
 * normalisation of `searchText` is model/searchText.ts.
 */
export function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/** Minutes since midnight → `HHmm` (wraps past midnight). */
export function minutesToHhmm(minutes: number): string {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return pad(Math.floor(m / 60), 2) + pad(m % 60, 2);
}

/** Great-circle distance in km. */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const r = 6371;
  const toRad = (d: number) => (d * Math.PI) / 180;
  const dLat = toRad(lat2 - lat1);
  const dLng = toRad(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * r * Math.asin(Math.min(1, Math.sqrt(a)));
}

