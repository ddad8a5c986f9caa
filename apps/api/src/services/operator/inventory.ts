/**
 * The back office's inventory and prices (the hotel and tour extranet, issue 19 item 5).
 *
 * Stock rows are the tables bookings take from (room_day, tour_day, optional_day, rentacar_day:
 * `stock` is what is left to sell); what bookings hold is their booking_stock rows of confirmed
 * bookings. The operator speaks of the day's total (left + booked); the rule of an edit is the
 * domain's applyStockEdit, stop and resume use `stop_held` (migration 0021).
 *
 * Every bulk edit is one transaction: it locks the day rows it changes (in date order, as bookings
 * do), reads what is booked after the lock (a booking committing meanwhile is counted, one not yet
 * committed waits for the edit), refuses the whole edit when one day would go below what is booked
 * (409 OPR802 with the day and the count), and writes its audit entry. The search index and the
 * hotel search summary follow through their triggers on the same tables (migrations 0007, 0009),
 * exactly as for a booking.
 */
import {
  addDays,
  applyStockEdit,
  bulkEditDays,
  japanToday,
  salePrices,
  type StockDay,
  type StockEdit,
} from '@tabiyori/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiFailure } from '../../errors';
import {
  PRODUCT_PRICE_POSITIONS,
  type InventoryEditResult,
  type InventoryProduct,
  type InventoryProductKind,
  type InventoryView,
  type PriceEditInput,
  type ProductPriceEditInput,
  type ProductPriceKind,
  type ProductPrices,
  type StockCell,
  type StockEditInput,
  type StockKind,
} from '../../schemas/operatorInventory';
import { sqlDate, ymdOf } from '../tourPrice';
import type { Actor } from './access';
import { recordChange } from './audit';

type Name = { ja: string; en: string };

/** Where each kind of stock lives (fixed identifiers, never from input). */
const STOCK = {
  room: { table: 'room_day', id: 'room_id', day: 'stay_date' },
  tour: { table: 'tour_day', id: 'tour_id', day: 'dep_date' },
  optional: { table: 'optional_day', id: 'optional_id', day: 'use_date' },
  rentacar: { table: 'rentacar_day', id: 'car_id', day: 'use_date' },
} as const satisfies Record<StockKind, { table: string; id: string; day: string }>;

const badRequest = (message: string) => new ApiFailure(400, 'OPR800', message);
const notFound = () => new ApiFailure(404, 'OPR901', 'no such product');

/* ------------------------------------------------------------------ finding products */

const PRODUCT_LIMIT = 20;

/**
 * Where each kind's products are found: their table and key column, and the id, name and place
 * expressions of the product search (constants, never input).
 */
const AREA_PLACE = `jsonb_build_object('ja', a.name_ja, 'en', a.name_en)`;
const PRODUCT_SOURCES: Record<
  InventoryProductKind,
  { table: string; key: string; from: string; id: string; name: string; place: string; names: string[] }
> = {
  hotel: {
    table: 'hotel',
    key: 'hotel_id',
    from: 'hotel h left join area a on a.code = h.area3_code',
    id: 'h.hotel_id',
    name: `h.doc->'name'`,
    place: AREA_PLACE,
    names: ['h.name_ja'],
  },
  tour: {
    table: 'tour',
    key: 'tour_id',
    from: 'tour t left join area a on a.code = t.dep_area_code',
    id: 't.tour_id',
    name: `t.doc->'name'`,
    place: AREA_PLACE,
    names: ['t.name_ja'],
  },
  optional: {
    table: 'optional_activity',
    key: 'optional_id',
    from: 'optional_activity o left join area a on a.code = o.area3_code',
    id: 'o.optional_id',
    name: `o.doc->'name'`,
    place: AREA_PLACE,
    names: ['o.name_ja'],
  },
  rentacar: {
    table: 'rentacar',
    key: 'car_id',
    from: `rentacar r join car_class c on c.class_code = r.class_code
           join rentacar_office o on o.office_code = r.office_code`,
    id: 'r.car_id',
    name: `c.doc->'name'`,
    place: `o.doc->'name'`,
    names: [`o.doc->'name'->>'ja'`, `c.doc->'name'->>'ja'`],
  },
};

