/**
 * The party of a tour's detail page (spec §5 people and room messages; §3 room assignment counts,
 * optional activity entry): the tour's limits fed to the domain's checks, the room assignment and
 * the optional activities' amounts. No rule is decided here: validatePartySelection,
 * validateRoomAssignment, childGuestCategory, guestPaxCategory and totalPrice are the domain's.
 * Pure and client-safe (tested).
 */
import {
  EMPTY_ROOM_ASSIGN,
  childGuestCategory,
  conditionChildToParam,
  guestPaxCategory,
  roomAssignOf,
  sumRoomAssigns,
  totalPrice,
  conditionAdults,
  conditionPaxPerRoom,
  partyModalNotes,
  validatePartySelection,
  validateRoomAssignment,
  type CarrierGroupOrMixed,
  type ChildSelection,
  type PartyTransport,
  type PartySelectionInput,
  type PaxMessage,
  type PaxNoteKey,
  type RoomAssignCounts,
  type RoomPaxKey,
  type SearchCondition,
} from '@tabiyori/domain';
import type { PartyDraft } from '@/lib/search/party';

/** The transport of a tour for the party checks, by its approach type. */
export function tourTransport(approachType: string): PartyTransport {
  if (approachType === 'air') return 'air';
  if (approachType === 'train' || approachType === 'extrain') return 'train';
  if (approachType === '01') return 'ship';
  return 'none';
}

/** What the tour and the chosen departure limit (from the tour, its default plan and the day's stock). */
export interface TourPartyLimits {
  transport: PartyTransport;
  /** The tour has at least one night. */
  lodging: boolean;
  carrierGroup: string | null;
  /** Departure date YYYYMMDD (ANA's date switch), when chosen. */
  goDate?: string;
  /** Default plan's guests with a bed per room. */
  minPaxPerRoom?: number;
  maxPaxPerRoom?: number;
  /** Seats left on the chosen day. */
  maxSeatCount?: number;
}

/**
 * The limits of a tour on a departure: its transport and nights, the carrier of the day's
 * condition (else the tour's), the default plan's occupancy and the day's seats left.
 */
export function tourPartyLimits(
  tour: { approachType: string; nights: number; carrierGroup: string | null },
  day: {
    goDate: string | null;
    carrierGroup?: string | null | undefined;
    plan?: { minPax: number | null; maxPax: number | null } | undefined;
    seats?: number | undefined;
  },
): TourPartyLimits {
  const plan = day.plan;
  return {
    transport: tourTransport(tour.approachType),
    lodging: tour.nights > 0,
    carrierGroup: day.carrierGroup ?? tour.carrierGroup,
    ...(day.goDate ? { goDate: day.goDate } : {}),
    ...(plan?.minPax != null ? { minPaxPerRoom: plan.minPax } : {}),
    ...(plan?.maxPax != null ? { maxPaxPerRoom: plan.maxPax } : {}),
    ...(day.seats !== undefined ? { maxSeatCount: day.seats } : {}),
  };
}

const CARRIER_GROUPS = new Set(['ANA', 'JAL', 'SKY', 'other', '']);

function carrierGroupOf(value: string | null): CarrierGroupOrMixed | undefined {
  return value !== null && CARRIER_GROUPS.has(value) ? (value as CarrierGroupOrMixed) : undefined;
}

function selectionInput(draft: PartyDraft, limits: TourPartyLimits): PartySelectionInput {
  const carrierGroup = carrierGroupOf(limits.carrierGroup);
  return {
    adultPax: draft.adultPax,
    childPax: draft.children,
    roomCount: draft.roomCount,
    lodging: limits.lodging,
    transport: limits.transport,
    ...(carrierGroup !== undefined ? { carrierGroup } : {}),
    ...(limits.goDate ? { boardingDate: limits.goDate } : {}),
    ...(limits.lodging && limits.minPaxPerRoom != null ? { minPaxPerRoom: limits.minPaxPerRoom } : {}),
    ...(limits.lodging && limits.maxPaxPerRoom != null ? { maxPaxPerRoom: limits.maxPaxPerRoom } : {}),
    ...(limits.maxSeatCount != null && limits.transport !== 'none'
      ? { maxSeatCount: limits.maxSeatCount }
      : {}),
  };
}

/** Every spec §5 people-and-room message the party violates on this tour (domain validatePartySelection). */
export function tourPartyMessages(draft: PartyDraft, limits: TourPartyLimits): PaxMessage[] {
  return validatePartySelection(selectionInput(draft, limits));
}

/** The people modal's standing notes for this tour (domain partyModalNotes, spec §5 modal wording). */
export function tourPartyNotes(draft: PartyDraft, limits: TourPartyLimits): PaxMessage<PaxNoteKey>[] {
  return partyModalNotes(selectionInput(draft, limits));
}

/** A child's lodging category (domain childGuestCategory), or null while the age is not chosen. */
export function childCategory(child: ChildSelection): RoomPaxKey | null {
  if (child.age === null) return null;
  return childGuestCategory({ age: child.age, useBed: child.useBed, isSchoolChild: child.isSchoolChild });
}

