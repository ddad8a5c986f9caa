/**
 * The four tour title forms of spec §2: 'tour from {departure} to {arrival}', 'tour from
 * {departure}', 'tour to {arrival}', 'tour'. Japanese follows OTA wording: `東京発 沖縄行きツアー`,
 * `東京発ツアー`, `沖縄行きツアー`, `ツアー`; English: 'Tours from Tokyo to Okinawa', 'Tours from
 * Tokyo', 'Tours to Okinawa', 'Tours'. A blank name counts as missing.
 */
import type { DisplayLang } from '../format/lang';

export interface TourTitlePlaces {
  /** Departure name (area, airport or station), e.g. 東京. */
  departure?: string | undefined;
  /** Destination name(s) already joined, e.g. 沖縄 or 沖縄・石垣島. */
  arrival?: string | undefined;
}

export function tourTitle(places: TourTitlePlaces, lang: DisplayLang = 'ja'): string {
  const dep = places.departure?.trim() || undefined;
  const arr = places.arrival?.trim() || undefined;
  if (lang === 'en') {
    if (dep && arr) return `Tours from ${dep} to ${arr}`;
    if (dep) return `Tours from ${dep}`;
    if (arr) return `Tours to ${arr}`;
    return 'Tours';
  }
  if (dep && arr) return `${dep}発 ${arr}行きツアー`;
  if (dep) return `${dep}発ツアー`;
  if (arr) return `${arr}行きツアー`;
  return 'ツアー';
}