/** Products of a kind whose id is `q` or whose name contains it (the first 20 by id). */
export async function findInventoryProducts(
  db: Kysely<Database>,
  kind: InventoryProductKind,
  q: string | undefined,
): Promise<InventoryProduct[]> {
  const text = (q ?? '').trim();
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const source = PRODUCT_SOURCES[kind];
  const where =
    text === ''
      ? sql`true`
      : sql`(${sql.ref(source.id)} = ${text} or ${sql.join(
          source.names.map((name) => sql`${sql.raw(name)} ilike ${like}`),
          sql` or `,
        )})`;
  const { rows } = await sql<{ id: string; name: Name; place: Name }>`
    select ${sql.ref(source.id)} as id, ${sql.raw(source.name)} as name, ${sql.raw(source.place)} as place
    from ${sql.raw(source.from)}
    where ${where}
    order by ${sql.ref(source.id)} limit ${PRODUCT_LIMIT}`.execute(db);
  return rows.map((r) => ({ kind, id: r.id, name: nameOf(r.name), place: nameOf(r.place) }));
}

function nameOf(value: Partial<Name> | null | undefined): Name {
  const ja = value?.ja ?? value?.en ?? '';
  return { ja, en: value?.en ?? ja };
}

/* ------------------------------------------------------------------ reading the grid */

interface StockItem {
  kind: StockKind;
  itemId: string;
  name: Name;
}
interface PriceItem {
  kind: 'plan' | 'tour';
  itemId: string;
  name: Name;
}

/** The product's name and the stock and price rows it has. Null when it does not exist. */
async function productRows(
  db: Kysely<Database>,
  kind: InventoryProductKind,
  itemId: string,
): Promise<{ name: Name; stock: StockItem[]; prices: PriceItem[] } | null> {
  switch (kind) {
    case 'hotel': {
      const hotel = await db
        .selectFrom('hotel')
        .select('doc')
        .where('hotel_id', '=', itemId)
        .executeTakeFirst();
      if (!hotel) return null;
      const rooms = await db
        .selectFrom('room')
        .select(['room_id', 'doc'])
        .where('hotel_id', '=', itemId)
        .orderBy('room_id')
        .execute();
      const plans = await db
        .selectFrom('plan')
        .select(['plan_id', 'doc'])
        .where('hotel_id', '=', itemId)
        .orderBy('plan_id')
        .execute();
      return {
        name: nameOf((hotel.doc as { name?: Name }).name),
        stock: rooms.map((r) => ({
          kind: 'room',
          itemId: r.room_id,
          name: nameOf((r.doc as { name?: Name }).name),
        })),
        prices: plans.map((p) => ({
          kind: 'plan',
          itemId: p.plan_id,
          name: nameOf((p.doc as { name?: Name }).name),
        })),
      };
    }
    default: {
      const [found] = await findInventoryProducts(db, kind, itemId);
      if (!found || found.id !== itemId) return null;
      const name =
        kind === 'rentacar'
          ? { ja: `${found.name.ja}（${found.place.ja}）`, en: `${found.name.en} (${found.place.en})` }
          : found.name;
      return {
        name,
        stock: [{ kind, itemId, name }],
        prices: kind === 'tour' ? [{ kind: 'tour', itemId, name }] : [],
      };
    }
  }
}

/** What confirmed bookings hold of the items, per item and day (`item|YYYYMMDD` → count). */
async function bookedCounts(
  db: Kysely<Database>,
  kind: StockKind,
  itemIds: readonly string[],
  fromIso: string,
  toIso: string,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (itemIds.length === 0) return counts;
  const rows = await sql<{ item_id: string; day: string; booked: number }>`
    select bs.item_id, bs.stock_date::text as day, sum(bs.quantity)::int as booked
    from booking_stock bs join booking b on b.booking_id = bs.booking_id
    where bs.stock_table = ${STOCK[kind].table} and bs.item_id in (${sql.join(itemIds)})
      and bs.stock_date between ${fromIso}::date and ${toIso}::date and b.status = 'confirmed'
    group by bs.item_id, bs.stock_date`.execute(db);
  for (const r of rows.rows) counts.set(`${r.item_id}|${ymdOf(r.day)}`, r.booked);
  return counts;
}

/** The stock rows of the items over the days, each day a cell or null (not on sale). */
async function stockCells(
  db: Kysely<Database>,
  items: readonly StockItem[],
  days: readonly string[],
): Promise<(StockCell | null)[][]> {
  if (items.length === 0) return [];
  const kind = items[0]!.kind;
  const { table, id, day } = STOCK[kind];
  const ids = items.map((i) => i.itemId);
  const fromIso = sqlDate(days[0]!);
  const toIso = sqlDate(days[days.length - 1]!);
  const rows = await sql<{ item_id: string; day: string; stock: number; stop_held: number | null }>`
    select ${sql.ref(id)} as item_id, ${sql.ref(day)}::text as day, stock, stop_held
    from ${sql.table(table)}
    where ${sql.ref(id)} in (${sql.join(ids)}) and ${sql.ref(day)} between ${fromIso}::date and ${toIso}::date`.execute(
    db,
  );
  const booked = await bookedCounts(db, kind, ids, fromIso, toIso);
  const byKey = new Map(rows.rows.map((r) => [`${r.item_id}|${ymdOf(r.day)}`, r]));
  return items.map((item) =>
    days.map((d) => {
      const row = byKey.get(`${item.itemId}|${d}`);
      if (!row) return null;
      const left = row.stop_held ?? row.stock;
      const b = booked.get(`${item.itemId}|${d}`) ?? 0;
      return { left, booked: b, total: left + b, stopped: row.stop_held !== null };
    }),
  );
}

