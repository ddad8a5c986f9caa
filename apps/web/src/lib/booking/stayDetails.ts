/**
 * The stay details of a hotel booking's travellers step (check-in time, requests): their check and
 * their part of the booking body, by the domain's rule (booking/stayDetails.ts). Pure (tested).
 */
import { normalizeStayRequests, STAY_REQUESTS_MAX } from '@tabiyori/domain';
import type { StayDetailsForm } from './steps';

/** The message key of the requests' problem, or null. */
export function stayDetailsError(details: StayDetailsForm): 'requestsTooLong' | 'requestsInvalid' | null {
  const result = normalizeStayRequests(details.requests);
  if (result.ok) return null;
  return result.reason === 'tooLong' ? 'requestsTooLong' : 'requestsInvalid';
}

/** The booking body's fields (nothing for what was not said). */
export function stayDetailsBody(details: StayDetailsForm): { checkinTime?: string; requests?: string } {
  const requests = normalizeStayRequests(details.requests);
  return {
    ...(details.checkinTime ? { checkinTime: details.checkinTime } : {}),
    ...(requests.ok && requests.value ? { requests: requests.value } : {}),
  };
}

/** Characters typed, as the rule counts them (after trimming). */
export function requestsLength(requests: string): number {
  return [...requests.replace(/\r\n?/g, '\n').trim()].length;
}

export { STAY_REQUESTS_MAX };
