/**
 * The index build's day rows, read as one text per item (issue 15, index build time). Every night of
 * a plan, room or tour travels as a few characters of one `string_agg` text per item instead of one
 * JSON array per row: the database only prints integers (no json_build_array per row), and the build
 * reads the digits straight into the index's typed arrays without making an object, array or string
 * per night (the large catalog has 6.3 million plan nights and 6.0 million room nights: the build's
 * CPU went from 16.3 s to 6.6 s, Node and PostgreSQL together; bench/README.md).
 *
 * - `PRICE_DAYS`: per plan `<day>{p1,p2,…}` repeated, each night's day number (days since
 *   1970-01-01) then its prices as PostgreSQL prints an integer[] (NULL for a missing price);
 * - `STOCK_DAYS`: per room or tour `<day>:<v1>[:<v2>…]` records, comma separated.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';

/** The per-item text of a plan's prices per night (plan_day aliased `d`, EPOCH as hotelIndex.ts). */
export const priceDaysText = (epoch: RawBuilder<unknown>) =>
  sql`string_agg((d.stay_date - ${epoch})::text || d.prices::text, '')`;

/**
 * Calls `onNight(day, prices, count)` for every night of a `priceDaysText` text; `prices` is reused
 * between calls (its first `count` entries are the night's; NULL reads as 0, no price).
 */
export function forEachPriceNight(
  text: string,
  onNight: (day: number, prices: Int32Array, count: number) => void,
): void {
  let prices = new Int32Array(8);
  const length = text.length;
  let i = 0;
  while (i < length) {
    // The day number, up to '{'.
    let day = 0;
    let sign = 1;
    let c = text.charCodeAt(i);
    if (c === 45 /* - */) {
      sign = -1;
      c = text.charCodeAt(++i);
    }
    while (c !== 123 /* { */) {
      day = day * 10 + (c - 48);
      c = text.charCodeAt(++i);
    }
    day *= sign;
    i++; // past '{'
    let count = 0;
    if (text.charCodeAt(i) === 125 /* } */) {
      i++;
    } else {
      for (;;) {
        let value = 0;
        c = text.charCodeAt(i);
        if (c === 78 /* N(ULL) */) {
          i += 4;
        } else {
          let negative = false;
          if (c === 45) {
            negative = true;
            c = text.charCodeAt(++i);
          }
          while (c >= 48 && c <= 57) {
            value = value * 10 + (c - 48);
            c = text.charCodeAt(++i);
          }
          if (negative) value = -value;
        }
        if (count === prices.length) {
          const grown = new Int32Array(count * 2);
          grown.set(prices);
          prices = grown;
        }
        prices[count++] = value;
        c = text.charCodeAt(i++); // ',' or '}'
        if (c === 125) break;
      }
    }
    onNight(day, prices, count);
  }
}

/**
 * Reads a `<day>:<v1>:<v2>…` record list (comma separated), `fields` values a record, into `out`
 * (reused) and calls `onRecord(day)` for each.
 */
export function forEachDayRecord(
  text: string,
  fields: number,
  out: Int32Array,
  onRecord: (day: number) => void,
): void {
  const length = text.length;
  let i = 0;
  while (i < length) {
    let day = 0;
    for (let f = -1; f < fields; f++) {
      let value = 0;
      let c = text.charCodeAt(i);
      let negative = false;
      if (c === 45) {
        negative = true;
        c = text.charCodeAt(++i);
      }
      while (c >= 48 && c <= 57) {
        value = value * 10 + (c - 48);
        c = text.charCodeAt(++i);
      }
      if (negative) value = -value;
      if (f < 0) day = value;
      else out[f] = value;
      i++; // past ':' or ','
    }
    onRecord(day);
  }
}

/** Items a page of day texts holds (a page of plans is about 10 MB of text on the large catalog). */
const PAGE_ITEMS = 1_000;

/**
 * Reads every item's day text in keyset pages (`page(after)`: the items after that id, in id order,
 * at most PAGE_ITEMS): the next page is asked for before this one is read, so the database prints
 * a page while this process reads the last one.
 */
export async function forEachItemText(
  db: Kysely<Database>,
  page: (after: string, limit: number) => RawBuilder<ItemText>,
  onItem: (id: string, days: string) => void,
): Promise<void> {
  const ask = (after: string) => {
    const rows = page(after, PAGE_ITEMS)
      .execute(db)
      .then((r) => r.rows);
    rows.catch(() => {}); // awaited below; not an unhandled rejection if reading this page throws
    return rows;
  };
  let next = ask('');
  for (;;) {
    const rows = await next;
    const full = rows.length === PAGE_ITEMS;
    if (full) next = ask(rows[rows.length - 1]!.id);
    for (const row of rows) onItem(row.id, row.days);
    if (!full) return;
  }
}

export interface ItemText {
  id: string;
  days: string;
}
