import { describe, expect, it } from 'vitest';
import { StockChangeLog, stockChangeMatters, type StockWatch } from './stockChanges';

const watch = (over: Partial<StockWatch> = {}): StockWatch => ({
  areas: new Set(['13']),
  first: 100,
  last: 101,
  needed: 2,
  shown: new Set([7]),
  checkedTo: 0,
  ...over,
});

describe('which stock changes can change a kept search (search/stockChanges.ts)', () => {
  it('the rule: shown on the page, or min(before, after) below what is needed, or no row', () => {
    expect(stockChangeMatters(5, 4, 2, false)).toBe(false);
    expect(stockChangeMatters(2, 3, 2, false)).toBe(false);
    expect(stockChangeMatters(2, 1, 2, false)).toBe(true);
    expect(stockChangeMatters(0, 1, 1, false)).toBe(true);
    expect(stockChangeMatters(5, 4, 2, true)).toBe(true);
    expect(stockChangeMatters(-1, 4, 2, false)).toBe(true);
    expect(stockChangeMatters(4, -1, 0, false)).toBe(true);
  });

  it('a watch sees only the changes of its areas and days since its last check, and is advanced', () => {
    const log = new StockChangeLog();
    const w = watch();
    log.add(1, 3, '13', 100, 5, 4); // off the page, rooms to spare
    log.add(2, 3, '27', 100, 1, 0); // another prefecture
    log.add(3, 3, '13', 102, 1, 0); // another night
    expect(log.unchangedFor(w, 3)).toBe(true);
    expect(w.checkedTo).toBe(3);
    log.add(4, 3, '13', 101, 2, 1); // may flip
    expect(log.unchangedFor(w, 4)).toBe(false);
    // A watch made after that change does not see it.
    expect(log.unchangedFor(watch({ checkedTo: 4 }), 4)).toBe(true);
    log.add(5, 7, '13', 100, 9, 8); // a hotel on the page
    expect(log.unchangedFor(watch({ checkedTo: 4 }), 5)).toBe(false);
    expect(log.unchangedFor(watch({ checkedTo: 4, shown: null }), 5)).toBe(true);
    expect(
      log.unchangedFor(watch({ checkedTo: 4, areas: null, first: 0, last: 200, needed: 1, shown: null }), 5),
    ).toBe(true);
  });

  it('a watch older than the changes the log still holds is no longer unchanged', () => {
    const log = new StockChangeLog();
    const old = watch({ checkedTo: 0 });
    const recent = watch({ checkedTo: 9_000 });
    for (let seq = 1; seq <= 10_000; seq++) log.add(seq, 1, '01', 5, 9, 8);
    expect(log.unchangedFor(old, 10_000)).toBe(false);
    expect(log.unchangedFor(recent, 10_000)).toBe(true);
  });

  it('a change that may flip an item not on the page keeps the watch when the item settles, never one on the page', () => {
    const log = new StockChangeLog();
    const asked: number[] = [];
    const settles = new Set([3]);
    const settled = (item: number) => {
      asked.push(item);
      return settles.has(item);
    };
    log.add(1, 3, '13', 100, 1, 0); // may flip, and item 3 settles
    expect(log.unchangedFor(watch({ settled }), 1)).toBe(true);
    log.add(2, 4, '13', 100, 1, 0); // may flip, item 4 does not settle
    expect(log.unchangedFor(watch({ settled, checkedTo: 1 }), 2)).toBe(false);
    log.add(3, 7, '13', 100, 5, 4); // on the page: never asked
    expect(log.unchangedFor(watch({ settled, checkedTo: 2 }), 3)).toBe(false);
    log.add(4, 5, '13', 100, 5, 4); // cannot flip: never asked
    expect(log.unchangedFor(watch({ settled, checkedTo: 3 }), 4)).toBe(true);
    expect(asked).toEqual([3, 4]);
  });
});
