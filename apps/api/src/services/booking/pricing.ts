/**
 * A booking priced from the database (never from the browser): the same rules and code as the
 * search and detail calls, so a quote, a booking and a result card agree to the yen.
 *
 * - tour: services/tourPrice.ts totalPriceForAll (the /v1/totalPriceForAll price: tour_day
 *   priceFrom at the party's room occupancy, children by category; its spec §5 party checks and
 *   the tour's min/max pax). Stock: tour_day seats, one per traveller.
 * - yado: the hotel search's sale rules (services/hotelSearch.ts candidatePlans: plan on sale for
 *   every night, inside its booking deadline, a plan_day price for every night) and its price,
 *   domain stayPartyPrice with the code book's child rates (the hotel detail's plan price). The
 *   party is checked by the domain's validatePartySelection with the plan's per-room limits and the
 *   room's capacity. Stock: room_day of one room type, `roomCount` rooms on every night.
 * - optional: services/optionalSearch.ts optionalTotal (price × people per category; children
 *   only where the activity sells them), within minPax–maxPax. Stock: optional_day places, one per
 *   person.
 * - rentacar: services/rentacarSearch.ts findCar (rentacarPrice for the rental's 24-hour blocks,
 *   office hours, class capacity). Stock: rentacar_day, one car on every day from pickup to return.
 *
 * Every check failure is an ApiFailure: 400 BKE804 (the party or the product/date cannot be
 * booked), 409 BKE801 (no stock left, from a read: the stock is taken later, atomically).
 */
import {
  addDays,
  bookedRoomAssignments,
  bookingPriceRows,
  cancellationPolicy,
  childGuestCategory,
  couponTourType,
  daysBetween,
  dedupePaxMessages,
  defaultPlacement,
  guestPaxCategory,
  isValidDateString,
  jrPassengerOf,
  jrRoundTrip,
  paxMessageText,
  roomFitsOccupancy,
  stayPartyPrice,
  validatePartySelection,
  type AppType,
  type BookingPriceRow,
  type CancellationPolicy,
  type DisplayLang,
  type GuestCategory,
  type PartyGuest,
  type PaxCategory,
  type PaxMessage,
} from '@tabiyori/domain';
import { sql, type Kysely } from 'kysely';
import type { Static } from 'typebox';
import type { Database } from '../../db/schema';
import { ApiFailure } from '../../errors';
import { codeBook, type CodeBook } from '../codeBook';
import { departureByCodes, jrDistance } from '../dpTransport';
import { findOptional } from '../optionalSearch';
import { CAR_ID_PATTERN, findCar, MAX_RENTAL_DAYS } from '../rentacarSearch';
import type { RentalView } from '../../schemas/rentacar';
import type { PartySnapshot, Transport } from '../../schemas/bookingParty';
import type { Ids } from '../../schemas/bookings';
import { priceRentalChoices } from './rentalChoices';
import type { TourDoc } from '../tourDetail';
import { totalPriceForAll, sqlDate } from '../tourPrice';
import { dpProductName, stayProductName } from './productNames';
import type { ChildInput, QuoteInput } from './request';
import { partyOfRooms, roomNameOf, stayExtras, type StayView } from './stayChoices';
import { hasTourChoices, parseTourChoices, priceTourChoices, type TourChoicesView } from './tourChoices';

export type StockTable = 'room_day' | 'tour_day' | 'optional_day' | 'rentacar_day' | 'rentacar_option_day';

/** One stock row to take: `quantity` of item `itemId` on `date` (YYYYMMDD). */
export interface StockClaim {
  table: StockTable;
  itemId: string;
  date: string;
  quantity: number;
}

export interface PricedBooking {
  kind: QuoteInput['kind'];
  app: AppType;
  lang: DisplayLang;
  ids: Static<typeof Ids>;
  productName: string;
  startDate: string;
  endDate: string;
  nights: number;
  /** rentacar: the rental's times, offices, options and one-way fee (rentacarChoices.ts). */
  rental: RentalView | null;
  /** dp: the JR part (departure, seat class, the departure as asked, the party's round trips, yen). */
  transport: Transport | null;
  party: PartySnapshot;
  rows: BookingPriceRow[];
  /** tour: the hotels, plans, services, room assignment and optionals booked (else null). */
  choices: TourChoicesView | null;
  /** yado and dp: room type, rooms, check-in time and requests (stayChoices.ts). */
  stay?: StayView;
  /** The rows' total plus the optionals' (choices.optionalTotal). */
  total: number;
  /** Stock left for the request, as read (the booking takes it atomically later). */
  stock: number;
  claims: StockClaim[];
  policy: CancellationPolicy;
  /** What the coupon rules need besides the rows. */
  coupon: {
    tourType: string;
    targetSystemGrpType: string;
    product: {
      tourId?: string;
      hotelId?: string;
      planId?: string;
      optionalId?: string;
      /** The hotel's or tour's features (coupons that need some, domain coupon/conditions.ts). */
      kodawari?: string[];
    };
    rentacarCode: string;
    areaCode: string;
  };
}

