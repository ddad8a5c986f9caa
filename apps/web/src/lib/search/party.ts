/**
 * The people-and-room selection (spec §3 adultPax, childPax, roomCount; §5 people and room
 * messages; §9 max 9): a draft the modal edits, checked by the domain's validatePartySelection, and
 * written back to the condition only through the domain transitions. Pure (tested).
 *
 * Children are chosen by age (0–12; adults are 中学生以上). A child of 7 or more is a school child
 * (小学生), 5 or less a preschooler; at 6 the traveller says which (年長 or 小学1年). School children
 * always use bedding at a lodging and a seat on transport, so those choices are fixed for them.
 */
import {
  MAX_SELECTABLE_PAX,
  setAdultPax,
  setChildPax,
  setRoomCount,
  validatePartySelection,
  partyModalNotes,
  type ChildSelection,
  type PartyTransport,
  type PaxMessage,
  type PaxNoteKey,
  type SearchApproachType,
  type SearchCondition,
} from '@tabiyori/domain';

/** Ages offered for a child. */
export const CHILD_AGES: readonly number[] = Array.from({ length: 13 }, (_, i) => i);
/** The age at which the traveller says whether the child is at school yet. */
export const AMBIGUOUS_SCHOOL_AGE = 6;

export interface PartyDraft {
  roomCount: number;
  adultPax: number;
  children: ChildSelection[];
}

export function schoolChildFor(age: number | null, explicit: boolean): boolean {
  if (age === null) return false;
  if (age > AMBIGUOUS_SCHOOL_AGE) return true;
  if (age < AMBIGUOUS_SCHOOL_AGE) return false;
  return explicit;
}

export function partyFromCondition(condition: SearchCondition): PartyDraft {
  const roomCount = condition.roomCount ?? 1;
  return {
    roomCount,
    adultPax: condition.adultPax ?? (condition.paxPerRoom ?? 2) * roomCount,
    children: condition.childPax.map((c) => ({
      age: c.age,
      useBed: c.useBed,
      useSeat: c.detail.useSeat,
      isSchoolChild: c.detail.isSchoolChild,
    })),
  };
}

/** The transport of a search for the party checks: none for a hotel stay, else by approach type. */
export function partyTransport(withTransport: boolean, approachType: SearchApproachType): PartyTransport {
  if (!withTransport) return 'none';
  if (approachType === 'air') return 'air';
  if (approachType === '01') return 'ship';
  if (approachType === '00') return 'none';
  return 'train';
}

/** Every §5 message the party violates (empty when it can be searched). */
export function partyMessages(draft: PartyDraft, transport: PartyTransport): PaxMessage[] {
  return validatePartySelection({
    adultPax: draft.adultPax,
    childPax: draft.children,
    roomCount: draft.roomCount,
    lodging: true,
    transport,
  });
}

/** The modal's standing notes (spec §5 modal wording). */
export function partyNotes(draft: PartyDraft, transport: PartyTransport): PaxMessage<PaxNoteKey>[] {
  return partyModalNotes({
    adultPax: draft.adultPax,
    childPax: draft.children,
    roomCount: draft.roomCount,
    lodging: true,
    transport,
  });
}

export const totalPeople = (draft: PartyDraft) => draft.adultPax + draft.children.length;

/**
 * Adds a person if the party stays within 9 (spec §9); otherwise the draft is unchanged and the
 * domain's maxSelectable message says why.
 */
export function addPerson(
  draft: PartyDraft,
  who: 'adult' | 'child',
  withTransport: boolean,
): { draft: PartyDraft; refused: PaxMessage | null } {
  const next: PartyDraft =
    who === 'adult'
      ? { ...draft, adultPax: draft.adultPax + 1 }
      : {
          ...draft,
          children: [
            ...draft.children,
            { age: null, useBed: true, useSeat: withTransport, isSchoolChild: false },
          ],
        };
  if (totalPeople(next) > MAX_SELECTABLE_PAX) {
    const refused = partyMessages(next, 'none').find((m) => m.key === 'maxSelectable') ?? {
      key: 'maxSelectable',
      n: MAX_SELECTABLE_PAX,
    };
    return { draft, refused };
  }
  return { draft: next, refused: null };
}

/** A child's choices after a change, keeping the fixed ones of school children. */
export function updateChild(
  child: ChildSelection,
  patch: Partial<ChildSelection>,
  withTransport: boolean,
): ChildSelection {
  const merged = { ...child, ...patch };
  const explicitSchool = patch.isSchoolChild ?? child.isSchoolChild;
  const isSchoolChild = schoolChildFor(merged.age, explicitSchool);
  return {
    age: merged.age,
    isSchoolChild,
    useBed: isSchoolChild ? true : merged.useBed,
    useSeat: withTransport ? (isSchoolChild ? true : merged.useSeat) : false,
  };
}

/** Room count 1–9 and never more rooms than adults can fill is the checks' call, not this one. */
export function setRooms(draft: PartyDraft, roomCount: number): PartyDraft {
  return roomCount >= 1 && roomCount <= MAX_SELECTABLE_PAX ? { ...draft, roomCount } : draft;
}

/**
 * The condition with the party, through setAdultPax / setChildPax / setRoomCount; null while a
 * child's age is missing (the condition cannot hold it).
 */
export function applyParty(condition: SearchCondition, draft: PartyDraft): SearchCondition | null {
  if (draft.children.some((c) => c.age === null)) return null;
  let next = setRoomCount(condition, draft.roomCount);
  next = setAdultPax(next, draft.adultPax);
  next = setChildPax(
    next,
    draft.children.map((c) => ({
      age: c.age ?? 0,
      useBed: c.useBed,
      detail: { useSeat: c.useSeat, isSchoolChild: c.isSchoolChild },
    })),
  );
  return next;
}
