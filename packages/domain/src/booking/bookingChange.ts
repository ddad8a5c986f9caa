/**
 * Booking changes (issue 18 item 5): what a traveller may change online, until when, and what the
 * change does to the price and the payment. The spec names no change call; these are our rules.
 *
 * - What: a hotel stay (yado) and a dynamic package (dp) change the check-in date, the nights, the
 *   party and the number of rooms (the room type follows: the plan's room that fits); an optional
 *   activity its date and party; a rental car its pickup and return (days and times) and its
 *   passengers. A tour cannot be changed online: its seats, hotels, flights, room assignment and
 *   optionals are arranged for one departure, so the traveller cancels and books again.
 * - Until when: a change counts as cancelling the booking and booking again (国内募集型企画旅行条件書:
 *   a change of the travel dates asked by the traveller is a cancellation), so it is free only while
 *   a cancellation would be free. It is accepted online until the last day of the policy's free
 *   tier, 23:59 JST (dp: 21 days before; yado and optional: 2 days before; rentacar: 8 days before),
 *   never from the departure day on. Later, the traveller cancels (with the charge) or calls.
 * - Price: the booking is priced again from the database for the new date and party, exactly as a
 *   new booking; its coupons are judged again by the coupon rules on the new price (a coupon whose
 *   conditions no longer hold is removed and named). The difference is new paid total − old.
 * - Payment (issue 17): paid on site (yado, optional, rentacar): the new total is paid on the day.
 *   Bank transfer (dp) awaiting: the amount to transfer becomes the new total; the deadline is the
 *   earlier of the old one and a new booking's deadline today (never before today). Bank transfer
 *   already paid: a change that lowers the price is refunded (the difference); one that raises it
 *   cannot be made online (a second transfer is arranged with the operator).
 */
import { formatDateLong } from '../calendar/dateFormats';
import { addDays, japanToday } from '../calendar/japanTime';
import { formatTime4 } from '../calendar/timeText';
import type { DisplayLang } from '../format/lang';
import { formatPrice } from '../format/priceText';
import { partyPaxCounts, paxCountsText } from '../pax/categoryText';
import { isDeadlinePassed } from '../calendar/deadline';
import type { BookingKind, CancellationPolicy } from './cancellationPolicy';
import { bankTransferDeadline, type PaymentStatus } from './payment';

export type ChangeField = 'date' | 'nights' | 'party' | 'rooms' | 'rentalTimes';

/** The fields a booking of each kind may change online (a tour: none). */
export const CHANGEABLE_FIELDS: Record<BookingKind, readonly ChangeField[]> = {
  tour: [],
  yado: ['date', 'nights', 'party', 'rooms'],
  dp: ['date', 'nights', 'party', 'rooms'],
  optional: ['date', 'party'],
  rentacar: ['date', 'rentalTimes', 'party'],
};

export function isChangeableKind(kind: BookingKind): boolean {
  return CHANGEABLE_FIELDS[kind].length > 0;
}

/**
 * The last day (YYYYMMDD, until 23:59 JST) a booking with `policy` may be changed online: the last
 * day of its free cancellation tier (none: the day before departure), never on the departure day.
 */
export function changeDeadline(policy: Pick<CancellationPolicy, 'departureDate' | 'tiers'>): string {
  const free = policy.tiers.find((t) => t.percent === 0);
  const dayBefore = addDays(policy.departureDate, -1);
  const last = free ? free.lastDay : dayBefore;
  return last < dayBefore ? last : dayBefore;
}

/** Minutes before the end of the deadline day the change closes (0: at 24:00, i.e. 23:59 is in). */
const CHANGE_CLOSES_MINUTES_BEFORE_24 = 0;

export type ChangeRefusal = 'NOT_CHANGEABLE' | 'CANCELLED' | 'DEADLINE_PASSED';

/** Why a booking cannot be changed online at `now`, or null when it can. */
export function changeRefusal(
  booking: { kind: BookingKind; status: 'confirmed' | 'cancelled'; policy: CancellationPolicy },
  now: Date | number,
): ChangeRefusal | null {
  if (!isChangeableKind(booking.kind)) return 'NOT_CHANGEABLE';
  if (booking.status !== 'confirmed') return 'CANCELLED';
  if (isDeadlinePassed(changeDeadline(booking.policy), CHANGE_CLOSES_MINUTES_BEFORE_24, now)) {
    return 'DEADLINE_PASSED';
  }
  return null;
}

/** The price difference of a change: new paid total − old paid total (yen; negative = cheaper). */
export function changeDifference(oldPaidTotal: number, newPaidTotal: number): number {
  return newPaidTotal - oldPaidTotal;
}

export interface ChangePaymentBefore {
  method: 'onsite' | 'bank_transfer';
  status: PaymentStatus;
  /** YYYYMMDD, bank transfers. */
  deadline: string | null;
}

export type ChangePayment =
  | {
      ok: true;
      status: PaymentStatus;
      deadline: string | null;
      /** What the traveller pays after the change: on site, by transfer, or 0 (paid already). */
      amountDue: number;
      /** Yen tabiyori gives back (a paid transfer that became cheaper). */
      refund: number;
    }
  | { ok: false; refusal: 'PAID_PRICE_RISE' };

