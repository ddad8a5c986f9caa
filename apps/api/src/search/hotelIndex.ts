/**
 * The hotel part of the search index (issue 15): what the hotel search reads, held in this process.
 *
 * - per hotel: area codes at the four levels, kodawari, item codes, search text, popularity,
 *   recommend score and position;
 * - per plan: meal type, plan group, room types, rooms, sale period, booking deadline, minimum
 *   nights, ordinary-weekday prices, and for every night of its sale period that has a plan_day row
 *   the price per adult at each occupancy (one Int32Array per plan, `width` prices a night);
 * - per room: the rooms left each night (one Int32Array per room, NO_ROW where room_day has none).
 *
 * Built from the database (`load`), then kept exact by the change feed (`reload*`: the rows a change
 * names are read again, so applying a change twice is harmless). Searching is search/hotelCandidates.ts.
 */
import type { RoomCapacity } from '@tabiyori/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  forEachDayRecord,
  forEachItemText,
  forEachPriceNight,
  priceDaysText,
  type ItemText,
} from './dayText';
import { StockChangeLog, type StockWatch } from './stockChanges';

/** A night without a room_day (stock) or plan_day (prices) row. */
export const NO_ROW = -1;

export interface HotelEntry {
  hotelId: string;
  /** area1 … area4 codes. */
  areas: [string, string, string, string];
  kodawari: readonly string[];
  itemCodes: readonly string[];
  searchText: string;
  popularity: number;
  recommendScore: number;
  lat: number | null;
  lng: number | null;
  /** Indexes into HotelIndex.plans. */
  plans: number[];
  /** The hotel row is no longer there (or not yet: a plan came first). */
  gone: boolean;
}

export interface PlanEntry {
  planId: string;
  hotelId: string;
  meal: string;
  group: string;
  roomTypes: readonly string[];
  kodawari: readonly string[];
  /** Indexes into HotelIndex.rooms. */
  rooms: readonly number[];
  /** The people each of those rooms takes (null: a room the catalog does not describe, never sold). */
  roomCapacities: readonly (RoomCapacity | null)[];
  /** Days since 1970-01-01 (UTC calendar days). */
  stayFrom: number;
  stayTo: number;
  deadlineDays: number;
  minNights: number;
  basePrices: readonly number[];
  /** The first night held in `prices` (= stayFrom) and how many nights it holds. */
  dayStart: number;
  days: number;
  /** Prices a night: prices[(night - dayStart) * width + k - 1] = per adult at k per room (0: none). */
  width: number;
  prices: Int32Array;
  /** 1 where the night has a plan_day row. */
  sold: Uint8Array;
  /** Whether plan_day has rows of the plan outside its sale period (not held here). */
  nightsOutside: boolean;
}

export interface RoomEntry {
  roomId: string;
  /** The hotel whose plans sell it ('' until a plan names it). */
  hotelId: string;
  dayStart: number;
  /** Rooms left a night from dayStart; NO_ROW without a room_day row. */
  stock: Int32Array;
}

/** The hotel search's sorts that do not depend on the price: hotels are held in these orders. */
export type HotelOrder = 'recommend' | 'popular';

interface HotelOrdering {
  all: number[];
  rank: Int32Array;
  byArea: Map<string, number[]>;
  /** The prefectures (area2 codes, '' for a hotel without one) of each area code's hotels. */
  prefectures: Map<string, string[]>;
}

const emptyOrdering = (): HotelOrdering => ({
  all: [],
  rank: new Int32Array(0),
  byArea: new Map(),
  prefectures: new Map(),
});

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a `YYYYMMDD` or `YYYY-MM-DD` day. */
export function dayNumber(day: string): number {
  const digits = day.length === 10 ? day.slice(0, 4) + day.slice(5, 7) + day.slice(8, 10) : day;
  return (
    Date.UTC(Number(digits.slice(0, 4)), Number(digits.slice(4, 6)) - 1, Number(digits.slice(6, 8))) / DAY_MS
  );
}

export const EPOCH = sql`date '1970-01-01'`;

