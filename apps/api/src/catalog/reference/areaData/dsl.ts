/**
 * Compact row format of the hand-written area tables (area3 with its area4 districts).
 * Coordinates are real (WGS84, about 100 m precision); area3 coordinates are the mean of its districts.
 */
import type { Area3Kind } from '../../types';

/**
 * A district (area4): name, reading (hiragana), English name, lat, lng, address part after the
 * prefecture, access origin (ja, en), access mode (w walk, b bus, c car), minutes, 1 = hot-spring district.
 */
export type DistrictRow = [
  name: string,
  kana: string,
  en: string,
  lat: number,
  lng: number,
  city: string,
  fromJa: string,
  fromEn: string,
  mode: 'w' | 'b' | 'c',
  minutes: number,
  onsen?: 1,
];

/** An area (area3) row; its code is the prefecture code + its 1-based position as 2 digits. */
export interface AreaRow {
  name: string;
  kana: string;
  en: string;
  kind: Area3Kind;
  weight: number;
  districts: DistrictRow[];
}

export function a(
  name: string,
  kana: string,
  en: string,
  kind: Area3Kind,
  weight: number,
  districts: DistrictRow[],
): AreaRow {
  return { name, kana, en, kind, weight, districts };
}

/** Areas per prefecture code. */
export type PrefectureAreas = Record<string, AreaRow[]>;
