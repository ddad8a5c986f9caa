/**
 * Rental-car options and one-way drop-offs as the database keeps them (migration 0031): the
 * definitions an office offers, the pieces left of limited options over a rental's days, and the
 * office pairs a car may be returned between. The rules (season, prices, seats, fees) are the
 * domain's (rentacar/rentalOptions.ts).
 */
import {
  offeredRentalOptions,
  priceRentalOption,
  type DisplayLang,
  type RentalOptionDefinition,
} from '@tabiyori/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { RentacarOffice } from '../model/types';
import type { OneWayOffer, RentalOptionOffer } from '../schemas/rentacar';

const isoDate = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;

export const optionIdOf = (officeCode: string, code: string) => `${officeCode}-${code}`;

/** Every option the office offers (any season), in the domain's order of codes. */
export async function officeOptions(
  db: Kysely<Database>,
  officeCode: string,
): Promise<RentalOptionDefinition[]> {
  const rows = await db
    .selectFrom('rentacar_option')
    .select('doc')
    .where('office_code', '=', officeCode)
    .orderBy('option_id')
    .execute();
  return rows.map((r) => r.doc as RentalOptionDefinition);
}

/** Pieces left of the office's limited options on the tightest day from `from` to `to` (YYYYMMDD). */
export async function optionStocks(
  db: Kysely<Database>,
  officeCode: string,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const { rows } = await sql<{ option_code: string; stock: number; n: number }>`
    select o.option_code, min(d.stock) as stock, count(*) as n
    from rentacar_option o join rentacar_option_day d on d.option_id = o.option_id
    where o.office_code = ${officeCode} and d.use_date between ${isoDate(from)} and ${isoDate(to)}
    group by o.option_code
  `.execute(db);
  const days = Math.round((Date.parse(isoDate(to)) - Date.parse(isoDate(from))) / 86_400_000) + 1;
  // A day without a row (outside the stock window) has none left.
  return new Map(rows.map((r) => [r.option_code, Number(r.n) === days ? Number(r.stock) : 0]));
}

/** The offers of an office for a rental of `days` days picked up on `pickupDate`, in `lang`. */
export async function optionOffers(
  db: Kysely<Database>,
  officeCode: string,
  classCode: string,
  lang: DisplayLang,
  pickupDate: string,
  rental: { returnDate: string; days: number } | null,
): Promise<RentalOptionOffer[]> {
  const offered = offeredRentalOptions(await officeOptions(db, officeCode), pickupDate);
  const stocks = rental ? await optionStocks(db, officeCode, pickupDate, rental.returnDate) : null;
  return offered.map((d) => {
    const priced = priceRentalOption(d, classCode, rental?.days ?? 1, 1);
    return {
      code: d.code,
      name: d.name[lang],
      note: d.note[lang],
      unit: d.unit,
      unitPrice: priced.unitPrice,
      maxChargedDays: d.maxChargedDays,
      maxQuantity: d.maxQuantity,
      limited: d.limited,
      season: d.season,
      chargedDays: rental ? priced.chargedDays : null,
      amount: rental ? priced.amount : null,
      stock: stocks && d.limited ? (stocks.get(d.code) ?? 0) : null,
    };
  });
}

/** The offices a car of `officeCode` may be returned to (other than itself), with the fee. */
export async function oneWayOffers(
  db: Kysely<Database>,
  officeCode: string,
  lang: DisplayLang,
): Promise<OneWayOffer[]> {
  const { rows } = await sql<{ doc: RentacarOffice; fee: number }>`
    select o.doc, w.fee
    from rentacar_one_way w join rentacar_office o on o.office_code = w.to_office_code
    where w.from_office_code = ${officeCode}
    order by w.fee, o.office_code
  `.execute(db);
  return rows.map((r) => ({
    officeCode: r.doc.officeCode,
    name: r.doc.name[lang] || r.doc.name.ja,
    fee: r.fee,
  }));
}

/** Every allowed pair into `toOfficeCode` (the domain's oneWayFee decides from them). */
export async function oneWayPairsTo(
  db: Kysely<Database>,
  toOfficeCode: string,
): Promise<{ from: string; to: string; fee: number }[]> {
  const rows = await db
    .selectFrom('rentacar_one_way')
    .select(['from_office_code', 'to_office_code', 'fee'])
    .where('to_office_code', '=', toOfficeCode)
    .execute();
  return rows.map((r) => ({ from: r.from_office_code, to: r.to_office_code, fee: r.fee }));
}