type HotelRow = [
  string,
  string,
  string,
  string,
  string,
  string[],
  string[],
  string,
  number,
  number,
  number | null,
  number | null,
];
type PlanRow = [
  string,
  string,
  string,
  string,
  string[],
  string[],
  number,
  number,
  number,
  number,
  number[],
  string[],
  ([number, number] | null)[],
];
/** [id, day, prices | stock] */
type DayRow<T> = [string, number, T];

const hotelSelect = sql`json_build_array(hotel_id, area1_code, area2_code, area3_code, area4_code, kodawari,
  item_codes, search_text, popularity, recommend_score, lat, lng)`;
const planSelect = sql`json_build_array(plan_id, hotel_id, meal_type_code, plan_group_code, room_type_codes,
  room_ids, stay_from - ${EPOCH}, stay_to - ${EPOCH}, booking_deadline_days,
  coalesce((doc->>'minNights')::int, 1), base_prices, kodawari,
  (select coalesce(json_agg(case when r.room_id is null then null
                                 else json_build_array(r.capacity_min, r.capacity_max) end order by u.n), '[]')
     from unnest(plan.room_ids) with ordinality u(id, n) left join room r on r.room_id = u.id))`;

export async function jsonRows<T>(db: Kysely<Database>, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await sql<{
    rows: string | null;
  }>`select json_agg(x.r)::text as rows from (${query}) x`.execute(db);
  const text = result.rows[0]?.rows;
  return text ? (JSON.parse(text) as T[]) : [];
}

export class HotelIndex {
  readonly hotels: HotelEntry[] = [];
  readonly plans: (PlanEntry | null)[] = [];
  readonly rooms: RoomEntry[] = [];
  private readonly hotelById = new Map<string, number>();
  private readonly planById = new Map<string, number>();
  private readonly roomById = new Map<string, number>();
  /** Hotels in each order, whole and by area code (any level), rebuilt when a hotel changes. */
  private orderings: Record<HotelOrder, HotelOrdering> = {
    recommend: emptyOrdering(),
    popular: emptyOrdering(),
  };
  /** Every hotel's place by hotel id, and the hotel at each place (made when first asked). */
  private idOrder: { rank: Int32Array; byRank: Int32Array } | null = null;

  /**
   * Change stamps (issue 15 kept answers, search/hotelPageCache.ts and search/keptBodies.ts):
   * `changes` counts the changes applied. Each prefecture (area2 code) keeps the count at its last
   * change of more than room nights (a hotel, a plan, its prices); each hotel the count at its last
   * change of any kind. Room-night changes (bookings, cancellations, expiries) go to `stockChanges`
   * with the stock before and after, so a kept search drops only for those that can change its
   * answer (search/stockChanges.ts).
   */
  private changes = 0;
  private itemChanges = 0;
  private readonly prefectureItemChangedAt = new Map<string, number>();
  private readonly hotelChangedAt = new Map<string, number>();
  private readonly stockChanges = new StockChangeLog();

  constructor(readonly db: Kysely<Database>) {}

  /** The number of changes applied so far (a stock watch starts from it). */
  get changeCount(): number {
    return this.changes;
  }

  /**
   * The stamp of the prefectures (area2 codes) a search covers, or of the whole index (null), for
   * every change but a room night's: it moves whenever a hotel, plan or plan price there changes.
   */
  itemChangeStamp(prefectures: readonly string[] | null): number {
    if (prefectures === null) return this.itemChanges;
    let stamp = 0;
    for (const code of prefectures) stamp = Math.max(stamp, this.prefectureItemChangedAt.get(code) ?? 0);
    return stamp;
  }

  /**
   * Whether no room-night change since the watch's last check can change the answer it watches
   * (search/stockChanges.ts: a hotel on its page, or a room whose availability for its rooms needed
   * may flip, in its prefectures and nights); items are hotel indexes, areas prefectures.
   */
  stockUnchanged(watch: StockWatch): boolean {
    return this.stockChanges.unchangedFor(watch, this.changes);
  }

  /**
   * The stamp of every hotel and plan row and plan night (prices, sale rules, texts): it moves with
   * every change but a room night's (bookings and cancellations leave it). The tour list reads hotel
   * prices only (its default plans' night prices).
   */
  itemStamp(): number {
    return this.itemChanges;
  }