/** The price rows of the items over the days. */
async function priceCells(
  db: Kysely<Database>,
  items: readonly PriceItem[],
  days: readonly string[],
): Promise<(number[] | null)[][]> {
  if (items.length === 0) return [];
  const ids = items.map((i) => i.itemId);
  const fromIso = sqlDate(days[0]!);
  const toIso = sqlDate(days[days.length - 1]!);
  const rows =
    items[0]!.kind === 'plan'
      ? (
          await sql<{ item_id: string; day: string; prices: number[] }>`
            select plan_id as item_id, stay_date::text as day, prices from plan_day
            where plan_id in (${sql.join(ids)}) and stay_date between ${fromIso}::date and ${toIso}::date`.execute(
            db,
          )
        ).rows
      : (
          await sql<{ item_id: string; day: string; prices: number[] }>`
            select tour_id as item_id, dep_date::text as day, array[price_from, price_to] as prices from tour_day
            where tour_id in (${sql.join(ids)}) and dep_date between ${fromIso}::date and ${toIso}::date`.execute(
            db,
          )
        ).rows;
  const byKey = new Map(rows.map((r) => [`${r.item_id}|${ymdOf(r.day)}`, r.prices.map(Number)]));
  return items.map((item) => days.map((d) => byKey.get(`${item.itemId}|${d}`) ?? null));
}

/** The grid of a product: its stock rows and price rows for `days` days from `from` (today). */
export async function readInventory(
  db: Kysely<Database>,
  kind: InventoryProductKind,
  itemId: string,
  query: { from?: string; days?: number },
  now = Date.now(),
): Promise<InventoryView> {
  const from = query.from ?? japanToday(now);
  const count = query.days ?? 14;
  const days = bulkEditDays(from, addDaysSafe(from, count - 1));
  if (!days) throw badRequest('from is wrong');
  const product = await productRows(db, kind, itemId);
  if (!product) throw notFound();
  const stock = await stockCells(db, product.stock, days);
  const prices = await priceCells(db, product.prices, days);
  return {
    kind,
    itemId,
    name: product.name,
    from,
    days,
    productPrices:
      kind === 'optional' || kind === 'rentacar' ? await readProductPrices(db, kind, itemId) : null,
    stock: product.stock.map((item, i) => ({ ...item, cells: stock[i]! })),
    prices: product.prices.map((item, i) => ({
      ...item,
      width: Math.max(item.kind === 'tour' ? 2 : 1, ...prices[i]!.map((c) => c?.length ?? 0)),
      cells: prices[i]!,
    })),
  };
}

function addDaysSafe(ymd: string, n: number): string {
  try {
    return addDays(ymd, n);
  } catch {
    throw badRequest('from is wrong');
  }
}

/* ------------------------------------------------------------------ bulk edits */

function editDays(input: { from: string; to: string; weekdays?: number[] }): string[] {
  const days = bulkEditDays(input.from, input.to, input.weekdays);
  if (!days) throw badRequest('the date range is wrong (reversed, malformed or over 366 days)');
  return days;
}

async function requireStockItem(db: Kysely<Database>, kind: StockKind, itemId: string): Promise<void> {
  const table = { room: 'room', tour: 'tour', optional: 'optional_activity', rentacar: 'rentacar' }[kind];
  const found =
    await sql`select 1 from ${sql.table(table)} where ${sql.ref(STOCK[kind].id)} = ${itemId}`.execute(db);
  if (found.rows.length === 0) throw notFound();
}

function stockEditOf(input: StockEditInput): StockEdit {
  if (input.action === 'stop' || input.action === 'resume') return { action: input.action };
  if (input.quantity === undefined) throw badRequest('quantity is required to set or add stock');
  return { action: input.action, quantity: input.quantity };
}

/**
 * One bulk edit of stock: every chosen day of the item that is on sale, in one transaction; the
 * whole edit is refused (409 OPR802) when one day would go below what is booked.
 */
