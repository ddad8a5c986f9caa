/**
 * Hotel cards (spec §1, §3 hotel card display): what a hotel list shows for each hotel — name, area,
 * images, access, check-in and check-out, evaluation with its collection period, kodawari, the best
 * plan with its room (size, beds, smoking, bath, toilet), the price per adult tax included, the price
 * range over the plans and the rooms left. Texts in the requested language.
 */
import type { DisplayLang } from '@tabiyori/domain';
import type { Kysely } from 'kysely';
import type { Hotel, I18nText, Plan, Room } from '../model/types';
import type { Database } from '../db/schema';
import { codeBook, type CodeBook } from './codeBook';
import { cardDocs } from './docCache';
import type { PricedHotel } from './hotelSearch';
import type { HotelCard, HotelSummary, PlanSummary, RoomView } from '../schemas/hotels';

const pick = (text: I18nText | null | undefined, lang: DisplayLang) => (text ? text[lang] : null);

export function roomView(room: Room, book: CodeBook, lang: DisplayLang): RoomView {
  return {
    roomId: room.roomId,
    roomName: room.name[lang],
    roomType: { code: room.roomTypeCode, name: book.name('roomTypes', room.roomTypeCode, lang) },
    sizeM2: room.sizeM2,
    beds: room.beds.map((b) => ({
      bedType: { code: b.bedTypeCode, name: book.name('bedTypes', b.bedTypeCode, lang) },
      widthCm: b.widthCm,
      lengthCm: b.lengthCm,
      count: b.count,
    })),
    canSmoke: room.canSmoke,
    bath: { code: room.bathTypeCode, name: book.name('bathTypes', room.bathTypeCode, lang) },
    toilet: { code: room.toiletTypeCode, name: book.name('toiletTypes', room.toiletTypeCode, lang) },
    capacityMin: room.capacityMin,
    capacityMax: room.capacityMax,
    extraBedMax: room.extraBedMax,
    view: pick(room.view, lang),
    amenities: room.amenityCodes.map((code) => ({ code, name: book.name('amenities', code, lang) })),
    images: room.images.map((i) => ({ path: i.path, alt: i.alt[lang], category: i.categoryCode })),
  };
}

export function hotelSummary(
  hotel: Omit<Hotel, 'rooms' | 'plans'>,
  book: CodeBook,
  lang: DisplayLang,
): HotelSummary {
  return {
    hotelId: hotel.hotelId,
    hotelName: hotel.name[lang],
    hotelNameKana: hotel.nameKana,
    hotelType: { code: hotel.hotelTypeCode, name: book.name('hotelTypes', hotel.hotelTypeCode, lang) },
    area: {
      area1: { code: hotel.area1Code, name: book.areaName(hotel.area1Code, lang) },
      area2: { code: hotel.area2Code, name: book.areaName(hotel.area2Code, lang) },
      area3: { code: hotel.area3Code, name: book.areaName(hotel.area3Code, lang) },
      area4: { code: hotel.area4Code, name: book.areaName(hotel.area4Code, lang) },
    },
    address: hotel.address[lang],
    lat: hotel.lat,
    lng: hotel.lng,
    catchCopy: hotel.catchCopy[lang],
    access: hotel.access[lang],
    checkinTime: hotel.checkinTime,
    checkinTimeEnd: hotel.checkinTimeEnd,
    checkoutTime: hotel.checkoutTime,
    evaluation: hotel.evaluation,
    kodawari: hotel.kodawari.map((code) => ({ code, name: book.name('kodawari', code, lang) })),
    recommendPoints: hotel.recommendPoints.map((p) => p[lang]),
    images: hotel.images
      .slice(0, 4)
      .map((i) => ({ path: i.path, alt: i.alt[lang], category: i.categoryCode })),
    onsen: hotel.onsen !== null,
  };
}

export function planSummary(plan: Plan, book: CodeBook, lang: DisplayLang): PlanSummary {
  return {
    planId: plan.planId,
    planName: plan.name[lang],
    mealType: { code: plan.mealTypeCode, name: book.name('mealTypes', plan.mealTypeCode, lang) },
    planGroup: { code: plan.planGroupCode, name: book.name('groupCodes', plan.planGroupCode, lang) },
    minPax: plan.minPax,
    maxPax: plan.maxPax,
    canSmoke: plan.canSmoke,
  };
}

/**
 * The room a card shows for its plan: the plan's first room of a chosen room type (spec §3 roomType),
 * else its first room.
 */
export function shownRoomId(
  plan: Pick<Plan, 'roomIds'>,
  roomById: Map<string, Room>,
  roomTypes: readonly string[],
) {
  if (roomTypes.length > 0) {
    const match = plan.roomIds.find((id) => roomTypes.includes(roomById.get(id)?.roomTypeCode ?? ''));
    if (match) return match;
  }
  return plan.roomIds[0];
}

/** Cards for the given priced hotels, in their order; `roomTypes`: the condition's room types. */
export async function hotelCards(
  db: Kysely<Database>,
  priced: readonly PricedHotel[],
  lang: DisplayLang,
  nights: number,
  roomTypes: readonly string[] = [],
): Promise<HotelCard[]> {
  if (priced.length === 0) return [];
  const hotelIds = priced.map((h) => h.hotelId);
  const planIds = priced.map((h) => h.best.planId);
  // One round trip at most for what the caches miss (docCache.ts cardDocs).
  const [book, docs] = await Promise.all([
    codeBook(db),
    cardDocs<Hotel, Plan, Room>(db, hotelIds, planIds, (p) =>
      roomTypes.length > 0 ? p.roomIds : p.roomIds.slice(0, 1),
    ),
  ]);
  const { hotels: hotelById, plans: planById, rooms: roomById } = docs;
  return priced.flatMap((p) => {
    const hotel = hotelById.get(p.hotelId);
    const plan = planById.get(p.best.planId);
    if (!hotel || !plan) return [];
    const roomId = shownRoomId(plan, roomById, roomTypes);
    const room = roomId ? roomById.get(roomId) : undefined;
    return [
      {
        ...hotelSummary(hotel, book, lang),
        price: {
          perAdult: p.best.perAdultPerNight,
          total: p.best.total,
          priceFrom: p.priceFrom,
          priceTo: p.priceTo,
          nights,
          taxIncluded: true,
        },
        ...(p.set
          ? {
              dp: {
                transport: 'jr' as const,
                departure: { code: p.set.departure.code, name: p.set.departure.name[lang] },
                km: p.set.km,
                transportPerAdult: p.set.transportPerAdult,
                setPricePerAdult: p.set.perAdult,
                setTotal: p.set.total,
                nights,
                taxIncluded: true,
              },
            }
          : {}),
        stock: p.stock,
        planCount: p.planCount,
        plan: { ...planSummary(plan, book, lang), room: room ? roomView(room, book, lang) : null },
      } satisfies HotelCard,
    ];
  });
}
