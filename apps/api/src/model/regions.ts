/**
 * area1: the eleven directions / regions (地方) used by Japanese travel sites. Codes are romaji
 * slugs; the member prefectures are listed by JIS code (area2).
 */
import type { Region } from './types';

const r = (code: string, ja: string, en: string, kana: string, prefs: string): Region => ({
  code,
  name: { ja, en },
  kana,
  prefectureCodes: prefs.split(' '),
});

export const REGIONS: readonly Region[] = [
  r('hokkaido', '北海道', 'Hokkaido', 'ほっかいどう', '01'),
  r('tohoku', '東北', 'Tohoku', 'とうほく', '02 03 04 05 06 07'),
  r('kanto', '関東', 'Kanto', 'かんとう', '08 09 10 11 12 13 14'),
  r('koshinetsu', '甲信越', 'Koshinetsu', 'こうしんえつ', '15 19 20'),
  r('hokuriku', '北陸', 'Hokuriku', 'ほくりく', '16 17 18'),
  r('tokai', '東海', 'Tokai', 'とうかい', '21 22 23 24'),
  r('kinki', '近畿', 'Kansai', 'きんき', '25 26 27 28 29 30'),
  r('chugoku', '中国', 'Chugoku', 'ちゅうごく', '31 32 33 34 35'),
  r('shikoku', '四国', 'Shikoku', 'しこく', '36 37 38 39'),
  r('kyushu', '九州', 'Kyushu', 'きゅうしゅう', '40 41 42 43 44 45 46'),
  r('okinawa', '沖縄', 'Okinawa', 'おきなわ', '47'),
];

/** The prefecture codes an area1 slug or area code covers (for SQL `area2_code IN (...)` queries). */
export function prefectureCodesOf(code: string): string[] {
  const region = REGIONS.find((r) => r.code === code);
  if (region) return region.prefectureCodes.slice();
  return /^\d{2}/.test(code) ? [code.slice(0, 2)] : [];
}
