/**
 * A tour booking with the traveller's choices (issue 18 item 1), priced from the database:
 *
 * - stays: the hotel and plan of each stay, among those the tour offers on the departure (the
 *   tour's tourCondition: default plans for escorted tours, else every plan of the tour's hotels in
 *   the stay's area); a stay not chosen is its lowest default plan, as in the tour's own price;
 * - transports: the service of each leg (the least convenient is included; domain
 *   transportSurcharges); a leg not chosen is its included service;
 * - roomAssigns: the spec §3 room assignment (spec §5 ten-count strings, 'roomAssign: … is invalid'),
 *   holding exactly the party, each room checked by the spec §5 people-and-room rules against the
 *   first stay's plan; each room is priced at its own occupancy;
 * - includeOptionals: optional activities of the trip's days in the same booking (spec §5
 *   INVALID_OPTIONAL_AMOUNT_FORMAT, 'No optionalGroupId found'), their places taken with the tour's
 *   seats, their rows kept apart from the tour's passenger rows (a coupon judges the tour's rows).
 *
 * The per-adult price at k people per room is the domain's tourAdultPrice; the party's price is the
 * tour's partyPrice with the traveller's placement. Every failure is an ApiFailure: 400 BKE800
 * (malformed), 400 BKE804 (not offered, party rules), 409 BKE801 (no places left).
 */
import {
  addDays,
  amountWithinParty,
  bookingPriceRows,
  dedupePaxMessages,
  groupOptionalsByGroupId,
  guestsOfRoomAssigns,
  optionalAmountGuests,
  parseOptionalAmount,
  parseRoomAssign,
  paxMessageText,
  PaxFormatError,
  roomFitsOccupancy,
  roomPaxTotal,
  sameCategories,
  tourAdultPrice,
  transportSurcharges,
  validateRoomAssignment,
  type BookingPriceRow,
  type DisplayLang,
  type PartyGuest,
  type PaxMessage,
  type RoomAssignCounts,
  type TransportLegKind,
} from '@tabiyori/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiFailure } from '../../errors';
import type { TourChoicesView } from '../../schemas/bookingChoices';
import type { TourCondition } from '../../schemas/tours';
import { stayLowest, stayPlanPart, tourCondition, type TourDoc } from '../tourDetail';
import {
  loadPlanPrices,
  partyPrice,
  paxTypeRates,
  textArray,
  TOUR_BASE_PAX_PER_ROOM,
  tourPriceModel,
  type PlanPrices,
} from '../tourPrice';
import type { OptionalEntryInput, QuoteInput } from './request';

export type { TourChoicesView };

function invalid(message: string): never {
  throw new ApiFailure(400, 'BKE800', message);
}
function cannotBook(message: string): never {
  throw new ApiFailure(400, 'BKE804', message);
}
function partyMessages(messages: PaxMessage[], lang: DisplayLang): never {
  const text = dedupePaxMessages(messages)
    .map((m) => paxMessageText(m, lang))
    .join(' / ');
  cannotBook(`party is invalid: ${text}`);
}

/** The spec §5 format rules of a request's choices, before anything is read. */
export interface ParsedChoices {
  roomAssigns: RoomAssignCounts[] | null;
  optionals: (OptionalEntryInput & { counts: RoomAssignCounts; optionalGroupId: string })[];
}

/** True when the request names any tour choice. */
export function hasTourChoices(input: QuoteInput): boolean {
  return (
    input.stays !== undefined ||
    input.transports !== undefined ||
    input.roomAssigns !== undefined ||
    input.includeOptionals !== undefined
  );
}

/**
 * Spec §5: each room assignment a ten-count string ('roomAssign: … is invalid'), each optional
 * amount too (INVALID_OPTIONAL_AMOUNT_FORMAT), each optional with its optionalGroupId ('No
 * optionalGroupId found'). 400 BKE800 with the rule's own message.
 */
export function parseTourChoices(input: QuoteInput): ParsedChoices {
  try {
    const roomAssigns = input.roomAssigns ? input.roomAssigns.map(parseRoomAssign) : null;
    const entries = input.includeOptionals ?? [];
    const groups = groupOptionalsByGroupId(entries);
    const optionals = groups.flatMap((g) =>
      g.entries.map((e) => ({
        ...e,
        optionalGroupId: g.optionalGroupId,
        counts: parseOptionalAmount(e.amount),
      })),
    );
    return { roomAssigns, optionals };
  } catch (error) {
    if (error instanceof PaxFormatError) invalid(error.message);
    throw error;
  }
}

