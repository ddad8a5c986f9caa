/** Suggestion options of the hotel-name combobox and its keyboard movement. Pure (tested). */
import type { SuggestAnswer } from '@/lib/hotels/types';

export type SuggestOption =
  | { kind: 'area'; id: string; code: string; label: string; sub: string | null }
  | { kind: 'hotel'; id: string; hotelId: string; label: string; sub: string };

export function suggestOptions(answer: SuggestAnswer, idPrefix: string): SuggestOption[] {
  return [
    ...answer.areas.map((a, i) => ({
      kind: 'area' as const,
      id: `${idPrefix}-a${i}`,
      code: a.code,
      label: a.name,
      sub: a.parentName,
    })),
    ...answer.hotels.map((h, i) => ({
      kind: 'hotel' as const,
      id: `${idPrefix}-h${i}`,
      hotelId: h.hotelId,
      label: h.name,
      sub: h.areaName,
    })),
  ];
}

/** The next active option: -1 is the input itself; moving past either end wraps through it. */
export function nextActive(current: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  const next = current + step;
  if (next < -1) return count - 1;
  if (next > count - 1) return -1;
  return next;
}