const VALIDATION = 'BKE800';
const PARTY = 'BKE804';

function invalid(message: string): never {
  throw new ApiFailure(400, VALIDATION, message);
}
function cannotBook(message: string): never {
  throw new ApiFailure(400, PARTY, message);
}
function soldOut(message = 'sold out'): never {
  throw new ApiFailure(409, 'BKE801', message);
}

const ID = /^[A-Za-z0-9_-]{1,40}$/;
const TIME = /^([01]\d|2[0-3])[0-5]\d$/;

function requireId(value: string | undefined, name: string, pattern = ID): string {
  if (value === undefined || !pattern.test(value)) invalid(`${name} is invalid`);
  return value;
}

/** A bookable day: a real YYYYMMDD, from today to a year ahead (the sale window bounds it further). */
function requireDate(value: string | undefined, name: string, today: string): string {
  if (value === undefined || !/^20\d{6}$/.test(value) || !isValidDateString(value, 'ymd')) {
    invalid(`${name} is invalid`);
  }
  if (value < today) cannotBook(`${name} is in the past`);
  if (value > addDays(today, 400)) cannotBook(`${name} is not on sale`);
  return value;
}

function partyMessages(messages: PaxMessage[], lang: DisplayLang): never {
  const text = dedupePaxMessages(messages)
    .map((m) => paxMessageText(m, lang))
    .join(' / ');
  cannotBook(`party is invalid: ${text}`);
}

function lodgingGuests(adultPax: number, children: readonly ChildInput[]): PartyGuest[] {
  return [
    ...Array.from({ length: adultPax }, (): PartyGuest => ({ category: 'male', useBed: true })),
    ...children.map((c): PartyGuest => ({ category: childGuestCategory(c), useBed: c.useBed })),
  ];
}

function snapshot(
  input: QuoteInput,
  guests: readonly PartyGuest[],
  prices: readonly number[],
  occupancy: number[] | null,
  paxCategory: (g: PartyGuest) => PaxCategory = (g) => guestPaxCategory(g.category),
): PartySnapshot {
  return {
    adultPax: input.adultPax,
    children: input.children ?? [],
    roomCount: input.roomCount ?? 1,
    travellers: guests.length,
    bedCount: guests.filter((g) => g.useBed).length,
    occupancy,
    roomAssignments: occupancy
      ? bookedRoomAssignments(guests, input.roomCount ?? 1, lodgingPlacement(input))
      : null,
    guests: guests.map((g, i) => ({
      category: g.category,
      paxCategory: paxCategory(g),
      useBed: g.useBed,
      price: prices[i] ?? 0,
    })),
  };
}

/** The traveller's own rooms of a hotel stay's guests (yado, dp; tours assign rooms by roomAssigns). */
function lodgingPlacement(input: QuoteInput): number[] | undefined {
  return input.kind === 'yado' || input.kind === 'dp' ? input.placement : undefined;
}

function rowsOf(app: AppType, party: PartySnapshot, lang: DisplayLang): BookingPriceRow[] {
  return bookingPriceRows(
    app,
    party.guests.map((g) => ({ category: g.paxCategory, price: g.price })),
    lang,
  );
}

const totalOf = (rows: readonly BookingPriceRow[]) => rows.reduce((s, r) => s + r.amount, 0);

/* ------------------------------------------------------------------ tour */

/** The tour and dp pax slots (tourPrice paxCategoryOfGuest: otherA is a child there). */
function tourPaxCategory(category: GuestCategory): PaxCategory {
  if (category === 'childA' || category === 'childB') return 'child';
  return category.startsWith('child') ? 'infant' : 'adult';
}

