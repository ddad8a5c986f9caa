import { describe, expect, it } from 'vitest';
import { passwordProblem } from '@tabiyori/domain';
import {
  checkBirthDate,
  checkEmail,
  checkKana,
  checkPassword,
  isCatalogueFieldError,
  checkPhone,
  dateInputToYmd,
  normalizePhone,
  validateSignup,
  ymdToDateInput,
  type SignupForm,
  accountReading,
  accountReadingRequired,
} from './validation';

const valid: SignupForm = {
  email: 'hanako@example.jp',
  password: 'tabi2026go',
  passwordConfirm: 'tabi2026go',
  familyName: '山田',
  givenName: '花子',
  familyNameKana: 'ヤマダ',
  givenNameKana: 'はなこ',
  phone: '',
  gender: '',
  birthDate: '',
  livePrefCode: '',
};

describe('account form checks', () => {
  it('a complete form with only the required fields passes', () => {
    expect(validateSignup(valid, '20261122')).toEqual({});
  });

  it('the English site takes a name in Latin letters without a reading, the Japanese site asks it', () => {
    const latin = {
      ...valid,
      familyName: 'Smith',
      givenName: 'Mary Jane',
      familyNameKana: '',
      givenNameKana: '',
    };
    expect(validateSignup(latin, '20261122', undefined, 'en')).toEqual({});
    expect(validateSignup(latin, '20261122', undefined, 'ja')).toEqual({
      familyNameKana: 'errorRequired',
      givenNameKana: 'errorRequired',
    });
    // A name in Japanese asks its reading on the English site too; a reading given is katakana.
    expect(validateSignup({ ...latin, familyName: '山田' }, '20261122', undefined, 'en')).toEqual({
      familyNameKana: 'errorRequired',
      givenNameKana: 'errorRequired',
    });
    expect(validateSignup({ ...latin, familyNameKana: 'Smith' }, '20261122', undefined, 'en')).toEqual({
      familyNameKana: 'errorKana',
    });
    expect(accountReadingRequired(latin, 'en')).toBe(false);
    expect(accountReadingRequired({ familyName: '', givenName: '' }, 'en')).toBe(false);
    expect(accountReadingRequired({ familyName: '山田', givenName: '' }, 'en')).toBe(true);
    expect(accountReadingRequired({ familyName: '', givenName: '' }, 'ja')).toBe(true);
    expect(accountReading(' ')).toBeNull();
    expect(accountReading('すみす')).toBe('スミス');
  });

  it('names each wrong field with its message key', () => {
    const errors = validateSignup(
      {
        ...valid,
        email: 'hanako@',
        password: 'short1',
        passwordConfirm: 'other',
        familyName: ' ',
        givenNameKana: '花子',
        phone: '03-12',
        birthDate: '2030-01-01',
        livePrefCode: '48',
      },
      '20261122',
    );
    expect(errors).toEqual({
      email: 'errorEmail',
      password: 'ACE807',
      passwordConfirm: 'errorPasswordMismatch',
      familyName: 'errorRequired',
      givenNameKana: 'errorKana',
      phone: 'errorPhone',
      birthDate: 'errorBirthDate',
      livePrefCode: 'errorRequired',
    });
  });

  it('passwords follow the domain rule: its shape in the browser, the common list on the server', () => {
    expect(checkPassword('short1')).toBe('ACE807');
    expect(checkPassword('        ')).toBe('ACE808');
    expect(checkPassword('abcdefgh')).toBeNull(); // no composition rule
    expect(checkPassword('')).toBe('errorRequired');
    // The browser's check leaves the list to the server; the server passes the whole rule.
    expect(checkPassword('password')).toBeNull();
    expect(checkPassword('password', passwordProblem)).toBe('ACE809');
    expect(
      validateSignup(
        { ...valid, password: 'password', passwordConfirm: 'password' },
        '20261122',
        passwordProblem,
      ),
    ).toEqual({
      password: 'ACE809',
    });
    expect(isCatalogueFieldError('ACE809')).toBe(true);
    expect(isCatalogueFieldError('errorRequired')).toBe(false);
  });

  it('e-mail addresses need a local part, an @ and a dotted domain', () => {
    expect(checkEmail(' taro@example.co.jp ')).toBeNull();
    expect(checkEmail('taro@example')).toBe('errorEmail');
    expect(checkEmail('ta ro@example.jp')).toBe('errorEmail');
  });

  it('readings are katakana (hiragana accepted), never kanji or letters', () => {
    expect(checkKana('ヤマダ')).toBeNull();
    expect(checkKana('やまだ')).toBeNull();
    expect(checkKana('山田')).toBe('errorKana');
    expect(checkKana('Yamada')).toBe('errorKana');
    expect(checkKana('')).toBe('errorRequired');
  });

  it('phones: 8–15 digits with hyphens, spaces, brackets or a leading +', () => {
    expect(checkPhone('090-1234-5678', true)).toBeNull();
    expect(checkPhone('+81 90 1234 5678', true)).toBeNull();
    expect(checkPhone('', true)).toBe('errorRequired');
    expect(checkPhone('', false)).toBeNull();
    expect(checkPhone('1234', true)).toBe('errorPhone');
    expect(checkPhone('090-1234-abcd', true)).toBe('errorPhone');
    expect(normalizePhone(' 090-1234-5678 ')).toBe('09012345678');
    expect(normalizePhone('+81 (90) 1234-5678')).toBe('+819012345678');
  });

  it('birth dates are real days up to today', () => {
    expect(checkBirthDate('19900229', '20261122')).toBe('errorBirthDate');
    expect(checkBirthDate('19920229', '20261122')).toBeNull();
    expect(checkBirthDate('20261123', '20261122')).toBe('errorBirthDate');
    expect(checkBirthDate('18991231', '20261122')).toBe('errorBirthDate');
    expect(dateInputToYmd('1990-04-01')).toBe('19900401');
    expect(dateInputToYmd('')).toBe('');
    expect(ymdToDateInput('19900401')).toBe('1990-04-01');
    expect(ymdToDateInput(null)).toBe('');
  });
});
