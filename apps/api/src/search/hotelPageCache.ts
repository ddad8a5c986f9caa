/**
 * Answers of the hotel search from the index, kept per exact input while the index says nothing
 * they read has changed (issue 15): a burst of the same search, or its other pages and sorts'
 * counts, is ranked once. Exact, never stale: each answer is kept with the change stamp of the
 * prefectures its hotels can be in (HotelIndex.changeStamp; a booking, cancellation, price edit or
 * hotel edit there moves it), the code book it was priced with, and Japan's today (in the input);
 * an answer whose stamp moved is ranked again. Bounded (LRU by entries).
 */
import type { CodeBook } from '../services/codeBook';
import type { HotelPage, HotelSearchInput } from '../services/hotelSearch';
import type { HotelIndex } from './hotelIndex';

/** Answers kept per index (the most recently used last). */
const MAX_ENTRIES = 2_000;

interface Kept {
  stamp: number;
  book: CodeBook;
  page: HotelPage;
}

const caches = new WeakMap<HotelIndex, Map<string, Kept>>();

/**
 * The prefectures (area2 codes) the search's hotels can be in, or null for any (no destination, a
 * hotel list, or a code the index does not know).
 */
function prefecturesOf(index: HotelIndex, input: HotelSearchInput): string[] | null {
  const c = input.condition;
  if (c.arrAreaCode.length === 0 || c.hotelIds.length > 0 || input.restrictHotelIds) return null;
  const out = new Set<string>();
  for (const code of c.arrAreaCode) {
    const prefectures = index.prefecturesOf(code);
    // A code without hotels now may have some after a hotel edit anywhere.
    if (prefectures.length === 0) return null;
    for (const p of prefectures) out.add(p);
  }
  return [...out];
}

/** The search's answer, kept or ranked now by `rank` (and kept). */
export function cachedHotelPage(
  index: HotelIndex,
  input: HotelSearchInput,
  book: CodeBook,
  rank: () => HotelPage,
): HotelPage {
  let cache = caches.get(index);
  if (!cache) {
    cache = new Map();
    caches.set(index, cache);
  }
  const key = JSON.stringify(input);
  const stamp = index.changeStamp(prefecturesOf(index, input));
  const kept = cache.get(key);
  if (kept && kept.stamp === stamp && kept.book === book) {
    cache.delete(key);
    cache.set(key, kept);
    return kept.page;
  }
  const page = rank();
  cache.delete(key);
  cache.set(key, { stamp, book, page });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return page;
}
