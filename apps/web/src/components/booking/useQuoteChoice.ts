'use client';
/**
 * The booking page's quote and the request it answers. A priced choice of the stay (room type,
 * rooms; a tour stay's room type) asks a new quote and keeps the request in the page's URL (the
 * step stays); a refused choice keeps the last quote and says why.
 */
import { useState } from 'react';
import { errorMessageFor } from '@tabiyori/domain';
import type { QuoteRequest } from '@/lib/booking/request';
import { bookingPagePath } from '@/lib/booking/bookingPagePath';
import { searchWithStep, type FlowStep } from '@/lib/booking/steps';
import type { Quote } from '@/lib/booking/types';
import type { Lang } from '@/lib/i18n/settings';
import { requestQuote } from './quoteCall';

export interface QuoteChoice {
  quote: Quote;
  /** A quote priced elsewhere (the confirmation's coupons). */
  setQuote: (quote: Quote) => void;
  request: QuoteRequest;
  /** A new quote is being asked. */
  choosing: boolean;
  choiceError: string | null;
  changeRequest: (next: QuoteRequest) => Promise<void>;
}

export function useQuoteChoice(
  initialRequest: QuoteRequest,
  initialQuote: Quote,
  lang: Lang,
  step: FlowStep,
): QuoteChoice {
  const [quote, setQuote] = useState<Quote>(initialQuote);
  const [request, setRequest] = useState<QuoteRequest>(initialRequest);
  const [choosing, setChoosing] = useState(false);
  const [choiceError, setChoiceError] = useState<string | null>(null);

  async function changeRequest(next: QuoteRequest) {
    setChoosing(true);
    setChoiceError(null);
    const result = await requestQuote(next);
    setChoosing(false);
    if (!result.ok) {
      setChoiceError(errorMessageFor(result.errorCode, lang));
      return;
    }
    setQuote(result.data);
    setRequest(next);
    const query = bookingPagePath(next).split('?')[1] ?? '';
    window.history.replaceState(null, '', `${window.location.pathname}${searchWithStep(`?${query}`, step)}`);
  }

  return { quote, setQuote, request, choosing, choiceError, changeRequest };
}
