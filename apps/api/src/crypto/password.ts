/**
 * Password hashing with node:crypto scrypt: N = 2^15, r = 8, p = 1 (32 MiB of memory per hash,
 * about 50–100 ms), a 16-byte random salt and a 64-byte key, stored as
 * `scrypt$N$r$p$saltBase64$hashBase64`. Verification reads the parameters from the stored text (so
 * they can be raised later) and compares with timingSafeEqual.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  // scrypt needs 128 · N · r bytes; allow twice that (Node's default cap is exactly 32 MiB).
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = SCRYPT_PARAMS;
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, N, r, p);
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

const STORED = /^scrypt\$(\d{1,8})\$(\d{1,3})\$(\d{1,3})\$([A-Za-z0-9+/=]{1,64})\$([A-Za-z0-9+/=]{1,200})$/;

/** True when the password matches the stored hash; false for a malformed hash (never throws on it). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const m = STORED.exec(stored);
  if (!m) return false;
  const [N, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (N < 2 || (N & (N - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16) return false;
  if (128 * N * r > 256 * 1024 * 1024) return false; // never let a stored hash take more memory
  const salt = Buffer.from(m[4] as string, 'base64');
  const expected = Buffer.from(m[5] as string, 'base64');
  if (expected.length !== KEY_LENGTH) return false;
  const key = await derive(password, salt, N, r, p);
  return timingSafeEqual(key, expected);
}

let dummy: Promise<string> | undefined;
/**
 * A hash of a random password, verified against when the e-mail is unknown, so an unknown e-mail
 * costs the same time as a wrong password.
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}