type I18n = { ja: string; en: string };
const i18n = (value: unknown): I18n => {
  const v = (value ?? {}) as Partial<I18n>;
  const ja = typeof v.ja === 'string' ? v.ja : '';
  return { ja, en: typeof v.en === 'string' && v.en !== '' ? v.en : ja };
};

interface RawService {
  number?: unknown;
  depTime?: unknown;
  arrTime?: unknown;
}
interface RawLeg {
  type?: unknown;
  leg?: unknown;
  day?: unknown;
  depName?: unknown;
  arrName?: unknown;
  services?: unknown;
}

/** The tour's legs with each service's surcharge per person (domain transportSurcharges). */
export function tourLegs(doc: TourDoc): {
  leg: TransportLegKind;
  type: string;
  day: number;
  depName: I18n;
  arrName: I18n;
  services: { number: I18n; depTime: string; arrTime: string; surcharge: number }[];
}[] {
  const fare = typeof doc.pricing?.transportFare === 'number' ? (doc.pricing.transportFare as number) : 0;
  const entries: RawLeg[] = Array.isArray(doc.overview?.transportation) ? doc.overview.transportation : [];
  return entries.map((e) => {
    const leg: TransportLegKind = e.leg === 'return' ? 'return' : 'outbound';
    const services = (Array.isArray(e.services) ? (e.services as RawService[]) : []).map((s) => ({
      number: i18n(s.number),
      depTime: typeof s.depTime === 'string' ? s.depTime : '',
      arrTime: typeof s.arrTime === 'string' ? s.arrTime : '',
    }));
    const surcharges = transportSurcharges(
      leg,
      services.map((s) => s.depTime),
      fare,
    );
    return {
      leg,
      type: typeof e.type === 'string' ? e.type : '',
      day: typeof e.day === 'number' ? e.day : 1,
      depName: i18n(e.depName),
      arrName: i18n(e.arrName),
      services: services.map((s, i) => ({ ...s, surcharge: surcharges[i] ?? 0 })),
    };
  });
}

function chosenTransports(doc: TourDoc, input: QuoteInput, goDate: string): TourChoicesView['transports'] {
  const legs = tourLegs(doc);
  for (const choice of input.transports ?? []) {
    const leg = legs.find((l) => l.leg === choice.leg);
    if (!leg || choice.service >= leg.services.length) invalid('transports is invalid');
  }
  if (new Set((input.transports ?? []).map((c) => c.leg)).size !== (input.transports ?? []).length) {
    invalid('transports is invalid');
  }
  return legs.flatMap((leg) => {
    if (leg.services.length === 0) return [];
    const asked = input.transports?.find((c) => c.leg === leg.leg)?.service;
    const included = leg.services.findIndex((s) => s.surcharge === 0);
    const index = asked ?? Math.max(0, included);
    const s = leg.services[index]!;
    return [
      {
        leg: leg.leg,
        type: leg.type,
        date: addDays(goDate, leg.day - 1),
        service: index,
        number: s.number,
        depName: leg.depName,
        arrName: leg.arrName,
        depTime: s.depTime,
        arrTime: s.arrTime,
        surcharge: s.surcharge,
      },
    ];
  });
}

interface StayPlan {
  stayIndex: number;
  relativeDate: number;
  nights: number;
  hotelId: string;
  planId: string | null;
  roomId: string | null;
  minPax: number;
  maxPax: number;
}

/** The asked stays, each checked against the tour's offer on the departure. */
function askedStays(condition: TourCondition, input: QuoteInput): StayPlan[] {
  return condition.stays.map((stay, stayIndex) => {
    const asked = input.stays?.find((s) => s.relativeDate === stay.relativeDate);
    if (!asked) {
      return {
        stayIndex,
        relativeDate: stay.relativeDate,
        nights: stay.nights,
        hotelId: stay.defaultHotelId,
        planId: null,
        roomId: null,
        minPax: 1,
        maxPax: 9,
      };
    }
    const plan = stay.hotels
      .find((h) => h.hotelId === asked.hotelId)
      ?.plans.find((p) => p.planId === asked.planId);
    if (!plan) cannotBook('the hotel or plan is not offered by this tour on this date');
    return {
      stayIndex,
      relativeDate: stay.relativeDate,
      nights: stay.nights,
      hotelId: asked.hotelId,
      planId: asked.planId,
      roomId: asked.roomId ?? null,
      minPax: plan.minPax,
      maxPax: plan.maxPax,
    };
  });
}

