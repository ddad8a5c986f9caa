/**
 * Several coupons on one booking (issue 18 item 3, conbineFlag of spec §3).
 *
 * - A coupon with conbineFlag '1' combines with other such coupons; any other coupon is used alone.
 *   At most MAX_COUPONS_PER_BOOKING coupons, each code once.
 * - Coupons of a stack apply one after another: each coupon's rules (./discount.ts, its minimum
 *   reserve amount, spec §5 lowerLimitPrice) are judged on the price left by the coupons before it,
 *   every passenger's price reduced in proportion (whole yen, rounded down). So a rate coupon takes
 *   its percentage of what is still to pay, and a coupon with a minimum amount must still find it.
 * - The stack applies in the order that leaves the lowest price (ties: the earliest order of the
 *   codes, so the answer never depends on how the coupons were listed). A stack where any coupon
 *   would take nothing, or the price would fall below lowerLimitPrice, is not usable.
 * Stacking prices a booking's exact per-person prices (the quote and the booking, minimum prices);
 * list cards show the best single coupon (spec §9, ./bestCoupon.ts).
 */
import { evaluateCouponDiscount } from './discountResult';
import { meetsCouponMinReserveAmount } from './eligibility';
import { couponTotalPrices } from './totalPrice';
import type { Coupon, CouponPassengerRangeInput } from './types';
import { PAX_CATEGORIES } from '../pax/appPaxCodes';

/** conbineFlag of a coupon that combines with other combinable coupons. */
export const COUPON_COMBINABLE_FLAG = '1';
/** The most coupons one booking may use. */
export const MAX_COUPONS_PER_BOOKING = 5;
/** How many combinable coupons (the largest single discounts) the best selection looks at. */
const SELECTION_POOL = 6;

export function isCombinableCoupon(coupon: Coupon): boolean {
  return coupon.conbineFlag === COUPON_COMBINABLE_FLAG;
}

export interface CouponStackOptions {
  /** Spec §5/§9: from configuration. */
  lowerLimitPrice: number;
  /** Nights for the per-night unit types; default 1. */
  nights?: number;
}

export interface StackedCoupon<C extends Coupon = Coupon> {
  coupon: C;
  /** What this coupon takes off, in yen, after the coupons before it. */
  discount: number;
}

export interface CouponStack<C extends Coupon = Coupon> {
  /** In the order they apply. */
  coupons: StackedCoupon<C>[];
  /** The booking total before any coupon. */
  total: number;
  discount: number;
  paidTotal: number;
}

export type CouponStackRefusal = 'TOO_MANY' | 'DUPLICATE' | 'NOT_COMBINABLE' | 'NOT_USABLE_TOGETHER';

/** The input with every price reduced in proportion from `total` to `remaining` (whole yen, down). */
function reducedInput(
  input: CouponPassengerRangeInput,
  total: number,
  remaining: number,
): CouponPassengerRangeInput {
  if (remaining === total) return input;
  const scale = (price: number) => Math.floor((price * remaining) / total);
  const next = { ...input };
  for (const category of PAX_CATEGORIES) {
    const range = input[category];
    const price = scale(range.minPrice);
    next[category] = { minPrice: price, maxPrice: price, pax: range.pax };
  }
  return next;
}

/** The coupons applied in this order, or null when one of them takes nothing or goes too low. */
export function applyCouponStack<C extends Coupon>(
  order: readonly C[],
  input: CouponPassengerRangeInput,
  options: CouponStackOptions,
): CouponStack<C> | null {
  const total = couponTotalPrices(input).min;
  let remaining = total;
  const coupons: StackedCoupon<C>[] = [];
  for (const coupon of order) {
    if (remaining <= 0 || !meetsCouponMinReserveAmount(coupon, remaining)) return null;
    const evaluation = evaluateCouponDiscount(coupon, reducedInput(input, total, remaining), options);
    const discount = Math.min(evaluation.discountPrice, remaining);
    if (discount <= 0 || remaining - discount < options.lowerLimitPrice) return null;
    remaining -= discount;
    coupons.push({ coupon, discount });
  }
  return { coupons, total, discount: total - remaining, paidTotal: remaining };
}