  /** The stamp of one hotel: it moves whenever a change touches the hotel, its plans or room nights. */
  hotelStamp(hotelId: string): number {
    return this.hotelChangedAt.get(hotelId) ?? 0;
  }

  /** The prefectures (area2 codes) of the hotels of an area code (any level). */
  prefecturesOf(code: string): readonly string[] {
    return this.orderings.recommend.prefectures.get(code) ?? [];
  }

  /** Marks the hotels and their prefectures (now and where they were before) changed in more than room nights. */
  private touch(hotelIds: Iterable<string>, before: readonly string[] = []): void {
    this.changes += 1;
    this.itemChanges = this.changes;
    for (const code of before) this.prefectureItemChangedAt.set(code, this.changes);
    for (const id of hotelIds) {
      this.hotelChangedAt.set(id, this.changes);
      const at = this.hotelById.get(id);
      // A hotel without a prefecture (or not indexed yet) counts under ''.
      this.prefectureItemChangedAt.set(at === undefined ? '' : this.hotels[at]!.areas[1], this.changes);
    }
  }

  /**
   * A plan's price per adult at k per room on the night `day` (a day number) as plan_day holds it
   * (0: no row that night, or not sold for k); undefined when the index does not know: an unknown
   * plan, or a night outside its sale period of a plan with rows there (then read the database).
   */
  planNightPrice(planId: string, day: number, k: number): number | undefined {
    const at = this.planById.get(planId);
    const plan = at === undefined ? null : this.plans[at];
    if (!plan) return undefined;
    if (day < plan.dayStart || day >= plan.dayStart + plan.days) return plan.nightsOutside ? undefined : 0;
    const night = day - plan.dayStart;
    if (plan.sold[night] !== 1 || k < 1 || k > plan.width) return 0;
    return plan.prices[night * plan.width + k - 1]!;
  }

  hotelIndexOf(hotelId: string): number | undefined {
    return this.hotelById.get(hotelId);
  }

  /** The hotels of an area code (any level), in the order (the hotel search's sort and tie rule). */
  hotelsInArea(code: string, order: HotelOrder = 'recommend'): readonly number[] {
    return this.orderings[order].byArea.get(code) ?? [];
  }

  /** Every hotel in the order. */
  hotelsInOrder(order: HotelOrder): readonly number[] {
    return this.orderings[order].all;
  }

  /** Each hotel's place in the order (by hotel index; hotels not held last). */
  hotelRanks(order: HotelOrder): Int32Array {
    return this.orderings[order].rank;
  }

  /**
   * Each hotel's place when every hotel (gone or not) is sorted by hotel id (the searches' tie
   * rule), and the hotel at each place.
   */
  hotelIdOrder(): { rank: Int32Array; byRank: Int32Array } {
    if (this.idOrder?.byRank.length !== this.hotels.length) {
      const byRank = Int32Array.from(this.hotels.keys()).sort((a, b) => {
        const x = this.hotels[a]!.hotelId;
        const y = this.hotels[b]!.hotelId;
        return x < y ? -1 : x > y ? 1 : 0;
      });
      const rank = new Int32Array(byRank.length);
      for (const [place, hotel] of byRank.entries()) rank[hotel] = place;
      this.idOrder = { rank, byRank };
    }
    return this.idOrder;
  }

  /**
   * Reads every hotel, plan, plan night and room night: hotels and plans together, then the plans'
   * nights and the rooms' nights together (two connections on PostgreSQL), each as one text per item
   * (search/dayText.ts).
   */
  async load(): Promise<void> {
    const [hotels, plans] = await Promise.all([
      jsonRows<HotelRow>(this.db, sql`select ${hotelSelect} as r from hotel`),
      jsonRows<PlanRow>(this.db, sql`select ${planSelect} as r from plan`),
    ]);
    for (const row of hotels) this.putHotel(row);
    for (const row of plans) this.putPlan(row);
    this.indexAreas();
    await Promise.all([
      this.readPlanDays(null, (planId, days) => this.setPlanNights(planId, days)),
      this.loadRoomDays(),
    ]);
  }

