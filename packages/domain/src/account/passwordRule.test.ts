/** The password rule (issue 17 item 4, issue 13 item 6): length, not blank, not a common password. */
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './commonPasswords';
import {
  OPERATOR_PASSWORD_MIN_LENGTH,
  PASSWORD_PROBLEM_CODES,
  passwordProblem,
  passwordShapeProblem,
} from './passwordRule';

describe('passwordProblem', () => {
  it('refuses the two passwords issue 13 found accepted: `password` and eight spaces', () => {
    expect(passwordProblem('password')).toBe('common');
    expect(passwordProblem('        ')).toBe('whitespace');
    expect(passwordProblem('\u3000'.repeat(8))).toBe('whitespace');
  });

  it('refuses common passwords whatever their case or surrounding spaces', () => {
    for (const p of ['12345678', 'qwerty123', 'PASSWORD', 'Password1', ' iloveyou ', 'sunshine']) {
      expect(passwordProblem(p), p).toBe('common');
    }
    expect(isCommonPassword('trustno1')).toBe(true);
  });

  it('bounds the length in code points: 8 to 128', () => {
    expect(passwordProblem('k7#Qz!p')).toBe('length');
    expect(passwordProblem('k7#Qz!pw')).toBeNull();
    expect(passwordProblem('旅日和の山旅計画')).toBeNull(); // 8 characters, 24 bytes
    expect(passwordProblem('旅日和の山旅計')).toBe('length');
    expect(passwordProblem('x'.repeat(127) + '9')).toBeNull();
    expect(passwordProblem('x'.repeat(128) + '9')).toBe('length');
    expect(passwordProblem('')).toBe('length');
  });

  it('is the same rule for operators from OPERATOR_PASSWORD_MIN_LENGTH (12) characters', () => {
    expect(passwordProblem('k7#Qz!pw4Lm', OPERATOR_PASSWORD_MIN_LENGTH)).toBe('length'); // 11
    expect(passwordProblem('k7#Qz!pw4Lm2', OPERATOR_PASSWORD_MIN_LENGTH)).toBeNull(); // 12
    expect(passwordProblem('password1234', OPERATOR_PASSWORD_MIN_LENGTH)).toBe('common');
    expect(passwordProblem(' '.repeat(12), OPERATOR_PASSWORD_MIN_LENGTH)).toBe('whitespace');
    expect(passwordShapeProblem('k7#Qz!pw', OPERATOR_PASSWORD_MIN_LENGTH)).toBe('length');
  });

  it('refuses control characters', () => {
    expect(passwordProblem('abc\u0000defghij')).toBe('control');
    expect(passwordProblem('abcdefgh\n')).toBe('control');
  });

  it('accepts an uncommon passphrase without composition rules', () => {
    expect(passwordProblem('correct horse battery staple')).toBeNull();
    expect(passwordProblem('kumano-kodo-2026')).toBeNull();
  });

  it('the shape check alone does not consult the list', () => {
    expect(passwordShapeProblem('password')).toBeNull();
    expect(passwordShapeProblem('        ')).toBe('whitespace');
  });

  it('maps every refusal to a catalogue code', () => {
    expect(PASSWORD_PROBLEM_CODES).toEqual({
      length: 'ACE807',
      control: 'ACE800',
      whitespace: 'ACE808',
      common: 'ACE809',
    });
  });
});
