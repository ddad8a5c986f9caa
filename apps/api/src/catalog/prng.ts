/**
 * Deterministic pseudo-random numbers for the catalog: mulberry32 seeded from a 32-bit integer, and
 * a string hash (xmur3-style) to derive independent sub-streams ("hotels", "tours", ...) and pure
 * per-(entity, date) values such as daily stock. Same seed → same sequence on every platform.
 */

/** 32-bit hash of a string (FNV-1a followed by a murmur3 finaliser). */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A uniform number in [0, 1) determined only by the given parts. */
export function hashUnit(...parts: (string | number)[]): number {
  return hashString(parts.join('|')) / 4294967296;
}

/** mulberry32 generator step function. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  /** An independent stream named `label` derived from `seed`. */
  static derive(seed: number, label: string): Rng {
    return new Rng(hashString(`${seed >>> 0}:${label}`));
  }

  float(): number {
    return this.next();
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Number in [min, max). */
  range(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight; weights must be non-negative with a positive sum. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    let total = 0;
    for (const item of items) total += weight(item);
    if (!(total > 0)) throw new RangeError('weighted pick needs a positive total weight');
    let r = this.next() * total;
    for (const item of items) {
      r -= weight(item);
      if (r < 0) return item;
    }
    return items[items.length - 1] as T;
  }

  /** A new array with `count` distinct items (or all items when fewer). */
  sample<T>(items: readonly T[], count: number): T[] {
    if (count * 4 < items.length) {
      // few from many: draw distinct indices without copying the list
      const seen = new Set<number>();
      const out: T[] = [];
      while (out.length < count) {
        const i = Math.floor(this.next() * items.length);
        if (seen.has(i)) continue;
        seen.add(i);
        out.push(items[i] as T);
      }
      return out;
    }
    const copy = items.slice();
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      const tmp = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = tmp;
    }
    return copy.slice(0, n);
  }
}