  /** Reads again the hotels (their row and plan list); a hotel no longer there leaves the search. */
  async reloadHotels(hotelIds: readonly string[]): Promise<void> {
    const rows = await jsonRows<HotelRow>(
      this.db,
      sql`select ${hotelSelect} as r from hotel where hotel_id = any(${[...hotelIds]}::text[])`,
    );
    const found = new Set(rows.map((r) => r[0]));
    const before = this.prefecturesOfHotels(hotelIds);
    for (const row of rows) this.putHotel(row);
    for (const id of hotelIds) {
      const index = this.hotelById.get(id);
      if (index !== undefined && !found.has(id)) this.hotels[index] = { ...this.hotels[index]!, gone: true };
    }
    this.indexAreas();
    this.touch(hotelIds, before);
  }

  /** Reads again the plans (row and every night's prices); a plan no longer there leaves the search. */
  async reloadPlans(planIds: readonly string[]): Promise<void> {
    const rows = await jsonRows<PlanRow>(
      this.db,
      sql`select ${planSelect} as r from plan where plan_id = any(${[...planIds]}::text[])`,
    );
    const days: [string, string][] = [];
    if (rows.length > 0)
      await this.readPlanDays(
        rows.map((r) => r[0]),
        (planId, text) => days.push([planId, text]),
      );
    // Everything read first, then swapped in at once: a search never sees a plan half reloaded.
    const found = new Set(rows.map((r) => r[0]));
    const hotelsBefore = planIds.flatMap((id) => {
      const index = this.planById.get(id);
      const plan = index === undefined ? null : this.plans[index];
      return plan ? [plan.hotelId] : [];
    });
    this.touch([...hotelsBefore, ...rows.map((r) => r[1])]);
    for (const row of rows) this.putPlan(row);
    for (const id of planIds) {
      const index = this.planById.get(id);
      if (index !== undefined && !found.has(id)) this.dropPlan(index);
    }
    for (const [planId, text] of days) this.setPlanNights(planId, text);
  }

  /** Reads again the room nights of the ranges (a room night no longer there has no stock). */
  async reloadRoomDays(ranges: readonly { id: string; from: number; to: number }[]): Promise<void> {
    const rows = await jsonRows<DayRow<number>>(
      this.db,
      sql`select json_build_array(rd.room_id, rd.stay_date - ${EPOCH}, rd.stock) as r
        from unnest(${ranges.map((r) => r.id)}::text[], ${ranges.map((r) => r.from)}::int[], ${ranges.map((r) => r.to)}::int[]) c(id, f, t)
        join room_day rd on rd.room_id = c.id and rd.stay_date between ${EPOCH} + c.f and ${EPOCH} + c.t`,
    );
    const before = ranges.map(({ id, from, to }) => {
      const room = this.rooms[this.roomIndex(id)]!;
      const stock = new Int32Array(to - from + 1);
      for (let day = from; day <= to; day++) {
        stock[day - from] = roomStock(room, day);
        this.setRoomStock(room, day, NO_ROW);
      }
      return stock;
    });
    for (const [id, day, stock] of rows) this.setStock(id, day, stock);
    // One change number for the batch; each night whose stock moved logged with before and after.
    this.changes += 1;
    for (const [i, { id, from, to }] of ranges.entries()) {
      const room = this.rooms[this.roomIndex(id)]!;
      const hotel = this.hotelById.get(room.hotelId);
      const prefecture = hotel === undefined ? '' : this.hotels[hotel]!.areas[1];
      this.hotelChangedAt.set(room.hotelId, this.changes);
      for (let day = from; day <= to; day++) {
        const was = before[i]![day - from]!;
        const now = roomStock(room, day);
        if (was !== now) this.stockChanges.add(this.changes, hotel ?? -1, prefecture, day, was, now);
      }
    }
  }

  private prefecturesOfHotels(hotelIds: readonly string[]): string[] {
    return hotelIds.flatMap((id) => {
      const at = this.hotelById.get(id);
      return [at === undefined ? '' : this.hotels[at]!.areas[1]];
    });
  }