async function priceTour(db: Kysely<Database>, input: QuoteInput, today: string): Promise<PricedBooking> {
  const lang = input.lang ?? 'ja';
  const tourId = requireId(input.tourId, 'tourId', /^T\d{6}$/);
  const goDate = requireDate(input.date, 'date', today);
  const parsed = parseTourChoices(input);
  const children = input.children ?? [];
  const roomCount = input.roomCount ?? 1;
  const tour = await db
    .selectFrom('tour')
    .select([
      'tour_id',
      'tour_type',
      'approach_type',
      'name_ja',
      'nights',
      'travel_days',
      'arr_codes',
      'kodawari',
      'doc',
    ])
    .where('tour_id', '=', tourId)
    .executeTakeFirst();
  if (!tour) cannotBook('tour is not found');
  const [answer] = await totalPriceForAll(db, {
    tourIds: [tourId],
    goDate,
    party: { adultPax: input.adultPax, children, roomCount },
    lang,
  });
  if (!answer) cannotBook('tour is not found');
  if (!answer.available) {
    const reason = answer.reason;
    if (reason === 'soldOut' || reason === 'stock') soldOut(`only ${answer.stock} seats left`);
    if (reason === 'party') {
      cannotBook(`party is invalid: ${(answer.messages ?? []).map((m) => m.text).join(' / ')}`);
    }
    if (reason === 'occupancy') cannotBook('the tour is not sold for this room occupancy');
    cannotBook('the tour is not sold on this date');
  }
  const lodging = lodgingGuests(input.adultPax, children);
  const endDate = addDays(goDate, Math.max(0, tour.travel_days - 1));
  // What the traveller gets: the chosen (or included) hotels, plans and services, the room
  // assignment and the optionals; priced by them only when the request names a choice.
  const chosen = await priceTourChoices(db, {
    tourId,
    goDate,
    endDate,
    doc: tour.doc as TourDoc,
    input,
    parsed,
    party: lodging,
    lang,
    transportIsTrain: tour.approach_type === 'train' || tour.approach_type === 'extrain',
  });
  const choose = hasTourChoices(input);
  const guests = choose ? chosen.guests : lodging;
  // The tour's own pax slots (tourPrice paxCategoryOfGuest: otherA is a child there).
  const party = snapshot(
    input,
    guests,
    choose ? chosen.guestTotals : (answer.guestTotals ?? []),
    choose ? chosen.occupancy : (answer.occupancy ?? null),
    (g) => tourPaxCategory(g.category),
  );
  if (chosen.roomAssigns) party.roomAssignments = chosen.roomAssigns.map((r) => ({ ...r }));
  const rows = rowsOf('tour', party, lang);
  const rowsTotal = totalOf(rows);
  if (!choose && rowsTotal !== answer.totalPrice) {
    throw new Error(`tour rows ${rowsTotal} ≠ total ${answer.totalPrice}`);
  }
  const doc = tour.doc as { name?: Record<string, string> };
  const nights = tour.nights;
  return {
    kind: 'tour',
    app: 'tour',
    lang,
    ids: { tourId },
    // The tour's name as its list and page show it (doc.name), in the booking's language.
    productName: doc.name?.[lang] || tour.name_ja,
    startDate: goDate,
    endDate,
    nights,
    rental: null,
    transport: null,
    party,
    rows,
    choices: chosen.choices,
    total: rowsTotal + chosen.choices.optionalTotal,
    stock: answer.stock,
    claims: [
      { table: 'tour_day', itemId: tourId, date: goDate, quantity: guests.length },
      ...chosen.optionalClaims.map((c) => ({ table: 'optional_day' as const, ...c })),
    ],
    policy: cancellationPolicy('tour', goDate, { dayTrip: nights === 0 }),
    coupon: {
      tourType: tour.tour_type,
      targetSystemGrpType: '3',
      product: { tourId, kodawari: tour.kodawari },
      rentacarCode: '',
      // The most precise destination (arr_codes holds region names, prefecture and area codes):
      // the coupon service matches a coupon for the area or any level above it (沖縄ツアー: '47').
      areaCode:
        tour.arr_codes.find((c) => /^\d{4}$/.test(c)) ??
        tour.arr_codes.find((c) => /^\d{2}$/.test(c)) ??
        tour.arr_codes[0] ??
        '',
    },
  };
}

/* ------------------------------------------------------------------ yado */

