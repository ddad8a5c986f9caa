/**
 * Cancellation policies of bookings (キャンセル規定), in Japan time, and whether a traveller may still
 * cancel online.
 *
 * Charges are a percentage of the paid total (旅行代金: the price after the coupon) by the number
 * of days before departure (the departure, check-in, use or pickup day, D), counted on Japan
 * calendar days: 0 = 当日 (D), 1 = 前日, n = n日前. From the start on (the traveller did not show up
 * or cancels after the start) the no-show charge applies.
 *
 * - tour and dp (国内募集型企画旅行条件書, the standard terms of domestic package tours):
 *   up to 21 days before free; 20–8 days before 20 %; 7–2 days before 30 %; 前日 40 %; 当日 50 %;
 *   after the start or no-show 100 %. A day trip (日帰り) is free up to 11 days before and charges
 *   20 % from 10 days before (the terms' 10日目).
 * - yado (a common Japanese hotel policy): up to 2 days before free; 前日 20 %; 当日 80 %; 不泊 100 %.
 * - optional (activities): up to 2 days before free; 前日 50 %; 当日 and no-show 100 %.
 * - rentacar (common Japanese rental terms): up to 8 days before free; 7–3 days before 20 %;
 *   2–1 days before 30 %; 当日 50 %; no-show 100 %.
 *
 * Online cancellation (decision): possible until the end of the day before departure, Japan time
 * (前日 23:59 JST, i.e. while now < D 00:00 JST); from the departure day on, the traveller calls
 * the operator. The charge of an online cancellation is the policy's at that moment.
 * Charges are rounded down to the yen (切り捨て, in the traveller's favour) by the domain rounding.
 */
import { addDays, daysBetween, japanToday } from '../calendar/japanTime';
import { deadlineAt, isDeadlinePassed } from '../calendar/deadline';
import type { DisplayLang } from '../format/lang';
import { roundYenFraction } from '../pricing/rounding';

