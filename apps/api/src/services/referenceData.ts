/**
 * The decoder (GET /v1/decoder, spec §3 "Reference data from the server" and §3 Config): the master
 * data of the site with every text in one language, assembled from the `reference_data` table and
 * the domain's config (`defaultConfig`), and cached per language for a short time.
 *
 * Where the data lives: `reference_data` (key → jsonb), one row per field of the catalog's
 * ReferenceData (regions, prefectures, areas3, areas4, airports, …, maintenanceSchedule), plus the
 * operator key `maintenanceMode`. Operators change the maintenance schedule and mode there (see
 * {@link saveMaintenance}); nothing of it is kept only in memory.
 *
 * Maintenance (spec §2, §4): the notice shows when the mode is 'sorry' and a window with an end is
 * active. The mode is read from the row `maintenanceMode` (a JSON string 'sorry' | 'none', or
 * `{ "mode": … }`); when the row is absent the mode is {@link DEFAULT_MAINTENANCE_MODE} 'sorry',
 * so adding a window to `maintenanceSchedule` is all an operator does to announce maintenance, and
 * with the empty schedule the seed writes nothing ever shows. 'none' switches the notice off
 * whatever the schedule says. (The domain's defaultConfig says 'none' for a site without an
 * operator's store; the decoder's mode is the operator's and overrides it.)
 *
 * Cache: per database handle and language, {@link DECODER_TTL_MS} (30 s), as a ready JSON buffer with
 * its ETag (hashed once per assembled body: plugins/keptJson.ts).
 * It is safe to lose (the data lives in the database); concurrent misses share one read; a change
 * made through {@link saveMaintenance} (or followed by {@link invalidateReferenceData}) shows at once
 * on this process and within the TTL on the others.
 *
 * Calendar dates: the tours' reserve window (domain `reserveWindow`, consts.reserveDay from Japan's
 * today) cut by the booking end date (domain `selectableDayRange`), as a range and as the list of its
 * days; the hotels' calendar is the same from today on (domain `productReserveDay`: a plan is sold
 * until its own booking deadline). Holidays are the national holidays of the hotels' days (which
 * hold the tours') plus any extra day an operator stored in `holidays` for them.
 */
import {
  addDays,
  daysBetween,
  defaultConfig,
  holidayOf,
  isValidDateString,
  japanToday,
  MAINTENANCE_MODE_SORRY,
  productReserveDay,
  reserveWindow,
  selectableDayRange,
  type DisplayLang,
  type MaintenanceMode,
  type ReserveProduct,
} from '@tabiyori/domain';
import type { LRUCache } from 'lru-cache';
import type { Kysely } from 'kysely';
import type { I18nText, ReferenceData } from '../model/types';
import type { Database } from '../db/schema';
import type { Decoder, MaintenanceEntry } from '../schemas/decoder';
import { loadingCache } from '../model/processCache';
import { keptJson, type KeptJson } from '../plugins/keptJson';

export const MAINTENANCE_SCHEDULE_KEY = 'maintenanceSchedule';
export const MAINTENANCE_MODE_KEY = 'maintenanceMode';
/** The mode when no `maintenanceMode` row exists: windows in the schedule show the notice. */
export const DEFAULT_MAINTENANCE_MODE: MaintenanceMode = 'sorry';
/** Default time an assembled decoder is served from memory. */
export const DECODER_TTL_MS_DEFAULT = 30_000;

/**
 * The decoder cache time from `DECODER_CACHE_MS` (whole milliseconds, 0 or more; 0 = read the
 * database on every call, as the browser journeys do to switch maintenance on and off); anything
 * else keeps the 30 s default.
 */
export function decoderCacheMs(env: Record<string, string | undefined> = process.env): number {
  const raw = env.DECODER_CACHE_MS?.trim();
  if (!raw || !/^\d{1,9}$/.test(raw)) return DECODER_TTL_MS_DEFAULT;
  return Number(raw);
}

/** How long an assembled decoder is served from memory (and the Cache-Control max-age), read at start. */
export const DECODER_TTL_MS = decoderCacheMs();

/* ------------------------------------------------------------------ reading */

type StoredReference = Partial<ReferenceData> & { maintenanceMode?: unknown };