  private putHotel([
    hotelId,
    a1,
    a2,
    a3,
    a4,
    kodawari,
    itemCodes,
    searchText,
    popularity,
    recommendScore,
    lat,
    lng,
  ]: HotelRow): void {
    const existing = this.hotelById.get(hotelId);
    const entry: HotelEntry = {
      hotelId,
      areas: [a1, a2, a3, a4],
      kodawari,
      itemCodes,
      searchText,
      popularity,
      recommendScore,
      lat,
      lng,
      plans: existing === undefined ? [] : this.hotels[existing]!.plans,
      gone: false,
    };
    if (existing === undefined) {
      this.hotelById.set(hotelId, this.hotels.length);
      this.hotels.push(entry);
    } else {
      this.hotels[existing] = entry;
    }
  }

  private indexAreas(): void {
    this.orderings = {
      recommend: this.ordering((h) => h.recommendScore),
      popular: this.ordering((h) => h.popularity),
    };
  }

  /** The hotels by the key, highest first, ties by hotel id (services/hotelSearch.ts SORTS). */
  private ordering(key: (hotel: HotelEntry) => number): HotelOrdering {
    const all: number[] = [];
    for (const [index, hotel] of this.hotels.entries()) if (!hotel.gone) all.push(index);
    all.sort((a, b) => {
      const x = this.hotels[a]!;
      const y = this.hotels[b]!;
      return key(y) - key(x) || (x.hotelId < y.hotelId ? -1 : x.hotelId > y.hotelId ? 1 : 0);
    });
    const rank = new Int32Array(this.hotels.length).fill(this.hotels.length);
    const byArea = new Map<string, number[]>();
    const prefectureSets = new Map<string, Set<string>>();
    for (const [place, index] of all.entries()) {
      rank[index] = place;
      const areas = this.hotels[index]!.areas;
      for (const code of areas) {
        if (!code) continue;
        const list = byArea.get(code);
        if (list) list.push(index);
        else byArea.set(code, [index]);
        const set = prefectureSets.get(code);
        if (set) set.add(areas[1]);
        else prefectureSets.set(code, new Set([areas[1]]));
      }
    }
    const prefectures = new Map([...prefectureSets].map(([code, set]) => [code, [...set]]));
    return { all, rank, byArea, prefectures };
  }

  private roomIndex(roomId: string): number {
    let index = this.roomById.get(roomId);
    if (index === undefined) {
      index = this.rooms.length;
      this.roomById.set(roomId, index);
      this.rooms.push({ roomId, hotelId: '', dayStart: 0, stock: new Int32Array(0) });
    }
    return index;
  }

  private putPlan(row: PlanRow): void {
    const [
      planId,
      hotelId,
      meal,
      group,
      roomTypes,
      roomIds,
      stayFrom,
      stayTo,
      deadlineDays,
      minNights,
      basePrices,
      kodawari,
      capacities,
    ] = row;
    const days = Math.max(0, stayTo - stayFrom + 1);
    const width = Math.max(1, basePrices.length);
    const entry: PlanEntry = {
      planId,
      hotelId,
      meal,
      group,
      roomTypes,
      kodawari,
      rooms: roomIds.map((id) => {
        const room = this.roomIndex(id);
        this.rooms[room]!.hotelId = hotelId;
        return room;
      }),
      roomCapacities: capacities.map((c) => (c ? { capacityMin: c[0], capacityMax: c[1] } : null)),
      stayFrom,
      stayTo,
      deadlineDays,
      minNights,
      basePrices,
      dayStart: stayFrom,
      days,
      width,
      prices: new Int32Array(days * width),
      sold: new Uint8Array(days),
      nightsOutside: false,
    };
    let index = this.planById.get(planId);
    if (index !== undefined) {
      const previous = this.plans[index];
      if (previous && previous.hotelId !== hotelId) this.unlinkPlan(previous.hotelId, index);
      if (!previous || previous.hotelId !== hotelId) this.linkPlan(hotelId, index);
      this.plans[index] = entry;
      return;
    }
    index = this.plans.length;
    this.planById.set(planId, index);
    this.plans.push(entry);
    this.linkPlan(hotelId, index);
  }

  private linkPlan(hotelId: string, index: number): void {
    let hotel = this.hotelById.get(hotelId);
    if (hotel === undefined) {
      // A plan of a hotel not (yet) indexed: hold it under an empty hotel the hotel's change fills.
      this.putHotel([hotelId, '', '', '', '', [], [], '', 0, 0, null, null]);
      hotel = this.hotelById.get(hotelId)!;
      this.hotels[hotel]!.gone = true;
    }
    this.hotels[hotel]!.plans.push(index);
  }

