/** Password hashing (issue 7.1): scrypt N=2^15 r=8 p=1, 16-byte salt, 64-byte key, constant-time compare. */
import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores scrypt$N$r$p$salt$hash with a fresh salt and verifies only the right password', async () => {
    const a = await hashPassword('パスワード-secret');
    const b = await hashPassword('パスワード-secret');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('パスワード-secret', a)).toBe(true);
    expect(await verifyPassword('パスワード-secreT', a)).toBe(false);
    // NFC: the same text typed in decomposed form matches.
    expect(await verifyPassword('パスワード-secret'.normalize('NFD'), a)).toBe(true);
  });

  it('answers false, never throws, for a malformed or hostile stored hash', async () => {
    const good = await hashPassword('x'.repeat(8));
    const parts = good.split('$');
    for (const stored of [
      '',
      'plain',
      parts.slice(0, 5).join('$'),
      ['scrypt', String(2 ** 30), '8', '1', parts[4], parts[5]].join('$'), // memory bomb refused
      ['scrypt', '1000', '8', '1', parts[4], parts[5]].join('$'), // N not a power of two
      ['scrypt', parts[1], parts[2], parts[3], parts[4], 'AAAA'].join('$'),
    ]) {
      expect(await verifyPassword('x'.repeat(8), stored)).toBe(false);
    }
    expect(await verifyPassword('anything', await dummyPasswordHash())).toBe(false);
  });
});
