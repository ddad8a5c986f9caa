/**
 * The four-level area hierarchy (DESIGN.md: 地方 → 都道府県 → area → district).
 *
 * Code scheme (a search by any level matches everything below it):
 * - area1 region: lowercase slug, e.g. `kanto` (see REGIONS; its prefectures are listed there)
 * - area2 prefecture: JIS code, 2 digits, e.g. `14`
 * - area3 area: area2 + 2 digits, e.g. `1402` (箱根・湯河原)
 * - area4 district: area3 + 2 digits, e.g. `140201` (箱根湯本)
 * So below area2, "is below" is a plain string prefix test; an area1 slug expands to its prefectures.
 */
import type { Area3, Area4, AreaLevel } from '../types';
import { pad } from '../text';
import type { AreaRow, PrefectureAreas } from './areaData/dsl';
import { HOKKAIDO_TOHOKU } from './areaData/hokkaidoTohoku';
import { KANTO } from './areaData/kanto';
import { CHUBU } from './areaData/chubu';
import { KINKI } from './areaData/kinki';
import { CHUGOKU_SHIKOKU } from './areaData/chugokuShikoku';
import { KYUSHU_OKINAWA } from './areaData/kyushuOkinawa';
import { PREFECTURES, prefectureByCode } from './prefectures';
import { REGIONS } from '../../model/regions';

const ALL_ROWS: PrefectureAreas = {
  ...HOKKAIDO_TOHOKU,
  ...KANTO,
  ...CHUBU,
  ...KINKI,
  ...CHUGOKU_SHIKOKU,
  ...KYUSHU_OKINAWA,
};

const MODE = { w: 'walk', b: 'bus', c: 'car' } as const;

function round4(n: number): number {
  return Math.round(n * 10000) / 10000;
}

function build(): { areas3: Area3[]; areas4: Area4[] } {
  const areas3: Area3[] = [];
  const areas4: Area4[] = [];
  for (const pref of PREFECTURES) {
    const rows: AreaRow[] = ALL_ROWS[pref.code] ?? [];
    rows.forEach((row, i) => {
      const code3 = pref.code + pad(i + 1, 2);
      const districts: Area4[] = row.districts.map((d, j) => {
        const [name, kana, en, lat, lng, city, fromJa, fromEn, mode, minutes, onsen] = d;
        return {
          code: code3 + pad(j + 1, 2),
          area3Code: code3,
          prefectureCode: pref.code,
          regionCode: pref.regionCode,
          name: { ja: name, en },
          kana,
          romaji: en,
          lat,
          lng,
          city,
          access: { from: { ja: fromJa, en: fromEn }, mode: MODE[mode], minutes },
          onsen: onsen === 1,
        };
      });
      const lat = districts.reduce((s, d) => s + d.lat, 0) / districts.length;
      const lng = districts.reduce((s, d) => s + d.lng, 0) / districts.length;
      areas3.push({
        code: code3,
        prefectureCode: pref.code,
        regionCode: pref.regionCode,
        name: { ja: row.name, en: row.en },
        kana: row.kana,
        romaji: row.en,
        kind: row.kind,
        weight: row.weight,
        lat: round4(lat),
        lng: round4(lng),
        districtCodes: districts.map((d) => d.code),
      });
      areas4.push(...districts);
    });
  }
  return { areas3, areas4 };
}

const BUILT = build();
export const AREAS3: readonly Area3[] = BUILT.areas3;
export const AREAS4: readonly Area4[] = BUILT.areas4;

const AREA3_BY_CODE = new Map(AREAS3.map((a) => [a.code, a]));
const AREA4_BY_CODE = new Map(AREAS4.map((a) => [a.code, a]));
const REGION_CODES = new Set(REGIONS.map((r) => r.code));
const REGION_PREFS = new Map(REGIONS.map((r) => [r.code, new Set(r.prefectureCodes)]));
const PREF_CODES = new Set(PREFECTURES.map((p) => p.code));

export function area4ByCode(code: string): Area4 {
  const a = AREA4_BY_CODE.get(code);
  if (!a) throw new Error(`unknown area4 code ${code}`);
  return a;
}

/** Level of an area code, or null when it is not a known code. */
export function areaCodeLevel(code: string): AreaLevel | null {
  if (REGION_CODES.has(code)) return 1;
  if (code.length === 2) return PREF_CODES.has(code) ? 2 : null;
  if (code.length === 4) return AREA3_BY_CODE.has(code) ? 3 : null;
  if (code.length === 6) return AREA4_BY_CODE.has(code) ? 4 : null;
  return null;
}

/** The codes of an area and all its ancestors, top first: ['kanto', '14', '1402', '140201']. */
export function areaAncestors(code: string): string[] {
  const level = areaCodeLevel(code);
  if (level === null) return [];
  if (level === 1) return [code];
  const pref = prefectureByCode(code.slice(0, 2));
  const chain = [pref.regionCode, pref.code];
  if (level >= 3) chain.push(code.slice(0, 4));
  if (level === 4) chain.push(code);
  return chain;
}

/** True when `candidate` (any level) lies at or below `searchCode` (any level). */
export function areaMatches(searchCode: string, candidate: string): boolean {
  const level = areaCodeLevel(searchCode);
  if (level === null || areaCodeLevel(candidate) === null) return false;
  if (level === 1) {
    if (candidate === searchCode) return true;
    return REGION_PREFS.get(searchCode)?.has(candidate.slice(0, 2)) === true && !REGION_CODES.has(candidate);
  }
  return candidate.startsWith(searchCode);
}

/** Name maps per level for the decoder ("area names in four levels, as hashes"). */
export function areaNameHashes(
  lang: 'ja' | 'en',
): Record<'area1' | 'area2' | 'area3' | 'area4', Record<string, string>> {
  return {
    area1: Object.fromEntries(REGIONS.map((r) => [r.code, r.name[lang]])),
    area2: Object.fromEntries(PREFECTURES.map((p) => [p.code, p.name[lang]])),
    area3: Object.fromEntries(AREAS3.map((a) => [a.code, a.name[lang]])),
    area4: Object.fromEntries(AREAS4.map((a) => [a.code, a.name[lang]])),
  };
}
