/**
 * Answers of the hotel search from the index, kept per exact input while nothing they read has
 * changed in a way that can change them (issue 15): a burst of the same search, or its other pages
 * and sorts' counts, is ranked once. Exact, never stale: each answer is kept with a watch
 * ({@link HotelSearchWatch}) of what it read: the change stamp of its prefectures for everything but
 * room nights (a price, plan or hotel edit there drops it: HotelIndex.itemChangeStamp), and, with a
 * date, the room-night changes of its prefectures and nights that can change it (search/stockChanges.ts:
 * a hotel on its page, or a room whose availability for its `roomCount` may flip); the code book it
 * was priced with, and Japan's today (in the input). Bounded (LRU by entries).
 *
 * Counts are kept apart, per condition without its sort and page (every page and sort of a search
 * finds the same hotels), watched without a page: only a possible availability flip drops them.
 * /v1/hotels.count answers from a kept count, and a recommend or popular page whose count is kept
 * stops its walk once the page is full (hotelRanking.ts) instead of asking every other hotel
 * whether it has a candidate.
 */
import type { CodeBook } from '../services/codeBook';
import type { HotelPage, HotelSearchInput } from '../services/hotelSearch';
import { dayNumber, type HotelIndex } from './hotelIndex';
import type { StockWatch } from './stockChanges';

/** Answers kept per index and kind (the most recently used last). */
const MAX_ENTRIES = 2_000;

interface Kept<T> {
  watch: HotelSearchWatch;
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
  peek(index: HotelIndex, key: string, book: CodeBook): T | undefined {
    const cache = this.cacheOf(index);
    const kept = cache.get(key);
    if (!kept) return undefined;
    if (kept.book !== book || !kept.watch.unchanged()) {
      cache.delete(key);
      return undefined;
    }
    cache.delete(key);
    cache.set(key, kept);
    return kept.value;
  }

  keep(index: HotelIndex, key: string, watch: HotelSearchWatch, book: CodeBook, value: T): void {
    const cache = this.cacheOf(index);
    cache.delete(key);
    cache.set(key, { watch, book, value });
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
 * What one answer of a search read from the index, taken before it is made: true while no change
 * since can change it. Without a page (a count, or before the page is known) only room-night
 * changes that may flip a hotel's availability count; {@link forPage} adds the page's hotels.
 */
export class HotelSearchWatch {
  private readonly stamp: number;
  private readonly stock: StockWatch | null;

  constructor(
    private readonly index: HotelIndex,
    private readonly prefectures: string[] | null,
    private readonly nights: { first: number; last: number } | null,
    private readonly roomCount: number,
    private readonly current: () => HotelIndex | null,
    shown: ReadonlySet<number> | null = null,
    checkedTo = index.changeCount,
    stamp = index.itemChangeStamp(prefectures),
  ) {
    this.stamp = stamp;
    // Without a date the search reads no room night (undated plans have no stock).
    this.stock = nights && {
      areas: prefectures && new Set(prefectures),
      first: nights.first,
      last: nights.last,
      needed: roomCount,
      shown,
      checkedTo,
    };
  }

  /** The watch of the search's answer showing these hotels (checked from the same point). */
  forPage(hotelIds: readonly string[]): HotelSearchWatch {
    const shown = new Set<number>();
    for (const id of hotelIds) {
      const at = this.index.hotelIndexOf(id);
      if (at !== undefined) shown.add(at);
    }
    return new HotelSearchWatch(
      this.index,
      this.prefectures,
      this.nights,
      this.roomCount,
      this.current,
      shown,
      this.stock?.checkedTo ?? this.index.changeCount,
      this.stamp,
    );
  }

  unchanged(): boolean {
    return (
      this.current() === this.index &&
      this.index.itemChangeStamp(this.prefectures) === this.stamp &&
      (this.stock === null || this.index.stockUnchanged(this.stock))
    );
  }
}

/** The watch of the search's answers, from now. */
export function watchHotelSearch(
  index: HotelIndex,
  input: HotelSearchInput,
  current: () => HotelIndex | null = () => index,
): HotelSearchWatch {
  const first = input.goDate === undefined ? null : dayNumber(input.goDate);
  return new HotelSearchWatch(
    index,
    prefecturesOf(index, input),
    first === null ? null : { first, last: first + input.nights - 1 },
    input.roomCount,
    current,
  );
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
  const kept = pages.peek(index, key, book);
  if (kept) return kept;
  const count = countKey(input);
  const watch = watchHotelSearch(index, input);
  const page = rank(counts.peek(index, count, book));
  pages.keep(index, key, watch.forPage(page.hotels.map((h) => h.hotelId)), book, page);
  counts.keep(index, count, watch, book, page.count);
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
  const kept = counts.peek(index, key, book);
  if (kept !== undefined) return kept;
  const watch = watchHotelSearch(index, input);
  const count = countNow();
  counts.keep(index, key, watch, book, count);
  return count;
}