const DECODER_KEYS = [
  'regions',
  'prefectures',
  'areas3',
  'areas4',
  'airports',
  'stations',
  'lines',
  'genericStations',
  'ports',
  'approachTypes',
  'departureAreas',
  'carriers',
  'kodawariGroups',
  'kodawari',
  'tourTypes',
  'mealTypes',
  'roomTypes',
  'bedTypes',
  'bathTypes',
  'toiletTypes',
  'hotelTypes',
  'groupCodes',
  'itemCodes',
  'hotelImageCategories',
  'paxTypes',
  'facilities',
  'services',
  'amenities',
  'optionalCategories',
  'priceRange',
  'bookingEndDate',
  'holidays',
  MAINTENANCE_SCHEDULE_KEY,
  MAINTENANCE_MODE_KEY,
  'externalFiles',
] as const;

export async function readReference(db: Kysely<Database>): Promise<StoredReference> {
  const rows = await db
    .selectFrom('reference_data')
    .select(['key', 'doc'])
    .where('key', 'in', [...DECODER_KEYS])
    .execute();
  const out: Record<string, unknown> = {};
  for (const row of rows) out[row.key] = row.doc as unknown;
  return out as StoredReference;
}

/** Reads a stored maintenance mode: 'sorry' | 'none', as a JSON string or `{ mode }`; else the default. */
export function parseMaintenanceMode(doc: unknown): MaintenanceMode {
  const value =
    typeof doc === 'object' && doc !== null && !Array.isArray(doc) ? (doc as { mode?: unknown }).mode : doc;
  return value === 'none' || value === MAINTENANCE_MODE_SORRY ? value : DEFAULT_MAINTENANCE_MODE;
}

/**
 * The stored schedule as the web reads it: entries with a valid `maintenanceFrom` (YYYYMMDDHHmm) and
 * a valid end or none (null = open-ended); anything else is dropped, never passed on.
 */
export function parseMaintenanceSchedule(doc: unknown): MaintenanceEntry[] {
  if (!Array.isArray(doc)) return [];
  const out: MaintenanceEntry[] = [];
  for (const item of doc as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { maintenanceFrom, maintenanceTo } = item as { maintenanceFrom?: unknown; maintenanceTo?: unknown };
    if (typeof maintenanceFrom !== 'string' || !isValidDateString(maintenanceFrom, 'ymdHm')) continue;
    if (maintenanceTo === undefined || maintenanceTo === null || maintenanceTo === '') {
      out.push({ maintenanceFrom, maintenanceTo: null });
    } else if (typeof maintenanceTo === 'string' && isValidDateString(maintenanceTo, 'ymdHm')) {
      out.push({ maintenanceFrom, maintenanceTo });
    }
  }
  return out;
}

/* ------------------------------------------------------------------ assembling */

const list = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);

function text(value: I18nText | undefined, lang: DisplayLang): string {
  if (!value) return '';
  return value[lang] || value.ja || '';
}

/** Every day from start to end (YYYYMMDD, inclusive). */
function daysOf(start: string, end: string): string[] {
  const count = daysBetween(start, end) + 1;
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(addDays(start, i));
  return out;
}