  private unlinkPlan(hotelId: string, index: number): void {
    const hotel = this.hotelById.get(hotelId);
    if (hotel === undefined) return;
    const plans = this.hotels[hotel]!.plans;
    const at = plans.indexOf(index);
    if (at >= 0) plans.splice(at, 1);
  }

  private dropPlan(index: number): void {
    const plan = this.plans[index];
    if (!plan) return;
    this.unlinkPlan(plan.hotelId, index);
    this.plans[index] = null;
  }

  /** The plans' nights (every plan when `planIds` is null), one text per plan (search/dayText.ts). */
  private async readPlanDays(
    planIds: readonly string[] | null,
    onPlan: (planId: string, days: string) => void,
  ): Promise<void> {
    const only = planIds ? sql`and d.plan_id = any(${[...planIds]}::text[])` : sql``;
    await forEachItemText(
      this.db,
      (after, limit) => sql<ItemText>`select d.plan_id as id, ${priceDaysText(EPOCH)} as days from plan_day d
        where d.plan_id > ${after} ${only} group by d.plan_id order by d.plan_id limit ${limit}`,
      onPlan,
    );
  }

  private async loadRoomDays(): Promise<void> {
    const stock = new Int32Array(1);
    await forEachItemText(
      this.db,
      (after, limit) => sql<ItemText>`select d.room_id as id,
          string_agg((d.stay_date - ${EPOCH})::text || ':' || d.stock::text, ',') as days
        from room_day d where d.room_id > ${after} group by d.room_id order by d.room_id limit ${limit}`,
      (roomId, days) => {
        const room = this.rooms[this.roomIndex(roomId)]!;
        forEachDayRecord(days, 1, stock, (day) => this.setRoomStock(room, day, stock[0]!));
      },
    );
  }

  /** Every night of a plan from its day text; nights outside its sale period are never searched, so not held. */
  private setPlanNights(planId: string, days: string): void {
    const index = this.planById.get(planId);
    const plan = index === undefined ? null : this.plans[index];
    if (!plan) return;
    forEachPriceNight(days, (day, prices, count) => {
      const at = day - plan.dayStart;
      if (at < 0 || at >= plan.days) {
        plan.nightsOutside = true;
        return;
      }
      if (count > plan.width) this.widen(plan, count);
      const base = at * plan.width;
      for (let k = 0; k < plan.width; k++) plan.prices[base + k] = k < count ? prices[k]! : 0;
      plan.sold[at] = 1;
    });
  }

  private widen(plan: PlanEntry, width: number): void {
    const prices = new Int32Array(plan.days * width);
    for (let d = 0; d < plan.days; d++) {
      prices.set(plan.prices.subarray(d * plan.width, (d + 1) * plan.width), d * width);
    }
    plan.prices = prices;
    plan.width = width;
  }

  private setStock(roomId: string, day: number, stock: number): void {
    this.setRoomStock(this.rooms[this.roomIndex(roomId)]!, day, stock);
  }

  private setRoomStock(room: RoomEntry, day: number, stock: number): void {
    if (stock === NO_ROW && (day < room.dayStart || day >= room.dayStart + room.stock.length)) return;
    if (room.stock.length === 0) {
      room.dayStart = day;
      room.stock = new Int32Array(200).fill(NO_ROW);
    }
    if (day < room.dayStart || day >= room.dayStart + room.stock.length) {
      const start = Math.min(room.dayStart, day);
      const end = Math.max(room.dayStart + room.stock.length, day + 1);
      const grown = new Int32Array(end - start + 30).fill(NO_ROW);
      grown.set(room.stock, room.dayStart - start);
      room.dayStart = start;
      room.stock = grown;
    }
    room.stock[day - room.dayStart] = stock;
  }
}

/** Rooms left of a room on a night (NO_ROW without a row). */
export function roomStock(room: RoomEntry, day: number): number {
  const at = day - room.dayStart;
  return at >= 0 && at < room.stock.length ? room.stock[at]! : NO_ROW;
}
