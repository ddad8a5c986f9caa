/**
 * Car rental (spec §1 product kind 'rentacar'): offices, availability search and detail.
 *
 * Rental length: the rental runs from pickupDate pickupTime to returnDate returnTime (Japan time)
 * and is charged in 24-hour blocks: days = ⌈minutes / 1440⌉, at least 1 (10:00 → next day 10:00 is
 * 1 day, → 10:30 is 2). The price is the catalog's `rentacarPrice(car, pickupDate, days)` (price24h +
 * priceExtraDay × (days − 1), the season and weekend factor of the pickup day, rounded up to 100
 * yen), tax included, for the car (not per person).
 *
 * Availability: the car must have stock (rentacar_day.stock > 0) on every calendar day it is out,
 * pickupDate … returnDate inclusive; `stock` in the answer is the lowest of those days. The class
 * must seat the passengers. Searching without an officeCode leaves out offices whose opening hours
 * do not cover the pickup and return times (the route refuses such times for a named office).
 *
 * Order (sort): lowPrice (default), highPrice, popular (largest fleet first), recommend (office
 * then class code); ties by carId.
 */
import { addDays, daysBetween, oneWayFee, type DisplayLang, type SearchSort } from '@tabiyori/domain';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { rentacarPrice } from '../model/prices';
import type { CarClass, I18nText, RentacarOffice, RentacarProduct } from '../model/types';
import type { Database } from '../db/schema';
import type { CarCard, CarClassInfo, CarDetail, OfficeInfo } from '../schemas/rentacar';
import { oneWayOffers, oneWayPairsTo, optionOffers } from './rentacarOptions';

export const MAX_RENTAL_DAYS = 30;
export const DETAIL_STOCK_DAYS = 60;
export const CAR_ID_PATTERN = /^[A-Z0-9]{2,10}-[A-Z0-9]{1,5}$/;
export const OFFICE_CODE_PATTERN = /^[A-Z0-9]{2,10}$/;

export interface Rental {
  /** YYYYMMDD and HHmm, Japan time. */
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
}

export interface RentacarSearch {
  lang: DisplayLang;
  rental: Rental;
  officeCode?: string;
  areaCodes: string[];
  classCode?: string;
  passengers: number;
  /** One-way: only cars whose office may be left at this office, priced with the fee. */
  returnOfficeCode?: string;
  sort: SearchSort;
}

const isoDate = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;
const ymdOf = (iso: string) => iso.replaceAll('-', '');
const pick = (value: I18nText | undefined, lang: DisplayLang) => (value ? value[lang] || value.ja : '');
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(2, 4));

/** Minutes from pickup to return (negative when the return comes first). */
export function rentalMinutes(rental: Rental): number {
  return (
    daysBetween(rental.pickupDate, rental.returnDate) * 1440 +
    minutesOf(rental.returnTime) -
    minutesOf(rental.pickupTime)
  );
}

/** Rental days in 24-hour blocks, at least 1. */
export function rentalDays(rental: Rental): number {
  return Math.max(1, Math.ceil(rentalMinutes(rental) / 1440));
}

/** True when both times lie within the office's opening hours (inclusive). */
export function withinOfficeHours(
  office: Pick<RentacarOffice, 'openTime' | 'closeTime'>,
  rental: Rental,
): boolean {
  return [rental.pickupTime, rental.returnTime].every(
    (time) => time >= office.openTime && time <= office.closeTime,
  );
}

function officeInfo(office: RentacarOffice, lang: DisplayLang, areaJa: string, areaEn: string): OfficeInfo {
  return {
    officeCode: office.officeCode,
    name: pick(office.name, lang),
    area2Code: office.area2Code,
    area3Code: office.area3Code,
    areaName: lang === 'en' ? areaEn : areaJa,
    airportCode: office.airportCode,
    stationCode: office.stationCode,
    lat: office.lat,
    lng: office.lng,
    openTime: office.openTime,
    closeTime: office.closeTime,
    access: pick(office.access, lang),
  };
}

function classInfo(cls: CarClass, lang: DisplayLang): CarClassInfo {
  return {
    classCode: cls.classCode,
    name: pick(cls.name, lang),
    capacity: cls.capacity,
    luggage: cls.luggage,
    exampleModels: cls.exampleModels.map((m) => pick(m, lang)),
  };
}

