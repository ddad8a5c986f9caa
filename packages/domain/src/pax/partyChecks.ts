/**
 * People-and-room checks of the people/room selection modal (spec §5 "People and room messages",
 * spec §9 "Max 9 people selectable", "Seat-less children ratio 2 per seated person").
 * Every check returns messages (`{ key, n }`), never throws; validatePartySelection runs them all.
 *
 * Decisions (what a Japanese OTA does; each one is tested):
 * - Everyone counts toward the 9 (adults and all children, lap infants included).
 * - Each room needs an adult: fewer adults than rooms → adultRequired (n 1).
 * - Elementary-school children (isSchoolChild) always take a bed at a lodging and a seat on any
 *   transport; on a plane every child from the carrier's minimum child age needs a seat. A child
 *   without what they need, or with an age outside 0–17, is an invalid category.
 * - Plan limits are per room (planMinPaxes / planMaxPaxes of spec §3) and count guests with a bed
 *   (添い寝 children do not count toward a Japanese room's occupancy); the modal multiplies them by
 *   the room count. Without lodging everyone counts. The airline's maximum counts everyone.
 * - Seat-less rules by transport: air — children under the minimum child age without a seat sit on
 *   laps, at most one per adult (lapChildrenExceedAdults, n = oldest lap age); train — JR lets up to
 *   2 preschool children ride without a seat per seated passenger (seatlessChildrenPerSeated);
 *   ship and bus — one seat-less preschool child per adult (oneChildPerAdult), as Japanese ferries
 *   and highway buses carry one free infant per adult.
 * - childOptionMode 'coSleepOrSeat' (products that sell a child either as 添い寝 — no bed, no seat — or
 *   with seat and bed): seat without bed → extraBedAndSeatBoth; bed without seat → chooseExtraBedOrSeat.
 * - A child whose age is not selected yet gives selectChildAge and is left out of the age-based checks.
 * Order of the result: the order of PARTY_CHECK_ORDER; identical messages appear once.
 */
import { airlineRule, lapInfantMaxAge, type AirlineRule, type CarrierGroupOrMixed } from './airline';
import { countBeds } from './bedCount';
import { MAX_CHILD_AGE } from './childParam';
import { dedupePaxMessages, type PaxMessage, type PaxNoteKey } from './messages';

/** Spec §9: Max 9 people selectable. */
export const MAX_SELECTABLE_PAX = 9;
/** Spec §9: seat-less children ratio 2 per seated person (train). */
export const SEATLESS_CHILDREN_PER_SEATED = 2;

/** Transport of the product: approachType air → 'air', train/extrain → 'train', '01' → 'ship', '00' → 'none'. */
export type PartyTransport = 'air' | 'train' | 'ship' | 'bus' | 'none';
export type ChildOptionMode = 'independent' | 'coSleepOrSeat';

/** A child as chosen in the modal: the child detail of spec §3 with the age possibly not chosen yet. */
export interface ChildSelection {
  age: number | null;
  useBed: boolean;
  useSeat: boolean;
  isSchoolChild: boolean;
}

export interface PartySelectionInput {
  adultPax: number;
  childPax: readonly ChildSelection[];
  /** Default 1. */
  roomCount?: number;
  /** Whether the product includes a stay (tour, dp, yado); default true. */
  lodging?: boolean;
  /** Default 'none'. */
  transport?: PartyTransport;
  /** Carrier group of the flights (air only); default '' (mixed/unknown → strictest rule). */
  carrierGroup?: CarrierGroupOrMixed;
  /** First boarding day YYYYMMDD, for ANA's date switch. */
  boardingDate?: string;
  /** Plan's minimum guests with a bed per room. */
  minPaxPerRoom?: number;
  /** Plan's maximum guests with a bed per room. */
  maxPaxPerRoom?: number;
  /** Most guests with a bed in the booking (stock / plan). */
  maxBedCount?: number;
  /** Most seat users in the booking (transport stock). */
  maxSeatCount?: number;
  /** Default 'independent'. */
  childOptionMode?: ChildOptionMode;
}

interface Party {
  adults: number;
  children: readonly ChildSelection[];
  rooms: number;
  lodging: boolean;
  transport: PartyTransport;
  rule: AirlineRule;
  input: PartySelectionInput;
}

function partyOf(input: PartySelectionInput): Party {
  return {
    adults: input.adultPax,
    children: input.childPax,
    rooms: Math.max(1, input.roomCount ?? 1),
    lodging: input.lodging ?? true,
    transport: input.transport ?? 'none',
    rule: airlineRule(input.carrierGroup ?? '', input.boardingDate),
    input,
  };
}

/** One check of the modal: the same input as validatePartySelection, the messages it violates. */
export type PartyCheck = (input: PartySelectionInput) => PaxMessage[];

const check =
  (rule: (party: Party) => PaxMessage[]): PartyCheck =>
  (input) =>
    rule(partyOf(input));

const totalPax = (p: Party) => p.adults + p.children.length;
/** Spec §5 bed count (bedCount.ts) at a lodging; without lodging everyone counts. */
const bedUsers = (p: Party) =>
  p.lodging ? countBeds({ adultPax: p.adults, childPax: p.children }).bedCount : totalPax(p);
const seatUsers = (p: Party) => p.adults + p.children.filter((c) => c.useSeat).length;
const seatlessPreschoolers = (p: Party) => p.children.filter((c) => !c.isSchoolChild && !c.useSeat).length;

function needsSeat(child: ChildSelection, p: Party): boolean {
  if (p.transport === 'none') return false;
  if (p.transport === 'air') return child.age != null && child.age >= p.rule.minChildAge;
  return child.isSchoolChild;
}