export async function editStock(
  db: Kysely<Database>,
  actor: Actor,
  input: StockEditInput,
): Promise<InventoryEditResult> {
  const edit = stockEditOf(input);
  const days = editDays(input);
  const { table, id, day } = STOCK[input.kind];
  return db.transaction().execute(async (tx) => {
    await requireStockItem(tx, input.kind, input.itemId);
    const isoDays = days.map(sqlDate);
    const locked = await sql<{ day: string; stock: number; stop_held: number | null }>`
      select ${sql.ref(day)}::text as day, stock, stop_held from ${sql.table(table)}
      where ${sql.ref(id)} = ${input.itemId} and ${sql.ref(day)} in (${sql.join(isoDays.map((d) => sql`${d}::date`))})
      order by ${sql.ref(day)} for update`.execute(tx);
    const booked = await bookedCounts(
      tx,
      input.kind,
      [input.itemId],
      isoDays[0]!,
      isoDays[isoDays.length - 1]!,
    );
    const before: Record<string, StockDay> = {};
    const after: Record<string, StockDay> = {};
    for (const row of locked.rows) {
      const ymd = ymdOf(row.day);
      const current: StockDay = {
        left: row.stop_held ?? row.stock,
        booked: booked.get(`${input.itemId}|${ymd}`) ?? 0,
        stopped: row.stop_held !== null,
      };
      const result = applyStockEdit(current, edit);
      if (!result.ok) {
        throw new ApiFailure(
          409,
          'OPR802',
          `stock below what is booked: ${ymd} has ${result.booked} booked, ${result.requestedTotal} asked`,
        );
      }
      before[ymd] = current;
      after[ymd] = result.day;
    }
    for (const [ymd, next] of Object.entries(after)) {
      const stock = next.stopped ? 0 : next.left;
      const held = next.stopped ? next.left : null;
      await sql`update ${sql.table(table)} set stock = ${stock}, stop_held = ${held}
        where ${sql.ref(id)} = ${input.itemId} and ${sql.ref(day)} = ${sqlDate(ymd)}::date`.execute(tx);
    }
    const changed = Object.keys(after).length;
    await recordChange(tx, actor, {
      action: `inventory.stock.${input.action}`,
      targetType: input.kind,
      targetId: input.itemId,
      before: { from: input.from, to: input.to, weekdays: input.weekdays ?? [], days: before },
      after: { quantity: input.quantity ?? null, days: after },
    });
    return { changed, skipped: days.length - changed };
  });
}

/**
 * One bulk edit of prices: the sale prices (entered, or from net prices by spec §9) on every chosen
 * day the plan or departure is on sale, in one transaction, audited with the prices before.
 */
export async function editPrices(
  db: Kysely<Database>,
  actor: Actor,
  input: PriceEditInput,
): Promise<InventoryEditResult> {
  const days = editDays(input);
  const prices = salePrices(input.prices, input.net);
  if (!prices) throw badRequest('a price or a term is out of range');
  if (input.kind === 'tour' && prices.length !== 2) {
    throw badRequest('a tour departure takes two prices: the lowest and the highest per adult');
  }
  if (input.kind === 'tour' && prices[0]! > prices[1]!)
    throw badRequest('the lowest price is above the highest');
  const isoDays = days.map(sqlDate);
  const dayList = sql.join(isoDays.map((d) => sql`${d}::date`));
  return db.transaction().execute(async (tx) => {
    let beforeRows: { day: string; prices: number[] }[];
    if (input.kind === 'plan') {
      const plan = await tx
        .selectFrom('plan')
        .select('plan_id')
        .where('plan_id', '=', input.itemId)
        .executeTakeFirst();
      if (!plan) throw notFound();
      beforeRows = (
        await sql<{ day: string; prices: number[] }>`
          select stay_date::text as day, prices from plan_day
          where plan_id = ${input.itemId} and stay_date in (${dayList}) order by stay_date for update`.execute(
          tx,
        )
      ).rows;
      await sql`update plan_day set prices = ${prices}::integer[]
        where plan_id = ${input.itemId} and stay_date in (${dayList})`.execute(tx);
    } else {
      const tour = await tx
        .selectFrom('tour')
        .select('tour_id')
        .where('tour_id', '=', input.itemId)
        .executeTakeFirst();
      if (!tour) throw notFound();
      beforeRows = (
        await sql<{ day: string; prices: number[] }>`
          select dep_date::text as day, array[price_from, price_to] as prices from tour_day
          where tour_id = ${input.itemId} and dep_date in (${dayList}) order by dep_date for update`.execute(
          tx,
        )
      ).rows;
      await sql`update tour_day set price_from = ${prices[0]!}, price_to = ${prices[1]!}
        where tour_id = ${input.itemId} and dep_date in (${dayList})`.execute(tx);
    }
    await recordChange(tx, actor, {
      action: 'inventory.prices.set',
      targetType: input.kind,
      targetId: input.itemId,
      before: Object.fromEntries(beforeRows.map((r) => [ymdOf(r.day), r.prices.map(Number)])),
      after: {
        from: input.from,
        to: input.to,
        weekdays: input.weekdays ?? [],
        net: input.net ?? null,
        prices,
      },
    });
    return { changed: beforeRows.length, skipped: days.length - beforeRows.length, prices };
  });
}