/** Area filter over an office row `o` joined to its area row `a` (any level; a district → its area). */
function areaFilter(codes: string[]): RawBuilder<unknown> {
  if (codes.length === 0) return sql`true`;
  const list = sql.join(codes.map((code) => (/^\d{6}$/.test(code) ? code.slice(0, 4) : code)));
  return sql`(a.area1_code in (${list}) or a.area2_code in (${list}) or a.area3_code in (${list}))`;
}

interface OfficeRow {
  doc: RentacarOffice;
  area_ja: string;
  area_en: string;
}

export async function listOffices(
  db: Kysely<Database>,
  areaCodes: string[],
  lang: DisplayLang,
): Promise<OfficeInfo[]> {
  const { rows } = await sql<OfficeRow>`
    select o.doc, a.name_ja as area_ja, a.name_en as area_en
    from rentacar_office o join area a on a.code = o.area3_code
    where ${areaFilter(areaCodes)}
    order by o.area2_code, o.office_code
  `.execute(db);
  return rows.map((r) => officeInfo(r.doc, lang, r.area_ja, r.area_en));
}

/** The office, or null when the code names none. */
export async function findOffice(db: Kysely<Database>, officeCode: string): Promise<RentacarOffice | null> {
  const row = await db
    .selectFrom('rentacar_office')
    .select('doc')
    .where('office_code', '=', officeCode)
    .executeTakeFirst();
  return row ? (row.doc as RentacarOffice) : null;
}

interface CarRow {
  car: RentacarProduct;
  car_class: CarClass;
  office: RentacarOffice;
  area_ja: string;
  area_en: string;
  min_stock: number;
}

const SORTS: Record<SearchSort, (a: CarCard & { fleet: number }, b: CarCard & { fleet: number }) => number> =
  {
    lowPrice: (a, b) => a.price - b.price,
    highPrice: (a, b) => b.price - a.price,
    popular: (a, b) => b.fleet - a.fleet,
    recommend: () => 0,
  };

export async function searchCars(db: Kysely<Database>, search: RentacarSearch): Promise<CarCard[]> {
  const { rental, lang } = search;
  const dayCount = daysBetween(rental.pickupDate, rental.returnDate) + 1;
  const where: RawBuilder<unknown>[] = [areaFilter(search.areaCodes)];
  if (search.officeCode) where.push(sql`r.office_code = ${search.officeCode}`);
  if (search.classCode) where.push(sql`r.class_code = ${search.classCode}`);
  where.push(sql`(c.doc->>'capacity')::int >= ${search.passengers}`);
  const { rows } = await sql<CarRow>`
    select r.doc as car, c.doc as car_class, o.doc as office,
           a.name_ja as area_ja, a.name_en as area_en, s.min_stock
    from rentacar r
    join rentacar_office o on o.office_code = r.office_code
    join car_class c on c.class_code = r.class_code
    join area a on a.code = o.area3_code
    cross join lateral (
      select min(d.stock) as min_stock, count(*) as n
      from rentacar_day d
      where d.car_id = r.car_id
        and d.use_date between ${isoDate(rental.pickupDate)} and ${isoDate(rental.returnDate)}
    ) s
    where s.n = ${dayCount} and s.min_stock > 0 and ${sql.join(where, sql` and `)}
    order by r.office_code, r.class_code
  `.execute(db);
  const days = rentalDays(rental);
  const { returnOfficeCode } = search;
  const pairs = returnOfficeCode ? await oneWayPairsTo(db, returnOfficeCode) : [];
  const feeOf = (officeCode: string) =>
    returnOfficeCode ? oneWayFee(pairs, officeCode, returnOfficeCode) : 0;
  const cards = rows
    .filter((row) => search.officeCode !== undefined || withinOfficeHours(row.office, rental))
    .filter((row) => feeOf(row.car.officeCode) !== null)
    .map((row) => ({
      carId: row.car.carId,
      officeCode: row.car.officeCode,
      classCode: row.car.classCode,
      image: row.car.images[0]?.path ?? null,
      days,
      price: rentacarPrice(row.car, rental.pickupDate, days),
      oneWayFee: feeOf(row.car.officeCode) ?? 0,
      total: rentacarPrice(row.car, rental.pickupDate, days) + (feeOf(row.car.officeCode) ?? 0),
      stock: Number(row.min_stock),
      fleet: row.car.fleet,
      office: officeInfo(row.office, lang, row.area_ja, row.area_en),
      carClass: classInfo(row.car_class, lang),
    }));
  const order = SORTS[search.sort];
  return cards
    .sort((a, b) => order(a, b) || (a.carId < b.carId ? -1 : a.carId > b.carId ? 1 : 0))
    .map(({ fleet: _fleet, ...card }) => card);
}

