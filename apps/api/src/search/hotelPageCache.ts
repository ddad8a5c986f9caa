/**
 * Answers of the hotel search from the index, kept per exact input while nothing they read has
 * changed in a way that can change them (issue 15): a burst of the same search, or its other pages
 * and sorts' counts, is ranked once. Exact, never stale: each answer is kept with a watch
 * ({@link HotelSearchWatch}) of what it read: the change stamp of its prefectures for everything but
 * room nights (a price, plan or hotel edit there drops it: HotelIndex.itemChangeStamp), and, with a
 * date, the room-night changes of its prefectures and nights that can change it (search/stockChanges.ts:
 * a hotel on its page, or a room whose availability for its `roomCount` may flip when the hotel
 * then reads otherwise than the answer read it: found or not, its best price for a price sort); the
 * code book it was priced with, and Japan's today (in the input). Kept under the one kept budget
 * of the database (search/keptBodies.ts KeptValues: least recently used first, with the kept bytes
 * of every kind). The serialised bytes of a page are kept while it is the kept page
 * ({@link keptHotelPageCheck}).
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
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/schema';
import type { CodeBook } from '../services/codeBook';
import type { HotelPage, HotelSearchInput } from '../services/hotelSearch';
import { dayNumber, type HotelIndex } from './hotelIndex';
import { KeptValues } from './keptBodies';
import {
  availabilityBytes,
  availabilityPage,
  availabilitySettled,
  hotelAvailability,
  type HotelAvailability,
} from './hotelRanking';
import type { StockWatch } from './stockChanges';

/** Most bytes of kept availabilities per index (a nationwide one is about 40 KB, 120 KB with prices). */
const AVAILABILITY_BYTES = 48 * 1024 * 1024;
/** The heap a kept page holds: its object and each priced hotel's (an estimate, for the budget). */
const PAGE_BYTES = 256;
const PRICED_HOTEL_BYTES = 512;

interface Kept<T> {
  watch: HotelSearchWatch;
  book: CodeBook;
  value: T;
}

interface KeptPage extends Kept<HotelPage> {
  /** The index it was ranked from (a rebuilt index answers afresh). */
  index: HotelIndex;
}

/** Kept pages, per input, under the database's kept budget (search/keptBodies.ts). */
const keptPages = new KeptValues<KeptPage>('hotelPage');

/** The page kept for the input when nothing it read has changed since (and marks it recently used). */
function peekPage(index: HotelIndex, key: string, book: CodeBook): HotelPage | undefined {
  const kept = keptPages.get(index.db, key);
  if (kept?.index !== index) return undefined;
  if (kept.book !== book || !kept.watch.unchanged()) {
    keptPages.delete(index.db, key);
    return undefined;
  }
  return kept.value;
}

/** The entry kept for the input, as it is (not checked, not marked used). */
function keptPageEntry(index: HotelIndex, key: string): KeptPage | undefined {
  const kept = keptPages.peek(index.db, key);
  return kept?.index === index ? kept : undefined;
}

function keepPage(index: HotelIndex, key: string, watch: HotelSearchWatch, book: CodeBook, value: HotelPage) {
  const bytes = PAGE_BYTES + key.length + PRICED_HOTEL_BYTES * value.hotels.length;
  keptPages.set(index.db, key, { index, watch, book, value }, bytes);
}

/** Drops the pages kept from the database's indexes (a rebuilt index is swapped in: search/searchIndex.ts). */
export function dropKeptPages(db: Kysely<Database>): void {
  keptPages.clear(db);
}

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
 * What one answer of a search read from the index, taken when it is made (nothing is applied to
 * the index while an answer is ranked: it is synchronous): true while no change since can change
 * it. Edits in its prefectures drop it; with a date, a room-night change of its prefectures and
 * nights drops it when the hotel is on its page (`shown`), or when the hotel's availability may
 * flip (search/stockChanges.ts) and the hotel does not read now as the answer read it (`settled`:
 * hotelRanking.ts availabilitySettled).
 */
class HotelSearchWatch {
  private readonly stamp: number;
  private readonly prefectures: string[] | null;
  private readonly stock: StockWatch | null;

  constructor(
    private readonly index: HotelIndex,
    input: HotelSearchInput,
    shown: ReadonlySet<number> | null,
    settled: (hotel: number) => boolean,
  ) {
    this.prefectures = prefecturesOf(index, input);
    this.stamp = index.itemChangeStamp(this.prefectures);
    const first = input.goDate === undefined ? null : dayNumber(input.goDate);
    // Without a date the search reads no room night (undated plans have no stock).
    this.stock =
      first === null
        ? null
        : {
            areas: this.prefectures && new Set(this.prefectures),
            first,
            last: first + input.nights - 1,
            needed: input.roomCount,
            shown,
            checkedTo: index.changeCount,
            settled,
          };
  }

  unchanged(): boolean {
    return (
      this.index.itemChangeStamp(this.prefectures) === this.stamp &&
      (this.stock === null || this.index.stockUnchanged(this.stock))
    );
  }
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
  const value = hotelAvailability(index, input, guests, withPrices);
  // Its prices count once it holds them (a price sort asked).
  const settled = availabilitySettled(index, input, guests, value, () => value.prices !== null);
  cache.set(key, { watch: new HotelSearchWatch(index, input, null, settled), book, value });
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
  const kept = peekPage(index, key, book);
  if (kept) return kept;
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
  const shown = new Set<number>();
  for (const h of page.hotels) {
    const at = index.hotelIndexOf(h.hotelId);
    if (at !== undefined) shown.add(at);
  }
  // The order of a price sort reads each hotel's best price; recommend and popular only which are found.
  const settled = availabilitySettled(index, input, guests, availability, () => priceSort);
  keepPage(index, key, new HotelSearchWatch(index, input, shown, settled), book, page);
  return page;
}

/**
 * A check to keep with bytes made from the search's page (search/keptBodies.ts): true while that
 * page is still the search's kept one (and nothing since can change it); null when the page is not
 * the kept one (not ranked from the index here, a JR dp search).
 */
export function keptHotelPageCheck(
  index: HotelIndex,
  input: HotelSearchInput,
  page: HotelPage,
): (() => boolean) | null {
  const key = JSON.stringify(input);
  const kept = keptPageEntry(index, key);
  if (kept?.value !== page) return null;
  return () => keptPageEntry(index, key) === kept && kept.watch.unchanged();
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