export interface PricedTourChoices {
  guests: PartyGuest[];
  guestTotals: number[];
  occupancy: number[];
  roomAssigns: RoomAssignCounts[] | null;
  choices: TourChoicesView;
  optionalClaims: { itemId: string; date: string; quantity: number }[];
}

/**
 * Prices a tour with the traveller's choices on goDate for `party` (the request's lodging guests).
 * `parsed`: parseTourChoices of the request (format rules already passed).
 */
export async function priceTourChoices(
  db: Kysely<Database>,
  args: {
    tourId: string;
    goDate: string;
    endDate: string;
    doc: TourDoc;
    input: QuoteInput;
    parsed: ParsedChoices;
    party: PartyGuest[];
    lang: DisplayLang;
    transportIsTrain: boolean;
  },
): Promise<PricedTourChoices> {
  const { tourId, goDate, doc, input, parsed, party, lang } = args;
  const roomCount = input.roomCount ?? 1;
  const condition = await tourCondition(db, tourId, { goDate, lang });
  if (!condition.priceStock || !(condition.priceStock.priceFrom > 0))
    cannotBook('the tour is not sold on this date');
  const stays = askedStays(condition, input);
  if ((input.stays ?? []).length !== stays.filter((s) => s.planId !== null).length)
    invalid('stays is invalid');

  const model = tourPriceModel(doc);
  const lastNight = Math.max(0, ...model.stays.map((s) => s.relativeDate + s.nights - 1));
  const chosenIds = stays.flatMap((s) => (s.planId ? [s.planId] : []));
  const prices: PlanPrices = await loadPlanPrices(
    db,
    [...model.stays.flatMap((s) => s.planIds), ...chosenIds],
    goDate,
    addDays(goDate, lastNight),
  );
  const nightsOf = (s: { relativeDate: number; nights: number }) =>
    Array.from({ length: s.nights }, (_, n) => addDays(goDate, s.relativeDate + n));
  const transports = chosenTransports(doc, input, goDate);
  const transportSurcharge = transports.reduce((sum, t) => sum + t.surcharge, 0);
  const priceFrom = condition.priceStock.priceFrom;

  const stayParts = (k: number, only?: number) =>
    model.stays.map((ms, i) => {
      const dates = nightsOf(ms);
      const lowest = stayLowest(prices, ms.planIds, dates, k);
      const chosen = stays[i];
      const useChosen = chosen?.planId && (only === undefined || only === i);
      const part = useChosen
        ? k < chosen.minPax || k > chosen.maxPax
          ? null
          : stayPlanPart(prices, chosen.planId!, dates, k)
        : lowest;
      return { chosen: part, lowestAtBase: stayLowest(prices, ms.planIds, dates, TOUR_BASE_PAX_PER_ROOM) };
    });
  const adultAt = (k: number) =>
    tourAdultPrice({ priceFrom, hotelFactor: model.hotelFactor, stays: stayParts(k), transportSurcharge });

  // Guests: the room assignment's when given (it must hold exactly the party), else the party's.
  let guests = party;
  let placement: number[] | undefined;
  if (parsed.roomAssigns) {
    if (parsed.roomAssigns.length !== roomCount) {
      cannotBook(`roomAssigns has ${parsed.roomAssigns.length} rooms, the booking ${roomCount}`);
    }
    const placed = guestsOfRoomAssigns(parsed.roomAssigns);
    const first = stays[0];
    const limits = first?.planId ? { minPax: first.minPax, maxPax: first.maxPax } : {};
    const adults = party.filter((g) => g.category === 'male' || g.category === 'female').length;
    const messages = validateRoomAssignment({
      party: { adults, children: party.length - adults },
      rooms: parsed.roomAssigns.map((assign) => ({ assign, limits })),
      ...(args.transportIsTrain
        ? { trainSeatUsers: adults + (input.children ?? []).filter((c) => c.useSeat).length }
        : {}),
    });
    if (!sameCategories(placed.guests, party)) messages.push({ key: 'totalMismatch' });
    if (messages.length > 0) partyMessages(messages, lang);
    guests = placed.guests;
    placement = placed.placement;
  }
  const rates = await paxTypeRates(db);
  const price = partyPrice(
    guests,
    roomCount,
    (k) => {
      const p = adultAt(k);
      return p === null ? null : { priceFrom: p, priceTo: p };
    },
    rates,
    lang,
    placement,
  );
  if (!price) cannotBook('the tour is not sold for this room occupancy with these choices');

  // Per adult at the first room's occupancy: what each chosen stay adds (the others at their lowest).
  const k0 = price.occupancy[0] ?? TOUR_BASE_PAX_PER_ROOM;
  const base0 = tourAdultPrice({
    priceFrom,
    hotelFactor: model.hotelFactor,
    stays: stayParts(k0, -1),
    transportSurcharge: 0,
  });
  const names = await stayNames(db, stays);
  const planIdOf = (s: StayPlan, i: number) =>
    s.planId ?? lowestPlanAt(prices, model.stays[i]?.planIds ?? [], nightsOf(s), k0);
  const roomsOf = await planRooms(db, stays.map(planIdOf));
  const stayViews: TourChoicesView['stays'] = stays.map((s, i) => {
    const withOne = tourAdultPrice({
      priceFrom,
      hotelFactor: model.hotelFactor,
      stays: stayParts(k0, i),
      transportSurcharge: 0,
    });
    const planId = planIdOf(s, i);
    const room = stayRoom(roomsOf.get(planId) ?? [], s.roomId, price.occupancy);
    return {
      relativeDate: s.relativeDate,
      checkinDate: addDays(goDate, s.relativeDate),
      nights: s.nights,
      hotelId: s.hotelId,
      hotelName: names.hotels.get(s.hotelId) ?? { ja: s.hotelId, en: s.hotelId },
      planId,
      planName: names.plans.get(planId) ?? { ja: '', en: '' },
      ...room,
      isDefault: s.planId === null,
      perAdultDifference: s.planId && withOne !== null && base0 !== null ? withOne - base0 : 0,
    };
  });
  const optionals = await pricedOptionals(db, condition, parsed, guests, goDate, args.endDate, lang);
  return {
    guests,
    guestTotals: price.guestTotals,
    occupancy: price.occupancy,
    roomAssigns: parsed.roomAssigns,
    choices: {
      stays: stayViews,
      transports,
      roomAssigns: parsed.roomAssigns ? parsed.roomAssigns.map((r) => ({ ...r })) : null,
      optionals: optionals.views,
      optionalTotal: optionals.views.reduce((s, o) => s + o.total, 0),
    },
    optionalClaims: optionals.claims,
  };
}

