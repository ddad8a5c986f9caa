import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PaxFormatError } from './paxError';
import { formatPlanParam, parsePlanParam } from './planParam';

describe("spec §5: a plan param must have exactly 3 parts, else 'plan param is invalid'", () => {
  it('reads hotelId-planId-roomTypeCode', () => {
    expect(parsePlanParam('H0001-P12-TWN')).toEqual({ hotelId: 'H0001', planId: 'P12', roomTypeCode: 'TWN' });
    expect(formatPlanParam({ hotelId: 'H0001', planId: 'P12', roomTypeCode: 'TWN' })).toBe('H0001-P12-TWN');
  });

  it.each(['', 'H1', 'H1-P1', 'H1-P1-R1-X', 'H1--R1', '-P1-R1', 'H1-P1-', 'H1-P 1-R1'])(
    'rejects %j',
    (value) => {
      expect(() => parsePlanParam(value)).toThrow(
        new PaxFormatError('INVALID_PLAN_PARAM', 'plan param is invalid'),
      );
    },
  );

  it('non-string input is a PaxFormatError', () => {
    expect(() => parsePlanParam(['H1', 'P1', 'R1'])).toThrow(PaxFormatError);
  });

  it('will not format a part that contains the delimiter', () => {
    expect(() => formatPlanParam({ hotelId: 'H-1', planId: 'P1', roomTypeCode: 'R1' })).toThrow(
      'plan param is invalid',
    );
  });

  it('property: parse(format(x)) round-trips', () => {
    const part = fc.stringMatching(/^[A-Za-z0-9_]{1,12}$/);
    fc.assert(
      fc.property(fc.record({ hotelId: part, planId: part, roomTypeCode: part }), (plan) => {
        expect(parsePlanParam(formatPlanParam(plan))).toEqual(plan);
      }),
    );
  });
});