function isValidAge(age: number | null): boolean {
  return age == null || (Number.isInteger(age) && age >= 0 && age <= MAX_CHILD_AGE);
}

const when = (violated: boolean, message: PaxMessage): PaxMessage[] => (violated ? [message] : []);

export const checkChildAgesSelected = check((p) =>
  when(
    p.children.some((c) => c.age == null),
    { key: 'selectChildAge' },
  ),
);

export const checkMaxSelectable = check((p) =>
  when(totalPax(p) > MAX_SELECTABLE_PAX, { key: 'maxSelectable', n: MAX_SELECTABLE_PAX }),
);

export const checkAdultPerRoom = check((p) => when(p.adults < p.rooms, { key: 'adultRequired', n: 1 }));

export const checkChildCategories = check((p) =>
  when(
    !Number.isInteger(p.adults) ||
      p.adults < 0 ||
      p.children.some(
        (c) =>
          !isValidAge(c.age) ||
          (needsSeat(c, p) && !c.useSeat) ||
          (p.lodging && c.isSchoolChild && !c.useBed),
      ),
    { key: 'invalidCategory' },
  ),
);

export const checkCoSleepOrSeatChoice = check((p) => {
  if (p.input.childOptionMode !== 'coSleepOrSeat' || !p.lodging || p.transport === 'none') return [];
  return [
    ...when(
      p.children.some((c) => !c.useBed && c.useSeat),
      { key: 'extraBedAndSeatBoth' },
    ),
    ...when(
      p.children.some((c) => c.useBed && !c.useSeat),
      { key: 'chooseExtraBedOrSeat' },
    ),
  ];
});

export const checkBookableRange = check((p) => {
  const { minPaxPerRoom, maxPaxPerRoom } = p.input;
  const counted = bedUsers(p);
  const messages: PaxMessage[] = [];
  if (minPaxPerRoom != null && counted < minPaxPerRoom * p.rooms) {
    messages.push({ key: 'bookableMin', n: minPaxPerRoom * p.rooms });
  }
  if (maxPaxPerRoom != null && counted > maxPaxPerRoom * p.rooms) {
    messages.push({ key: 'bookableMax', n: maxPaxPerRoom * p.rooms });
  }
  if (p.transport === 'air' && totalPax(p) > p.rule.maxPax) {
    messages.push({ key: 'bookableMax', n: p.rule.maxPax });
  }
  return messages;
});

export const checkBeddingUsers = check((p) => {
  const max = p.input.maxBedCount;
  return max != null && p.lodging && bedUsers(p) > max ? [{ key: 'beddingUsersMax', n: max }] : [];
});

export const checkSeatUsers = check((p) => {
  const max = p.input.maxSeatCount;
  return max != null && p.transport !== 'none' && seatUsers(p) > max ? [{ key: 'seatUsersMax', n: max }] : [];
});

export const checkCoSleepers = check((p) =>
  when(p.lodging && p.children.filter((c) => !c.useBed).length > bedUsers(p), {
    key: 'extraBedChildrenExceedBedUsers',
  }),
);

export const checkLapChildren = check((p) => {
  if (p.transport !== 'air') return [];
  const lap = p.children.filter((c) => c.age != null && c.age < p.rule.minChildAge && !c.useSeat).length;
  return when(lap > p.adults, { key: 'lapChildrenExceedAdults', n: lapInfantMaxAge(p.rule) });
});

export const checkSeatlessPerSeated = check((p) =>
  when(p.transport === 'train' && seatlessPreschoolers(p) > SEATLESS_CHILDREN_PER_SEATED * seatUsers(p), {
    key: 'seatlessChildrenPerSeated',
    n: SEATLESS_CHILDREN_PER_SEATED,
  }),
);

export const checkOneChildPerAdult = check((p) =>
  when((p.transport === 'ship' || p.transport === 'bus') && seatlessPreschoolers(p) > p.adults, {
    key: 'oneChildPerAdult',
  }),
);

/** The stable order in which validatePartySelection reports. */
export const PARTY_CHECK_ORDER: readonly PartyCheck[] = [
  checkChildAgesSelected,
  checkMaxSelectable,
  checkAdultPerRoom,
  checkChildCategories,
  checkCoSleepOrSeatChoice,
  checkBookableRange,
  checkBeddingUsers,
  checkSeatUsers,
  checkCoSleepers,
  checkLapChildren,
  checkSeatlessPerSeated,
  checkOneChildPerAdult,
];

/** Every violated message of the people/room modal, in PARTY_CHECK_ORDER; [] when the party is bookable. */
export function validatePartySelection(input: PartySelectionInput): PaxMessage[] {
  return dedupePaxMessages(PARTY_CHECK_ORDER.flatMap((run) => run(input)));
}

/** Notes the modal shows under the people inputs (spec §5 modal wording), in display order. */
export function partyModalNotes(input: PartySelectionInput): PaxMessage<PaxNoteKey>[] {
  const party = partyOf(input);
  const notes: PaxMessage<PaxNoteKey>[] = [];
  if (party.lodging) notes.push({ key: 'noteCoSleepingWithinBedUsers' });
  if (party.lodging && input.maxBedCount != null)
    notes.push({ key: 'noteMaxBedCount', n: input.maxBedCount });
  if (party.transport !== 'none' && input.maxSeatCount != null) {
    notes.push({ key: 'noteMaxSeatCount', n: input.maxSeatCount });
  }
  if (party.transport === 'air') notes.push({ key: 'noteSeatlessInfantsWithinAdults' });
  return notes;
}
