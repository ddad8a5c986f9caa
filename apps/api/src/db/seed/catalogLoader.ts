/**
 * Seeds the demo catalog into an empty database, in one transaction, and records what was seeded in
 * schema_info ('catalog'). A database that already holds a catalog is left as it is, so restarts keep
 * every booking and every change an operator made.
 */
import { japanToday } from '@tabiyori/domain';
import { sql, type Kysely } from 'kysely';
import {
  generateCatalog,
  iterateOptionalStockRows,
  iteratePlanPriceRows,
  iterateRentacarStockRows,
  iterateRentacarOptionStockRows,
  iterateRoomStockRows,
  iterateTourPriceStockRows,
  type Catalog,
  type CatalogScale,
  type Hotel,
  type I18nText,
  type PlanPriceRow,
} from '../../catalog';
import { normalizeForSearch } from '../../model/searchText';
import type { BulkColumn, BulkInsert } from '../bulkInsert';
import type { DatabaseHandle } from '../connection';
import type { Database } from '../schema';
import { fillSearchSummary } from '../searchSummary';
import { loadConfig } from '../../config';
import { generateUsers } from '../../catalog/users';
import { seedAccounts, type OperatorSeed } from './accountSeed';
import { seedCoupons } from './couponSeed';

/** Days of prices and stock seeded from today (the sale window). */
export const CATALOG_DAYS = 180;

export interface CatalogInfo {
  scale: CatalogScale;
  seed: number;
  today: string;
  days: number;
  counts: Record<string, number>;
}

export async function readCatalogInfo(db: Kysely<Database>): Promise<CatalogInfo | null> {
  const row = await db
    .selectFrom('schema_info')
    .select('value')
    .where('key', '=', 'catalog')
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as CatalogInfo) : null;
}

const searchText = (...parts: (string | I18nText | null | undefined)[]) =>
  normalizeForSearch(
    parts.flatMap((p) => (p == null ? [] : typeof p === 'string' ? [p] : [p.ja, p.en])).join(' '),
  );

function hotelDoc(hotel: Hotel) {
  const { rooms: _rooms, plans: _plans, ...doc } = hotel;
  return doc;
}

/** Folds per-people-per-room price rows into one row per plan and date: prices[n-1] for n per room. */
function* planDayRows(
  rows: Iterable<PlanPriceRow>,
): Generator<{ planId: string; date: string; prices: number[] }> {
  let current: { planId: string; date: string; prices: number[] } | null = null;
  for (const row of rows) {
    if (!current || current.planId !== row.planId || current.date !== row.date) {
      if (current) yield current;
      current = { planId: row.planId, date: row.date, prices: [] };
    }
    while (current.prices.length < row.paxPerRoom) current.prices.push(0);
    current.prices[row.paxPerRoom - 1] = row.pricePerAdult;
  }
  if (current) yield current;
}

/** Prices by people per room as an array: index k-1 holds the price for k (0 = not sold for k). */
function pricesByOccupancy(basePrices: readonly { paxPerRoom: number; pricePerAdult: number }[]): number[] {
  const out: number[] = [];
  for (const b of basePrices) {
    while (out.length < b.paxPerRoom) out.push(0);
    out[b.paxPerRoom - 1] = b.pricePerAdult;
  }
  return out;
}

/** The hotel's lowest base price per adult for each people-per-room count over its plans. */
function hotelMinPrices(hotel: Hotel): number[] {
  const out: number[] = [];
  for (const plan of hotel.plans) {
    pricesByOccupancy(plan.basePrices).forEach((price, i) => {
      while (out.length <= i) out.push(0);
      if (price > 0 && (out[i] === 0 || price < (out[i] as number))) out[i] = price;
    });
  }
  return out;
}

const col = <Row>(
  name: string,
  kind: BulkColumn<Row>['kind'],
  value: (row: Row) => unknown,
): BulkColumn<Row> => ({
  name,
  kind,
  value,
});

