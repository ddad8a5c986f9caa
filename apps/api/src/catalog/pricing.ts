/**
 * Hotel price and stock model (pure functions; nothing per day is stored on the catalog).
 *
 * Price per adult, tax included, for a plan, a stay date and people per room:
 *   basePrice(pax) × seasonFactor(date, plan.seasonProfile) × dayFactor(date), rounded up to 100 yen
 * - basePrice(pax): the plan's ordinary-weekday price per adult; per-head factors by people per room
 *   PAX_FACTORS (1名1室 ×1.45 … so 1名1室 is always dearest per head).
 * - seasonFactor: 年末年始 1.6, GW/お盆 1.5, summer holidays 1.1, Okinawa summer 1.35, ski season 1.3.
 * - dayFactor: 休前日 (Saturday or the day before a national holiday) 1.3.
 * All factors are ≥ 1, so any date costs at least the ordinary weekday price.
 * Child prices: PAX_TYPES.ratePercent of the adult price (childA 70 %, childB 50 %, childC 30 %,
 * childD 20 %, childE 10 %, childF 0 %, otherA 80 %, otherB 0 %), rounded up to 100 yen.
 */
import type { Hotel, PaxTypeCode, Plan, Room } from './types';
import { dayFactor, dayInfo, seasonFactor, windowDates } from '../model/calendar';
import { hashUnit } from './prng';
import { PAX_TYPES } from './reference/masters';
import { ceilTo } from '../model/prices';

/** Per-head factor by people per room (index = pax - 1; 6 and more use the last). */
export const PAX_FACTORS: readonly number[] = [1.45, 1, 0.92, 0.87, 0.84, 0.82];

export function paxFactor(paxPerRoom: number): number {
  return PAX_FACTORS[Math.min(Math.max(paxPerRoom, 1), PAX_FACTORS.length) - 1] ?? 1;
}

/** Room-type factor applied to the room part of the price. */
export const ROOM_TYPE_FACTORS: Readonly<Record<string, number>> = {
  '01': 1,
  '02': 1,
  '03': 1.12,
  '04': 1,
  '05': 0.95,
  '06': 1,
  '07': 0.95,
  '08': 1.9,
  '09': 1.55,
};

/** Price factor of a stay date for a plan (≥ 1). */
export function dateFactor(plan: Pick<Plan, 'seasonProfile'>, ymd: string): number {
  return seasonFactor(ymd, plan.seasonProfile) * dayFactor(ymd);
}

/** Whether the plan is sold for a stay on `ymd` (inside stayFrom–stayTo). */
export function planOnSale(plan: Plan, ymd: string): boolean {
  return ymd >= plan.stayFrom && ymd <= plan.stayTo;
}

/** Ordinary-weekday price per adult at `paxPerRoom`, or null when the plan does not take that many. */
export function planBasePrice(plan: Plan, paxPerRoom: number): number | null {
  return plan.basePrices.find((b) => b.paxPerRoom === paxPerRoom)?.pricePerAdult ?? null;
}

/**
 * Price per adult (tax included, integer yen, multiple of 100) of a plan for a stay date and people
 * per room; null when the plan is not on sale that day or does not take that many people per room.
 */
export function planPrice(plan: Plan, ymd: string, paxPerRoom: number): number | null {
  if (!planOnSale(plan, ymd)) return null;
  const base = planBasePrice(plan, paxPerRoom);
  if (base === null) return null;
  return ceilTo(base * dateFactor(plan, ymd), 100);
}

/** Lodging price of one guest of `paxType` given the adult price. */
export function childPrice(adultPrice: number, paxType: PaxTypeCode): number {
  const def = PAX_TYPES.find((p) => p.code === paxType);
  if (!def) throw new Error(`unknown pax type ${paxType}`);
  return ceilTo((adultPrice * def.ratePercent) / 100, 100);
}

/** Rooms of a room type left on a date: 0–min(roomCount, 10); busier dates sell out more often. */
export function roomStock(room: Pick<Room, 'roomCount' | 'stockSeed'>, ymd: string): number {
  const info = dayInfo(ymd);
  const cap = Math.min(room.roomCount, 10);
  const pSoldOut =
    0.06 + (info.isDayBeforeHoliday ? 0.1 : 0) + (info.season && info.season !== 'summer' ? 0.15 : 0);
  const r = hashUnit(room.stockSeed, ymd);
  if (r < pSoldOut) return 0;
  return Math.min(cap, 1 + Math.floor(((r - pSoldOut) / (1 - pSoldOut)) * cap));
}

/** Rooms a plan can still sell on a date (sum over its room types; 0 when not on sale). */
export function planStock(plan: Plan, rooms: readonly Room[], ymd: string): number {
  if (!planOnSale(plan, ymd)) return 0;
  let total = 0;
  for (const room of rooms) if (plan.roomIds.includes(room.roomId)) total += roomStock(room, ymd);
  return total;
}

export interface PlanPriceRow {
  hotelId: string;
  planId: string;
  date: string;
  paxPerRoom: number;
  pricePerAdult: number;
}

export interface RoomStockRow {
  hotelId: string;
  roomId: string;
  date: string;
  stock: number;
}

/**
 * Per-day plan prices over the window (today … today + days) for loading into the database, one row
 * per plan, date and people-per-room count the plan accepts. A generator: stream it in batches.
 */
export function* iteratePlanPriceRows(
  hotels: Iterable<Hotel>,
  today: string,
  days: number,
): Generator<PlanPriceRow> {
  const dates = windowDates(today, days);
  for (const hotel of hotels) {
    for (const plan of hotel.plans) {
      for (const date of dates) {
        if (!planOnSale(plan, date)) continue;
        const f = dateFactor(plan, date);
        for (const b of plan.basePrices) {
          yield {
            hotelId: hotel.hotelId,
            planId: plan.planId,
            date,
            paxPerRoom: b.paxPerRoom,
            pricePerAdult: ceilTo(b.pricePerAdult * f, 100),
          };
        }
      }
    }
  }
}

/** Per-day room stock over the window, one row per room type and date. */
export function* iterateRoomStockRows(
  hotels: Iterable<Hotel>,
  today: string,
  days: number,
): Generator<RoomStockRow> {
  const dates = windowDates(today, days);
  for (const hotel of hotels) {
    for (const room of hotel.rooms) {
      for (const date of dates)
        yield { hotelId: hotel.hotelId, roomId: room.roomId, date, stock: roomStock(room, date) };
    }
  }
}
