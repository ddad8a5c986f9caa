/**
 * Answers of the hotel search from the index, kept per exact input while the index says nothing
 * they read has changed (issue 15): a burst of the same search, or its other pages and sorts'
 * counts, is ranked once. Exact, never stale: each answer is kept with the change stamp of the
 * prefectures its hotels can be in (HotelIndex.changeStamp; a booking, cancellation, price edit or
 * hotel edit there moves it), the code book it was priced with, and Japan's today (in the input);
 * an answer whose stamp moved is ranked again. Bounded (LRU by entries).
 *
 * Counts are kept apart, per condition without its sort and page (every page and sort of a search
 * finds the same hotels): /v1/hotels.count answers from a kept count, and a recommend or popular
 * page whose count is kept stops its walk once the page is full (hotelRanking.ts) instead of asking
 * every other hotel whether it has a candidate.
 */
import type { CodeBook } from '../services/codeBook';
import type { HotelPage, HotelSearchInput } from '../services/hotelSearch';
import { dayNumber, type HotelIndex } from './hotelIndex';

/** Answers kept per index and kind (the most recently used last). */
const MAX_ENTRIES = 2_000;

interface Kept<T> {
  stamp: number;
  book: CodeBook;
  value: T;
}

/** Kept answers of one kind, per index. */
class KeptAnswers<T> {
  private readonly caches = new WeakMap<HotelIndex, Map<string, Kept<T>>>();

  private cacheOf(index: HotelIndex): Map<string, Kept<T>> {
    let cache = this.caches.get(index);
    if (!cache) {
      cache = new Map();
      this.caches.set(index, cache);
    }
    return cache;
  }

  /** The kept answer when nothing it read has changed since (and marks it recently used). */
  peek(index: HotelIndex, key: string, stamp: number, book: CodeBook): T | undefined {
    const cache = this.cacheOf(index);
    const kept = cache.get(key);
    if (!kept || kept.stamp !== stamp || kept.book !== book) return undefined;
    cache.delete(key);
    cache.set(key, kept);
    return kept.value;
  }

  keep(index: HotelIndex, key: string, stamp: number, book: CodeBook, value: T): void {
    const cache = this.cacheOf(index);
    cache.delete(key);
    cache.set(key, { stamp, book, value });
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  }
}

const pages = new KeptAnswers<HotelPage>();
const counts = new KeptAnswers<number>();

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

/**
 * The search's stamp: of its prefectures (hotelIndex.changeStamp), with a date only of its nights'
 * room-night changes (a booking of another night leaves its kept answers).
 */
function searchStamp(index: HotelIndex, input: HotelSearchInput): number {
  const prefectures = prefecturesOf(index, input);
  if (input.goDate === undefined) return index.changeStamp(prefectures);
  const first = dayNumber(input.goDate);
  return index.changeStamp(prefectures, { first, last: first + input.nights - 1 });
}

/**
 * Whether what the search read from the index is still so: a check to keep with an answer built
 * from it now (search/keptBodies.ts), true until a change touches the search's prefectures (its
 * nights, with a date) or the index is rebuilt.
 */
export function hotelSearchUnchanged(
  index: HotelIndex,
  input: HotelSearchInput,
  current: () => HotelIndex | null,
): () => boolean {
  const stamp = searchStamp(index, input);
  return () => current() === index && searchStamp(index, input) === stamp;
}

/** The key of a search's count: the input without its sort and page. */
function countKey(input: HotelSearchInput): string {
  const { page: _page, ipg: _ipg, condition, ...rest } = input;
  const { sort: _sort, page: _conditionPage, ...where } = condition;
  return JSON.stringify({ ...rest, condition: where });
}

/**
 * The search's page, kept or ranked now by `rank` (and kept). `rank` gets the search's kept count
 * when there is one (then a walk in the index's order may stop once the page is full); the count it
 * answers is kept for every other page and sort of the search.
 */
export function cachedHotelPage(
  index: HotelIndex,
  input: HotelSearchInput,
  book: CodeBook,
  rank: (knownCount: number | undefined) => HotelPage,
): HotelPage {
  const key = JSON.stringify(input);
  const stamp = searchStamp(index, input);
  const kept = pages.peek(index, key, stamp, book);
  if (kept) return kept;
  const count = countKey(input);
  const page = rank(counts.peek(index, count, stamp, book));
  pages.keep(index, key, stamp, book, page);
  counts.keep(index, count, stamp, book, page.count);
  return page;
}

/** The search's count (hotels.count), kept or counted now by `countNow` (and kept). */
export function cachedHotelCount(
  index: HotelIndex,
  input: HotelSearchInput,
  book: CodeBook,
  countNow: () => number,
): number {
  const key = countKey(input);
  const stamp = searchStamp(index, input);
  const kept = counts.peek(index, key, stamp, book);
  if (kept !== undefined) return kept;
  const count = countNow();
  counts.keep(index, key, stamp, book, count);
  return count;
}