interface PlanRow {
  plan_id: string;
  hotel_id: string;
  room_ids: string[];
  min_pax: number;
  max_pax: number;
  stay_from: string;
  stay_to: string;
  booking_deadline_days: number;
  min_nights: number;
  plan_name: Record<string, string>;
  hotel_name: Record<string, string>;
  area3_code: string;
  hotel_kodawari: string[];
  checkin_from: string | null;
  checkin_until: string | null;
}

async function priceYado(
  db: Kysely<Database>,
  input: QuoteInput,
  today: string,
  knownBook?: CodeBook,
): Promise<PricedBooking> {
  const lang = input.lang ?? 'ja';
  const hotelId = requireId(input.hotelId, 'hotelId');
  const planId = requireId(input.planId, 'planId');
  const first = requireDate(input.date, 'date', today);
  const nights = input.nights ?? 1;
  if (!Number.isInteger(nights) || nights < 1 || nights > 30) invalid('nights is invalid');
  const end = addDays(first, nights);
  const last = addDays(first, nights - 1);
  const roomCount = input.roomCount ?? 1;
  const children = input.children ?? [];

  const { rows: plans } = await sql<PlanRow>`
    select p.plan_id, p.hotel_id, p.room_ids, p.min_pax, p.max_pax, p.stay_from, p.stay_to,
           p.booking_deadline_days, coalesce((p.doc->>'minNights')::int, 1) as min_nights,
           p.doc->'name' as plan_name, h.doc->'name' as hotel_name, h.area3_code,
           h.kodawari as hotel_kodawari, h.doc->>'checkinTime' as checkin_from,
           h.doc->>'checkinTimeEnd' as checkin_until
    from plan p join hotel h on h.hotel_id = p.hotel_id
    where p.plan_id = ${planId} and p.hotel_id = ${hotelId}
  `.execute(db);
  const plan = plans[0];
  if (!plan) cannotBook('plan is not found');
  // The search's sale rules (hotelSearch candidatePlans).
  if (sqlDate(first) < plan.stay_from || sqlDate(last) > plan.stay_to)
    cannotBook('plan is not sold on these dates');
  if (nights < plan.min_nights) cannotBook(`the plan needs at least ${plan.min_nights} nights`);
  if (plan.booking_deadline_days > daysBetween(today, first))
    cannotBook('the booking deadline of the plan has passed');

  const rooms = await db
    .selectFrom('room')
    .select(['room_id', 'capacity_min', 'capacity_max', 'doc'])
    .where('room_id', 'in', plan.room_ids.length > 0 ? plan.room_ids : [''])
    .execute();
  if (input.roomId !== undefined && !plan.room_ids.includes(input.roomId))
    cannotBook('roomId is not sold by the plan');

  const guests = lodgingGuests(input.adultPax, children);
  const messages = validatePartySelection({
    adultPax: input.adultPax,
    childPax: children,
    roomCount,
    lodging: true,
    transport: 'none',
    minPaxPerRoom: plan.min_pax,
    maxPaxPerRoom: plan.max_pax,
  });
  if (guests.filter((g) => g.useBed).length < roomCount) messages.push({ key: 'adultRequired', n: 1 });
  if (messages.length > 0) partyMessages(messages, lang);
  const placement = lodgingPlacement(input);
  const placedRooms = placement ? partyOfRooms(placement, guests, roomCount) : null;
  const extras = stayExtras({ checkinFrom: plan.checkin_from, checkinUntil: plan.checkin_until }, input);

  const [dayRows, stockRows, book] = await Promise.all([
    db
      .selectFrom('plan_day')
      .select(['stay_date', 'prices'])
      .where('plan_id', '=', planId)
      .where('stay_date', '>=', sqlDate(first))
      .where('stay_date', '<', sqlDate(end))
      .orderBy('stay_date')
      .execute(),
    db
      .selectFrom('room_day')
      .select(['room_id', sql<number>`min(stock)`.as('stock'), sql<number>`count(*)`.as('days')])
      .where('room_id', 'in', plan.room_ids.length > 0 ? plan.room_ids : [''])
      .where('stay_date', '>=', sqlDate(first))
      .where('stay_date', '<', sqlDate(end))
      .groupBy('room_id')
      .execute(),
    knownBook ?? codeBook(db),
  ]);
  if (dayRows.length !== nights) cannotBook('plan is not sold on these dates');
  const price = stayPartyPrice({
    ...(placement ? { placement } : {}),
    nights: dayRows.map((d) => (k: number) => {
      const p = d.prices[k - 1];
      return p && p > 0 ? p : null;
    }),
    guests,
    roomCount,
    ratePercent: book.ratePercent,
  });
  if (!price) cannotBook('the plan is not sold for this room occupancy');

  // The room type: the one asked, else the plan's first room that fits and has stock every night.
  const stockOf = new Map(stockRows.map((r) => [r.room_id, Number(r.days) === nights ? Number(r.stock) : 0]));
  const fits = (roomId: string) => {
    const room = rooms.find((r) => r.room_id === roomId);
    return (
      room !== undefined &&
      roomFitsOccupancy({ capacityMin: room.capacity_min, capacityMax: room.capacity_max }, price.occupancy)
    );
  };
  const candidates = plan.room_ids.filter(fits);
  if (input.roomId !== undefined && !fits(input.roomId)) cannotBook('the room does not fit this party');
  if (candidates.length === 0) cannotBook('no room of the plan fits this party');
  const roomId =
    input.roomId ?? candidates.find((id) => (stockOf.get(id) ?? 0) >= roomCount) ?? candidates[0]!;
  const stock = stockOf.get(roomId) ?? 0;
  const finalPlacement = placement ?? defaultPlacement(guests, roomCount);
  const roomTypes = plan.room_ids.flatMap((id) => {
    const room = rooms.find((r) => r.room_id === id);
    if (!room) return [];
    const { capacity_min: capacityMin, capacity_max: capacityMax } = room;
    const name = roomNameOf(room.doc, id);
    return [{ roomId: id, name, capacityMin, capacityMax, stock: stockOf.get(id) ?? 0, fits: fits(id) }];
  });
  const stay: StayView = {
    roomId,
    roomName: roomTypes.find((r) => r.roomId === roomId)?.name ?? roomNameOf(null, roomId),
    roomTypes,
    placement: finalPlacement,
    rooms: placedRooms ?? partyOfRooms(finalPlacement, guests, roomCount),
    ...extras,
  };

  const party = snapshot(input, guests, price.guestTotals, price.occupancy);
  const rows = rowsOf('yado', party, lang);
  return {
    stay,
    kind: 'yado',
    app: 'yado',
    lang,
    ids: { hotelId, planId, roomId },
    productName: stayProductName(plan.hotel_name, plan.plan_name, lang),
    startDate: first,
    endDate: end,
    nights,
    rental: null,
    transport: null,
    party,
    choices: null,
    rows,
    total: totalOf(rows),
    stock,
    claims: Array.from({ length: nights }, (_, i) => ({
      table: 'room_day' as const,
      itemId: roomId,
      date: addDays(first, i),
      quantity: roomCount,
    })),
    policy: cancellationPolicy('yado', first),
    coupon: {
      tourType: '',
      targetSystemGrpType: '3',
      product: { hotelId, planId, kodawari: plan.hotel_kodawari },
      rentacarCode: '',
      areaCode: plan.area3_code,
    },
  };
}

