/**
 * The price rows of a booking (spec §3 "Price-breakdown row": label, paxType, price) from a priced
 * party: each guest's price for the whole booking (domain stayPartyPrice guestTotals, or a price
 * per person × count for products priced per head), grouped by pax category and unit price.
 *
 * A row is { label, paxType, unitPrice, count, amount } with amount = unitPrice × count, so the
 * rows add up to the booking total exactly (every figure integer yen, already rounded by the price
 * rules). Two adults paying different prices (rooms of different occupancy) give two rows.
 * Rows come in slot order (adult, child, infant), then by descending unit price.
 */
import type { DisplayLang } from '../format/lang';
import {
  PAX_CATEGORIES,
  paxCategoryCodes,
  paxCategorySlotLabel,
  type AppType,
  type PaxCategory,
} from '../pax/appPaxCodes';
import { couponBedCount } from '../coupon/totalPrice';
import type { CouponPassengerRangeInput } from '../coupon/types';

export interface BookingPriceRow {
  /** Spec §9 passenger label (大人1, 子供1, 子供2 / Adult 1 …). */
  label: string;
  /** The app's pax-type code (tour: adult, yado: person1 …). */
  paxType: string;
  category: PaxCategory;
  unitPrice: number;
  count: number;
  amount: number;
}

export interface PricedGuest {
  category: PaxCategory;
  /** What this guest pays for the whole booking, integer yen. */
  price: number;
}

function checkYen(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be whole yen: ${value}`);
}

/** Rows of the guests' prices, grouped by category and unit price. */
export function bookingPriceRows(
  app: AppType,
  guests: readonly PricedGuest[],
  lang: DisplayLang = 'ja',
): BookingPriceRow[] {
  const codes = paxCategoryCodes(app);
  const rows: BookingPriceRow[] = [];
  for (const category of PAX_CATEGORIES) {
    const byPrice = new Map<number, number>();
    for (const guest of guests) {
      if (guest.category !== category) continue;
      checkYen('price', guest.price);
      byPrice.set(guest.price, (byPrice.get(guest.price) ?? 0) + 1);
    }
    for (const [unitPrice, count] of [...byPrice].sort((a, b) => b[0] - a[0])) {
      rows.push({
        label: paxCategorySlotLabel(category, lang),
        paxType: codes[category],
        category,
        unitPrice,
        count,
        amount: unitPrice * count,
      });
    }
  }
  return rows;
}

/** Σ amount of the rows. */
export function bookingRowsTotal(rows: readonly Pick<BookingPriceRow, 'amount'>[]): number {
  return rows.reduce((sum, row) => sum + row.amount, 0);
}

/**
 * The coupon rules' passenger-range input of a booking (spec §3): per category the count and a
 * per-person price. A booking has one exact price per guest, so min = max; when a category's guests
 * pay different prices the per-person price is their average rounded down to the yen, so the
 * coupon never sees more than was charged (its total differs from the rows' by less than the
 * category's head count in yen). `bedCount` is the spec §5 bed count (divisor of the per-person
 * discount).
 */
export function bookingCouponInput(
  rows: readonly BookingPriceRow[],
  bedCount: number,
): CouponPassengerRangeInput {
  const range = (category: PaxCategory) => {
    const mine = rows.filter((r) => r.category === category);
    const pax = mine.reduce((s, r) => s + r.count, 0);
    const amount = mine.reduce((s, r) => s + r.amount, 0);
    const price = pax === 0 ? 0 : Math.floor(amount / pax);
    return { minPrice: price, maxPrice: price, pax };
  };
  const input = { adult: range('adult'), child: range('child'), infant: range('infant'), bedCount };
  return { ...input, bedCount: couponBedCount(input) };
}
