/**
 * Hotel search (spec §7 /v1/hotels, /v1/hotels.count, /v1/hotels.promotion; issue 3): hotels of the
 * condition with the price of their best plan for the exact party, tax included, per adult per night.
 *
 * With a date: plans on sale for every night of the stay, inside their booking deadline, whose rooms
 * have stock for the room count on every night; priced night by night from plan_day. Without a date
 * (isNoDate): priced from the plans' ordinary-weekday prices ("from" prices). Every price goes
 * through the domain's stayPartyPrice, so lists, details and bookings agree to the yen.
 */
import { addDays, stayPartyPrice, type PartyGuest, type SearchSort } from '@tabiyori/domain';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { codeBook, type CodeBook } from './codeBook';
import { hotelWhere } from './hotelFilters';
import { partyGuests, type PartyExtras } from './party';
import type { SearchParams } from './searchParams';

export interface HotelSearchInput extends SearchParams, PartyExtras {
  restrictHotelIds?: readonly string[];
}

interface PlanRow {
  plan_id: string;
  hotel_id: string;
  popularity: number;
  recommend_score: number;
  night_prices: number[][];
  stock: number | null;
}

export interface PricedPlan {
  planId: string;
  hotelId: string;
  perAdultPerNight: number;
  total: number;
  stock: number | null;
}

export interface PricedHotel {
  hotelId: string;
  popularity: number;
  recommendScore: number;
  best: PricedPlan;
  priceFrom: number;
  priceTo: number;
  planCount: number;
  stock: number | null;
}

/** Plan-side filters on `p`: meal, room type, plan group, plan ids. */
function planWhere(input: SearchParams): RawBuilder<boolean> {
  const c = input.condition;
  const parts: RawBuilder<unknown>[] = [];
  if (c.meal.length > 0) parts.push(sql`p.meal_type_code = any(${[...c.meal]}::text[])`);
  if (c.roomType.length > 0) parts.push(sql`p.room_type_codes && ${[...c.roomType]}::text[]`);
  const group = c.groupCode ?? c.GroupID;
  if (group) parts.push(sql`p.plan_group_code = ${group}`);
  if (c.planIds.length > 0) parts.push(sql`p.plan_id = any(${[...c.planIds]}::text[])`);
  return parts.length === 0 ? sql<boolean>`true` : sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

/** Candidate plans with their per-night price arrays (prices[k-1] = per adult at k per room). */
export async function candidatePlans(db: Kysely<Database>, input: HotelSearchInput): Promise<PlanRow[]> {
  const where = sql`${hotelWhere(input)} and ${planWhere(input)}`;
  if (input.goDate === undefined) {
    const result = await sql<PlanRow>`
      select p.plan_id, p.hotel_id, h.popularity, h.recommend_score,
             array[p.base_prices] as night_prices, null::integer as stock
      from hotel h join plan p on p.hotel_id = h.hotel_id
      where ${where} and p.stay_to >= ${input.today}::date
    `.execute(db);
    return result.rows;
  }
  const first = input.goDate;
  const end = addDays(first, input.nights);
  const last = addDays(first, input.nights - 1);
  const result = await sql<PlanRow>`
    select p.plan_id, p.hotel_id, h.popularity, h.recommend_score,
           array_agg(pd.prices order by pd.stay_date) as night_prices, st.stock
    from hotel h
    join plan p on p.hotel_id = h.hotel_id
    join lateral (
      select max(room_min) as stock from (
        select min(rd.stock) as room_min
        from room_day rd
        where rd.room_id = any(p.room_ids) and rd.stay_date >= ${first}::date and rd.stay_date < ${end}::date
        group by rd.room_id
        having count(*) = ${input.nights}
      ) per_room
    ) st on st.stock >= ${input.roomCount}
    join plan_day pd on pd.plan_id = p.plan_id and pd.stay_date >= ${first}::date and pd.stay_date < ${end}::date
    where ${where}
      and ${first}::date >= ${input.today}::date
      and p.stay_from <= ${first}::date and p.stay_to >= ${last}::date
      and p.booking_deadline_days <= ${first}::date - ${input.today}::date
    group by p.plan_id, p.hotel_id, h.popularity, h.recommend_score, st.stock
    having count(*) = ${input.nights}
  `.execute(db);
  return result.rows;
}

export function pricePlan(
  row: PlanRow,
  guests: readonly PartyGuest[],
  roomCount: number,
  book: CodeBook,
): PricedPlan | null {
  const priced = stayPartyPrice({
    nights: row.night_prices.map((prices) => (k: number) => {
      const price = prices[k - 1];
      return price && price > 0 ? price : null;
    }),
    guests,
    roomCount,
    ratePercent: book.ratePercent,
  });
  if (!priced) return null;
  return {
    planId: row.plan_id,
    hotelId: row.hotel_id,
    perAdultPerNight: priced.perAdultPerNight,
    total: priced.total,
    stock: row.stock,
  };
}

const SORTS: Record<SearchSort, (a: PricedHotel, b: PricedHotel) => number> = {
  recommend: (a, b) => b.recommendScore - a.recommendScore,
  popular: (a, b) => b.popularity - a.popularity,
  lowPrice: (a, b) => a.best.perAdultPerNight - b.best.perAdultPerNight,
  highPrice: (a, b) => b.best.perAdultPerNight - a.best.perAdultPerNight,
};

/** Every matching hotel, priced and sorted (paging is the caller's). */
export async function rankHotels(db: Kysely<Database>, input: HotelSearchInput): Promise<PricedHotel[]> {
  const [rows, book] = await Promise.all([candidatePlans(db, input), codeBook(db)]);
  const guests = partyGuests(input, input);
  if (guests.filter((g) => g.useBed).length === 0) return [];
  const byHotel = new Map<string, PricedHotel>();
  for (const row of rows) {
    const plan = pricePlan(row, guests, input.roomCount, book);
    if (!plan) continue;
    const hotel = byHotel.get(row.hotel_id);
    if (!hotel) {
      byHotel.set(row.hotel_id, {
        hotelId: row.hotel_id,
        popularity: row.popularity,
        recommendScore: row.recommend_score,
        best: plan,
        priceFrom: plan.perAdultPerNight,
        priceTo: plan.perAdultPerNight,
        planCount: 1,
        stock: plan.stock,
      });
      continue;
    }
    hotel.planCount += 1;
    hotel.priceFrom = Math.min(hotel.priceFrom, plan.perAdultPerNight);
    hotel.priceTo = Math.max(hotel.priceTo, plan.perAdultPerNight);
    if (plan.stock !== null) hotel.stock = Math.max(hotel.stock ?? 0, plan.stock);
    if (
      plan.perAdultPerNight < hotel.best.perAdultPerNight ||
      (plan.perAdultPerNight === hotel.best.perAdultPerNight && plan.planId < hotel.best.planId)
    ) {
      hotel.best = plan;
    }
  }
  const { minPrice, maxPrice, sort } = input.condition;
  const hotels = [...byHotel.values()].filter(
    (h) =>
      (minPrice === undefined || h.best.perAdultPerNight >= minPrice) &&
      (maxPrice === undefined || h.best.perAdultPerNight <= maxPrice),
  );
  const order = SORTS[sort];
  return hotels.sort((a, b) => order(a, b) || (a.hotelId < b.hotelId ? -1 : a.hotelId > b.hotelId ? 1 : 0));
}