/** What a change does to the payment (see the file comment). */
export function changePayment(
  before: ChangePaymentBefore,
  change: { newPaidTotal: number; difference: number; newStartDate: string },
  now: Date | number,
): ChangePayment {
  if (before.method === 'onsite') {
    return { ok: true, status: before.status, deadline: null, amountDue: change.newPaidTotal, refund: 0 };
  }
  if (before.status === 'paid') {
    if (change.difference > 0) return { ok: false, refusal: 'PAID_PRICE_RISE' };
    return { ok: true, status: 'paid', deadline: before.deadline, amountDue: 0, refund: -change.difference };
  }
  const today = japanToday(now);
  const fresh = bankTransferDeadline(today, change.newStartDate);
  const kept = before.deadline !== null && before.deadline < fresh ? before.deadline : fresh;
  return {
    ok: true,
    status: before.status,
    deadline: kept < today ? today : kept,
    amountDue: change.newPaidTotal,
    refund: 0,
  };
}

/** A booking as a change sees it (before or after). */
export interface ChangeSummaryFacts {
  startDate: string;
  nights: number;
  adultPax: number;
  children: readonly { age: number | null; useBed: boolean; isSchoolChild: boolean }[];
  roomCount: number;
  rental: { pickupTime: string; returnDate: string; returnTime: string } | null;
  /** yado, dp: the room type's name (absent: not known). */
  roomName?: { ja: string; en: string } | null;
  paidTotal: number;
}

/** The party by category: 大人2名・子供1名・幼児1名 / 2 adults, 1 child, 1 infant (categoryText.ts). */
function partyText(s: ChangeSummaryFacts, lang: DisplayLang): string {
  return paxCountsText(partyPaxCounts(s.adultPax, s.children), lang);
}

function datesText(s: ChangeSummaryFacts, lang: DisplayLang): string {
  const day = formatDateLong(s.startDate, lang);
  if (s.rental) {
    const pickup = `${day} ${formatTime4(s.rental.pickupTime)}`;
    const back = `${formatDateLong(s.rental.returnDate, lang)} ${formatTime4(s.rental.returnTime)}`;
    return `${pickup} – ${back}`;
  }
  if (s.nights === 0) return day;
  if (lang === 'en') return `${day}, ${s.nights} ${s.nights === 1 ? 'night' : 'nights'}`;
  return `${day}から${s.nights}泊`;
}

/** A price difference with its sign: `+1,000円`, `−500円`, `±0円` (en `+¥1,000` …). */
export function formatPriceDifference(difference: number, lang: DisplayLang): string {
  const sign = difference > 0 ? '+' : difference < 0 ? '−' : '±';
  return `${sign}${formatPrice(Math.abs(difference), lang)}`;
}

/** A booking's dates, party and rooms as a change shows them, in `lang` (before and after columns). */
export function changeSummaryTexts(
  s: ChangeSummaryFacts,
  lang: DisplayLang,
): { dates: string; party: string; rooms: string } {
  const n = s.roomCount;
  return {
    dates: datesText(s, lang),
    party: partyText(s, lang),
    rooms: lang === 'en' ? `${n} ${n === 1 ? 'room' : 'rooms'}` : `${n}室`,
  };
}

/**
 * What a change changed, one line each in the booking's language (the change mail, the history):
 * dates, party, rooms, room type, coupons removed, and the price before → after with the difference.
 */
export function bookingChangeLines(
  before: ChangeSummaryFacts,
  after: ChangeSummaryFacts,
  removedCoupons: readonly { couponName: string }[],
  lang: DisplayLang,
): string[] {
  const label = (ja: string, en: string) => (lang === 'en' ? `${en}: ` : `${ja}：`);
  const lines: string[] = [];
  const [was, now] = [changeSummaryTexts(before, lang), changeSummaryTexts(after, lang)];
  if (was.dates !== now.dates) lines.push(`${label('日程', 'Dates')}${was.dates} → ${now.dates}`);
  if (was.party !== now.party) lines.push(`${label('人数', 'Party')}${was.party} → ${now.party}`);
  if (was.rooms !== now.rooms) lines.push(`${label('部屋数', 'Rooms')}${was.rooms} → ${now.rooms}`);
  const [roomWas, roomNow] = [before.roomName?.[lang], after.roomName?.[lang]];
  if (roomWas && roomNow && roomWas !== roomNow) {
    lines.push(`${label('お部屋タイプ', 'Room type')}${roomWas} → ${roomNow}`);
  }
  for (const coupon of removedCoupons) {
    lines.push(
      lang === 'en'
        ? `Coupon removed (its conditions no longer hold): ${coupon.couponName}`
        : `クーポン「${coupon.couponName}」は条件に合わなくなったため、適用を外しました`,
    );
  }
  const difference = formatPriceDifference(changeDifference(before.paidTotal, after.paidTotal), lang);
  lines.push(
    `${label('お支払い金額', 'Amount')}${formatPrice(before.paidTotal, lang)} → ${formatPrice(after.paidTotal, lang)}` +
      (lang === 'en' ? ` (difference ${difference})` : `（差額 ${difference}）`),
  );
  return lines;
}