export const BOOKING_KINDS = ['tour', 'yado', 'dp', 'optional', 'rentacar'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

export interface CancellationTier {
  /** Fewest days before departure the tier covers (0 = 当日). */
  fromDaysBefore: number;
  /** Most days before departure it covers; null = any earlier day. */
  toDaysBefore: number | null;
  percent: number;
}

export interface CancellationTierView extends CancellationTier {
  /** Japan calendar days the tier covers, YYYYMMDD (firstDay null = from booking on). */
  firstDay: string | null;
  lastDay: string;
  label: Record<DisplayLang, string>;
}

export interface CancellationPolicy {
  kind: BookingKind;
  /** D, YYYYMMDD. */
  departureDate: string;
  /** Tiers from the earliest (cheapest) to the departure day. */
  tiers: CancellationTierView[];
  /** Charge after the start or for a no-show. */
  noShowPercent: number;
  noShowLabel: Record<DisplayLang, string>;
  /** Last minute an online cancellation is accepted, Japan wall clock YYYYMMDDHHmm (前日 23:59). */
  onlineCancelUntil: string;
}

type TierTable = readonly CancellationTier[];

const TOUR_TIERS: TierTable = [
  { fromDaysBefore: 21, toDaysBefore: null, percent: 0 },
  { fromDaysBefore: 8, toDaysBefore: 20, percent: 20 },
  { fromDaysBefore: 2, toDaysBefore: 7, percent: 30 },
  { fromDaysBefore: 1, toDaysBefore: 1, percent: 40 },
  { fromDaysBefore: 0, toDaysBefore: 0, percent: 50 },
];
const DAY_TRIP_TIERS: TierTable = [
  { fromDaysBefore: 11, toDaysBefore: null, percent: 0 },
  { fromDaysBefore: 8, toDaysBefore: 10, percent: 20 },
  ...TOUR_TIERS.slice(2),
];
const HOTEL_TIERS: TierTable = [
  { fromDaysBefore: 2, toDaysBefore: null, percent: 0 },
  { fromDaysBefore: 1, toDaysBefore: 1, percent: 20 },
  { fromDaysBefore: 0, toDaysBefore: 0, percent: 80 },
];
const OPTIONAL_TIERS: TierTable = [
  { fromDaysBefore: 2, toDaysBefore: null, percent: 0 },
  { fromDaysBefore: 1, toDaysBefore: 1, percent: 50 },
  { fromDaysBefore: 0, toDaysBefore: 0, percent: 100 },
];
const RENTACAR_TIERS: TierTable = [
  { fromDaysBefore: 8, toDaysBefore: null, percent: 0 },
  { fromDaysBefore: 3, toDaysBefore: 7, percent: 20 },
  { fromDaysBefore: 1, toDaysBefore: 2, percent: 30 },
  { fromDaysBefore: 0, toDaysBefore: 0, percent: 50 },
];

const NO_SHOW: Record<BookingKind, Record<DisplayLang, string>> = {
  tour: { ja: '旅行開始後・無連絡不参加', en: 'After the start or no-show' },
  dp: { ja: '旅行開始後・無連絡不参加', en: 'After the start or no-show' },
  yado: { ja: '不泊（無連絡）', en: 'No-show' },
  optional: { ja: '無連絡不参加', en: 'No-show' },
  rentacar: { ja: '無連絡（ノーショウ）', en: 'No-show' },
};

function dayText(days: number, lang: DisplayLang): string {
  if (lang === 'en') return days === 0 ? 'the day' : days === 1 ? '1 day before' : `${days} days before`;
  return days === 0 ? '当日' : days === 1 ? '前日' : `${days}日前`;
}

function tierLabel(tier: CancellationTier, lang: DisplayLang): string {
  const { fromDaysBefore: from, toDaysBefore: to } = tier;
  if (to === null) return lang === 'en' ? `Up to ${dayText(from, lang)}` : `${dayText(from, lang)}まで`;
  if (to === from) return lang === 'en' ? `On ${dayText(from, lang)}` : dayText(from, lang);
  return lang === 'en' ? `${to} to ${from} days before` : `${dayText(to, lang)}〜${dayText(from, lang)}`;
}

/** The tier table of a product kind (dayTrip: a tour without a night). */
export function cancellationTiers(kind: BookingKind, options: { dayTrip?: boolean } = {}): TierTable {
  switch (kind) {
    case 'tour':
    case 'dp':
      return options.dayTrip ? DAY_TRIP_TIERS : TOUR_TIERS;
    case 'yado':
      return HOTEL_TIERS;
    case 'optional':
      return OPTIONAL_TIERS;
    case 'rentacar':
      return RENTACAR_TIERS;
  }
}

/** Online cancellation ends at D 00:00 JST (前日 24:00): minutes before the end of D. */
const ONLINE_CANCEL_MINUTES_BEFORE_24 = 24 * 60;

/** The policy of a booking departing on `departureDate` (YYYYMMDD), with its dates. */
export function cancellationPolicy(
  kind: BookingKind,
  departureDate: string,
  options: { dayTrip?: boolean } = {},
): CancellationPolicy {
  const tiers = cancellationTiers(kind, options).map((tier): CancellationTierView => ({
    ...tier,
    firstDay: tier.toDaysBefore === null ? null : addDays(departureDate, -tier.toDaysBefore),
    lastDay: addDays(departureDate, -tier.fromDaysBefore),
    label: { ja: tierLabel(tier, 'ja'), en: tierLabel(tier, 'en') },
  }));
  const end = deadlineAt(departureDate, ONLINE_CANCEL_MINUTES_BEFORE_24); // D 0000
  return {
    kind,
    departureDate,
    tiers,
    noShowPercent: 100,
    noShowLabel: NO_SHOW[kind],
    onlineCancelUntil: `${addDays(end.slice(0, 8), -1)}2359`,
  };
}

/** Japan calendar days from today to departure: 0 当日, 1 前日, negative once started. */
export function daysBeforeDeparture(departureDate: string, now: Date | number): number {
  return daysBetween(japanToday(now), departureDate);
}

/** The percentage charged for cancelling at `now` (no-show / after start: noShowPercent). */
export function cancellationPercent(
  policy: Pick<CancellationPolicy, 'departureDate' | 'tiers' | 'noShowPercent'>,
  now: Date | number,
): number {
  const days = daysBeforeDeparture(policy.departureDate, now);
  if (days < 0) return policy.noShowPercent;
  const tier = policy.tiers.find(
    (t) => days >= t.fromDaysBefore && (t.toDaysBefore === null || days <= t.toDaysBefore),
  );
  return tier?.percent ?? policy.noShowPercent;
}

/** The charge for cancelling at `now`: amount × percent, rounded down to the yen. */
export function cancellationCharge(
  policy: Pick<CancellationPolicy, 'departureDate' | 'tiers' | 'noShowPercent'>,
  amount: number,
  now: Date | number,
): number {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`amount must be whole yen: ${amount}`);
  return roundYenFraction(amount * cancellationPercent(policy, now), 100, 'down', 1);
}

/** Whether the traveller may still cancel online at `now` (until 前日 23:59 JST). */
export function canCancelOnline(departureDate: string, now: Date | number): boolean {
  return !isDeadlinePassed(departureDate, ONLINE_CANCEL_MINUTES_BEFORE_24, now);
}
