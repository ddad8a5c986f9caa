/**
 * The booking page (language-neutral) of a quote request: the inverse of quoteRequestFromQuery
 * (request.ts), so links built here read back as the same request; and the page of a hotel plan
 * for a search condition's stay. Pure (tested).
 */
import {
  BUILTIN_CONDITION_DEFAULTS,
  buildPageLink,
  defaultConfig,
  encodeConditionQuery,
  type SearchCondition,
} from '@tabiyori/domain';
import { rentalChoiceParams } from '../rentacar/choices';
import { paxCountParams } from './paxCounts';
import { childrenOfCondition, DEPARTURE_KEYS, type QuoteRequest } from './request';
import { tourChoiceParams } from './tourChoices';

/** The `placement` param of a placement. */
export function placementParam(placement: readonly number[]): string {
  return placement.join('-');
}

/** The booking page path (language-neutral) of a quote request: the inverse of the parser. */
export function bookingPagePath(request: QuoteRequest): string {
  if (request.kind === 'optional') {
    return buildPageLink(`/booking/optional/${encodeURIComponent(request.optionalId ?? '')}`, {
      date: request.date,
      ...paxCountParams(request),
    });
  }
  if (request.kind === 'rentacar') {
    return buildPageLink(`/booking/rentacar/${encodeURIComponent(request.carId ?? '')}`, {
      date: request.date,
      pickupTime: request.pickupTime ?? '',
      returnDate: request.returnDate ?? '',
      returnTime: request.returnTime ?? '',
      ...paxCountParams(request),
      ...rentalChoiceParams({
        options: request.rentalOptions ?? [],
        returnOfficeCode: request.returnOfficeCode ?? null,
      }),
    });
  }
  const condition: SearchCondition = {
    ...structuredClone(BUILTIN_CONDITION_DEFAULTS),
    isNoDate: false,
    goDate: request.date,
    adultPax: request.adultPax,
    roomCount: request.roomCount,
    childPax: request.children.map((c) => ({
      age: c.age,
      useBed: c.useBed,
      detail: { useSeat: c.useSeat, isSchoolChild: c.isSchoolChild },
    })),
    ...(request.kind === 'yado' || request.kind === 'dp' ? { nights: request.nights ?? 1 } : {}),
  };
  const query = encodeConditionQuery(condition, defaultConfig, { omit: ['page', 'sort', 'approachType'] });
  if (request.kind === 'yado' || request.kind === 'dp') {
    const extra: Record<string, string> = { planId: request.planId ?? '' };
    if (request.roomId) extra.roomId = request.roomId;
    if (request.placement) extra.placement = placementParam(request.placement);
    if (request.kind === 'dp') {
      for (const key of DEPARTURE_KEYS) if (request[key]) extra[key] = request[key];
      extra.seatClass = request.seatClass ?? 'reserved';
    }
    const segment = request.kind === 'dp' ? 'dp' : 'hotel';
    return buildPageLink(`/booking/${segment}/${encodeURIComponent(request.hotelId ?? '')}`, {
      ...extra,
      ...query,
    });
  }
  return buildPageLink(`/booking/tour/${encodeURIComponent(request.tourId ?? '')}`, {
    ...query,
    ...tourChoiceParams(request),
  });
}

/**
 * The booking page of a hotel plan for the stay of a search condition (the plan rows' 予約へ進む),
 * or null when the condition has no stay date (the traveller picks one first).
 */
export function hotelPlanBookingPath(
  hotelId: string,
  planId: string,
  condition: SearchCondition,
): string | null {
  if (condition.isNoDate || !condition.goDate) return null;
  const roomCount = condition.roomCount ?? 1;
  return bookingPagePath({
    kind: 'yado',
    hotelId,
    planId,
    date: condition.goDate,
    nights: condition.nights ?? 1,
    adultPax: condition.adultPax ?? (condition.paxPerRoom ?? 2) * roomCount,
    children: childrenOfCondition(condition),
    roomCount,
  });
}