/* ------------------------------------------------------------------ an activity's or a car's own prices */

/** The row's prices in position order, read from its document (the source of the search and booking). */
function positionPrices(kind: ProductPriceKind, doc: unknown): (number | null)[] {
  const d = doc as { prices?: Record<string, number | null> } & Record<string, unknown>;
  return kind === 'optional'
    ? PRODUCT_PRICE_POSITIONS.optional.map((p) => d.prices?.[p] ?? null)
    : PRODUCT_PRICE_POSITIONS.rentacar.map((p) => (typeof d[p] === 'number' ? (d[p] as number) : null));
}

async function readProductPrices(
  db: Kysely<Database>,
  kind: ProductPriceKind,
  itemId: string,
): Promise<ProductPrices | null> {
  const { table, key: id } = PRODUCT_SOURCES[kind];
  const row = await sql<{ doc: unknown }>`
    select doc from ${sql.table(table)} where ${sql.ref(id)} = ${itemId}`.execute(db);
  const doc = row.rows[0]?.doc;
  if (doc === undefined) return null;
  return { kind, itemId, positions: [...PRODUCT_PRICE_POSITIONS[kind]], prices: positionPrices(kind, doc) };
}

/**
 * An activity's or a rental car's own prices (they hold for every day): sale prices, or net prices
 * through spec §9, for exactly the positions the product takes; one transaction, audited before and
 * after. The search and the booking read the same document and column, so they follow at once.
 */
export async function editProductPrices(
  db: Kysely<Database>,
  actor: Actor,
  input: ProductPriceEditInput,
): Promise<InventoryEditResult> {
  const positions = PRODUCT_PRICE_POSITIONS[input.kind];
  if (input.prices.length !== positions.length)
    throw badRequest(`${input.kind} takes ${positions.length} prices: ${positions.join(', ')}`);
  const entered = input.prices.filter((p): p is number => p !== null);
  const sale = salePrices(entered, input.net);
  if (!sale) throw badRequest('a price or a term is out of range');
  let k = 0;
  const after = input.prices.map((p) => (p === null ? null : sale[k++]!));
  const { table, key: id } = PRODUCT_SOURCES[input.kind];
  return db.transaction().execute(async (tx) => {
    const row = await sql<{ doc: unknown }>`
      select doc from ${sql.table(table)} where ${sql.ref(id)} = ${input.itemId} for update`.execute(tx);
    const doc = row.rows[0]?.doc;
    if (doc === undefined) throw notFound();
    const before = positionPrices(input.kind, doc);
    const taken = before.map((p) => p !== null);
    if (after.some((p, i) => (p !== null) !== taken[i]))
      throw badRequest(
        'a price is given for a category the product does not take, or one it takes is missing',
      );
    if (input.kind === 'optional') {
      const [person1, person6, person9] = after;
      await sql`update optional_activity
        set price_person1 = ${person1!},
            doc = jsonb_set(doc, '{prices}', (doc->'prices') || ${JSON.stringify({ person1, person6, person9 })}::jsonb)
        where optional_id = ${input.itemId}`.execute(tx);
    } else {
      const [price24h, priceExtraDay] = after;
      await sql`update rentacar
        set price_24h = ${price24h!}, price_extra_day = ${priceExtraDay!},
            doc = doc || ${JSON.stringify({ price24h, priceExtraDay })}::jsonb
        where car_id = ${input.itemId}`.execute(tx);
    }
    await recordChange(tx, actor, {
      action: 'inventory.productPrices.set',
      targetType: input.kind,
      targetId: input.itemId,
      before: Object.fromEntries(positions.map((p, i) => [p, before[i]])),
      after: { ...Object.fromEntries(positions.map((p, i) => [p, after[i]])), net: input.net ?? null },
    });
    return { changed: 1, skipped: 0, prices: after.filter((p): p is number => p !== null) };
  });
}
