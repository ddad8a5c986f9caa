import { describe, expect, it } from 'vitest';
import { groupOptionalsByGroupId, type OptionalActivityEntry } from './optionalGroups';
import { PaxFormatError } from './paxError';
import { roomAssignOf } from './roomAssign';

const entry = (optionalId: string, optionalGroupId?: string | null): OptionalActivityEntry => ({
  optionalId,
  date: '20261205',
  amount: roomAssignOf({ male: 1 }),
  optionalGroupId,
});

describe("spec §5: grouping optionals by optionalGroupId fails with 'No optionalGroupId found'", () => {
  it('groups in first-appearance order, keeping entry order inside a group', () => {
    const groups = groupOptionalsByGroupId([entry('a', 'G2'), entry('b', 'G1'), entry('c', 'G2')]);
    expect(groups.map((g) => g.optionalGroupId)).toEqual(['G2', 'G1']);
    expect(groups[0]?.entries.map((e) => e.optionalId)).toEqual(['a', 'c']);
    expect(groups[1]?.entries.map((e) => e.optionalId)).toEqual(['b']);
  });

  it('an empty list gives no groups', () => {
    expect(groupOptionalsByGroupId([])).toEqual([]);
  });

  it.each([undefined, null, '', '  '])('a missing id (%j) fails the whole grouping', (id) => {
    expect(() => groupOptionalsByGroupId([entry('a', 'G1'), entry('b', id)])).toThrow(
      new PaxFormatError('NO_OPTIONAL_GROUP_ID', 'No optionalGroupId found'),
    );
  });

  it('a non-string id counts as missing', () => {
    expect(() => groupOptionalsByGroupId([{ optionalGroupId: 3 }])).toThrow(PaxFormatError);
  });
});
