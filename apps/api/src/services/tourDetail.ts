/**
 * One tour: its detail (GET /v1/tour/{tourId}), departure calendar (tourCalendar), the choices of a
 * departure (tourCondition) and the debug view (tourDebug). Prices follow tourPrice.ts's model.
 */
import {
  addDays,
  airlineRule,
  calendarDayClass,
  carrierGroupOfList,
  createDefaultSchedule,
  defaultConfig,
  holidayOf,
  isSelectableDay,
  lapInfantMaxAge,
  monthlyPriceRanges,
  reserveWindow,
  roundYenUp,
  transportSurcharges,
  selectableDayRange,
  type AirlineRule,
  type CarrierGroupOrMixed,
  type DisplayLang,
} from '@tabiyori/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiFailure } from '../errors';
import {
  flightCarriers,
  loadPlanPrices,
  planPriceAt,
  priceAtOccupancy,
  saleWindowEnd,
  sqlDate,
  textArray,
  tourPriceModel,
  tourPriceStocks,
  windowSummaries,
  ymdOf,
  MAX_PAX_PER_ROOM,
  TOUR_BASE_PAX_PER_ROOM,
  type DayPrice,
  type PlanPrices,
  type TourPriceModel,
} from './tourPrice';
import {
  hotelNames,
  i18n,
  pick,
  strings,
  tourReference,
  tourSummary,
  transportationView,
  yadoHotelIds,
  type TourRow,
} from './tourSearch';
import type { Static } from 'typebox';
import type {
  CalendarDaySchema,
  PriceStock,
  TourCondition,
  TourDebugAnswerSchema,
  TourDetail,
} from '../schemas/tours';

type StayChoice = TourCondition['stays'][number];
type OptionalChoice = TourCondition['optionals'][number];

/** Spec §8: an unknown tour (TDE901, 404: a custom-logged not-found code, spec §4). */
export function tourNotFound(tourId: string): ApiFailure {
  return new ApiFailure(404, 'TDE901', `tour ${tourId} is not found`);
}

/* ------------------------------------------------------------------ stored tour */

/** A tour's doc as stored (catalog Tour); read defensively, since the doc is data. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TourDoc = Record<string, any>;

export interface StoredTour {
  row: TourRow;
  doc: TourDoc;
  raw: Record<string, unknown>;
}

export async function loadTour(db: Kysely<Database>, tourId: string): Promise<StoredTour | null> {
  const row = await db.selectFrom('tour').selectAll().where('tour_id', '=', tourId).executeTakeFirst();
  if (!row) return null;
  const doc: TourDoc = row.doc && typeof row.doc === 'object' ? (row.doc as TourDoc) : {};
  return {
    raw: row as unknown as Record<string, unknown>,
    doc,
    row: {
      tour_id: row.tour_id,
      tour_type: row.tour_type,
      approach_type: row.approach_type,
      trip_kind: row.trip_kind,
      travel_days: row.travel_days,
      nights: row.nights,
      dep_area_code: row.dep_area_code,
      dep_airports: row.dep_airports,
      dep_stations: row.dep_stations,
      dep_generic_stations: row.dep_generic_stations,
      arr_codes: row.arr_codes,
      kodawari: row.kodawari,
      hotel_ids: row.hotel_ids,
      popularity: row.popularity,
      recommend_score: row.recommend_score,
      name: doc.name,
      catch_copy: doc.catchCopy,
      transportation: doc.overview?.transportation,
      yado: doc.defaultYadoPlans,
      images: doc.images,
      arr_area_codes: doc.arrAreaCodes,
    },
  };
}

async function requireTour(db: Kysely<Database>, tourId: string): Promise<StoredTour> {
  const tour = await loadTour(db, tourId);
  if (!tour) throw tourNotFound(tourId);
  return tour;
}

async function referenceDoc(db: Kysely<Database>, key: string): Promise<unknown> {
  const row = await db.selectFrom('reference_data').select('doc').where('key', '=', key).executeTakeFirst();
  return row?.doc;
}

/** Carrier group of a tour's flights and the airline rule (spec §5); null for tours without flights. */
export function tourAirline(
  transportation: unknown,
  boardingDate?: string,
): { carrierGroup: CarrierGroupOrMixed; rule: AirlineRule & { lapInfantMaxAge: number } } | null {
  const carriers = flightCarriers(transportation);
  if (carriers.length === 0) return null;
  const carrierGroup = carrierGroupOfList(carriers);
  const rule = airlineRule(carrierGroup, boardingDate);
  return { carrierGroup, rule: { ...rule, lapInfantMaxAge: lapInfantMaxAge(rule) } };
}

