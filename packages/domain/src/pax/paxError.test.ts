import { describe, expect, it } from 'vitest';
import { describeInput, PaxFormatError, tryPax } from './paxError';

describe('spec §5 format rules: one error type with a code', () => {
  it('PaxFormatError carries code, message and name', () => {
    const error = new PaxFormatError('INVALID_PAX_PARAM', 'INVALID PAX PARAM');
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('INVALID_PAX_PARAM');
    expect(error.message).toBe('INVALID PAX PARAM');
    expect(error.name).toBe('PaxFormatError');
  });

  it('tryPax turns PaxFormatError into { ok: false } and values into { ok: true }', () => {
    expect(tryPax(() => 3)).toEqual({ ok: true, value: 3 });
    const failed = tryPax(() => {
      throw new PaxFormatError('INVALID_PLAN_PARAM', 'plan param is invalid');
    });
    expect(failed.ok).toBe(false);
    expect(!failed.ok && failed.error.code).toBe('INVALID_PLAN_PARAM');
  });

  it('tryPax rethrows anything that is not a PaxFormatError (programming errors stay loud)', () => {
    expect(() =>
      tryPax(() => {
        throw new TypeError('bug');
      }),
    ).toThrow(TypeError);
  });

  it('describeInput never throws, even for symbols or hostile objects', () => {
    expect(describeInput('m1')).toBe('m1');
    expect(describeInput(undefined)).toBe('undefined');
    expect(describeInput(Symbol('x'))).toBe('Symbol(x)');
    const hostile = {
      toString() {
        throw new Error('no');
      },
    };
    expect(describeInput(hostile)).toBe('[object Object]');
  });
});
