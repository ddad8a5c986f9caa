/**
 * Parties counted by the optional activities' and rental cars' pax types (person1 adults, person6
 * children, person9 infants) and the quote's children that stand for them: a child is sent as a
 * school child of CHILD_AGE, an infant as a preschooler of INFANT_AGE without a seat or bed (the
 * API prices them by category). Pure (tested).
 */
import type { ApiBody } from '@tabiyori/api-client';
import { toParams, type QueryLike } from '../queryParams';

/** The representative child (person6) and infant (person9) of a party counted by pax type. */
export const CHILD_AGE = 8;
export const INFANT_AGE = 3;
export const MAX_PAX = 9;

const COUNT = /^\d$/;

/** A child of a quote request (POST /v1/bookings/quote's child fields; the web always says the seat). */
export type QuoteChild = Required<NonNullable<ApiBody<'/v1/bookings/quote'>['children']>[number]>;

/** A party counted by the optional / rentacar pax types. */
export interface PaxCounts {
  person1: number;
  person6: number;
  person9: number;
}

/** The quote's children of a party counted by pax type (children first, then infants). */
export function childrenOfCounts(counts: Pick<PaxCounts, 'person6' | 'person9'>): QuoteChild[] {
  return [
    ...Array.from({ length: counts.person6 }, () => ({
      age: CHILD_AGE,
      useBed: false,
      useSeat: true,
      isSchoolChild: true,
    })),
    ...Array.from({ length: counts.person9 }, () => ({
      age: INFANT_AGE,
      useBed: false,
      useSeat: false,
      isSchoolChild: false,
    })),
  ];
}

/** The pax-type counts of a quote request's party (the inverse of childrenOfCounts). */
export function countsOfRequest(request: { adultPax: number; children: readonly QuoteChild[] }): PaxCounts {
  const school = request.children.filter((c) => c.isSchoolChild).length;
  return { person1: request.adultPax, person6: school, person9: request.children.length - school };
}

/**
 * person1 / person6 / person9 of a query: each a single digit, 9 people at most, at least one
 * person; null when a count is malformed. `fallbackAdults`: adults when no count is given at all.
 */
export function paxCountsFromQuery(query: QueryLike, fallbackAdults = 0): PaxCounts | null {
  const params = toParams(query);
  const counts: PaxCounts = { person1: 0, person6: 0, person9: 0 };
  let given = false;
  for (const key of ['person1', 'person6', 'person9'] as const) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    if (!COUNT.test(raw)) return null;
    counts[key] = Number(raw);
    given = true;
  }
  if (!given) counts.person1 = fallbackAdults;
  const total = counts.person1 + counts.person6 + counts.person9;
  if (total < 1 || total > MAX_PAX) return null;
  return counts;
}

/** The person1 / person6 / person9 params of a request's party (children and infants only when some). */
export function paxCountParams(request: {
  adultPax: number;
  children: readonly QuoteChild[];
}): Record<string, string> {
  const counts = countsOfRequest(request);
  const out: Record<string, string> = { person1: String(counts.person1) };
  if (counts.person6 > 0) out.person6 = String(counts.person6);
  if (counts.person9 > 0) out.person9 = String(counts.person9);
  return out;
}