/* ------------------------------------------------------------------ detail */

export interface TourDetailOptions {
  lang: DisplayLang;
  paxPerRoom: number;
  goDate?: string;
  today: string;
  preview: boolean;
}

const localized = (value: unknown, lang: DisplayLang) => pick(i18n(value), lang);
const localizedList = (value: unknown, lang: DisplayLang) =>
  (Array.isArray(value) ? value : []).map((v) => localized(v, lang));

export async function tourDetail(
  db: Kysely<Database>,
  tourId: string,
  options: TourDetailOptions,
): Promise<TourDetail> {
  const { lang, paxPerRoom, goDate, today } = options;
  const tour = await requireTour(db, tourId);
  const { doc, row } = tour;
  const [ref, names, externalFiles, priceStocks] = await Promise.all([
    tourReference(db),
    hotelNames(db, [...row.hotel_ids, ...yadoHotelIds(row.yado)]),
    referenceDoc(db, 'externalFiles'),
    tourPriceStocks(db, tourId, doc, today, saleWindowEnd(today), paxPerRoom),
  ]);
  const summary = tourSummary(row, ref, names, lang);
  let goDatePriceStock: PriceStock | null = null;
  if (goDate !== undefined) {
    goDatePriceStock =
      priceStocks.find((p) => p.date === goDate) ??
      (await tourPriceStocks(db, tourId, doc, goDate, goDate, paxPerRoom))[0] ??
      null;
  }
  const bookable = priceStocks.filter((p) => p.priceFrom > 0 && p.stock > 0);
  const files = (externalFiles ?? {}) as {
    flyerIcons?: unknown;
    flyerCommonNotices?: Record<string, unknown>;
  };
  const icons = Array.isArray(files.flyerIcons)
    ? (files.flyerIcons as { code?: unknown; name?: unknown; url?: unknown }[])
    : [];
  const flyer = (doc.flyer ?? {}) as { flyerMonths?: unknown; iconCodes?: unknown; notes?: unknown };
  const noticeType =
    row.approach_type === 'extrain' || row.approach_type === 'train' ? row.approach_type : 'air';
  const airline = tourAirline(row.transportation, goDate);
  const overview = (doc.overview ?? {}) as {
    includes?: unknown;
    guide?: unknown;
    minPax?: unknown;
    maxPax?: unknown;
  };
  return {
    ...summary,
    description: localized(doc.description, lang),
    overview: {
      transportation: summary.overview.transportation,
      includes: localizedList(overview.includes, lang),
      guide: overview.guide === true,
      minPax: typeof overview.minPax === 'number' ? overview.minPax : 1,
      maxPax: typeof overview.maxPax === 'number' ? overview.maxPax : 9,
    },
    itinerary: (Array.isArray(doc.itinerary) ? (doc.itinerary as TourDoc[]) : []).map((d) => ({
      day: typeof d.day === 'number' ? d.day : 0,
      title: localized(d.title, lang),
      schedule: localizedList(d.schedule, lang),
      meals: {
        breakfast: d.meals?.breakfast === true,
        lunch: d.meals?.lunch === true,
        dinner: d.meals?.dinner === true,
      },
      stay: d.stay ? localized(d.stay, lang) : null,
    })),
    images: (Array.isArray(doc.images) ? (doc.images as TourDoc[]) : [])
      .filter((i) => typeof i.path === 'string')
      .map((i) => ({ path: i.path as string, alt: localized(i.alt, lang) })),
    flyer: {
      flyerMonths: strings(flyer.flyerMonths),
      icons: strings(flyer.iconCodes).map((code) => {
        const icon = icons.find((i) => i.code === code);
        return {
          code,
          name: localized(icon?.name, lang),
          url: typeof icon?.url === 'string' ? icon.url : '',
        };
      }),
      notes: localizedList(flyer.notes, lang),
      commonNotices:
        row.approach_type === '00' ? [] : localizedList(files.flyerCommonNotices?.[noticeType], lang),
    },
    paxPerRoom,
    priceStocks,
    monthlyPriceRanges: monthlyPriceRanges(priceStocks),
    priceFrom: bookable.length > 0 ? Math.min(...bookable.map((p) => p.priceFrom)) : 0,
    priceTo: bookable.length > 0 ? Math.max(...bookable.map((p) => p.priceTo)) : 0,
    carrierGroup: airline?.carrierGroup ?? null,
    airlineRule: airline?.rule ?? null,
    goDate: goDate ?? null,
    goDatePriceStock,
    travelSchedule:
      goDate === undefined
        ? null
        : createDefaultSchedule({
            tourId,
            goDate,
            travelDays: row.travel_days,
            paxPerRoom,
            defaultYadoPlans: summary.defaultYadoPlans,
            stock: goDatePriceStock?.stock ?? 0,
          }),
    preview: options.preview,
  };
}

