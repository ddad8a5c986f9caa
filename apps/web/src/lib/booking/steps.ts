/**
 * Where the booking steps live, so reload and Back keep them (issue 18 item 4):
 *
 * - the step is in the page's URL, `?step=travellers` or `?step=confirm` beside the product's query
 *   (no `step`: 1, the selected content); each step change is a history entry, so the browser's Back
 *   goes to the previous step;
 * - what the traveller typed is kept in the tab's sessionStorage under the booking page's own path
 *   (the draft: travellers' form, the coupons chosen, the Idempotency-Key with its content and, once
 *   booked, the booking number), so a reload or Back shows it again and a second submission of the
 *   same content answers the same booking;
 * - completion is a page of its own, `/booking/complete/{bookingNumber}`.
 *
 * A draft that is not well-formed (another version, edited by hand) is ignored. Pure but for the
 * Storage passed in (tested).
 */
import type { KeptKey } from './flow';
import type { TravellerForm } from './travellers';

export type FlowStep = 1 | 2 | 3;
export const STEP_PARAM = 'step';

const STEP_NAMES: Record<FlowStep, string | null> = { 1: null, 2: 'travellers', 3: 'confirm' };

/** The step a `step` query value names (anything else: 1). */
export function stepFromParam(value: string | null | undefined): FlowStep {
  if (value === STEP_NAMES[2]) return 2;
  if (value === STEP_NAMES[3]) return 3;
  return 1;
}

/** The page's query (`?…` or '') with the step set (step 1: the param left out). */
export function searchWithStep(search: string, step: FlowStep): string {
  const params = new URLSearchParams(search);
  const name = STEP_NAMES[step];
  if (name) params.set(STEP_PARAM, name);
  else params.delete(STEP_PARAM);
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/** The completion page of a booking (language-neutral path). */
export function bookingCompletePath(bookingNumber: string): string {
  return `/booking/complete/${encodeURIComponent(bookingNumber)}`;
}

/** yado, dp: what the traveller tells the hotel (not priced). */
export interface StayDetailsForm {
  /** HHmm, '' = not decided. */
  checkinTime: string;
  requests: string;
}

export const NO_STAY_DETAILS: StayDetailsForm = { checkinTime: '', requests: '' };

export interface BookingDraft {
  form: TravellerForm;
  stayDetails: StayDetailsForm;
  /** The coupons chosen (several combinable ones, or one alone). */
  couponCodes: string[];
  idempotency: KeptKey | null;
  /** Set once booked: Back to the confirmation then shows the booking instead of a second one. */
  bookingNumber: string | null;
}

export const DRAFT_PREFIX = 'tabiyori:booking:';

/** The draft's storage key: the booking page's path without its step. */
export function draftKey(bookingPath: string): string {
  return `${DRAFT_PREFIX}${bookingPath}`;
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isString = (v: unknown): v is string => typeof v === 'string';
const isCodes = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);

function isGuest(v: unknown): boolean {
  const g = v as Record<string, unknown> | null;
  return (
    typeof g === 'object' &&
    g !== null &&
    isString(g.familyNameKana) &&
    isString(g.givenNameKana) &&
    (g.gender === '' || g.gender === 'male' || g.gender === 'female') &&
    isString(g.age)
  );
}

function isForm(v: unknown, companions: number): v is TravellerForm {
  const f = v as { lead?: Record<string, unknown>; guests?: unknown } | null;
  if (typeof f !== 'object' || f === null || typeof f.lead !== 'object' || f.lead === null) return false;
  const lead = f.lead;
  const leadKeys = ['familyName', 'givenName', 'familyNameKana', 'givenNameKana', 'email', 'phone'];
  if (!leadKeys.every((k) => isString(lead[k]))) return false;
  return Array.isArray(f.guests) && f.guests.length === companions && f.guests.every(isGuest);
}

function isKept(v: unknown): v is KeptKey | null {
  const k = v as Partial<KeptKey> | null;
  return k === null || (typeof k === 'object' && isString(k.content) && isString(k.key));
}

/** The tab's draft of a booking page, or null (none, unreadable, or for another party size). */
export function readDraft(storage: DraftStorage, key: string, companions: number): BookingDraft | null {
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return null;
  }
  return parseDraft(text, companions);
}

/** A draft's stored text, or null (none, malformed, or for another party size). */
export function parseDraft(text: string | null, companions: number): BookingDraft | null {
  let value: unknown;
  try {
    value = JSON.parse(text ?? 'null');
  } catch {
    return null;
  }
  const d = value as Partial<BookingDraft> | null;
  if (typeof d !== 'object' || d === null) return null;
  if (!isForm(d.form, companions) || !isCodes(d.couponCodes) || !isKept(d.idempotency ?? null)) return null;
  if (d.bookingNumber !== null && d.bookingNumber !== undefined && !isString(d.bookingNumber)) return null;
  const details = d.stayDetails as Partial<StayDetailsForm> | undefined;
  const stayDetails =
    details && isString(details.checkinTime) && isString(details.requests)
      ? { checkinTime: details.checkinTime, requests: details.requests }
      : NO_STAY_DETAILS;
  return {
    form: d.form,
    stayDetails,
    couponCodes: d.couponCodes,
    idempotency: d.idempotency ?? null,
    bookingNumber: d.bookingNumber ?? null,
  };
}

/** Keeps the draft (a full or unavailable storage is not an error: the flow goes on without it). */
export function writeDraft(storage: DraftStorage, key: string, draft: BookingDraft): void {
  try {
    storage.setItem(key, JSON.stringify(draft));
  } catch {
    // private mode or quota: reload will simply start from the profile again
  }
}

export function clearDraft(storage: DraftStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // as above
  }
}