/** The default plan a stay gets: its lowest default plan at k (the first listed on a tie). */
function lowestPlanAt(prices: PlanPrices, planIds: readonly string[], dates: string[], k: number): string {
  let best: { id: string; sum: number } | null = null;
  for (const id of planIds) {
    const sum = stayPlanPart(prices, id, dates, k);
    if (sum !== null && (!best || sum < best.sum)) best = { id, sum };
  }
  return best?.id ?? planIds[0] ?? '';
}

type TourRoomType = TourChoicesView['stays'][number]['roomTypes'][number];

/** The room types of each plan, in the plan's order. */
async function planRooms(
  db: Kysely<Database>,
  planIds: readonly string[],
): Promise<Map<string, Omit<TourRoomType, 'fits'>[]>> {
  const out = new Map<string, Omit<TourRoomType, 'fits'>[]>();
  const ids = [...new Set(planIds.filter(Boolean))];
  if (ids.length === 0) return out;
  const { rows } = await sql<{
    plan_id: string;
    room_id: string;
    capacity_min: number;
    capacity_max: number;
    name: unknown;
  }>`
    select p.plan_id, r.room_id, r.capacity_min, r.capacity_max, r.doc->'name' as name
    from plan p cross join lateral unnest(p.room_ids) with ordinality as u(room_id, position)
      join room r on r.room_id = u.room_id
    where p.plan_id = any(${textArray(ids)})
    order by p.plan_id, u.position`.execute(db);
  for (const row of rows) {
    const name = i18n(row.name);
    const list = out.get(row.plan_id) ?? [];
    list.push({
      roomId: row.room_id,
      name: { ja: name.ja || row.room_id, en: name.en || row.room_id },
      capacityMin: row.capacity_min,
      capacityMax: row.capacity_max,
    });
    out.set(row.plan_id, list);
  }
  return out;
}

/**
 * The room type of a stay: the one asked (400 BKE804 when the plan does not sell it or a room of
 * the party does not fit it), else the plan's first room that fits every room's occupancy.
 */
function stayRoom(
  rooms: readonly Omit<TourRoomType, 'fits'>[],
  asked: string | null,
  occupancy: readonly number[],
): { roomId: string; roomName: I18n; roomTypes: TourRoomType[] } {
  const roomTypes = rooms.map((r) => ({ ...r, fits: roomFitsOccupancy(r, occupancy) }));
  if (asked !== null) {
    const chosen = roomTypes.find((r) => r.roomId === asked);
    if (!chosen) cannotBook('roomId is not sold by the plan');
    if (!chosen.fits) cannotBook('the room does not fit this party');
  }
  const taken = roomTypes.find((r) => r.roomId === asked) ?? roomTypes.find((r) => r.fits) ?? roomTypes[0];
  return {
    roomId: taken?.roomId ?? '',
    roomName: taken?.name ?? { ja: '', en: '' },
    roomTypes,
  };
}

