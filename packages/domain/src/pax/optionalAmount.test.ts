import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOptionalAmount, parseOptionalAmount } from './optionalAmount';
import { PaxFormatError } from './paxError';
import { ROOM_PAX_KEYS } from './paxTypes';
import { MAX_COUNT_PER_CATEGORY, roomAssignOf, type RoomAssignCounts } from './roomAssign';

const amountArb = fc.record(
  Object.fromEntries(ROOM_PAX_KEYS.map((k) => [k, fc.nat({ max: MAX_COUNT_PER_CATEGORY })])),
) as fc.Arbitrary<RoomAssignCounts>;

describe('spec §5: optional-amount strings match the ten-count pattern, else INVALID_OPTIONAL_AMOUNT_FORMAT', () => {
  it('parses the same ten counts as a room assignment', () => {
    expect(parseOptionalAmount('m1f1a0b1c0d0e0f0a0b0')).toEqual(
      roomAssignOf({ male: 1, female: 1, childB: 1 }),
    );
  });

  it.each(['m1f1', 'amount', '', 'm1f1a0b1c0d0e0f0a0b0x', 'm1f1a0b1c0d0e0f0a0B0'])(
    'rejects %j with code INVALID_OPTIONAL_AMOUNT_FORMAT',
    (value) => {
      try {
        parseOptionalAmount(value);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(PaxFormatError);
        expect((error as PaxFormatError).code).toBe('INVALID_OPTIONAL_AMOUNT_FORMAT');
      }
    },
  );

  it('rejects non-strings with the same code', () => {
    expect(() => parseOptionalAmount(42)).toThrow(PaxFormatError);
  });

  it('property: parse(format(x)) round-trips', () => {
    fc.assert(
      fc.property(amountArb, (amount) => {
        expect(parseOptionalAmount(formatOptionalAmount(amount))).toEqual(amount);
      }),
    );
  });
});
