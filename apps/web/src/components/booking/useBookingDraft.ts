'use client';
/**
 * The booking steps' state that outlives a reload and Back (lib/booking/steps.ts):
 *
 * - useUrlStep(): the step of the page's URL (`?step=`); go() adds a history entry (replace: no
 *   entry), so the browser's Back and Forward move between steps;
 * - useBookingDraft(): the travellers' form, the coupons chosen, the Idempotency-Key and the booking
 *   number once booked. The tab's sessionStorage is the store (an in-memory copy stands in when the
 *   browser refuses storage), read through useSyncExternalStore: the server renders "not read yet"
 *   (`ready` false), the browser then the kept draft, or the profile's details when there is none.
 */
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'next/navigation';
import type { AccountUser } from '@/lib/account/types';
import { defaultCouponCodes } from '@/lib/booking/couponSelection';
import { createIdempotencyKeeper } from '@/lib/booking/flow';
import {
  draftKey,
  NO_STAY_DETAILS,
  parseDraft,
  searchWithStep,
  STEP_PARAM,
  stepFromParam,
  type BookingDraft,
  type FlowStep,
  type StayDetailsForm,
} from '@/lib/booking/steps';
import { initialTravellerForm, type TravellerForm } from '@/lib/booking/travellers';
import type { Quote } from '@/lib/booking/types';

export function useUrlStep(): { step: FlowStep; go: (step: FlowStep, replace?: boolean) => void } {
  const params = useSearchParams();
  const step = stepFromParam(params.get(STEP_PARAM));
  const go = useCallback((next: FlowStep, replace = false) => {
    const url = `${window.location.pathname}${searchWithStep(window.location.search, next)}`;
    if (replace) window.history.replaceState(null, '', url);
    else window.history.pushState(null, '', url);
  }, []);
  return { step, go };
}

/* ---------- the store: sessionStorage, with an in-memory copy of this page's writes ---------- */

const memory = new Map<string, string | null>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function storedText(key: string): string {
  if (memory.has(key)) return memory.get(key) ?? '';
  try {
    return window.sessionStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

/**
 * The tab's draft as this page load sees it: a booking made earlier counts only when the traveller
 * came back to this page (Back, Forward, reload); a new visit of the same product's booking page
 * starts a new booking.
 */
function keptDraft(key: string, companions: number): BookingDraft | null {
  const kept = parseDraft(storedText(key), companions);
  if (!kept?.bookingNumber || memory.has(key)) return kept;
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'navigate' ? null : kept;
}

function store(key: string, text: string | null): void {
  memory.set(key, text);
  try {
    if (text === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, text);
  } catch {
    // private mode or quota: the in-memory copy keeps this page going
  }
  for (const listener of listeners) listener();
}

export interface DraftState {
  ready: boolean;
  form: TravellerForm;
  setForm: (update: (form: TravellerForm) => TravellerForm) => void;
  stayDetails: StayDetailsForm;
  setStayDetails: (details: StayDetailsForm) => void;
  /** The coupons chosen: several combinable ones, or one alone (the quote's best by default). */
  couponCodes: string[];
  setCouponCodes: (codes: string[]) => void;
  /** The Idempotency-Key of a booking body: the kept one for the same content, else a new one. */
  keyFor: (content: unknown) => string;
  /** Forgets the key (the content must change: a new quote). */
  resetKey: () => void;
  bookingNumber: string | null;
  /** Keeps the booked number (before leaving for the completion page). */
  markBooked: (bookingNumber: string) => void;
  /** Forgets the booking and its key: the same content may then be booked anew. */
  startOver: () => void;
}

export function useBookingDraft(
  bookingPath: string,
  quote: Quote,
  user: AccountUser,
  companions: number,
): DraftState {
  const key = draftKey(bookingPath);
  const text = useSyncExternalStore(
    subscribe,
    () => storedText(key),
    () => null,
  );
  const [fresh] = useState<BookingDraft>(() => ({
    form: initialTravellerForm(user, companions),
    stayDetails: NO_STAY_DETAILS,
    couponCodes: defaultCouponCodes(quote),
    idempotency: null,
    bookingNumber: null,
  }));
  const draft = useMemo(() => {
    const kept = text ? keptDraft(key, companions) : null;
    // Kept coupons the quote no longer offers fall back to the quote's default.
    if (kept && kept.couponCodes.some((code) => !quote.coupons.some((c) => c.couponCode === code))) {
      return { ...kept, couponCodes: fresh.couponCodes };
    }
    return kept ?? fresh;
  }, [text, key, companions, quote, fresh]);

  const update = (patch: Partial<BookingDraft>) => {
    const current = keptDraft(key, companions) ?? draft;
    store(key, JSON.stringify({ ...current, ...patch }));
  };

  return {
    ready: text !== null,
    form: draft.form,
    setForm: (change) => update({ form: change((keptDraft(key, companions) ?? draft).form) }),
    stayDetails: draft.stayDetails,
    setStayDetails: (stayDetails) => update({ stayDetails }),
    couponCodes: draft.couponCodes,
    setCouponCodes: (couponCodes) => update({ couponCodes }),
    keyFor: (content) => {
      const keeper = createIdempotencyKeeper(undefined, draft.idempotency);
      const idempotencyKey = keeper.keyFor(content);
      update({ idempotency: keeper.snapshot() });
      return idempotencyKey;
    },
    resetKey: () => update({ idempotency: null }),
    bookingNumber: draft.bookingNumber,
    markBooked: (bookingNumber) => update({ bookingNumber }),
    startOver: () => store(key, null),
  };
}
