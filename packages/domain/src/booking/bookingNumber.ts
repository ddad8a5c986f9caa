/**
 * The booking number a traveller reads out on the phone: 'TB' + 10 digits (e.g. TB4829105736).
 *
 * The first 9 digits are random (drawn by the API from a CSPRNG, never a sequence, so a number
 * says nothing about other bookings and cannot be guessed from one's own); the 10th is a Luhn
 * check digit over them, so a mistyped digit or two swapped neighbours are caught before any
 * lookup. 10^9 numbers: the API retries on the (rare) unique-key collision.
 */

export const BOOKING_NUMBER_PREFIX = 'TB';
export const BOOKING_NUMBER_PATTERN = /^TB\d{10}$/;
/** How many random digits a number holds (the rest is the check digit). */
export const BOOKING_NUMBER_RANDOM_DIGITS = 9;
export const BOOKING_NUMBER_SPACE = 10 ** BOOKING_NUMBER_RANDOM_DIGITS;

/** Luhn check digit of a digit string. */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // From the right, every first digit (the one next to the check digit) is doubled.
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** The booking number of a random value in [0, 10^9). */
export function formatBookingNumber(random: number): string {
  if (!Number.isSafeInteger(random) || random < 0 || random >= BOOKING_NUMBER_SPACE) {
    throw new RangeError(`booking number random part out of range: ${random}`);
  }
  const body = String(random).padStart(BOOKING_NUMBER_RANDOM_DIGITS, '0');
  return `${BOOKING_NUMBER_PREFIX}${body}${luhnCheckDigit(body)}`;
}

/** True for a well-formed booking number with a right check digit. */
export function isBookingNumber(value: unknown): value is string {
  if (typeof value !== 'string' || !BOOKING_NUMBER_PATTERN.test(value)) return false;
  const body = value.slice(2, 2 + BOOKING_NUMBER_RANDOM_DIGITS);
  return luhnCheckDigit(body) === Number(value.slice(-1));
}