/** The party's children per lodging category, in category order. */
export function childCategoryCounts(draft: PartyDraft): Partial<Record<RoomPaxKey, number>> {
  const counts: Partial<Record<RoomPaxKey, number>> = {};
  for (const child of draft.children) {
    const category = childCategory(child);
    if (category) counts[category] = (counts[category] ?? 0) + 1;
  }
  return counts;
}

/** The categories a room-assignment form offers: adults as male and female, then the party's children. */
export function roomAssignCategories(draft: PartyDraft): RoomPaxKey[] {
  const children = Object.keys(childCategoryCounts(draft)) as RoomPaxKey[];
  return ['male', 'female', ...children.sort()];
}

/** An empty assignment of `rooms` rooms (nothing entered yet). */
export function emptyRoomAssigns(rooms: number): (RoomAssignCounts | null)[] {
  return Array.from({ length: rooms }, () => null);
}

/** One room's count of a category changed (never below 0); an untouched room starts from zero. */
export function changeRoomAssign(
  rooms: readonly (RoomAssignCounts | null)[],
  index: number,
  key: RoomPaxKey,
  delta: number,
): (RoomAssignCounts | null)[] {
  return rooms.map((room, i) => {
    if (i !== index) return room;
    const base = room ?? EMPTY_ROOM_ASSIGN;
    return roomAssignOf({ ...base, [key]: Math.max(0, base[key] + delta) });
  });
}

/**
 * Every spec §5 message of the room assignment (domain validateRoomAssignment): travellers not
 * placed, totals that do not match the party, train seat users beyond those lodging, and each
 * room's own checks against the default plan's occupancy.
 */
export function tourRoomAssignMessages(
  draft: PartyDraft,
  rooms: readonly (RoomAssignCounts | null)[],
  limits: TourPartyLimits,
): PaxMessage[] {
  const roomLimits = {
    ...(limits.minPaxPerRoom != null ? { minPax: limits.minPaxPerRoom } : {}),
    ...(limits.maxPaxPerRoom != null ? { maxPax: limits.maxPaxPerRoom } : {}),
  };
  return validateRoomAssignment({
    party: { adults: draft.adultPax, children: draft.children.length },
    rooms: rooms.map((assign) => ({ assign, limits: roomLimits })),
    ...(limits.transport === 'train'
      ? { trainSeatUsers: draft.adultPax + draft.children.filter((c) => c.useSeat).length }
      : {}),
  });
}

/** True when every room has been filled in (the assignment is then sent to the booking page). */
export function isRoomAssignComplete(
  rooms: readonly (RoomAssignCounts | null)[],
): rooms is RoomAssignCounts[] {
  return rooms.length > 0 && rooms.every((r) => r !== null);
}

/**
 * Who takes part in an optional activity, as its ten counts: the room assignment's sum when it has
 * been entered (it knows who is male or female); otherwise the adults are written as male, the
 * category the optional price treats the same (both are adults, spec §3).
 */
export function optionalAmountOf(
  draft: PartyDraft,
  rooms: readonly (RoomAssignCounts | null)[],
): RoomAssignCounts {
  if (isRoomAssignComplete(rooms)) return sumRoomAssigns(rooms);
  return roomAssignOf({ male: draft.adultPax, ...childCategoryCounts(draft) });
}

/**
 * The price of an optional activity for the party (spec §9 total = Σ price × pax; domain
 * totalPrice): adults at person1, school children at person6, preschoolers at person9 (the pax
 * categories of domain guestPaxCategory). Null when a category the party has is not sold.
 */
export function optionalPartyPrice(
  prices: { person1: number; person6: number | null; person9: number | null },
  draft: PartyDraft,
): number | null {
  const pax = { adult: draft.adultPax, child: 0, infant: 0 };
  for (const child of draft.children) {
    const category = childCategory(child);
    if (category) pax[guestPaxCategory(category)] += 1;
  }
  const price = { adult: prices.person1, child: prices.person6, infant: prices.person9 };
  if ((pax.child > 0 && price.child === null) || (pax.infant > 0 && price.infant === null)) return null;
  return totalPrice({
    adult: { price: price.adult, pax: pax.adult },
    child: { price: price.child ?? 0, pax: pax.child },
    infant: { price: price.infant ?? 0, pax: pax.infant },
  });
}

/** The condition's children as child params (`8-b1s1sc1`, spec §5) for GET /v1/totalPriceForAll. */
export function childParamsOf(condition: SearchCondition): string[] {
  return condition.childPax.map(conditionChildToParam);
}

/** The party's adults: adultPax, else people per room × rooms. */
export function adultsOf(condition: SearchCondition): number {
  return conditionAdults(condition);
}

/** People per room of the party for the tour's prices: bed users spread over the rooms, rounded up. */
export function paxPerRoomOf(condition: SearchCondition): number {
  return conditionPaxPerRoom(condition);
}

/** True when two drafts are the same party (field by field: key order differs between sources). */
export function sameParty(a: PartyDraft, b: PartyDraft): boolean {
  return (
    a.roomCount === b.roomCount &&
    a.adultPax === b.adultPax &&
    a.children.length === b.children.length &&
    a.children.every((c, i) => {
      const d = b.children[i];
      return (
        d !== undefined &&
        c.age === d.age &&
        c.useBed === d.useBed &&
        c.useSeat === d.useSeat &&
        c.isSchoolChild === d.isSchoolChild
      );
    })
  );
}