/* ------------------------------------------------------------------ calendar */

/** A calendar day (spec §2 day class, holiday, bookable: in the reserve window, sold, in stock). */
export type CalendarDay = Static<typeof CalendarDaySchema>;

export async function tourCalendar(
  db: Kysely<Database>,
  tourId: string,
  options: { fromDate: string; days: number; paxPerRoom: number; today: string; lang: DisplayLang },
): Promise<CalendarDay[]> {
  const { fromDate, days, paxPerRoom, today, lang } = options;
  const tour = await requireTour(db, tourId);
  const to = addDays(fromDate, days - 1);
  const [stocks, bookingEnd] = await Promise.all([
    tourPriceStocks(db, tourId, tour.doc, fromDate, to, paxPerRoom),
    referenceDoc(db, 'bookingEndDate'),
  ]);
  const range = selectableDayRange(
    reserveWindow(today, defaultConfig.consts.reserveDay),
    typeof bookingEnd === 'string' ? bookingEnd : null,
  );
  const byDate = new Map(stocks.map((s) => [s.date, s]));
  const out: CalendarDay[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(fromDate, i);
    const stock = byDate.get(date) ?? { date, priceFrom: 0, priceTo: 0, stock: 0 };
    const holiday = holidayOf(date);
    out.push({
      ...stock,
      dayClass: calendarDayClass(date),
      isHoliday: holiday !== null,
      holidayName: holiday ? (lang === 'en' ? holiday.nameEn : holiday.name) : null,
      selectable: stock.priceFrom > 0 && stock.stock > 0 && isSelectableDay(date, range),
    });
  }
  return out;
}

/* ------------------------------------------------------------------ condition */

interface PlanRow {
  plan_id: string;
  hotel_id: string;
  meal_type_code: string;
  room_type_codes: string[];
  min_pax: number;
  max_pax: number;
  can_smoke: boolean;
  name: unknown;
}

/** Σ nights of one stay's price for one plan at k; null when a night is not sold for k. */
export function stayPlanPart(prices: PlanPrices, planId: string, dates: string[], k: number): number | null {
  let sum = 0;
  for (const date of dates) {
    const p = planPriceAt(prices, planId, date, k);
    if (p === null) return null;
    sum += p;
  }
  return sum;
}

/** Σ nights of one stay's lowest default-plan price at k; null when a night has none. */
export function stayLowest(
  prices: PlanPrices,
  planIds: readonly string[],
  dates: string[],
  k: number,
): number | null {
  let sum = 0;
  for (const date of dates) {
    let min = Infinity;
    for (const id of planIds) {
      const p = planPriceAt(prices, id, date, k);
      if (p !== null) min = Math.min(min, p);
    }
    if (min === Infinity) return null;
    sum += min;
  }
  return sum;
}