/** One car with its price table and stock, or null when the id names nothing. */
export async function findCar(
  db: Kysely<Database>,
  carId: string,
  lang: DisplayLang,
  today: string,
  rental: (Rental & { returnOfficeCode?: string }) | null,
): Promise<CarDetail | null> {
  const { rows } = await sql<Omit<CarRow, 'min_stock'>>`
    select r.doc as car, c.doc as car_class, o.doc as office, a.name_ja as area_ja, a.name_en as area_en
    from rentacar r
    join rentacar_office o on o.office_code = r.office_code
    join car_class c on c.class_code = r.class_code
    join area a on a.code = o.area3_code
    where r.car_id = ${carId}
  `.execute(db);
  const row = rows[0];
  if (!row) return null;
  const last = addDays(today, DETAIL_STOCK_DAYS - 1);
  // The stock window, stretched to the asked rental's last day (a pickup is never before today).
  const from = today;
  const to = rental && rental.returnDate > last ? rental.returnDate : last;
  const dayRows = await db
    .selectFrom('rentacar_day')
    .select(['use_date', 'stock'])
    .where('car_id', '=', carId)
    .where('use_date', '>=', isoDate(from))
    .where('use_date', '<=', isoDate(to))
    .orderBy('use_date')
    .execute();
  const stockOf = new Map(dayRows.map((d) => [ymdOf(d.use_date), d.stock]));
  const { car } = row;
  const priceDate = rental?.pickupDate ?? today;
  const oneWays = await oneWayOffers(db, car.officeCode, lang);
  const pairs = oneWays.map((w) => ({ from: car.officeCode, to: w.officeCode, fee: w.fee }));
  let rentalInfo: CarDetail['rental'] = null;
  const days = rental ? rentalDays(rental) : null;
  if (rental && days !== null) {
    const returnOfficeCode = rental.returnOfficeCode ?? car.officeCode;
    const fee = oneWayFee(pairs, car.officeCode, returnOfficeCode);
    const dates = Array.from({ length: daysBetween(rental.pickupDate, rental.returnDate) + 1 }, (_, i) =>
      addDays(rental.pickupDate, i),
    );
    const stock = Math.min(...dates.map((d) => stockOf.get(d) ?? 0));
    rentalInfo = {
      pickupDate: rental.pickupDate,
      pickupTime: rental.pickupTime,
      returnDate: rental.returnDate,
      returnTime: rental.returnTime,
      returnOfficeCode,
      oneWayFee: fee ?? 0,
      days,
      price: rentacarPrice(car, rental.pickupDate, days),
      available: stock > 0 && withinOfficeHours(row.office, rental) && fee !== null,
      stock,
    };
  }
  return {
    carId: car.carId,
    officeCode: car.officeCode,
    classCode: car.classCode,
    fleet: car.fleet,
    images: car.images.map((image) => ({ path: image.path, alt: pick(image.alt, lang) })),
    office: officeInfo(row.office, lang, row.area_ja, row.area_en),
    carClass: classInfo(row.car_class, lang),
    priceDate,
    prices: [1, 2, 3, 4, 5, 6, 7].map((days) => ({ days, price: rentacarPrice(car, priceDate, days) })),
    stocks: dayRows
      .map((d) => ({ date: ymdOf(d.use_date), stock: d.stock }))
      .filter((d) => d.date >= today && d.date <= last),
    options: await optionOffers(
      db,
      car.officeCode,
      car.classCode,
      lang,
      priceDate,
      rental && days !== null ? { returnDate: rental.returnDate, days } : null,
    ),
    oneWays,
    rental: rentalInfo,
  };
}