/* ------------------------------------------------------------------ dp */

/**
 * A dynamic package: the hotel stay priced as yado, plus the JR round trip from the departure to
 * the hotel for every traveller (domain pricing/jrFare.ts: an ordinary reserved seat, or the green
 * car the traveller chose). Each guest's price is the stay's plus their own round trip; the rows
 * use the dp app's pax types; the tour cancellation table applies (a dp is a package tour).
 */
async function priceDp(
  db: Kysely<Database>,
  input: QuoteInput,
  today: string,
  book?: CodeBook,
): Promise<PricedBooking> {
  const lang = input.lang ?? 'ja';
  for (const key of ['depAreaCode', 'depStation', 'depGenericStation'] as const) {
    if (input[key] !== undefined) requireId(input[key], key);
  }
  const departure = await departureByCodes(db, input);
  if (!departure) invalid('departure is invalid: depAreaCode, depStation or depGenericStation');
  const stay = await priceYado(db, { ...input, kind: 'yado' }, today, book);
  const hotel = await db
    .selectFrom('hotel')
    .select(['lat', 'lng', 'area2_code'])
    .where('hotel_id', '=', stay.ids.hotelId ?? '')
    .executeTakeFirstOrThrow();
  const km = jrDistance(departure, { lat: hotel.lat, lng: hotel.lng, prefectureCode: hotel.area2_code });
  if (km === null) cannotBook('JR does not reach this hotel');
  const seatClass = input.seatClass ?? 'reserved';
  // The stay's guests are the adults, then the children in the request's order.
  const passengers = [
    ...Array.from({ length: input.adultPax }, () => 'adult' as const),
    ...(input.children ?? []).map((c) => jrPassengerOf(c)),
  ];
  const trips = stay.party.guests.map(
    (_, i) => jrRoundTrip(km, passengers[i] ?? 'adult', seatClass).roundTrip,
  );
  const guests = stay.party.guests.map((g, i) => ({
    ...g,
    paxCategory: tourPaxCategory(g.category),
    price: g.price + (trips[i] ?? 0),
  }));
  const party = { ...stay.party, guests };
  const rows = rowsOf('dp', party, lang);
  return {
    ...stay,
    kind: 'dp',
    app: 'dp',
    productName: dpProductName(stay.productName, departure.name, seatClass, lang),
    party,
    rows,
    total: totalOf(rows),
    policy: cancellationPolicy('dp', stay.startDate),
    // A dynamic package is tour type 03 for coupons (their sub-group), as the dp list cards ask.
    coupon: { ...stay.coupon, tourType: couponTourType('dp', stay.coupon.tourType) },
    transport: {
      mode: 'jr',
      seatClass,
      departure: { ja: departure.name.ja, en: departure.name.en },
      codes: {
        ...(input.depAreaCode !== undefined ? { depAreaCode: input.depAreaCode } : {}),
        ...(input.depStation !== undefined ? { depStation: input.depStation } : {}),
        ...(input.depGenericStation !== undefined ? { depGenericStation: input.depGenericStation } : {}),
      },
      roundTripTotal: trips.reduce((a, b) => a + b, 0),
    },
  };
}