export async function tourCondition(
  db: Kysely<Database>,
  tourId: string,
  options: { goDate: string; lang: DisplayLang },
): Promise<TourCondition> {
  const { goDate, lang } = options;
  const tour = await requireTour(db, tourId);
  const { row, doc } = tour;
  const model: TourPriceModel = tourPriceModel(doc);
  const stays = Array.isArray(doc.defaultYadoPlans) ? (doc.defaultYadoPlans as TourDoc[]) : [];
  const defaultHotelIds = yadoHotelIds(row.yado);
  const allHotelIds = [...new Set([...defaultHotelIds, ...row.hotel_ids])];

  const [dayRow, hotels, ref] = await Promise.all([
    db
      .selectFrom('tour_day')
      .select(['price_from', 'price_to', 'stock'])
      .where('tour_id', '=', tourId)
      .where('dep_date', '=', sqlDate(goDate))
      .executeTakeFirst(),
    allHotelIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('hotel')
          .select(['hotel_id', 'area3_code', sql<unknown>`doc->'name'`.as('name')])
          .where('hotel_id', 'in', allHotelIds)
          .execute(),
    tourReference(db),
  ]);
  const hotelArea = new Map(hotels.map((h) => [h.hotel_id, h.area3_code]));
  const hotelName = new Map(hotels.map((h) => [h.hotel_id, i18n(h.name)]));

  // Plans selectable per stay: the default plans for escorted tours (02), else every plan of the
  // tour's hotels in the default hotel's area.
  const stayHotels = stays.map((s) => {
    const defaultHotel = typeof s.hotelId === 'string' ? s.hotelId : '';
    const area = hotelArea.get(defaultHotel);
    return row.tour_type === '02'
      ? [defaultHotel]
      : allHotelIds.filter((id) => id === defaultHotel || (area !== undefined && hotelArea.get(id) === area));
  });
  const hotelsWithPlans = [...new Set(stayHotels.flat())];
  const planRows: PlanRow[] =
    hotelsWithPlans.length === 0
      ? []
      : await db
          .selectFrom('plan')
          .select([
            'plan_id',
            'hotel_id',
            'meal_type_code',
            'room_type_codes',
            'min_pax',
            'max_pax',
            'can_smoke',
            sql<unknown>`doc->'name'`.as('name'),
          ])
          .where('hotel_id', 'in', hotelsWithPlans)
          .orderBy('plan_id')
          .execute();
  const lastNight = Math.max(0, ...model.stays.map((s) => s.relativeDate + s.nights - 1));
  const prices = await loadPlanPrices(
    db,
    [...planRows.map((p) => p.plan_id), ...model.stays.flatMap((s) => s.planIds)],
    goDate,
    addDays(goDate, lastNight),
  );
  const nightsOf = (s: { relativeDate: number; nights: number }) =>
    Array.from({ length: s.nights }, (_, n) => addDays(goDate, s.relativeDate + n));
  const day: DayPrice | null = dayRow ? { priceFrom: dayRow.price_from, priceTo: dayRow.price_to } : null;

  const stayChoices: StayChoice[] = stays.map((stay, index) => {
    const ms = model.stays[index] ?? { relativeDate: 0, nights: 0, planIds: [] };
    const dates = nightsOf(ms);
    const defaultPlans = new Set(strings(stay.planIds));
    // Per k: the tour's price with the other stays at their lowest default plan, minus this stay's part.
    const baseAt = new Map<number, number | null>();
    for (let k = 1; k <= MAX_PAX_PER_ROOM; k++) {
      if (!day || !(day.priceFrom > 0)) {
        baseAt.set(k, null);
        continue;
      }
      let delta = 0;
      let ok = true;
      for (const [i, other] of model.stays.entries()) {
        const otherDates = nightsOf(other);
        const low2 = stayLowest(prices, other.planIds, otherDates, TOUR_BASE_PAX_PER_ROOM);
        const lowK = i === index ? 0 : stayLowest(prices, other.planIds, otherDates, k);
        if (low2 === null || lowK === null) {
          ok = false;
          break;
        }
        delta += lowK - low2;
      }
      baseAt.set(k, ok ? day.priceFrom + delta * model.hotelFactor : null);
    }
    const defaultHotelId = typeof stay.hotelId === 'string' ? stay.hotelId : '';
    return {
      relativeDate: ms.relativeDate,
      nights: ms.nights,
      checkinDate: addDays(goDate, ms.relativeDate),
      defaultHotelId,
      hotels: (stayHotels[index] ?? []).map((hotelId) => ({
        hotelId,
        hotelName: pick(hotelName.get(hotelId) ?? { ja: '', en: '' }, lang),
        isDefault: hotelId === defaultHotelId,
        plans: planRows
          .filter((p) => p.hotel_id === hotelId && (row.tour_type !== '02' || defaultPlans.has(p.plan_id)))
          .map((p) => {
            const meal = ref.mealTypes.find((m) => m.code === p.meal_type_code);
            const planPrices: { paxPerRoom: number; price: number }[] = [];
            for (let k = p.min_pax; k <= Math.min(p.max_pax, MAX_PAX_PER_ROOM); k++) {
              const base = baseAt.get(k);
              const part = stayPlanPart(prices, p.plan_id, dates, k);
              if (base == null || part === null) continue;
              const price = roundYenUp(base + part * model.hotelFactor);
              if (price > 0) planPrices.push({ paxPerRoom: k, price });
            }
            return {
              planId: p.plan_id,
              planName: pick(i18n(p.name), lang),
              mealTypeCode: p.meal_type_code,
              mealTypeName: meal ? pick(meal.name, lang) : '',
              roomTypeCodes: p.room_type_codes,
              canSmoke: p.can_smoke,
              minPax: p.min_pax,
              maxPax: p.max_pax,
              isDefault: defaultPlans.has(p.plan_id),
              prices: planPrices,
            };
          })
          .filter((p) => p.prices.length > 0),
      })),
    };
  });

  const optionals = await tripOptionals(db, doc, row, goDate, lang);
  const airline = tourAirline(row.transportation, goDate);
  const overview = (doc.overview ?? {}) as { minPax?: unknown; maxPax?: unknown };
  const priceStock: PriceStock | null = dayRow
    ? {
        date: goDate,
        priceFrom: dayRow.price_from,
        priceTo: Math.max(dayRow.price_from, dayRow.price_to),
        stock: dayRow.stock,
      }
    : null;
  return {
    tourId,
    goDate,
    travelDays: row.travel_days,
    available: priceStock !== null && priceStock.priceFrom > 0 && priceStock.stock > 0,
    priceStock,
    transportation: transportationView(row.transportation, lang).map((t) => {
      // Issue 18: what each service adds per person (domain transportSurcharges; 0 = included).
      const fare = typeof doc.pricing?.transportFare === 'number' ? (doc.pricing.transportFare as number) : 0;
      const leg = t.leg === 'return' ? 'return' : 'outbound';
      const surcharges = transportSurcharges(
        leg,
        t.services.map((x) => x.depTime),
        fare,
      );
      return {
        ...t,
        date: addDays(goDate, t.day - 1),
        services: t.services.map((x, i) => ({ ...x, surcharge: surcharges[i] ?? 0 })),
      };
    }),
    stays: stayChoices,
    optionals,
    rules: {
      minPax: typeof overview.minPax === 'number' ? overview.minPax : 1,
      maxPax: Math.min(
        typeof overview.maxPax === 'number' ? overview.maxPax : 9,
        airline?.rule.maxPax ?? Number.POSITIVE_INFINITY,
      ),
      carrierGroup: airline?.carrierGroup ?? null,
      airlineRule: airline?.rule ?? null,
    },
  };
}