/** Assembles the decoder of one language from the stored reference data. Pure. */
export function assembleDecoder(ref: StoredReference, lang: DisplayLang, today: string): Decoder {
  const t = (value: I18nText | undefined) => text(value, lang);
  const codeNames = (items: { code: string; name: I18nText }[] | undefined) =>
    list(items).map((item) => ({ code: item.code, name: t(item.name) }));
  const hash = (items: { code: string; name: I18nText }[] | undefined) =>
    Object.fromEntries(list(items).map((item) => [item.code, t(item.name)]));

  const { consts, noHeaderPages, settings } = defaultConfig;
  const bookingEndDate =
    typeof ref.bookingEndDate === 'string' && isValidDateString(ref.bookingEndDate, 'ymd')
      ? ref.bookingEndDate
      : addDays(today, consts.reserveDay.max);
  const calendarOf = (product: ReserveProduct) =>
    selectableDayRange(reserveWindow(today, productReserveDay(product, consts.reserveDay)), bookingEndDate);
  const calendar = calendarOf('tour');
  const calendarDates = calendar ? daysOf(calendar.start, calendar.end) : [];
  const hotelCalendar = calendarOf('hotel');

  const holidays = new Map<string, string>();
  for (const date of hotelCalendar ? daysOf(hotelCalendar.start, hotelCalendar.end) : []) {
    const holiday = holidayOf(date);
    if (holiday) holidays.set(date, lang === 'en' ? holiday.nameEn : holiday.name);
  }
  for (const extra of list(ref.holidays)) {
    const inside = hotelCalendar && extra.date >= hotelCalendar.start && extra.date <= hotelCalendar.end;
    if (inside && !holidays.has(extra.date)) {
      holidays.set(extra.date, t(extra.name));
    }
  }

  const kodawari = list(ref.kodawari);
  const priceRange = ref.priceRange ?? { min: 10000, max: 100000, steps: [] };
  const externalFiles = ref.externalFiles;
  const notices = externalFiles?.flyerCommonNotices;

  return {
    lang,
    airports: list(ref.airports).map((a) => ({
      code: a.code,
      name: t(a.name),
      fullName: t(a.fullName),
      kana: a.kana,
      prefectureCode: a.prefectureCode,
      lat: a.lat,
      lng: a.lng,
      hub: a.hub,
    })),
    stations: list(ref.stations).map((s) => ({
      code: s.code,
      name: t(s.name),
      kana: s.kana,
      prefectureCode: s.prefectureCode,
      lines: s.lines,
    })),
    lines: list(ref.lines).map((l) => ({ code: l.code, name: t(l.name), kind: l.kind })),
    genericStations: list(ref.genericStations).map((g) => ({
      code: g.code,
      name: t(g.name),
      stationCodes: g.stationCodes,
      approachTypes: g.approachTypes,
    })),
    ports: list(ref.ports).map((p) => ({ code: p.code, name: t(p.name), prefectureCode: p.prefectureCode })),
    area1: hash(ref.regions),
    area2: hash(ref.prefectures),
    area3: hash(ref.areas3),
    area4: hash(ref.areas4),
    regions: list(ref.regions).map((r) => ({
      code: r.code,
      name: t(r.name),
      prefectureCodes: r.prefectureCodes,
    })),
    departureAreas: list(ref.departureAreas).map((d) => ({
      code: d.code,
      name: t(d.name),
      airportCodes: d.airportCodes,
      stationCodes: d.stationCodes,
      genericStationCodes: d.genericStationCodes,
      prefectureCodes: d.prefectureCodes,
    })),
    approachTypes: list(ref.approachTypes).map((a) => ({
      code: a.code,
      name: t(a.name),
      generic: a.generic,
    })),
    kodawari: hash(kodawari),
    kodawariGroups: list(ref.kodawariGroups).map((g) => ({
      code: g.code,
      name: t(g.name),
      target: g.target,
      kodawari: kodawari
        .filter((k) => k.groupCode === g.code)
        .map((k) => ({ code: k.code, name: t(k.name), children: k.children })),
    })),
    paxTypes: list(ref.paxTypes).map((p) => ({
      code: p.code,
      name: t(p.name),
      description: t(p.description),
      counted: p.counted,
      adult: p.adult,
      noHotelCharge: p.noHotelCharge,
      noBed: p.noBed,
      ratePercent: p.ratePercent,
    })),
    carriers: list(ref.carriers).map((c) => ({ code: c.code, name: t(c.name), group: c.group })),
    bookingEndDate,
    priceRange: { min: priceRange.min, max: priceRange.max, steps: list(priceRange.steps) },
    calendar,
    calendarDates,
    hotelCalendar,
    holidays: [...holidays]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([date, name]) => ({ date, name })),
    maintenanceSchedules: parseMaintenanceSchedule(ref.maintenanceSchedule),
    tourTypes: list(ref.tourTypes).map((x) => ({
      code: x.code,
      name: t(x.name),
      excludesPlanBoundCoupons: x.excludesPlanBoundCoupons,
    })),
    mealTypes: list(ref.mealTypes).map((m) => ({
      code: m.code,
      name: t(m.name),
      breakfast: m.breakfast,
      dinner: m.dinner,
    })),
    roomTypes: codeNames(ref.roomTypes),
    bedTypes: list(ref.bedTypes).map((b) => ({
      code: b.code,
      name: t(b.name),
      widthCm: b.widthCm,
      lengthCm: b.lengthCm,
    })),
    bathTypes: codeNames(ref.bathTypes),
    toiletTypes: codeNames(ref.toiletTypes),
    hotelTypes: codeNames(ref.hotelTypes),
    groupCodes: codeNames(ref.groupCodes),
    itemCodes: codeNames(ref.itemCodes),
    hotelImageCategories: list(ref.hotelImageCategories).map((c) => ({
      code: c.code,
      slug: c.slug,
      name: t(c.name),
    })),
    optionalCategories: codeNames(ref.optionalCategories),
    facilities: codeNames(ref.facilities),
    services: codeNames(ref.services),
    amenities: codeNames(ref.amenities),
    externalFiles: {
      notes: list(externalFiles?.notes).map((n) => ({
        code: n.code,
        title: t(n.title),
        body: list(n.body).map(t),
        url: n.url,
      })),
      flyerIcons: list(externalFiles?.flyerIcons).map((i) => ({ code: i.code, name: t(i.name), url: i.url })),
      flyerCommonNotices: Object.fromEntries(
        Object.entries(notices ?? {}).map(([type, items]) => [type, list(items).map(t)]),
      ),
    },
    consts: {
      maintenanceMode: parseMaintenanceMode(ref.maintenanceMode),
      reserveDay: { ...consts.reserveDay },
      delimiters: { ...consts.delimiters },
      gtmContainerId: consts.gtmContainerId,
      noApproachGenericApproachType: consts.noApproachGenericApproachType,
    },
    noHeaderPages: [...noHeaderPages],
    settings: {
      ipg: settings.ipg,
      maxFavoriteCount: settings.maxFavoriteCount,
      lowerLimitPrice: settings.lowerLimitPrice,
      hotelAreaPath: settings.hotelAreaPath,
    },
  };
}

