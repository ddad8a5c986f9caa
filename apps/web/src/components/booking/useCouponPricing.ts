'use client';
/**
 * The confirm step's coupons (spec §3 coupons): the price of the codes checked is always the API's,
 * the quote's best selection or a quote asked for exactly those codes. A check is first held to the
 * domain's rule (couponSelectionRefusal through toggleCouponCode); a refused one comes back
 * unchecked with the API's reason. Codes kept from before a reload or Back are priced once.
 */
import { useEffect, useRef, useState } from 'react';
import { errorMessageFor } from '@tabiyori/domain';
import {
  appliedSelection,
  defaultCouponCodes,
  selectionMatches,
  toggleCouponCode,
} from '@/lib/booking/couponSelection';
import type { QuoteRequest } from '@/lib/booking/request';
import type { CouponSelection, Quote } from '@/lib/booking/types';
import type { Lang } from '@/lib/i18n/settings';
import { requestQuote } from './quoteCall';
import type { DraftState } from './useBookingDraft';
import type { TranslateFn } from '@/lib/i18n/translate';

export function useCouponPricing({
  request,
  quote,
  draft,
  lang,
  t,
}: {
  request: QuoteRequest;
  quote: Quote;
  draft: DraftState;
  lang: Lang;
  t: TranslateFn;
}) {
  const { couponCodes } = draft;
  const [priced, setPriced] = useState<CouponSelection | null>(quote.bestSelection);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pricing, setPricing] = useState(false);
  const asked = useRef<string | null>(null);
  const selection = couponCodes.length > 0 && selectionMatches(priced, couponCodes) ? priced : null;
  const awaitingPrice = couponCodes.length > 0 && selection === null;
  const codesKey = couponCodes.join(',');

  /** Asks the API to price the codes; false (and the API's reason said) when it refuses them. */
  async function priceCoupons(codes: string[]): Promise<boolean> {
    asked.current = codes.join(',');
    setPricing(true);
    const result = await requestQuote(request, codes);
    setPricing(false);
    if (!result.ok) {
      setRefusal(errorMessageFor(result.errorCode, lang));
      return false;
    }
    setPriced(appliedSelection(result.data));
    return true;
  }

  // Coupons kept from before a reload or Back that the quote in hand has not priced: price them once.
  useEffect(() => {
    if (!draft.ready || !awaitingPrice || pricing || asked.current === codesKey) return;
    void priceCoupons(codesKey.split(',')).then((ok) => {
      if (!ok) draft.setCouponCodes(defaultCouponCodes(quote));
    });
  });

  /**
   * Checks or unchecks a coupon: the rule first (domain), then the API prices the selection.
   * `onAccepted` is told when the rule lets the change through.
   */
  async function toggle(code: string, checked: boolean, onAccepted: () => void) {
    const next = toggleCouponCode(couponCodes, code, checked, quote.coupons);
    if ('refusal' in next) {
      setRefusal(t(`couponRefusal_${next.refusal}`));
      return;
    }
    setRefusal(null);
    onAccepted();
    const previous = couponCodes;
    draft.setCouponCodes(next.codes);
    if (next.codes.length > 0 && !(await priceCoupons(next.codes))) draft.setCouponCodes(previous);
  }

  return {
    /** The API's price of exactly the codes checked, or null while it is asked (or none is checked). */
    selection,
    awaitingPrice,
    paidTotal: selection?.paidTotal ?? quote.total,
    refusal,
    pricing,
    toggle,
    priceCoupons,
    /** A new quote: its best selection is the price in hand. */
    resetTo: (next: Quote) => setPriced(next.bestSelection),
  };
}