/** Optional activities in the tour's arrival areas (area3, else the prefecture) on the trip's days. */
async function tripOptionals(
  db: Kysely<Database>,
  doc: TourDoc,
  row: TourRow,
  goDate: string,
  lang: DisplayLang,
): Promise<OptionalChoice[]> {
  const area3 = strings(doc.arrAreaCodes);
  const area2 = row.arr_codes.filter((c) => /^\d{2}$/.test(c));
  if (area3.length === 0 && area2.length === 0) return [];
  const inArea3 = area3.length > 0 ? sql`o.area3_code = any(${textArray(area3)})` : sql`false`;
  const inArea2 = area2.length > 0 ? sql`o.area2_code = any(${textArray(area2)})` : sql`false`;
  const result = await sql<{ optional_id: string; doc: TourDoc }>`
    select o.optional_id, o.doc from optional_activity o
    where ${inArea3} or ${inArea2}
    order by (${inArea3}) desc, o.optional_id
    limit 50`.execute(db);
  if (result.rows.length === 0) return [];
  const last = addDays(goDate, Math.max(0, row.travel_days - 1));
  const days = await db
    .selectFrom('optional_day')
    .select(['optional_id', 'use_date', 'stock'])
    .where(
      'optional_id',
      'in',
      result.rows.map((r) => r.optional_id),
    )
    .where('use_date', '>=', sqlDate(goDate))
    .where('use_date', '<=', sqlDate(last))
    .orderBy('use_date')
    .execute();
  return result.rows.map(({ optional_id, doc: o }) => {
    const p = (o.prices ?? {}) as { person1?: unknown; person6?: unknown; person9?: unknown };
    const num = (v: unknown) => (typeof v === 'number' ? v : null);
    return {
      optionalId: optional_id,
      optionalGroupId: typeof o.optionalGroupId === 'string' ? o.optionalGroupId : '',
      name: localized(o.name, lang),
      planName: localized(o.planName, lang),
      categoryCode: typeof o.categoryCode === 'string' ? o.categoryCode : '',
      area3Code: typeof o.area3Code === 'string' ? o.area3Code : '',
      prices: { person1: num(p.person1) ?? 0, person6: num(p.person6), person9: num(p.person9) },
      startTimes: strings(o.startTimes),
      durationMinutes: typeof o.durationMinutes === 'number' ? o.durationMinutes : 0,
      minPax: typeof o.minPax === 'number' ? o.minPax : 1,
      maxPax: typeof o.maxPax === 'number' ? o.maxPax : 9,
      dates: days
        .filter((d) => d.optional_id === optional_id)
        .map((d) => ({ date: ymdOf(d.use_date), stock: d.stock })),
    };
  });
}