/* ------------------------------------------------------------------ cache */

async function buildDecoderBody(db: Kysely<Database>, lang: DisplayLang): Promise<KeptJson> {
  const ref = await readReference(db);
  return keptJson(Buffer.from(JSON.stringify(assembleDecoder(ref, lang, japanToday(Date.now())))));
}

/** One cache per database handle (so test servers never share one); lost with the process. */
const CACHES = new WeakMap<Kysely<Database>, LRUCache<DisplayLang, KeptJson>>();

function cacheOf(db: Kysely<Database>): LRUCache<DisplayLang, KeptJson> {
  let cache = CACHES.get(db);
  if (!cache) {
    cache = loadingCache<DisplayLang, KeptJson>(
      { max: 2, ttlMs: DECODER_TTL_MS, staleWhileRevalidate: false },
      (lang) => buildDecoderBody(db, lang),
    );
    CACHES.set(db, cache);
  }
  return cache;
}

/** Drops this process's cached decoders of a database (after a write to reference_data). */
export function invalidateReferenceData(db: Kysely<Database>): void {
  cacheOf(db).clear();
}

/**
 * The decoder of a language as a serialised JSON body with its ETag, from memory while fresh
 * (≤ DECODER_TTL_MS). Database errors propagate (the route answers them as a 503).
 */
export async function decoderBody(db: Kysely<Database>, lang: DisplayLang): Promise<KeptJson> {
  // DECODER_CACHE_MS=0: no cache at all (lru-cache reads a ttl of 0 as "never expires").
  if (DECODER_TTL_MS <= 0) return buildDecoderBody(db, lang);
  const body = await cacheOf(db).fetch(lang);
  if (!body) throw new Error('the decoder could not be assembled');
  return body;
}

/* ------------------------------------------------------------------ operator writes */

async function upsertReference(db: Kysely<Database>, key: string, doc: unknown): Promise<void> {
  const json = JSON.stringify(doc);
  await db
    .insertInto('reference_data')
    .values({ key, doc: json })
    .onConflict((oc) => oc.column('key').doUpdateSet({ doc: json }))
    .execute();
}

/**
 * Stores the maintenance mode and/or schedule (operators, tests) and drops this process's cached
 * decoders. Entries that are not valid windows are refused with a RangeError, so the stored schedule
 * is always what the decoder answers.
 */
export async function saveMaintenance(
  db: Kysely<Database>,
  change: { mode?: MaintenanceMode; schedule?: { maintenanceFrom: string; maintenanceTo?: string | null }[] },
): Promise<void> {
  if (change.schedule) {
    const clean = parseMaintenanceSchedule(change.schedule);
    if (clean.length !== change.schedule.length)
      throw new RangeError('maintenance schedule entry is invalid');
    await upsertReference(db, MAINTENANCE_SCHEDULE_KEY, clean);
  }
  if (change.mode !== undefined) {
    if (change.mode !== 'none' && change.mode !== MAINTENANCE_MODE_SORRY) {
      throw new RangeError('maintenance mode is invalid');
    }
    await upsertReference(db, MAINTENANCE_MODE_KEY, change.mode);
  }
  invalidateReferenceData(db);
}
