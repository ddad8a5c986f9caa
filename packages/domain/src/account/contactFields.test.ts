import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isEmailAddress, isPhoneNumber, PHONE_PATTERN } from './contactFields';

describe('isEmailAddress', () => {
  it('takes an address with a local part and a dotted domain', () => {
    expect(isEmailAddress('taro@example.jp')).toBe(true);
    expect(isEmailAddress('mary.jane+trip@mail.example.co.uk')).toBe(true);
  });

  it('refuses a domain without a dot, spaces, a second @, control characters and overlong parts', () => {
    expect(isEmailAddress('taro@example')).toBe(false);
    expect(isEmailAddress('ta ro@example.jp')).toBe(false);
    expect(isEmailAddress('taro@@example.jp')).toBe(false);
    expect(isEmailAddress('taro@example.jp\n')).toBe(false);
    expect(isEmailAddress(`${'a'.repeat(65)}@example.jp`)).toBe(false);
    expect(isEmailAddress(`a@${'b'.repeat(EMAIL_MAX_LENGTH)}.jp`)).toBe(false);
  });
});

describe('isPhoneNumber', () => {
  it('takes 8 to 15 digits written with +, spaces, hyphens or brackets', () => {
    expect(isPhoneNumber('03-1234-5678')).toBe(true);
    expect(isPhoneNumber('+44 20 7946 0958')).toBe(true);
    expect(isPhoneNumber('(090) 1234 5678')).toBe(true);
  });

  it('refuses too few or too many digits, letters and a + inside', () => {
    expect(isPhoneNumber('1234-567')).toBe(false);
    expect(isPhoneNumber('1234567890123456')).toBe(false);
    expect(isPhoneNumber('03-1234-567a')).toBe(false);
    expect(isPhoneNumber('03+12345678')).toBe(false);
  });

  it('refuses more than 20 characters, tabs, line breaks and full-width spaces', () => {
    expect(isPhoneNumber('03 - 1234 - 5678 - 90')).toBe(false);
    expect(isPhoneNumber('03\t1234\t5678')).toBe(false);
    expect(isPhoneNumber('03-1234-5678\n')).toBe(false);
    expect(isPhoneNumber('03\u30001234\u30005678')).toBe(false);
  });

  it('is the pattern the API schemas state, read as JSON Schema reads it (unicode)', () => {
    const schemaPattern = new RegExp(PHONE_PATTERN, 'u');
    for (const value of ['03-1234-5678', '+44 20 7946 0958', '1234-567', '03+12345678', '03\t1234\t5678']) {
      expect(schemaPattern.test(value), value).toBe(isPhoneNumber(value));
    }
  });
});
