/**
 * Which stock changes can change a kept search answer (issue 15): the exact rule, and a short log of
 * recent stock changes that kept answers check on each use.
 *
 * The rule: a search that needs `needed` units of an item on a day (hotel search: `roomCount` rooms
 * of one room on every night, search/hotelCandidates.ts; a tour search: seats for the party) finds
 * the item available there exactly when its stock that day is a row (not NO_ROW) and at least
 * `needed`. A change of that stock from `before` to `after` (a booking, cancellation, expiry or
 * change) therefore leaves every "available?" answer the same unless min(before, after) < needed
 * (either side short, or without a row). So it can change a kept answer only if
 *   (i) the item is shown on the kept page (its card shows rooms or seats left), or
 *   (ii) its availability under the search may flip: min(before, after) < needed.
 * Everything else a ranking reads (which items match, their order, the price sorts' best price over
 * the available plans, the count) is a function of those "available?" answers and of prices,
 * which a stock change does not move.
 *
 * Finer still, and still exact: a change of (ii) of an item not on the page changes nothing when
 * the item's own part of what the answer read (found or not; for a price sort its best price) is
 * the same now as when the answer was made. A watch may say so ({@link StockWatch.settled}): the
 * index asks it for the item after the change, instead of dropping the answer.
 *
 * Use: the index appends each stock change it applies ({@link StockChangeLog.add}); a kept answer
 * holds a {@link StockWatch} (its areas, days, units needed, items on its page, and the change
 * number it has been checked up to) and asks {@link StockChangeLog.unchangedFor} before each use,
 * which looks only at the changes since its last check. The tour side can do the same with its
 * departures' seats (or call {@link stockChangeMatters} at apply time).
 */

/** A day with no stock row (never available), as the index holds it. */
const NO_ROW = -1;

/**
 * Whether a change of an item's stock on a day from `before` to `after` can change the answer of a
 * search that needs `needed` units of it that day: the item is shown on the answer's page, or its
 * availability (a row, and at least `needed`) may flip. NO_ROW (-1) means no row.
 */
export function stockChangeMatters(before: number, after: number, needed: number, shown: boolean): boolean {
  return shown || before === NO_ROW || after === NO_ROW || Math.min(before, after) < needed;
}

/** What a kept answer read of the stock: checked and advanced by {@link StockChangeLog.unchangedFor}. */
export interface StockWatch {
  /** The areas (prefectures) the search covers, null for any. */
  readonly areas: ReadonlySet<string> | null;
  /** Day numbers of the first and last day the search reads. */
  readonly first: number;
  readonly last: number;
  /** Units the search needs of one item (rooms of one room, seats). */
  readonly needed: number;
  /** The items (index numbers) shown on the answer's page; null or empty: none (a count). */
  readonly shown: ReadonlySet<number> | null;
  /** The change number the watch has been checked up to. */
  checkedTo: number;
  /**
   * Whether an item not on the page (an index number, -1 for one the index does not know) reads
   * now as the answer read it (found or not, and whatever else of it the answer depends on); absent:
   * never (every change of rule (ii) drops the answer).
   */
  readonly settled?: (item: number) => boolean;
}

/** Entries kept; when full, the older half is dropped (watches older than that are not kept). */
const CAPACITY = 8_192;

/**
 * The recent stock changes in the order applied: change number, item (index number), area, day,
 * stock before and after. Parallel arrays, no object per change.
 */
export class StockChangeLog {
  private seq: number[] = [];
  private item: number[] = [];
  private area: string[] = [];
  private day: number[] = [];
  private before: number[] = [];
  private after: number[] = [];
  /** Every change numbered at or below it has been dropped from the log. */
  private droppedTo = 0;

  /** Records one applied change (numbers never decrease). */
  add(seq: number, item: number, area: string, day: number, before: number, after: number): void {
    if (this.seq.length >= CAPACITY) {
      const half = CAPACITY / 2;
      this.droppedTo = this.seq[half - 1]!;
      for (const list of [this.seq, this.item, this.day, this.before, this.after]) list.splice(0, half);
      this.area.splice(0, half);
    }
    this.seq.push(seq);
    this.item.push(item);
    this.area.push(area);
    this.day.push(day);
    this.before.push(before);
    this.after.push(after);
  }

  /**
   * Whether no change since the watch's last check can change its answer (stockChangeMatters on
   * each change of its areas and days); the watch is then checked up to `now` (the index's change
   * number). False when changes it has not seen were dropped.
   */
  unchangedFor(watch: StockWatch, now: number): boolean {
    if (watch.checkedTo >= now) return true;
    if (watch.checkedTo < this.droppedTo) return false;
    let at = this.seq.length;
    while (at > 0 && this.seq[at - 1]! > watch.checkedTo) at -= 1;
    const { areas, first, last, needed, shown, settled } = watch;
    for (let i = at; i < this.seq.length; i++) {
      const day = this.day[i]!;
      if (day < first || day > last || (areas && !areas.has(this.area[i]!))) continue;
      const item = this.item[i]!;
      const onPage = shown?.has(item) ?? false;
      if (!stockChangeMatters(this.before[i]!, this.after[i]!, needed, onPage)) continue;
      if (onPage || !settled?.(item)) return false;
    }
    watch.checkedTo = now;
    return true;
  }
}
