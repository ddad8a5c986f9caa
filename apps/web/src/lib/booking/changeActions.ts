'use server';
/**
 * The booking change's confirmation (issue 18 item 5), a server action so it works without
 * JavaScript: POST /v1/bookings/{n}/change as the member (session cookie and CSRF token,
 * lib/account/sessionApi.ts) with the change the quote priced, the total the traveller saw
 * (expectedTotal: a price that moved meanwhile is refused, 409 BKE802) and the Idempotency-Key the
 * quote page drew (a second click or a resent form changes nothing twice). Done: a redirect (303) to
 * the booking's detail, which shows the new state and the change's history. Refused: the
 * catalogue's code, shown by the form (sold out BKE801, not changeable BKE808, paid transfer BKE809 …).
 */
import { redirect } from 'next/navigation';
import { isBookingNumber } from '@tabiyori/domain';
import { outcomeOf, visitorApi } from '../account/sessionApi';
import { pageHref } from '../links';
import { getRequestContext } from '../requestContext';
import type { ChangeQuoteBody } from './change';

export interface ChangeConfirmState {
  errorCode: string | null;
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** The change the quote page put in the form (JSON), or null when it is not one. */
function changeOf(form: FormData): ChangeQuoteBody | null {
  try {
    const value: unknown = JSON.parse(text(form, 'change'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as ChangeQuoteBody)
      : null;
  } catch {
    return null;
  }
}

export async function confirmBookingChangeAction(
  _prev: ChangeConfirmState,
  form: FormData,
): Promise<ChangeConfirmState> {
  const bookingNumber = text(form, 'bookingNumber');
  const key = text(form, 'idempotencyKey');
  const expectedTotal = Number(text(form, 'expectedTotal'));
  const change = changeOf(form);
  // The API checks every field again (400 BKE800); these only keep a broken form from being sent.
  if (!isBookingNumber(bookingNumber) || !change || !/^[A-Za-z0-9-]{8,64}$/.test(key)) {
    return { errorCode: 'BKE800' };
  }
  if (!Number.isInteger(expectedTotal) || expectedTotal < 0) return { errorCode: 'BKE800' };
  const api = await visitorApi();
  const outcome = await outcomeOf(
    api.POST('/v1/bookings/{bookingNumber}/change', {
      params: { path: { bookingNumber }, header: { 'idempotency-key': key } },
      body: { ...change, expectedTotal },
    }),
    'BKE900',
  );
  if (!outcome.ok) return { errorCode: outcome.errorCode };
  const ctx = await getRequestContext();
  redirect(pageHref(`/mypage/bookings/${encodeURIComponent(bookingNumber)}?changed=1`, ctx.lang, ctx.meta));
}
