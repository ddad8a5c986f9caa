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
 * Which hotels a search finds (hotelRanking.ts HotelAvailability: the count, and for the price
 * sorts each hotel's best price and the order) is kept apart, per condition without its sort and
 * page (every page and sort of a search finds the same hotels), watched without a page: only a
 * possible availability flip (or an edit) drops it. /v1/hotels.count answers its size; a page not
 * kept (another page or sort, or its hotels' rooms booked) is ranked from it, walking only the
 * page's hotels in full instead of every hotel of the area. Bounded by bytes
 * ({@link AVAILABILITY_BYTES} per index).
 */
import type { PartyGuest } from '@tabiyori/domain';
import { LRUCache } from 'lru-cache';
import type { CodeBook } from '../services/codeBook';
import type { HotelPage, HotelSearchInput } from '../services/hotelSearch';
import { dayNumber, type HotelIndex } from './hotelIndex';
import {
  availabilityBytes,
  availabilityPage,
  hotelAvailability,
  type HotelAvailability,
} from './hotelRanking';
import type { StockWatch } from './stockChanges';

/** Answers kept per index and kind (the most recently used last). */
const MAX_ENTRIES = 2_000;
/** Most bytes of kept availabilities per index (a nationwide one is about 40 KB, 120 KB with prices). */
const AVAILABILITY_BYTES = 48 * 1024 * 1024;

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

/** Kept availabilities per index, by condition (countKey), bounded by bytes. */
const availabilities = new WeakMap<HotelIndex, LRUCache<string, Kept<HotelAvailability>>>();

function availabilitiesOf(index: HotelIndex): LRUCache<string, Kept<HotelAvailability>> {
  let cache = availabilities.get(index);
  if (!cache) {
    cache = new LRUCache<string, Kept<HotelAvailability>>({
      maxSize: AVAILABILITY_BYTES,
      sizeCalculation: (kept, key) => availabilityBytes(kept.value) + key.length,
    });
    availabilities.set(index, cache);
  }
  return cache;
}

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
 * Which hotels the search finds: kept, or found now (and kept). `withPrices`: the caller sorts by
 * price (found with each hotel's best price in one walk when not kept).
 */
function keptAvailability(
  index: HotelIndex,
  input: HotelSearchInput,
  book: CodeBook,
  guests: readonly PartyGuest[],
  withPrices: boolean,
): HotelAvailability {
  const cache = availabilitiesOf(index);
  const key = countKey(input);
  const kept = cache.get(key);
  if (kept && kept.book === book && kept.watch.unchanged()) return kept.value;
  const watch = watchHotelSearch(index, input);
  const value = hotelAvailability(index, input, guests, withPrices);
  cache.set(key, { watch, book, value });
  return value;
}

/**
 * The search's page, kept or ranked now (and kept) from which hotels it finds (kept per condition
 * for every page and sort, hotelRanking.ts availabilityPage).
 */
export function cachedHotelPage(
  index: HotelIndex,
  input: HotelSearchInput,
  book: CodeBook,
  guests: readonly PartyGuest[],
): HotelPage {
  const key = JSON.stringify(input);
  const kept = pages.peek(index, key, book);
  if (kept) return kept;
  const watch = watchHotelSearch(index, input);
  const priceSort = input.condition.sort === 'lowPrice' || input.condition.sort === 'highPrice';
  const availability = keptAvailability(index, input, book, guests, priceSort);
  const bytes = availabilityBytes(availability);
  const page = availabilityPage(index, input, guests, book, availability);
  // A price order made now is kept with it: the cache counts its bytes again.
  if (availabilityBytes(availability) !== bytes) {
    const cache = availabilitiesOf(index);
    const entry = cache.peek(countKey(input));
    if (entry?.value === availability) cache.set(countKey(input), { ...entry });
  }
  pages.keep(index, key, watch.forPage(page.hotels.map((h) => h.hotelId)), book, page);
  return page;
}

/** The search's count (hotels.count): the size of which hotels it finds, kept or found now. */
export function cachedHotelCount(
  index: HotelIndex,
  input: HotelSearchInput,
  book: CodeBook,
  guests: readonly PartyGuest[],
): number {
  return keptAvailability(index, input, book, guests, false).members.length;
}
