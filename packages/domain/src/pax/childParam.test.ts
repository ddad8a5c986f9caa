import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  childParamText,
  formatChildParam,
  MAX_CHILD_AGE,
  parseChildParam,
  parseChildParams,
  type ChildDetail,
} from './childParam';
import { PaxFormatError } from './paxError';

const childArb: fc.Arbitrary<ChildDetail> = fc.record({
  age: fc.integer({ min: 0, max: MAX_CHILD_AGE }),
  useBed: fc.boolean(),
  useSeat: fc.boolean(),
  isSchoolChild: fc.boolean(),
});

describe('spec §5: child params must match age-b0/1s0/1sc0/1', () => {
  it('parses 8-b1s1sc1 into age, useBed, useSeat, isSchoolChild (spec §3 child detail)', () => {
    expect(parseChildParam('8-b1s1sc1')).toEqual({
      age: 8,
      useBed: true,
      useSeat: true,
      isSchoolChild: true,
    });
    expect(parseChildParam('2-b0s0sc0')).toEqual({
      age: 2,
      useBed: false,
      useSeat: false,
      isSchoolChild: false,
    });
    expect(parseChildParam('0-b1s0sc0')).toEqual({
      age: 0,
      useBed: true,
      useSeat: false,
      isSchoolChild: false,
    });
  });

  it('formats back (leading zero of the age accepted, not written)', () => {
    expect(formatChildParam({ age: 5, useBed: false, useSeat: true, isSchoolChild: false })).toBe(
      '5-b0s1sc0',
    );
    expect(formatChildParam(parseChildParam('08-b1s1sc1'))).toBe('8-b1s1sc1');
  });

  it.each([
    '',
    '8',
    '8-b1s1',
    '8-b2s1sc1',
    '8-b1s1sc',
    '8_b1s1sc1',
    '-1-b1s1sc1',
    '18-b1s1sc1',
    '123-b1s1sc1',
    '8-B1S1SC1',
    ' 8-b1s1sc1',
    '8-s1b1sc1',
  ])('rejects %j with INVALID PAX PARAM', (value) => {
    expect(() => parseChildParam(value)).toThrow(
      new PaxFormatError('INVALID_PAX_PARAM', 'INVALID PAX PARAM'),
    );
  });

  it('ages 0–17 are children; 17 is accepted, 18 is not', () => {
    expect(parseChildParam('17-b1s1sc0').age).toBe(17);
    expect(() => parseChildParam('18-b1s1sc0')).toThrow('INVALID PAX PARAM');
  });

  it('non-string input throws PaxFormatError with code INVALID_PAX_PARAM', () => {
    for (const value of [undefined, null, 8, { age: 8 }]) {
      try {
        parseChildParam(value);
        expect.unreachable();
      } catch (error) {
        expect((error as PaxFormatError).code).toBe('INVALID_PAX_PARAM');
      }
    }
  });

  it('a list fails as a whole on its first bad entry', () => {
    expect(parseChildParams(['8-b1s1sc1', '1-b0s0sc0'])).toHaveLength(2);
    expect(() => parseChildParams(['8-b1s1sc1', 'x'])).toThrow(PaxFormatError);
    expect(() => parseChildParams('8-b1s1sc1' as unknown as string[])).toThrow(PaxFormatError);
  });

  it('refuses to format an impossible age', () => {
    expect(() => formatChildParam({ age: 18, useBed: true, useSeat: true, isSchoolChild: true })).toThrow(
      PaxFormatError,
    );
    expect(() => formatChildParam({ age: 2.5, useBed: true, useSeat: true, isSchoolChild: false })).toThrow(
      PaxFormatError,
    );
  });

  it('childParamText writes the same form without the age check (for writers that must not throw)', () => {
    expect(childParamText({ age: 8, useBed: true, useSeat: false, isSchoolChild: true })).toBe('8-b1s0sc1');
    expect(childParamText({ age: 18, useBed: false, useSeat: true, isSchoolChild: false })).toBe(
      '18-b0s1sc0',
    );
  });

  it('property: parse(format(x)) round-trips', () => {
    fc.assert(
      fc.property(childArb, (child) => {
        expect(parseChildParam(formatChildParam(child))).toEqual(child);
      }),
    );
  });

  it('property: any string parses or throws PaxFormatError, nothing else', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.stringMatching(/^\d{0,3}-?b?[0-2]?s?[01]?(sc)?[01]?$/)),
        (value) => {
          try {
            parseChildParam(value);
          } catch (error) {
            expect(error).toBeInstanceOf(PaxFormatError);
          }
        },
      ),
    );
  });
});
