/**
 * The search index of this process (issue 15; README.md beside this file): built at start from the
 * database in the background (searches take the SQL path until it is ready), then kept exact by the
 * change feed: woken by NOTIFY search_changes when the database can listen, and polled every
 * POLL_MS in any case, so a committed change is in this process's searches within a second.
 *
 * A database outage stops the feed: the index answers on (never more than the outage behind;
 * bookings re-check stock in their own transaction) and /health says how far behind it is. When the
 * database is back the feed catches up, or, after REBUILD_AFTER_MS behind (changes older than
 * KEEP_CHANGES are pruned), the index is built again and swapped in.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ChangeFeed, type Change } from './changeFeed';
import { dayNumber, HotelIndex } from './hotelIndex';
import { dropKeptPages } from './hotelPageCache';
import { TourIndex } from './tourIndex';

export const POLL_MS = 250;
/** Changes older than this are pruned from search_changes (by whichever process gets there). */
const KEEP_CHANGES = '1 hour';
const PRUNE_EVERY_MS = 60_000;
/** Behind longer than this, the index is rebuilt instead of catching up. */
const REBUILD_AFTER_MS = 30 * 60_000;
/** Changes re-applied below the head seen at build start (transactions still in flight then). */
const REPLAY_BELOW_HEAD = 200;

export type IndexState = 'building' | 'ready' | 'behind';

export interface IndexStatus {
  state: IndexState;
  /** Milliseconds since the feed was last seen at its head (0 when it is; null while building). */
  lagMs: number | null;
  /** How long the last build took. */
  buildMs: number | null;
}

/** Something that wakes the feed: LISTEN on the database when it can (db/connection.ts listen). */
export type Listen = (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;

export interface SearchIndexOptions {
  listen?: Listen | undefined;
  log?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

export class SearchIndex {
  hotels: HotelIndex | null = null;
  tours: TourIndex | null = null;
  /** Settles when startSearchIndex's build is done (or failed). */
  started: Promise<void> = Promise.resolve();
  private feed: ChangeFeed | null = null;
  private state: IndexState = 'building';
  private caughtUpAt = 0;
  private buildMs: number | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();
  private pending: Promise<void> | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private prunedAt = 0;
  private stopped = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: SearchIndexOptions = {},
  ) {}

  status(): IndexStatus {
    return {
      state: this.state,
      lagMs: this.state === 'building' ? null : this.state === 'ready' ? 0 : Date.now() - this.caughtUpAt,
      buildMs: this.buildMs,
    };
  }

  /** Whether searches may read the index. */
  get ready(): boolean {
    return this.hotels !== null && !this.stopped;
  }

  /** Builds the index, then follows the feed until stop(). */
  async start(): Promise<void> {
    if (this.options.listen) {
      try {
        this.unlisten = await this.options.listen('search_changes', () => this.wake());
      } catch (error) {
        this.options.log?.warn({ err: error }, 'search index: no LISTEN, polling only');
      }
    }
    // A database not reachable at start: try again, 1 s, 2 s … 30 s apart (searches stay on SQL).
    for (let wait = 1_000; !this.stopped; wait = Math.min(wait * 2, 30_000)) {
      try {
        await this.build();
        break;
      } catch (error) {
        this.options.log?.warn({ err: error }, 'search index: build failed, searches stay on SQL');
        await new Promise((resolve) => setTimeout(resolve, wait).unref());
      }
    }
    this.schedule();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    await this.unlisten?.().catch(() => {});
  }

  /**
   * Applies every change committed before the call (tests, LISTEN wake-ups and the poll timer).
   * Polls run one at a time; calls while one waits to start share it.
   */
  catchUp(): Promise<void> {
    if (this.pending) return this.pending;
    const next = this.running.then(() => {
      this.pending = null;
      return this.pollOnce();
    });
    this.pending = next;
    this.running = next.catch(() => {});
    return next;
  }

  private async build(): Promise<void> {
    const started = Date.now();
    const head = await ChangeFeed.head(this.db);
    const hotels = new HotelIndex(this.db);
    await hotels.load();
    const tours = new TourIndex(this.db);
    await tours.load();
    const feed = new ChangeFeed(this.db, Math.max(0, head - REPLAY_BELOW_HEAD), (changes) =>
      applyChanges(hotels, tours, changes),
    );
    await feed.poll();
    // The old index's kept pages are never answered again: they go with it.
    if (this.hotels) dropKeptPages(this.db);
    this.hotels = hotels;
    this.tours = tours;
    this.feed = feed;
    this.state = 'ready';
    this.caughtUpAt = Date.now();
    this.buildMs = Date.now() - started;
    this.options.log?.info(
      {
        buildMs: this.buildMs,
        hotels: hotels.hotels.length,
        plans: hotels.plans.length,
        rooms: hotels.rooms.length,
        tours: tours.size,
      },
      'search index built',
    );
  }

  private wake(): void {
    if (this.stopped || !this.feed) return;
    void this.catchUp().catch(() => {});
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.catchUp()
        .catch(() => {})
        .finally(() => this.schedule());
    }, POLL_MS);
    this.timer.unref();
  }

  private async pollOnce(): Promise<void> {
    if (!this.feed || this.stopped) return;
    try {
      if (this.state === 'behind' && Date.now() - this.caughtUpAt > REBUILD_AFTER_MS) {
        this.options.log?.warn({ lagMs: Date.now() - this.caughtUpAt }, 'search index: rebuilding');
        await this.build();
        return;
      }
      if (await this.feed.poll()) {
        if (this.state === 'behind') this.options.log?.info({}, 'search index: caught up');
        this.state = 'ready';
        this.caughtUpAt = Date.now();
      }
      await this.prune();
    } catch (error) {
      if (this.state === 'ready') this.options.log?.warn({ err: error }, 'search index: change feed behind');
      this.state = 'behind';
    }
  }

  private async prune(): Promise<void> {
    if (Date.now() - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = Date.now();
    await sql`delete from search_changes where at < now() - ${KEEP_CHANGES}::interval`.execute(this.db);
  }
}

