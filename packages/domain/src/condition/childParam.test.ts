import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conditionChildFromParam, conditionChildToParam } from './childParam';

describe('spec §5: child params must match age-b0/1 s0/1 sc0/1', () => {
  it('encodes bed, seat and school-child flags', () => {
    expect(
      conditionChildToParam({ age: 8, useBed: true, detail: { useSeat: true, isSchoolChild: true } }),
    ).toBe('8-b1s1sc1');
    expect(
      conditionChildToParam({ age: 2, useBed: false, detail: { useSeat: true, isSchoolChild: false } }),
    ).toBe('2-b0s1sc0');
  });
  it('decodes the flags in order b, s, sc', () => {
    expect(conditionChildFromParam('5-b0s1sc0')).toEqual({
      age: 5,
      useBed: false,
      detail: { useSeat: true, isSchoolChild: false },
    });
  });
  it.each([
    '8-b1s1',
    '8b1s1sc1',
    '8-b1s1sc2',
    '8-s1b1sc1',
    ' 8-b1s1sc1',
    '8-b1s1sc1x',
    '18-b1s1sc1',
    '108-b0s0sc0',
    '-1-b0s0sc0',
    '',
  ])('refuses %j without throwing', (text) => {
    expect(conditionChildFromParam(text)).toBeUndefined();
  });
  it('reads a two-digit age with a leading zero like the pax module, and writes it without', () => {
    const child = conditionChildFromParam('08-b0s0sc0');
    expect(child?.age).toBe(8);
    expect(child && conditionChildToParam(child)).toBe('8-b0s0sc0');
  });
  it('writes without throwing even an age the parser refuses (it then reads back as undefined)', () => {
    const child = { age: 18, useBed: true, detail: { useSeat: true, isSchoolChild: true } };
    expect(conditionChildToParam(child)).toBe('18-b1s1sc1');
    expect(conditionChildFromParam(conditionChildToParam(child))).toBeUndefined();
  });
  it('round-trips every child aged 0–17', () => {
    fc.assert(
      fc.property(
        fc.record({
          age: fc.integer({ min: 0, max: 17 }),
          useBed: fc.boolean(),
          detail: fc.record({ useSeat: fc.boolean(), isSchoolChild: fc.boolean() }),
        }),
        (child) => {
          expect(conditionChildFromParam(conditionChildToParam(child))).toEqual(child);
        },
      ),
    );
  });
});