export async function loadCatalog(handle: DatabaseHandle, catalog: Catalog): Promise<Record<string, number>> {
  const { reference, hotels, tours, optionals, rentacar, specials, meta } = catalog;
  const counts: Record<string, number> = {};
  await handle.bulkLoad(async (bulkInsert: BulkInsert) => {
    counts.reference = await bulkInsert(
      'reference_data',
      [
        col('key', 'text', (r: [string, unknown]) => r[0]),
        col('doc', 'jsonb', (r: [string, unknown]) => r[1]),
      ],
      Object.entries(reference),
    );

    const areaRows = [
      ...reference.regions.map((r) => ({
        code: r.code,
        level: 1,
        a1: r.code,
        a2: null,
        a3: null,
        name: r.name,
        kana: r.kana,
        romaji: r.code,
        lat: null,
        lng: null,
      })),
      ...reference.prefectures.map((p) => ({
        code: p.code,
        level: 2,
        a1: p.regionCode,
        a2: p.code,
        a3: null,
        name: p.name,
        kana: p.kana,
        romaji: p.romaji,
        lat: p.lat,
        lng: p.lng,
      })),
      ...reference.areas3.map((a) => ({
        code: a.code,
        level: 3,
        a1: a.regionCode,
        a2: a.prefectureCode,
        a3: a.code,
        name: a.name,
        kana: a.kana,
        romaji: a.romaji,
        lat: a.lat,
        lng: a.lng,
      })),
      ...reference.areas4.map((a) => ({
        code: a.code,
        level: 4,
        a1: a.regionCode,
        a2: a.prefectureCode,
        a3: a.area3Code,
        name: a.name,
        kana: a.kana,
        romaji: a.romaji,
        lat: a.lat,
        lng: a.lng,
      })),
    ];
    type AreaRow = (typeof areaRows)[number];
    counts.areas = await bulkInsert<AreaRow>(
      'area',
      [
        col('code', 'text', (r) => r.code),
        col('level', 'smallint', (r) => r.level),
        col('area1_code', 'text', (r) => r.a1),
        col('area2_code', 'text', (r) => r.a2),
        col('area3_code', 'text', (r) => r.a3),
        col('name_ja', 'text', (r) => r.name.ja),
        col('name_en', 'text', (r) => r.name.en),
        col('kana', 'text', (r) => r.kana),
        col('romaji', 'text', (r) => r.romaji),
        col('search_text', 'text', (r) => searchText(r.name, r.kana, r.romaji)),
        col('lat', 'double precision', (r) => r.lat),
        col('lng', 'double precision', (r) => r.lng),
      ],
      areaRows,
    );

    counts.hotels = await bulkInsert<Hotel>(
      'hotel',
      [
        col('hotel_id', 'text', (h) => h.hotelId),
        col('area1_code', 'text', (h) => h.area1Code),
        col('area2_code', 'text', (h) => h.area2Code),
        col('area3_code', 'text', (h) => h.area3Code),
        col('area4_code', 'text', (h) => h.area4Code),
        col('hotel_type_code', 'text', (h) => h.hotelTypeCode),
        col('name_ja', 'text', (h) => h.name.ja),
        col('search_text', 'text', (h) => h.searchText),
        col('kodawari', 'text[]', (h) => h.kodawari),
        col('item_codes', 'text[]', (h) => h.itemCodes),
        col('popularity', 'integer', (h) => h.popularity),
        col('recommend_score', 'integer', (h) => h.recommendScore),
        col('base_price_from', 'integer', (h) => h.basePriceFrom),
        col('min_prices', 'integer[]', hotelMinPrices),
        col('evaluation_score', 'real', (h) => h.evaluation.score),
        col('lat', 'double precision', (h) => h.lat),
        col('lng', 'double precision', (h) => h.lng),
        col('doc', 'jsonb', hotelDoc),
      ],
      hotels,
      1000,
    );

    const rooms = hotels.flatMap((h) => h.rooms);
    counts.rooms = await bulkInsert(
      'room',
      [
        col('room_id', 'text', (r: (typeof rooms)[number]) => r.roomId),
        col('hotel_id', 'text', (r: (typeof rooms)[number]) => r.hotelId),
        col('room_type_code', 'text', (r: (typeof rooms)[number]) => r.roomTypeCode),
        col('capacity_min', 'smallint', (r: (typeof rooms)[number]) => r.capacityMin),
        col('capacity_max', 'smallint', (r: (typeof rooms)[number]) => r.capacityMax),
        col('extra_bed_max', 'smallint', (r: (typeof rooms)[number]) => r.extraBedMax),
        col('can_smoke', 'boolean', (r: (typeof rooms)[number]) => r.canSmoke),
        col('doc', 'jsonb', (r: (typeof rooms)[number]) => r),
      ],
      rooms,
      2000,
    );

    const plans = hotels.flatMap((h) => h.plans);
    type PlanRow = (typeof plans)[number];
    counts.plans = await bulkInsert<PlanRow>(
      'plan',
      [
        col('plan_id', 'text', (p) => p.planId),
        col('hotel_id', 'text', (p) => p.hotelId),
        col('meal_type_code', 'text', (p) => p.mealTypeCode),
        col('plan_group_code', 'text', (p) => p.planGroupCode),
        col('room_type_codes', 'text[]', (p) => p.roomTypeCodes),
        col('room_ids', 'text[]', (p) => p.roomIds),
        col('min_pax', 'smallint', (p) => p.minPax),
        col('max_pax', 'smallint', (p) => p.maxPax),
        col('can_smoke', 'boolean', (p) => p.canSmoke),
        col('stay_from', 'date', (p) => p.stayFrom),
        col('stay_to', 'date', (p) => p.stayTo),
        col('booking_deadline_days', 'smallint', (p) => p.bookingDeadlineDays),
        col('base_prices', 'integer[]', (p) => pricesByOccupancy(p.basePrices)),
        col('kodawari', 'text[]', (p) => p.kodawari),
        col('doc', 'jsonb', (p) => p),
      ],
      plans,
      2000,
    );

    counts.planDays = await bulkInsert(
      'plan_day',
      [
        col('plan_id', 'text', (r: { planId: string }) => r.planId),
        col('stay_date', 'date', (r: { date: string }) => r.date),
        col('prices', 'integer[]', (r: { prices: number[] }) => r.prices),
      ],
      planDayRows(iteratePlanPriceRows(hotels, meta.today, meta.days)),
      20000,
    );
    counts.roomDays = await bulkInsert(
      'room_day',
      [
        col('room_id', 'text', (r: { roomId: string }) => r.roomId),
        col('stay_date', 'date', (r: { date: string }) => r.date),
        col('stock', 'integer', (r: { stock: number }) => r.stock),
      ],
      iterateRoomStockRows(hotels, meta.today, meta.days),
      20000,
    );

    type TourRow = (typeof tours)[number];
    counts.tours = await bulkInsert<TourRow>(
      'tour',
      [
        col('tour_id', 'text', (t) => t.tourId),
        col('tour_type', 'text', (t) => t.tourType),
        col('approach_type', 'text', (t) => t.approachType),
        col('trip_kind', 'text', (t) => t.tripKind),
        col('travel_days', 'smallint', (t) => t.travelDays),
        col('nights', 'smallint', (t) => t.nights),
        col('dep_area_code', 'text', (t) => t.depAreaCode),
        col('dep_airports', 'text[]', (t) => t.depAirports),
        col('dep_stations', 'text[]', (t) => t.depStations),
        col('dep_generic_stations', 'text[]', (t) => t.depGenericStations),
        col('arr_codes', 'text[]', (t) => [
          ...new Set([...t.arrRegionCodes, ...t.arrPrefectureCodes, ...t.arrAreaCodes]),
        ]),
        col('kodawari', 'text[]', (t) => t.kodawari),
        col('keywords', 'text[]', (t) => t.keywords),
        col('hotel_ids', 'text[]', (t) => t.hotels),
        col('search_text', 'text', (t) => searchText(t.name, t.catchCopy, ...t.keywords)),
        col('name_ja', 'text', (t) => t.name.ja),
        col('popularity', 'integer', (t) => t.popularity),
        col('recommend_score', 'integer', (t) => t.recommendScore),
        col('doc', 'jsonb', (t) => t),
      ],
      tours,
      1000,
    );
    counts.tourDays = await bulkInsert(
      'tour_day',
      [
        col('tour_id', 'text', (r: { tourId: string }) => r.tourId),
        col('dep_date', 'date', (r: { date: string }) => r.date),
        col('price_from', 'integer', (r: { priceFrom: number }) => r.priceFrom),
        col('price_to', 'integer', (r: { priceTo: number }) => r.priceTo),
        col('stock', 'integer', (r: { stock: number }) => r.stock),
      ],
      iterateTourPriceStockRows(catalog),
      20000,
    );

    type OptionalRow = (typeof optionals)[number];
    counts.optionals = await bulkInsert<OptionalRow>(
      'optional_activity',
      [
        col('optional_id', 'text', (o) => o.optionalId),
        col('optional_group_id', 'text', (o) => o.optionalGroupId),
        col('area2_code', 'text', (o) => o.area2Code),
        col('area3_code', 'text', (o) => o.area3Code),
        col('category_code', 'text', (o) => o.categoryCode),
        col('name_ja', 'text', (o) => o.name.ja),
        col('search_text', 'text', (o) => searchText(o.name, o.planName)),
        col('price_person1', 'integer', (o) => o.prices.person1),
        col('capacity_per_day', 'integer', (o) => o.capacityPerDay),
        col('doc', 'jsonb', (o) => o),
      ],
      optionals,
      1000,
    );
    counts.optionalDays = await bulkInsert(
      'optional_day',
      [
        col('optional_id', 'text', (r: { optionalId: string }) => r.optionalId),
        col('use_date', 'date', (r: { date: string }) => r.date),
        col('stock', 'integer', (r: { stock: number }) => r.stock),
      ],
      iterateOptionalStockRows(optionals, meta.today, meta.days),
      20000,
    );

    counts.offices = await bulkInsert(
      'rentacar_office',
      [
        col('office_code', 'text', (o: (typeof rentacar.offices)[number]) => o.officeCode),
        col('area2_code', 'text', (o: (typeof rentacar.offices)[number]) => o.area2Code),
        col('area3_code', 'text', (o: (typeof rentacar.offices)[number]) => o.area3Code),
        col('doc', 'jsonb', (o: (typeof rentacar.offices)[number]) => o),
      ],
      rentacar.offices,
    );
    counts.carClasses = await bulkInsert(
      'car_class',
      [
        col('class_code', 'text', (c: (typeof rentacar.carClasses)[number]) => c.classCode),
        col('doc', 'jsonb', (c: (typeof rentacar.carClasses)[number]) => c),
      ],
      rentacar.carClasses,
    );
    type CarRow = (typeof rentacar.cars)[number];
    counts.cars = await bulkInsert<CarRow>(
      'rentacar',
      [
        col('car_id', 'text', (c) => c.carId),
        col('office_code', 'text', (c) => c.officeCode),
        col('class_code', 'text', (c) => c.classCode),
        col('fleet', 'integer', (c) => c.fleet),
        col('price_24h', 'integer', (c) => c.price24h),
        col('price_extra_day', 'integer', (c) => c.priceExtraDay),
        col('doc', 'jsonb', (c) => c),
      ],
      rentacar.cars,
    );
    counts.carDays = await bulkInsert(
      'rentacar_day',
      [
        col('car_id', 'text', (r: { carId: string }) => r.carId),
        col('use_date', 'date', (r: { date: string }) => r.date),
        col('stock', 'integer', (r: { stock: number }) => r.stock),
      ],
      iterateRentacarStockRows(rentacar.cars, meta.today, meta.days),
      20000,
    );
    type OptionRow = (typeof rentacar.options)[number];
    counts.carOptions = await bulkInsert<OptionRow>(
      'rentacar_option',
      [
        col('option_id', 'text', (o) => o.optionId),
        col('office_code', 'text', (o) => o.officeCode),
        col('option_code', 'text', (o) => o.definition.code),
        col('doc', 'jsonb', (o) => o.definition),
      ],
      rentacar.options,
    );
    counts.carOptionDays = await bulkInsert(
      'rentacar_option_day',
      [
        col('option_id', 'text', (r: { optionId: string }) => r.optionId),
        col('use_date', 'date', (r: { date: string }) => r.date),
        col('stock', 'integer', (r: { stock: number }) => r.stock),
      ],
      iterateRentacarOptionStockRows(rentacar.options, meta.today, meta.days),
      20000,
    );
    type OneWayRow = (typeof rentacar.oneWays)[number];
    counts.carOneWays = await bulkInsert<OneWayRow>(
      'rentacar_one_way',
      [
        col('from_office_code', 'text', (r) => r.from),
        col('to_office_code', 'text', (r) => r.to),
        col('fee', 'integer', (r) => r.fee),
      ],
      rentacar.oneWays,
    );

    counts.specials = await bulkInsert(
      'special',
      [
        col('special_code', 'text', (s: (typeof specials)[number]) => s.specialCode),
        col('target', 'text', (s: (typeof specials)[number]) => s.target),
        col('doc', 'jsonb', (s: (typeof specials)[number]) => s),
      ],
      specials,
    );

    Object.assign(counts, await seedCoupons(bulkInsert, catalog));

    const info: CatalogInfo = {
      scale: meta.scale,
      seed: meta.seed,
      today: meta.today,
      days: meta.days,
      counts,
    };
    await bulkInsert(
      'schema_info',
      [
        col('key', 'text', (r: [string, string]) => r[0]),
        col('value', 'text', (r: [string, string]) => r[1]),
      ],
      [['catalog', JSON.stringify(info)]],
    );
  });
  return counts;
}