/** Reads again what the changes name, grouped by kind; kinds the index does not hold are skipped. */
async function applyChanges(hotels: HotelIndex, tours: TourIndex, changes: readonly Change[]): Promise<void> {
  const hotelIds = new Set<string>();
  const planIds = new Set<string>();
  const tourIds = new Set<string>();
  const roomRanges = new Map<string, { id: string; from: number; to: number }>();
  const tourDayRanges = new Map<string, { id: string; from: number; to: number }>();
  const widen = (ranges: typeof roomRanges, change: Change) => {
    if (change.dayFrom === null || change.dayTo === null) return;
    const range = ranges.get(change.itemId);
    ranges.set(change.itemId, {
      id: change.itemId,
      from: Math.min(range?.from ?? Infinity, change.dayFrom),
      to: Math.max(range?.to ?? -Infinity, change.dayTo),
    });
  };
  for (const change of changes) {
    if (change.kind === 'hotel') hotelIds.add(change.itemId);
    else if (change.kind === 'plan' || change.kind === 'plan_day') planIds.add(change.itemId);
    else if (change.kind === 'room_day') widen(roomRanges, change);
    else if (change.kind === 'tour') tourIds.add(change.itemId);
    else if (change.kind === 'tour_day') widen(tourDayRanges, change);
  }
  if (hotelIds.size > 0) await hotels.reloadHotels([...hotelIds]);
  if (planIds.size > 0) await hotels.reloadPlans([...planIds]);
  if (roomRanges.size > 0) await hotels.reloadRoomDays([...roomRanges.values()]);
  if (tourIds.size > 0) await tours.reloadTours([...tourIds]);
  if (tourDayRanges.size > 0) await tours.reloadTourDays([...tourDayRanges.values()]);
}

const registry = new WeakMap<object, SearchIndex>();

/** Starts the index of a database (one per process and database) in the background. */
export function startSearchIndex(db: Kysely<Database>, options: SearchIndexOptions = {}): SearchIndex {
  const existing = registry.get(db);
  if (existing) return existing;
  const index = new SearchIndex(db, options);
  registry.set(db, index);
  index.started = index.start();
  return index;
}

/** The database's index, when one was started. */
export function searchIndexOf(db: Kysely<Database>): SearchIndex | undefined {
  return registry.get(db);
}

/** The ready hotel index of the database, or null (searches then take the SQL path). */
export function readyHotelIndex(db: Kysely<Database>): HotelIndex | null {
  const index = registry.get(db);
  return index?.ready ? index.hotels : null;
}

/** The ready tour index of the database, or null (tour searches then take the SQL path). */
export function readyTourIndex(db: Kysely<Database>): TourIndex | null {
  const index = registry.get(db);
  return index?.ready ? index.tours : null;
}

export { dayNumber };
