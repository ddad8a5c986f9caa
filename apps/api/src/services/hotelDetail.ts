/**
 * One hotel (spec §7 /v1/hotel/{hotelId}, /plans, /plans.count, /rooms): the detail sections
 * (access and transfer, basic info, rooms and amenities, hot-spring bath, in-house facilities and
 * services), its plans priced for the party and date, and its rooms with the plans that sell them.
 */
import {
  checkHotelId,
  guestPaxCategory,
  paxCategoryCodes,
  paxCategorySlotLabel,
  stayPartyPrice,
  type DisplayLang,
  type PaxCategory,
} from '@tabiyori/domain';
import type { Kysely } from 'kysely';
import type { Hotel, Plan, Room } from '../model/types';
import type { Database } from '../db/schema';
import { ApiFailure } from '../errors';
import { codeBook } from './codeBook';
import { hotelSummary, planSummary, roomView } from './hotelCards';
import { indexCandidatePlans } from '../search/hotelCandidates';
import { readyHotelIndex } from '../search/searchIndex';
import { candidatePlans, type HotelSearchInput } from './hotelSearch';
import { partyGuests } from './party';
import type { BreakdownRow, HotelDetail, HotelPlan } from '../schemas/hotels';

export const HOTEL_VALIDATION = 'HVE800';

/** The hotel row, or the catalogue's errors: 400 HVE800 'hotelId is wrong', 404 HDE901. */
export async function loadHotel(db: Kysely<Database>, hotelId: string): Promise<Hotel> {
  const check = checkHotelId(hotelId);
  if (!check.ok) throw new ApiFailure(400, HOTEL_VALIDATION, check.message);
  const [hotel, rooms, plans] = await Promise.all([
    db.selectFrom('hotel').select('doc').where('hotel_id', '=', hotelId).executeTakeFirst(),
    db.selectFrom('room').select('doc').where('hotel_id', '=', hotelId).orderBy('room_id').execute(),
    db.selectFrom('plan').select('doc').where('hotel_id', '=', hotelId).orderBy('plan_id').execute(),
  ]);
  if (!hotel) throw new ApiFailure(404, 'HDE901', 'hotel not found');
  return {
    ...(hotel.doc as Hotel),
    rooms: rooms.map((r) => r.doc as Room),
    plans: plans.map((p) => p.doc as Plan),
  };
}

/**
 * The check to keep with an answer about one hotel made now (its detail, its plans:
 * search/keptBodies.ts): true while no change touched the hotel, its plans or its room nights (the
 * index's hotel stamp) and the index is the same; null without a ready index.
 */
export function hotelUnchanged(db: Kysely<Database>, hotelId: string): (() => boolean) | null {
  const index = readyHotelIndex(db);
  if (!index) return null;
  const stamp = index.hotelStamp(hotelId);
  return () => readyHotelIndex(db) === index && index.hotelStamp(hotelId) === stamp;
}

export async function hotelDetail(
  db: Kysely<Database>,
  hotelId: string,
  lang: DisplayLang,
): Promise<HotelDetail> {
  const [hotel, book] = await Promise.all([loadHotel(db, hotelId), codeBook(db)]);
  const onsen = hotel.onsen;
  return {
    ...hotelSummary(hotel, book, lang),
    nearestStation: hotel.nearestStation[lang],
    walkMinutes: hotel.walkMinutes,
    totalRooms: hotel.totalRooms,
    parking: { ...hotel.parking, note: hotel.parking.note[lang] },
    onsen: onsen && {
      onsenName: onsen.onsenName[lang],
      springQuality: onsen.springQuality[lang],
      efficacy: onsen.efficacy[lang],
      kakenagashi: onsen.kakenagashi,
      indoorBaths: onsen.indoorBaths,
      outdoorBaths: onsen.outdoorBaths,
      privateBaths: onsen.privateBaths,
      bathingHours: onsen.bathingHours[lang],
      dayTripBathing: onsen.dayTripBathing,
    },
    facilities: hotel.facilityCodes.map((code) => ({ code, name: book.name('facilities', code, lang) })),
    services: hotel.serviceCodes.map((code) => ({ code, name: book.name('services', code, lang) })),
    images: hotel.images.map((i) => ({
      path: i.path,
      alt: i.alt[lang],
      category: { code: i.categoryCode, name: book.name('hotelImageCategories', i.categoryCode, lang) },
    })),
    rooms: hotel.rooms.map((room) => roomView(room, book, lang)),
    planCount: hotel.plans.length,
  };
}

/** Spec §3 price-breakdown rows (label, paxType, price per person) with how many pay that price. */
export function priceBreakdown(
  guestTotals: readonly number[],
  categories: readonly PaxCategory[],
  lang: DisplayLang,
): BreakdownRow[] {
  const codes = paxCategoryCodes('yado');
  const rows = new Map<string, BreakdownRow>();
  guestTotals.forEach((price, i) => {
    const category = categories[i] ?? 'adult';
    const key = `${category}:${price}`;
    const row = rows.get(key);
    if (row) row.count += 1;
    else
      rows.set(key, {
        label: paxCategorySlotLabel(category, lang),
        paxType: codes[category],
        price,
        count: 1,
      });
  });
  return [...rows.values()];
}

/** The hotel's plans that can be sold for the search, priced for the party; cheapest first. */
export async function hotelPlans(
  db: Kysely<Database>,
  hotelId: string,
  input: HotelSearchInput,
): Promise<HotelPlan[]> {
  const hotel = await loadHotel(db, hotelId);
  const search = { ...input, restrictHotelIds: [hotelId], keepLastMinutePlans: true };
  const index = readyHotelIndex(db);
  const [rows, book] = await Promise.all([
    index ? indexCandidatePlans(index, search) : candidatePlans(db, search),
    codeBook(db),
  ]);
  const guests = partyGuests(input, input);
  const categories = guests.map((g) => guestPaxCategory(g.category));
  const planById = new Map(hotel.plans.map((p) => [p.planId, p]));
  const roomById = new Map(hotel.rooms.map((r) => [r.roomId, r]));
  const priced = rows.flatMap((row) => {
    const plan = planById.get(row.plan_id);
    const price = stayPartyPrice({
      nights: row.night_prices.map((prices) => (k: number) => {
        const p = prices[k - 1];
        return p && p > 0 ? p : null;
      }),
      guests,
      roomCount: input.roomCount,
      ratePercent: book.ratePercent,
    });
    if (!plan || !price) return [];
    return [{ plan, price, stock: row.stock }];
  });
  priced.sort(
    (a, b) => a.price.perAdultPerNight - b.price.perAdultPerNight || (a.plan.planId < b.plan.planId ? -1 : 1),
  );
  return priced.map(
    ({ plan, price, stock }) =>
      ({
        ...planSummary(plan, book, input.lang),
        description: plan.description[input.lang],
        cancelPolicy: plan.cancelPolicy[input.lang],
        kodawari: plan.kodawari.map((code) => ({ code, name: book.name('kodawari', code, input.lang) })),
        minNights: plan.minNights,
        bookingDeadlineDays: plan.bookingDeadlineDays,
        rooms: plan.roomIds.flatMap((id) => {
          const room = roomById.get(id);
          return room ? [roomView(room, book, input.lang)] : [];
        }),
        price: {
          perAdult: price.perAdultPerNight,
          total: price.total,
          nights: input.nights,
          taxIncluded: true,
          breakdown: priceBreakdown(price.guestTotals, categories, input.lang),
        },
        stock,
      }) satisfies HotelPlan,
  );
}
