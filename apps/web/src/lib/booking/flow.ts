/**
 * The rules of the booking pages that are not the API's (the coupons chosen: ./couponSelection.ts):
 * the cancellation policy's rows, the Idempotency-Key of a
 * submission and what a failure means for the page. Prices always come from the API's quote;
 * nothing here computes a price. Pure (tested).
 */
import { formatDateLong, formatDateTimeLong, type DisplayLang } from '@tabiyori/domain';
import type { CancellationPolicy } from './types';

export interface PolicyRow {
  label: string;
  /** The Japan calendar days the row covers, in the page language. */
  period: string;
  percent: number;
}

/** The policy's tiers with their days, then the no-show row. */
export function policyRows(policy: CancellationPolicy, lang: DisplayLang): PolicyRow[] {
  const rows = policy.tiers.map((tier) => {
    const last = formatDateLong(tier.lastDay, lang);
    let period: string;
    if (tier.firstDay === null) period = lang === 'en' ? `until ${last}` : `${last}まで`;
    else if (tier.firstDay === tier.lastDay) period = last;
    else period = `${formatDateLong(tier.firstDay, lang)}〜${last}`;
    return { label: tier.label[lang], period, percent: tier.percent };
  });
  rows.push({
    label: policy.noShowLabel[lang],
    period:
      lang === 'en'
        ? `from ${formatDateLong(policy.departureDate, lang)}`
        : `${formatDateLong(policy.departureDate, lang)}以降`,
    percent: policy.noShowPercent,
  });
  return rows;
}

/** The last moment of an online cancellation, in the page language. */
export function onlineCancelUntilText(policy: CancellationPolicy, lang: DisplayLang): string {
  return formatDateTimeLong(policy.onlineCancelUntil, lang);
}

/**
 * The Idempotency-Key of a submission: the same key for every retry of the same booking content
 * (double click, network retry, reload of the answer), a new key when the content changes (another
 * coupon, corrected travellers, a new quote). Keys are random (crypto) and 8–128 visible ASCII.
 * `initial` resumes a kept key (the booking draft of the tab, lib/booking/steps.ts), so a reload or
 * Back and a second submission of the same content still books once.
 */
export interface KeptKey {
  content: string;
  key: string;
}

export function createIdempotencyKeeper(
  newKey: () => string = () => crypto.randomUUID(),
  initial: KeptKey | null = null,
) {
  let current: KeptKey | null = initial;
  return {
    keyFor(content: unknown): string {
      const text = JSON.stringify(content);
      if (!current || current.content !== text) current = { content: text, key: `bk-${newKey()}` };
      return current.key;
    },
    /** Forget the key (after a refused booking whose content must change). */
    reset(): void {
      current = null;
    },
    /** The kept key with its content (null: none yet), to keep across a reload. */
    snapshot(): KeptKey | null {
      return current;
    },
  };
}

export type FailureAction =
  /** BKE801: sold out: choose another date or plan. */
  | 'soldOut'
  /** BKE802: the price changed: reload the quote. */
  | 'priceChanged'
  /** BKE803: the coupon cannot be used: reload the quote, choose again. */
  | 'couponRefused'
  /** ACE803: the session ended: log in again and come back. */
  | 'login'
  /** BKE804: party / date not bookable. */
  | 'notBookable'
  /** Anything else (BKE900, network …): show the message; the same key may be retried. */
  | 'retry';

export function failureAction(errorCode: string): FailureAction {
  switch (errorCode) {
    case 'BKE801':
      return 'soldOut';
    case 'BKE802':
      return 'priceChanged';
    case 'BKE803':
      return 'couponRefused';
    case 'ACE803':
      return 'login';
    case 'BKE804':
    case 'BKE800':
      return 'notBookable';
    default:
      return 'retry';
  }
}