/* ------------------------------------------------------------------ debug */

/** The tourDebug answer (schemas/tours.ts TourDebugAnswerSchema), its doc the stored document. */
export type TourDebug = Omit<Static<typeof TourDebugAnswerSchema>, 'doc' | 'row'> & {
  /** The stored tour row (columns), without its doc. */
  row: Record<string, unknown>;
  /** The stored doc (the catalog Tour object) as it is. */
  doc: TourDoc;
};

/** tourCode: the tour id, or `{tourId}-{YYYYMMDD}` for one departure. */
export const TOUR_CODE_PATTERN = /^(T\d{6})(?:-(\d{8}))?$/;

export async function tourDebug(
  db: Kysely<Database>,
  tourId: string,
  options: { departureDate?: string; today: string },
): Promise<Omit<TourDebug, 'tourCode'>> {
  const { today, departureDate } = options;
  const tour = await requireTour(db, tourId);
  const from = sqlDate(today);
  const to = sqlDate(saleWindowEnd(today));
  const figuresQuery = sql<{
    stored: number;
    bookable: number;
    sold_out: number;
    not_sold: number;
    min_from: number | null;
    max_to: number | null;
  }>`
    select count(*)::int as stored,
      count(*) filter (where price_from > 0 and stock > 0)::int as bookable,
      count(*) filter (where price_from > 0 and stock = 0)::int as sold_out,
      count(*) filter (where price_from <= 0)::int as not_sold,
      min(price_from) filter (where price_from > 0 and stock > 0) as min_from,
      max(price_to) filter (where price_from > 0 and stock > 0) as max_to
    from tour_day where tour_id = ${tourId} and dep_date >= ${from} and dep_date <= ${to}`;
  const [figures, summaries] = await Promise.all([figuresQuery.execute(db), windowSummaries(db, today)]);
  const f = figures.rows[0];
  const model = tourPriceModel(tour.doc);
  const compiled = [figuresQuery.compile(db)];
  let departure: TourDebug['departure'] = null;
  if (departureDate !== undefined) {
    const dayQuery = db
      .selectFrom('tour_day')
      .select(['price_from', 'price_to', 'stock'])
      .where('tour_id', '=', tourId)
      .where('dep_date', '=', sqlDate(departureDate));
    compiled.push(dayQuery.compile());
    const stored = await dayQuery.executeTakeFirst();
    const lastNight = Math.max(0, ...model.stays.map((s) => s.relativeDate + s.nights - 1));
    const prices = await loadPlanPrices(
      db,
      model.stays.flatMap((s) => s.planIds),
      departureDate,
      addDays(departureDate, lastNight),
    );
    departure = {
      date: departureDate,
      stored: stored ? { priceFrom: stored.price_from, priceTo: stored.price_to, stock: stored.stock } : null,
      byPaxPerRoom: Array.from({ length: MAX_PAX_PER_ROOM }, (_, i) => ({
        paxPerRoom: i + 1,
        price: stored
          ? priceAtOccupancy(
              model,
              prices,
              departureDate,
              { priceFrom: stored.price_from, priceTo: stored.price_to },
              i + 1,
            )
          : null,
      })),
    };
  }
  const { doc: _doc, ...row } = tour.raw;
  return {
    tourId,
    row,
    doc: tour.doc,
    figures: {
      today,
      window: { from: today, to: saleWindowEnd(today) },
      storedDays: f?.stored ?? 0,
      bookableDays: f?.bookable ?? 0,
      soldOutDays: f?.sold_out ?? 0,
      notSoldDays: f?.not_sold ?? 0,
      minPriceFrom: f?.min_from ?? null,
      maxPriceTo: f?.max_to ?? null,
      searchWindowPrice: summaries.get(tourId)?.priceFrom ?? null,
      hotelFactor: model.hotelFactor,
    },
    departure,
    sql: compiled.map((c) => ({ text: c.sql, parameters: [...c.parameters] })),
  };
}