/* ------------------------------------------------------------------ optional */

const OPTIONAL_ID = /^[0-9A-Za-z]{1,16}-[0-9A-Za-z]{1,16}-[0-9A-Za-z]{1,16}$/;

async function priceOptional(db: Kysely<Database>, input: QuoteInput, today: string): Promise<PricedBooking> {
  const lang = input.lang ?? 'ja';
  const optionalId = requireId(input.optionalId, 'optionalId', OPTIONAL_ID);
  const date = requireDate(input.date, 'date', today);
  const children = input.children ?? [];
  const activity = await findOptional(db, optionalId, lang, today);
  if (!activity) cannotBook('optional activity is not found');
  const messages = validatePartySelection({
    adultPax: input.adultPax,
    childPax: children,
    roomCount: 1,
    lodging: false,
    transport: 'none',
  });
  if (messages.length > 0) partyMessages(messages, lang);
  const guests = lodgingGuests(input.adultPax, children);
  if (guests.length < activity.minPax) partyMessages([{ key: 'bookableMin', n: activity.minPax }], lang);
  if (guests.length > activity.maxPax) partyMessages([{ key: 'bookableMax', n: activity.maxPax }], lang);
  const unit: Record<PaxCategory, number | null> = {
    adult: activity.prices.person1,
    child: activity.prices.person6,
    infant: activity.prices.person9,
  };
  const prices = guests.map((g) => unit[guestPaxCategory(g.category)]);
  if (prices.some((p) => p === null)) cannotBook('the activity does not sell this passenger category');
  const day = await db
    .selectFrom('optional_day')
    .select('stock')
    .where('optional_id', '=', optionalId)
    .where('use_date', '=', sqlDate(date))
    .executeTakeFirst();
  if (!day) cannotBook('the activity is not sold on this date');
  const party = snapshot(input, guests, prices as number[], null);
  const rows = rowsOf('optional', party, lang);
  return {
    kind: 'optional',
    app: 'optional',
    lang,
    ids: { optionalId },
    productName: `${activity.name} ${activity.planName}`.trim(),
    startDate: date,
    endDate: date,
    nights: 0,
    rental: null,
    transport: null,
    party,
    choices: null,
    rows,
    total: totalOf(rows),
    stock: day.stock,
    claims: [{ table: 'optional_day', itemId: optionalId, date, quantity: guests.length }],
    policy: cancellationPolicy('optional', date),
    coupon: {
      tourType: '',
      targetSystemGrpType: '4',
      product: { optionalId },
      rentacarCode: '',
      areaCode: activity.area3Code,
    },
  };
}

