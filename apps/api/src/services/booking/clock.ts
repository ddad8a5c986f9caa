/**
 * The booking services' clock. Bookings read "now" here (Japan today, cancellation deadlines and
 * charges), never Date.now() directly, so tests can move time (setBookingClock) to check deadlines.
 */
let nowFn: () => number = () => Date.now();

export function bookingNow(): number {
  return nowFn();
}

/** Tests: fix the clock (an instant or a function); `null` gives back the real clock. */
export function setBookingClock(now: number | (() => number) | null): void {
  if (now === null) nowFn = () => Date.now();
  else nowFn = typeof now === 'number' ? () => now : now;
}