async function stayNames(db: Kysely<Database>, stays: readonly StayPlan[]) {
  const hotelIds = [...new Set(stays.map((s) => s.hotelId))];
  const hotels = new Map<string, I18n>();
  const plans = new Map<string, I18n>();
  if (hotelIds.length === 0) return { hotels, plans };
  const [h, p] = await Promise.all([
    sql<{ hotel_id: string; name: unknown }>`
      select hotel_id, doc->'name' as name from hotel where hotel_id = any(${textArray(hotelIds)})`.execute(
      db,
    ),
    sql<{ plan_id: string; name: unknown }>`
      select plan_id, doc->'name' as name from plan where hotel_id = any(${textArray(hotelIds)})`.execute(db),
  ]);
  for (const row of h.rows) hotels.set(row.hotel_id, i18n(row.name));
  for (const row of p.rows) plans.set(row.plan_id, i18n(row.name));
  return { hotels, plans };
}

/** The optionals of the booking: offered on a day of the trip, within the party, places left. */
async function pricedOptionals(
  db: Kysely<Database>,
  condition: TourCondition,
  parsed: ParsedChoices,
  guests: readonly PartyGuest[],
  goDate: string,
  endDate: string,
  lang: DisplayLang,
): Promise<{ views: TourChoicesView['optionals']; claims: PricedTourChoices['optionalClaims'] }> {
  const views: TourChoicesView['optionals'] = [];
  const claims: PricedTourChoices['optionalClaims'] = [];
  if (parsed.optionals.length === 0) return { views, claims };
  const keys = new Set(parsed.optionals.map((o) => `${o.optionalId}:${o.date}`));
  if (keys.size !== parsed.optionals.length) invalid('includeOptionals is invalid');
  const ids = [...new Set(parsed.optionals.map((o) => o.optionalId))];
  const names = await sql<{ optional_id: string; name: unknown; plan_name: unknown }>`
    select optional_id, doc->'name' as name, doc->'planName' as plan_name
    from optional_activity where optional_id = any(${textArray(ids)})`.execute(db);
  const nameOf = new Map(
    names.rows.map((r) => [r.optional_id, { name: i18n(r.name), plan: i18n(r.plan_name) }]),
  );
  for (const entry of parsed.optionals) {
    const offer = condition.optionals.find((o) => o.optionalId === entry.optionalId);
    if (!offer) cannotBook('the optional activity is not offered with this tour');
    if (offer.optionalGroupId !== entry.optionalGroupId)
      cannotBook('optionalGroupId does not match the activity');
    if (entry.date < goDate || entry.date > endDate)
      cannotBook('the optional activity is not on a day of the trip');
    const day = offer.dates.find((d) => d.date === entry.date);
    if (!day) cannotBook('the optional activity is not sold on this date');
    const people = roomPaxTotal(entry.counts);
    if (people < 1) invalid('includeOptionals is invalid');
    if (!amountWithinParty(entry.counts, guests)) partyMessages([{ key: 'totalMismatch' }], lang);
    if (people < offer.minPax) partyMessages([{ key: 'bookableMin', n: offer.minPax }], lang);
    if (people > offer.maxPax) partyMessages([{ key: 'bookableMax', n: offer.maxPax }], lang);
    const priced = optionalAmountGuests(offer.prices, entry.counts);
    if (!priced) cannotBook('the activity does not sell this passenger category');
    if (day.stock < people)
      throw new ApiFailure(409, 'BKE801', `only ${day.stock} places left for the optional activity`);
    const rows: BookingPriceRow[] = bookingPriceRows('optional', priced, lang);
    const n = nameOf.get(entry.optionalId);
    views.push({
      optionalId: entry.optionalId,
      optionalGroupId: entry.optionalGroupId,
      name: n
        ? { ja: `${n.name.ja} ${n.plan.ja}`.trim(), en: `${n.name.en} ${n.plan.en}`.trim() }
        : { ja: offer.name, en: offer.name },
      date: entry.date,
      amount: { ...entry.counts },
      rows,
      total: rows.reduce((s, r) => s + r.amount, 0),
    });
    claims.push({ itemId: entry.optionalId, date: entry.date, quantity: people });
  }
  return { views, claims };
}