/* ------------------------------------------------------------------ rentacar */

async function priceRentacar(db: Kysely<Database>, input: QuoteInput, today: string): Promise<PricedBooking> {
  const lang = input.lang ?? 'ja';
  const carId = requireId(input.carId, 'carId', CAR_ID_PATTERN);
  const pickupDate = requireDate(input.date, 'date', today);
  const returnDate = requireDate(input.returnDate, 'returnDate', today);
  const pickupTime = input.pickupTime ?? '';
  const returnTime = input.returnTime ?? '';
  if (!TIME.test(pickupTime)) invalid('pickupTime is invalid');
  if (!TIME.test(returnTime)) invalid('returnTime is invalid');
  const rental = { pickupDate, pickupTime, returnDate, returnTime };
  if (returnDate < pickupDate || (returnDate === pickupDate && returnTime <= pickupTime)) {
    invalid('return must come after pickup');
  }
  if (daysBetween(pickupDate, returnDate) > MAX_RENTAL_DAYS) invalid('the rental is too long');
  const car = await findCar(db, carId, lang, today, rental);
  if (!car || !car.rental) cannotBook('car is not found');
  const children = input.children ?? [];
  if (input.adultPax < 1) partyMessages([{ key: 'adultRequired', n: 1 }], lang);
  const officeOpen = car.office.openTime <= pickupTime && pickupTime <= car.office.closeTime;
  const officeOpenReturn = car.office.openTime <= returnTime && returnTime <= car.office.closeTime;
  if (!officeOpen || !officeOpenReturn) cannotBook('times are outside the office hours');
  const dates = Array.from({ length: daysBetween(pickupDate, returnDate) + 1 }, (_, i) =>
    addDays(pickupDate, i),
  );
  const price = car.rental.price;
  const chosen = await priceRentalChoices(db, input, car, car.rental, dates);
  const row: BookingPriceRow = {
    label:
      lang === 'en' ? `Car rental (${car.rental.days} days)` : `レンタカー料金（${car.rental.days}日間）`,
    paxType: 'person1',
    category: 'adult',
    unitPrice: price,
    count: 1,
    amount: price,
  };
  const guests = lodgingGuests(input.adultPax, children);
  return {
    kind: 'rentacar',
    app: 'rentacar',
    lang,
    ids: { carId },
    productName: `${car.carClass.name} (${car.office.name})`,
    startDate: pickupDate,
    endDate: returnDate,
    nights: 0,
    rental: chosen.rental,
    transport: null,
    party: snapshot(input, guests, [], null, () => 'adult'),
    choices: null,
    rows: [row],
    total: chosen.total,
    stock: car.rental.stock,
    claims: [
      ...dates.map((date) => ({ table: 'rentacar_day' as const, itemId: carId, date, quantity: 1 })),
      ...chosen.claims,
    ],
    policy: cancellationPolicy('rentacar', pickupDate),
    coupon: {
      tourType: '',
      targetSystemGrpType: '5',
      product: {},
      rentacarCode: carId,
      areaCode: car.office.area3Code,
    },
  };
}

/**
 * Prices a booking request from the database `db` (a transaction while booking). `book`: the code
 * book (reference data: names, child rates) when the caller has it already (a transaction would
 * otherwise read it anew, its cache being per database handle).
 */
export async function priceBooking(
  db: Kysely<Database>,
  input: QuoteInput,
  today: string,
  book?: CodeBook,
): Promise<PricedBooking> {
  const children = input.children ?? [];
  if (input.kind !== 'tour' && hasTourChoices(input)) {
    invalid('stays, transports, roomAssigns and includeOptionals are for tours');
  }
  if (
    input.kind !== 'rentacar' &&
    (input.rentalOptions !== undefined || input.returnOfficeCode !== undefined)
  ) {
    invalid('rentalOptions and returnOfficeCode are for rental cars');
  }
  if (input.adultPax + children.length < 1) cannotBook('party is empty');
  switch (input.kind) {
    case 'tour':
      return priceTour(db, input, today);
    case 'yado':
      return priceYado(db, input, today, book);
    case 'dp':
      return priceDp(db, input, today, book);
    case 'optional':
      return priceOptional(db, input, today);
    case 'rentacar':
      return priceRentacar(db, input, today);
  }
}
