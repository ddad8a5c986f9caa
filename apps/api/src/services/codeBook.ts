/**
 * Names of the catalog's codes (meal types, room types, bed, bath and toilet types, hotel types,
 * kodawari, areas …) and the guest-category price rates, read from reference_data and the area
 * table. Cached per process for a minute: the data lives in the database, so losing the cache only
 * costs one read.
 */
import type { DisplayLang, GuestCategory } from '@tabiyori/domain';
import type { Kysely } from 'kysely';
import type { CodeName, I18nText, PaxTypeDef } from '../model/types';
import type { Database } from '../db/schema';
import { perDatabase } from '../model/processCache';

const NAMED_KINDS = [
  'mealTypes',
  'roomTypes',
  'bedTypes',
  'bathTypes',
  'toiletTypes',
  'hotelTypes',
  'kodawari',
  'groupCodes',
  'itemCodes',
  'tourTypes',
  'facilities',
  'services',
  'amenities',
  'hotelImageCategories',
] as const;
export type NamedKind = (typeof NAMED_KINDS)[number];

/** Kinds of code a search condition names (checked by services/namedCodes.ts). */
export type PlaceKind = 'area' | 'departureArea' | 'airport' | 'station' | 'genericStation';
const PLACE_KEYS = {
  departureArea: 'departureAreas',
  airport: 'airports',
  station: 'stations',
  genericStation: 'genericStations',
} as const;

export interface CodeBook {
  /** The code's name in the language, or the code itself when unknown. */
  name(kind: NamedKind, code: string, lang: DisplayLang): string;
  areaName(code: string, lang: DisplayLang): string;
  /** Percent of the adult lodging price a guest category pays (adults 100). */
  ratePercent(category: GuestCategory): number;
  /** Whether the catalog has this area (any level), departure area, airport, station or generic station. */
  hasPlace(kind: PlaceKind, code: string): boolean;
}

const TTL_MS = 60_000;

async function buildCodeBook(db: Kysely<Database>): Promise<CodeBook> {
  const [rows, areas] = await Promise.all([
    db
      .selectFrom('reference_data')
      .select(['key', 'doc'])
      .where('key', 'in', [...NAMED_KINDS, 'paxTypes', ...Object.values(PLACE_KEYS)])
      .execute(),
    db.selectFrom('area').select(['code', 'name_ja', 'name_en']).execute(),
  ]);
  const names = new Map<string, I18nText>();
  let rates = new Map<string, number>();
  const places = new Map<PlaceKind, Set<string>>();
  const placeKindOf = new Map<string, PlaceKind>(
    Object.entries(PLACE_KEYS).map(([kind, key]) => [key, kind as PlaceKind]),
  );
  for (const row of rows) {
    const placeKind = placeKindOf.get(row.key);
    if (placeKind) {
      places.set(placeKind, new Set((row.doc as { code: string }[]).map((p) => p.code)));
      continue;
    }
    if (row.key === 'paxTypes') {
      rates = new Map((row.doc as PaxTypeDef[]).map((p) => [p.code, p.ratePercent]));
      continue;
    }
    for (const item of row.doc as CodeName[]) names.set(`${row.key}:${item.code}`, item.name);
  }
  const areaNames = new Map(areas.map((a) => [a.code, { ja: a.name_ja, en: a.name_en }]));
  places.set('area', new Set(areaNames.keys()));
  return {
    name: (kind, code, lang) => names.get(`${kind}:${code}`)?.[lang] ?? code,
    areaName: (code, lang) => areaNames.get(code)?.[lang] ?? code,
    ratePercent: (category) => rates.get(category) ?? 100,
    hasPlace: (kind, code) => places.get(kind)?.has(code) ?? false,
  };
}

const cachedCodeBook = perDatabase(TTL_MS, (db) => buildCodeBook(db as Kysely<Database>));

export function codeBook(db: Kysely<Database>): Promise<CodeBook> {
  return cachedCodeBook(db);
}