export interface EnsureCatalogOptions {
  scale: CatalogScale;
  seed: number;
  /** Japan's today by default. */
  today?: string;
  days?: number;
  /**
   * Operator account to seed (services/auth); default from OPERATOR_EMAIL / OPERATOR_PASSWORD, none
   * when either is unset.
   */
  operator?: OperatorSeed | null;
}

function operatorFromEnv(): OperatorSeed | undefined {
  const { operatorEmail, operatorPassword } = loadConfig();
  return operatorEmail && operatorPassword ? { email: operatorEmail, password: operatorPassword } : undefined;
}

/** Seeds the catalog when the database has none; answers what was seeded, or null. */
export async function ensureCatalog(
  handle: DatabaseHandle,
  options: EnsureCatalogOptions,
): Promise<(CatalogInfo & { ms: number }) | null> {
  const today = options.today ?? japanToday();
  // Accounts first and on every start: demo users missing from an older database, the operator.
  await seedAccounts(
    handle.db,
    generateUsers(today),
    options.operator === null ? undefined : (options.operator ?? operatorFromEnv()),
  );
  if (await readCatalogInfo(handle.db)) return null;
  const started = performance.now();
  const days = options.days ?? CATALOG_DAYS;
  const catalog = generateCatalog({ seed: options.seed, scale: options.scale, today, days });
  const counts = await loadCatalog(handle, catalog);
  // The hotel search's summary, computed inside the database from the rows just loaded.
  counts.planSearchDays = await fillSearchSummary(handle.db);
  // Fresh statistics, or the planner guesses from empty tables: on the large catalog a prefecture's
  // hotel search went from a sequential scan of every plan (2.3 s on PGlite) to index lookups.
  await sql`analyze`.execute(handle.db);
  return {
    scale: options.scale,
    seed: options.seed,
    today,
    days,
    counts,
    ms: Math.round(performance.now() - started),
  };
}