/** Every order of the items (lexicographic in the given order). */
function* permutations<T>(items: readonly T[]): Generator<T[]> {
  if (items.length <= 1) {
    yield [...items];
    return;
  }
  for (let i = 0; i < items.length; i++) {
    const rest = [...items.slice(0, i), ...items.slice(i + 1)];
    for (const tail of permutations(rest)) yield [items[i] as T, ...tail];
  }
}

const byCode = (a: Coupon, b: Coupon) =>
  a.couponCode < b.couponCode ? -1 : a.couponCode > b.couponCode ? 1 : 0;

/** A coupon as a checkout shows it: its code and whether it combines (conbineFlag '1'). */
export interface CouponChoiceRef {
  couponCode: string;
  combinable: boolean;
}

/**
 * Why a selection cannot be used together, before any price: too many, a code twice, or a coupon
 * that does not combine beside another. The checkout judges a traveller's selection with it before
 * asking for a price; the API judges the same selection again (couponCombinationRefusal).
 */
export function couponSelectionRefusal(selected: readonly CouponChoiceRef[]): CouponStackRefusal | null {
  if (selected.length > MAX_COUPONS_PER_BOOKING) return 'TOO_MANY';
  if (new Set(selected.map((c) => c.couponCode)).size !== selected.length) return 'DUPLICATE';
  if (selected.length > 1 && !selected.every((c) => c.combinable)) return 'NOT_COMBINABLE';
  return null;
}

/** Why these coupons cannot be used together, before any price (couponSelectionRefusal). */
export function couponCombinationRefusal(coupons: readonly Coupon[]): CouponStackRefusal | null {
  return couponSelectionRefusal(
    coupons.map((c) => ({ couponCode: c.couponCode, combinable: isCombinableCoupon(c) })),
  );
}

/** The chosen coupons in the order that leaves the lowest price, or why they cannot be used together. */
export function bestCouponOrder<C extends Coupon>(
  coupons: readonly C[],
  input: CouponPassengerRangeInput,
  options: CouponStackOptions,
): { stack: CouponStack<C> } | { refusal: CouponStackRefusal } {
  const refusal = couponCombinationRefusal(coupons);
  if (refusal) return { refusal };
  let best: CouponStack<C> | null = null;
  for (const order of permutations([...coupons].sort(byCode))) {
    const stack = applyCouponStack(order, input, options);
    if (stack && (best === null || stack.paidTotal < best.paidTotal)) best = stack;
  }
  return best ? { stack: best } : { refusal: 'NOT_USABLE_TOGETHER' };
}

/** Every subset of the items with `min`..`max` members. */
function* subsets<T>(
  items: readonly T[],
  min: number,
  max: number,
  from = 0,
  picked: T[] = [],
): Generator<T[]> {
  if (picked.length >= min) yield [...picked];
  if (picked.length === max) return;
  for (let i = from; i < items.length; i++) {
    yield* subsets(items, min, max, i + 1, [...picked, items[i] as T]);
  }
}

/**
 * The selection a checkout offers first: of every coupon alone and every stack of combinable
 * coupons (among the SELECTION_POOL with the largest discounts alone), the one leaving the lowest
 * price; ties go to fewer coupons, then to the earliest codes. `candidates` are the coupons eligible
 * for the booking (./eligibility.ts); null when none takes anything.
 */
export function bestCouponSelection<C extends Coupon>(
  candidates: readonly C[],
  input: CouponPassengerRangeInput,
  options: CouponStackOptions,
): CouponStack<C> | null {
  const singles = [...candidates].sort(byCode).flatMap((coupon) => {
    const stack = applyCouponStack([coupon], input, options);
    return stack ? [{ coupon, stack }] : [];
  });
  let best: CouponStack<C> | null = null;
  const better = (stack: CouponStack<C>) =>
    best === null ||
    stack.paidTotal < best.paidTotal ||
    (stack.paidTotal === best.paidTotal && stack.coupons.length < best.coupons.length);
  for (const single of singles) if (better(single.stack)) best = single.stack;
  const pool = singles
    .filter((s) => isCombinableCoupon(s.coupon))
    .sort((a, b) => b.stack.discount - a.stack.discount)
    .slice(0, SELECTION_POOL)
    .map((s) => s.coupon)
    .sort(byCode);
  for (const subset of subsets(pool, 2, MAX_COUPONS_PER_BOOKING)) {
    const answer = bestCouponOrder(subset, input, options);
    if ('stack' in answer && better(answer.stack)) best = answer.stack;
  }
  return best;
}
