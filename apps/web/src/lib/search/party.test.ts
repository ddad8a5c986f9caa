/**
 * Spec §3 adultPax/childPax/roomCount, §5 people-and-room messages, §9 max 9: the people modal's
 * draft, checked by the domain and written back through its transitions.
 */
import { describe, expect, it } from 'vitest';
import { createDefaultCondition, defaultConfig } from '@tabiyori/domain';
import {
  addPerson,
  applyParty,
  partyFromCondition,
  partyMessages,
  partyNotes,
  partyTransport,
  schoolChildFor,
  setRooms,
  updateChild,
  type PartyDraft,
} from './party';

const base = createDefaultCondition(defaultConfig, '20261122');

describe('the draft', () => {
  it('starts from the condition: people per room × rooms when adultPax is unset', () => {
    expect(partyFromCondition(base)).toEqual({ roomCount: 1, adultPax: 2, children: [] });
    expect(partyFromCondition({ ...base, roomCount: 2, paxPerRoom: 3 }).adultPax).toBe(6);
    expect(partyFromCondition({ ...base, adultPax: 1 }).adultPax).toBe(1);
  });

  it('refuses a tenth person with the domain message (spec §9 max 9)', () => {
    const full: PartyDraft = { roomCount: 2, adultPax: 9, children: [] };
    const adult = addPerson(full, 'adult', false);
    expect(adult.draft).toBe(full);
    expect(adult.refused).toEqual({ key: 'maxSelectable', n: 9 });
    const child = addPerson({ ...full, adultPax: 8 }, 'child', false);
    expect(child.refused).toBeNull();
    expect(child.draft.children).toHaveLength(1);
    expect(addPerson(child.draft, 'child', false).refused?.key).toBe('maxSelectable');
  });

  it('keeps room counts within 1–9', () => {
    const draft: PartyDraft = { roomCount: 1, adultPax: 2, children: [] };
    expect(setRooms(draft, 0)).toBe(draft);
    expect(setRooms(draft, 10)).toBe(draft);
    expect(setRooms(draft, 3).roomCount).toBe(3);
  });
});

describe('children', () => {
  it('reads school age from the age, asking only at 6', () => {
    expect(schoolChildFor(5, true)).toBe(false);
    expect(schoolChildFor(6, false)).toBe(false);
    expect(schoolChildFor(6, true)).toBe(true);
    expect(schoolChildFor(7, false)).toBe(true);
    expect(schoolChildFor(null, true)).toBe(false);
  });

  it('fixes bedding (and a seat with transport) for school children', () => {
    const child = { age: 4, useBed: false, useSeat: false, isSchoolChild: false };
    expect(updateChild(child, { age: 9 }, false)).toEqual({
      age: 9,
      useBed: true,
      useSeat: false,
      isSchoolChild: true,
    });
    expect(updateChild(child, { age: 9 }, true)).toEqual({
      age: 9,
      useBed: true,
      useSeat: true,
      isSchoolChild: true,
    });
    expect(updateChild(child, { useBed: false }, false).useBed).toBe(false);
  });

  it('asks for a missing age and writes nothing until it is given', () => {
    const draft: PartyDraft = {
      roomCount: 1,
      adultPax: 2,
      children: [{ age: null, useBed: true, useSeat: false, isSchoolChild: false }],
    };
    expect(partyMessages(draft, 'none').map((m) => m.key)).toContain('selectChildAge');
    expect(applyParty(base, draft)).toBeNull();
  });
});

describe('messages (spec §5)', () => {
  it('needs an adult in every room', () => {
    expect(partyMessages({ roomCount: 3, adultPax: 2, children: [] }, 'none')).toContainEqual({
      key: 'adultRequired',
      n: 1,
    });
  });

  it('does not let children sharing a bed outnumber the guests with a bed', () => {
    const noBed = { age: 2, useBed: false, useSeat: false, isSchoolChild: false };
    const draft: PartyDraft = { roomCount: 1, adultPax: 1, children: [noBed, noBed] };
    expect(partyMessages(draft, 'none').map((m) => m.key)).toContain('extraBedChildrenExceedBedUsers');
  });

  it('is empty for an ordinary party', () => {
    expect(partyMessages({ roomCount: 1, adultPax: 2, children: [] }, 'none')).toEqual([]);
  });

  it('notes the co-sleeping rule at a lodging and the lap rule on a flight', () => {
    const draft: PartyDraft = { roomCount: 1, adultPax: 2, children: [] };
    expect(partyNotes(draft, 'none').map((n) => n.key)).toEqual(['noteCoSleepingWithinBedUsers']);
    expect(partyNotes(draft, 'air').map((n) => n.key)).toContain('noteSeatlessInfantsWithinAdults');
  });

  it('checks transport only with a departure (dynamic package)', () => {
    expect(partyTransport(false, 'air')).toBe('none');
    expect(partyTransport(true, 'air')).toBe('air');
    expect(partyTransport(true, 'train')).toBe('train');
    expect(partyTransport(true, '01')).toBe('ship');
  });
});

describe('writing the party back', () => {
  it('goes through setRoomCount, setAdultPax and setChildPax', () => {
    const draft: PartyDraft = {
      roomCount: 2,
      adultPax: 3,
      children: [{ age: 8, useBed: true, useSeat: false, isSchoolChild: true }],
    };
    const next = applyParty({ ...base, page: 5 }, draft);
    expect(next).toMatchObject({
      roomCount: 2,
      adultPax: 3,
      page: 1,
      childPax: [{ age: 8, useBed: true, detail: { useSeat: false, isSchoolChild: true } }],
    });
  });
});
