import { describe, expect, it } from 'vitest';
import { ANA_RULE_SWITCH_DATE } from './airline';
import {
  checkBookableRange,
  MAX_SELECTABLE_PAX,
  partyModalNotes,
  SEATLESS_CHILDREN_PER_SEATED,
  validatePartySelection,
  type ChildSelection,
  type PartySelectionInput,
} from './partyChecks';
import { addDays } from '../calendar/japanTime';

/** Preschooler (not school child) of the given age with the given options. */
const kid = (age: number | null, useBed = false, useSeat = false): ChildSelection => ({
  age,
  useBed,
  useSeat,
  isSchoolChild: false,
});
const pupil = (age: number, useBed = true, useSeat = true): ChildSelection => ({
  age,
  useBed,
  useSeat,
  isSchoolChild: true,
});
const keys = (input: PartySelectionInput) => validatePartySelection(input).map((m) => m.key);

describe('spec §5 people/room modal: validatePartySelection', () => {
  it('a simple hotel party is valid', () => {
    expect(
      validatePartySelection({ adultPax: 2, childPax: [pupil(8), kid(4, false)], roomCount: 1 }),
    ).toEqual([]);
  });

  it("spec §5: select the child's age", () => {
    expect(validatePartySelection({ adultPax: 2, childPax: [kid(null)] })).toEqual([
      { key: 'selectChildAge' },
    ]);
  });

  it('spec §9: cannot select more than 9 (everyone counts, lap infants included)', () => {
    expect(MAX_SELECTABLE_PAX).toBe(9);
    expect(keys({ adultPax: 9, childPax: [], roomCount: 3 })).toEqual([]);
    expect(validatePartySelection({ adultPax: 8, childPax: [kid(1), kid(0)], roomCount: 4 })).toContainEqual({
      key: 'maxSelectable',
      n: 9,
    });
  });

  it('spec §5: at least 1 adult must be assigned — to every room', () => {
    expect(validatePartySelection({ adultPax: 0, childPax: [pupil(10)] })).toContainEqual({
      key: 'adultRequired',
      n: 1,
    });
    expect(keys({ adultPax: 2, childPax: [pupil(10)], roomCount: 3 })).toContain('adultRequired');
    expect(keys({ adultPax: 3, childPax: [], roomCount: 3 })).toEqual([]);
  });

  it('spec §5: invalid category — a school child without bed at a lodging, or without seat on transport', () => {
    expect(keys({ adultPax: 2, childPax: [pupil(8, false, true)] })).toEqual(['invalidCategory']);
    expect(keys({ adultPax: 2, childPax: [pupil(8, true, false)], transport: 'train' })).toEqual([
      'invalidCategory',
    ]);
    expect(keys({ adultPax: 2, childPax: [pupil(8, true, false)], transport: 'none' })).toEqual([]);
    expect(
      keys({ adultPax: 2, childPax: [pupil(8, false, true)], lodging: false, transport: 'bus' }),
    ).toEqual([]);
  });

  it('spec §5: invalid category — an air child from the minimum child age needs a seat', () => {
    const base = { adultPax: 2, transport: 'air' as const, carrierGroup: 'JAL' as const };
    expect(keys({ ...base, childPax: [kid(3, true, false)] })).toEqual(['invalidCategory']);
    expect(keys({ ...base, childPax: [kid(2, true, false)] })).toEqual([]);
    expect(keys({ ...base, carrierGroup: 'other', childPax: [kid(2, true, false)] })).toEqual([
      'invalidCategory',
    ]);
  });

  it('invalid category — ages outside 0–17, or a broken adult count', () => {
    expect(keys({ adultPax: 2, childPax: [kid(18, true)] })).toEqual(['invalidCategory']);
    expect(keys({ adultPax: 2, childPax: [kid(2.5, true)] })).toEqual(['invalidCategory']);
    expect(keys({ adultPax: 1.5, childPax: [] })).toContain('invalidCategory');
  });

  it('spec §5: extra-bed (添い寝) and seat cannot both be chosen / choose one of them (coSleepOrSeat products)', () => {
    const base = { adultPax: 2, transport: 'bus' as const, childOptionMode: 'coSleepOrSeat' as const };
    expect(keys({ ...base, childPax: [kid(4, false, true)] })).toEqual(['extraBedAndSeatBoth']);
    expect(keys({ ...base, childPax: [kid(4, true, false)] })).toEqual(['chooseExtraBedOrSeat']);
    expect(keys({ ...base, childPax: [kid(4, false, false), kid(5, true, true)] })).toEqual([]);
    // the same choices are fine where options are independent
    expect(keys({ ...base, childOptionMode: 'independent', childPax: [kid(4, false, true)] })).toEqual([]);
  });

  it('spec §5: bookable count is N or more / N or fewer — plan limits per room times rooms, bed users only', () => {
    const plan = { minPaxPerRoom: 2, maxPaxPerRoom: 3 };
    expect(validatePartySelection({ ...plan, adultPax: 1, childPax: [kid(2, false)] })).toEqual([
      { key: 'bookableMin', n: 2 },
    ]);
    expect(validatePartySelection({ ...plan, adultPax: 3, childPax: [], roomCount: 2 })).toEqual([
      { key: 'bookableMin', n: 4 },
    ]);
    expect(validatePartySelection({ ...plan, adultPax: 3, childPax: [pupil(9)] })).toEqual([
      { key: 'bookableMax', n: 3 },
    ]);
    // 添い寝 children do not count toward occupancy
    expect(keys({ ...plan, adultPax: 3, childPax: [kid(1, false)] })).toEqual([]);
  });

  it('spec §5: bookable N or fewer — the airline maximum counts everyone (JAL 6)', () => {
    const base = { transport: 'air' as const, carrierGroup: 'JAL' as const };
    expect(
      validatePartySelection({ ...base, adultPax: 4, childPax: [kid(1), kid(2)], roomCount: 2 }),
    ).toEqual([]);
    expect(
      validatePartySelection({ ...base, adultPax: 5, childPax: [kid(1), kid(2)], roomCount: 2 }),
    ).toContainEqual({ key: 'bookableMax', n: 6 });
  });

  it('spec §5: ANA date switch changes the maximum (6 before, 9 from the switch)', () => {
    const party = {
      adultPax: 7,
      childPax: [],
      roomCount: 3,
      transport: 'air' as const,
      carrierGroup: 'ANA' as const,
    };
    expect(keys({ ...party, boardingDate: ANA_RULE_SWITCH_DATE })).toEqual([]);
    expect(validatePartySelection({ ...party, boardingDate: addDays(ANA_RULE_SWITCH_DATE, -1) })).toEqual([
      { key: 'bookableMax', n: 6 },
    ]);
  });

  it('plan and airline maxima both show, the same one once', () => {
    expect(
      checkBookableRange({
        adultPax: 7,
        childPax: [],
        roomCount: 2,
        maxPaxPerRoom: 3,
        transport: 'air',
        carrierGroup: 'SKY',
      }),
    ).toEqual([
      { key: 'bookableMax', n: 6 },
      { key: 'bookableMax', n: 6 },
    ]);
    expect(
      validatePartySelection({
        adultPax: 7,
        childPax: [],
        roomCount: 2,
        maxPaxPerRoom: 3,
        transport: 'air',
        carrierGroup: 'SKY',
      }),
    ).toEqual([{ key: 'bookableMax', n: 6 }]);
  });

  it('spec §5: bedding users limited to N (guests with a bed)', () => {
    expect(
      validatePartySelection({ adultPax: 2, childPax: [pupil(7), kid(3, true)], maxBedCount: 3 }),
    ).toEqual([{ key: 'beddingUsersMax', n: 3 }]);
    expect(keys({ adultPax: 2, childPax: [pupil(7), kid(3, false)], maxBedCount: 3 })).toEqual([]);
    expect(keys({ adultPax: 5, childPax: [], maxBedCount: 3, lodging: false })).toEqual([]);
  });

  it('spec §5: seat users limited to N (adults and children with a seat; only with transport)', () => {
    const party = { adultPax: 2, childPax: [pupil(7), kid(4, false, true), kid(1)], maxSeatCount: 3 };
    expect(validatePartySelection({ ...party, transport: 'train' })).toEqual([{ key: 'seatUsersMax', n: 3 }]);
    expect(keys({ ...party, transport: 'none' })).toEqual([]);
  });

  it('spec §5: extra-bed (添い寝) children must not exceed bed users', () => {
    expect(keys({ adultPax: 1, childPax: [kid(1), kid(3)] })).toEqual(['extraBedChildrenExceedBedUsers']);
    expect(keys({ adultPax: 1, childPax: [kid(1), kid(3), kid(5, true)] })).toEqual([]);
    expect(keys({ adultPax: 1, childPax: [kid(1), kid(3)], lodging: false })).toEqual([]);
  });

  it('spec §5: children at or below the air minimum child age sit on laps, so not more than adults', () => {
    const base = { transport: 'air' as const, carrierGroup: 'JAL' as const, lodging: false };
    expect(validatePartySelection({ ...base, adultPax: 1, childPax: [kid(0), kid(2)] })).toEqual([
      { key: 'lapChildrenExceedAdults', n: 2 },
    ]);
    // a lap-age child with a bought seat is not on a lap
    expect(keys({ ...base, adultPax: 1, childPax: [kid(0), kid(2, false, true)] })).toEqual([]);
    expect(keys({ ...base, adultPax: 2, childPax: [kid(0), kid(2)] })).toEqual([]);
    // other carriers: lap only under 2, so the message says 1歳以下
    expect(
      validatePartySelection({ ...base, carrierGroup: 'other', adultPax: 1, childPax: [kid(0), kid(1)] }),
    ).toEqual([{ key: 'lapChildrenExceedAdults', n: 1 }]);
  });

  it('spec §9: seat-less children ratio 2 per seated person (train, under elementary age)', () => {
    expect(SEATLESS_CHILDREN_PER_SEATED).toBe(2);
    const base = { transport: 'train' as const, lodging: false };
    expect(keys({ ...base, adultPax: 1, childPax: [kid(1), kid(3)] })).toEqual([]);
    expect(validatePartySelection({ ...base, adultPax: 1, childPax: [kid(1), kid(3), kid(5)] })).toEqual([
      { key: 'seatlessChildrenPerSeated', n: 2 },
    ]);
    // a seated child counts as a seated person
    expect(keys({ ...base, adultPax: 1, childPax: [kid(1), kid(3), kid(5), kid(5, false, true)] })).toEqual(
      [],
    );
  });

  it('spec §5: one adult may bring at most one (seat-less) child — ship and bus', () => {
    for (const transport of ['ship', 'bus'] as const) {
      expect(keys({ adultPax: 1, childPax: [kid(1), kid(3)], transport, lodging: false })).toEqual([
        'oneChildPerAdult',
      ]);
      expect(
        keys({ adultPax: 1, childPax: [kid(1), kid(3, false, true)], transport, lodging: false }),
      ).toEqual([]);
    }
  });

  it('reports every violation in a stable order', () => {
    expect(
      validatePartySelection({
        adultPax: 1,
        childPax: [kid(null), kid(0), kid(1, false, true), kid(2), pupil(8, true, false)],
        roomCount: 2,
        transport: 'air',
        carrierGroup: 'JAL',
        minPaxPerRoom: 2,
        maxBedCount: 1,
        maxSeatCount: 1,
      }),
    ).toEqual([
      { key: 'selectChildAge' },
      { key: 'adultRequired', n: 1 },
      { key: 'invalidCategory' },
      { key: 'bookableMin', n: 4 },
      { key: 'beddingUsersMax', n: 1 },
      { key: 'seatUsersMax', n: 1 },
      { key: 'extraBedChildrenExceedBedUsers' },
      { key: 'lapChildrenExceedAdults', n: 2 },
    ]);
  });
});

describe('spec §5 modal wording: partyModalNotes', () => {
  it('lodging + air with limits shows all four notes in order', () => {
    expect(
      partyModalNotes({ adultPax: 2, childPax: [], transport: 'air', maxBedCount: 6, maxSeatCount: 4 }),
    ).toEqual([
      { key: 'noteCoSleepingWithinBedUsers' },
      { key: 'noteMaxBedCount', n: 6 },
      { key: 'noteMaxSeatCount', n: 4 },
      { key: 'noteSeatlessInfantsWithinAdults' },
    ]);
  });

  it('no lodging, no transport: nothing to note', () => {
    expect(
      partyModalNotes({ adultPax: 2, childPax: [], lodging: false, maxBedCount: 6, maxSeatCount: 4 }),
    ).toEqual([]);
  });
});
