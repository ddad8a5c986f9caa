/**
 * The search mix of `npm run bench:search` (issue 15 item 5): distinct conditions drawn the way
 * travellers search (popular prefectures and near dates more often), and a request stream drawn
 * from them Zipf-like (a few conditions very often, a long tail rarely), seeded, so every run and
 * machine sends the same requests.
 *
 * A condition: a destination at any of the four area levels (regions and prefectures most often,
 * nationwide now and then), a date in the next 90 days (near dates more often), 1–3 nights, a party
 * of 1–4 adults, sometimes children (ages, bed and meal choices), sometimes several rooms, a sort
 * and a page.
 */
import { addDays } from '@tabiyori/domain';

/** A small seeded PRNG (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draws an index 0 … n − 1 with weight 1 / (i + 1)^s (Zipf). */
export function zipf(n: number, s: number, rand: () => number): () => number {
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let i = 0; i < n; i++) {
    total += 1 / Math.pow(i + 1, s);
    cumulative[i] = total;
  }
  return () => {
    const x = rand() * total;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/** The destination codes of the catalog per level (the decoder's area1 … area4 keys). */
export interface AreaCodes {
  area1: string[];
  area2: string[];
  area3: string[];
  area4: string[];
}

/** Prefectures travellers ask for most, first (Tokyo, Osaka, Kyoto, Hokkaido, Okinawa, …). */
const POPULAR_PREFECTURES = [
  '13',
  '27',
  '26',
  '01',
  '47',
  '14',
  '40',
  '22',
  '20',
  '12',
  '28',
  '46',
  '34',
  '04',
];

function popularFirst(codes: readonly string[], popular: readonly string[]): string[] {
  const head = popular.filter((c) => codes.includes(c));
  return [...head, ...codes.filter((c) => !head.includes(c))];
}

const SORTS = ['recommend', 'recommend', 'lowPrice', 'lowPrice', 'popular', 'highPrice'] as const;

/** A party's query part: adults, children (age-b<bed>s<meal>sc<school>), rooms. */
function party(rand: () => number): string {
  const r = rand();
  const adults = r < 0.15 ? 1 : r < 0.75 ? 2 : r < 0.88 ? 3 : 4;
  const parts = [`adultPax=${adults}`];
  if (rand() < 0.25) {
    const children = rand() < 0.6 ? 1 : 2;
    const list = Array.from({ length: children }, () => {
      const age = Math.floor(rand() * 12);
      const bed = age >= 6 || rand() < 0.5 ? 1 : 0;
      return `${age}-b${bed}s${bed}sc${age >= 6 ? 1 : 0}`;
    });
    parts.push(`childPax=${list.join(',')}`);
  }
  if (adults >= 2 && rand() < 0.2) parts.push(`roomCount=${adults >= 4 && rand() < 0.5 ? 3 : 2}`);
  return parts.join('&');
}

/**
 * `count` distinct condition query strings (without the route), most popular first: the request
 * stream (mixStream) draws them Zipf-like by this order.
 */
export function searchConditions(areas: AreaCodes, today: string, count: number, seed: number): string[] {
  const rand = seededRandom(seed);
  const levels: { codes: string[]; weight: number }[] = [
    { codes: popularFirst(areas.area2, POPULAR_PREFECTURES), weight: 0.5 },
    { codes: areas.area1, weight: 0.15 },
    { codes: areas.area3, weight: 0.2 },
    { codes: areas.area4, weight: 0.1 },
  ].filter((l) => l.codes.length > 0);
  const pickers = levels.map((l) => zipf(l.codes.length, 1, rand));
  const pickDay = zipf(90, 0.6, rand);
  const out = new Set<string>();
  for (let tries = 0; out.size < count && tries < count * 50; tries++) {
    const parts: string[] = [];
    // One in twenty nationwide; else a level by its weight, a code Zipf-like within it.
    if (rand() >= 0.05) {
      let x = rand() * levels.reduce((sum, l) => sum + l.weight, 0);
      let level = 0;
      while (level < levels.length - 1 && x >= levels[level]!.weight) x -= levels[level++]!.weight;
      parts.push(`arrAreaCode=${levels[level]!.codes[pickers[level]!()]}`);
    }
    parts.push(`goDate=${addDays(today, 1 + pickDay())}`);
    const n = rand();
    if (n >= 0.6) parts.push(`nights=${n < 0.9 ? 2 : 3}`);
    parts.push(party(rand));
    const sort = SORTS[Math.floor(rand() * SORTS.length)]!;
    if (sort !== 'recommend') parts.push(`sort=${sort}`);
    const p = rand();
    if (p >= 0.8) parts.push(`page=${p < 0.95 ? 2 : 3}`);
    out.add(parts.join('&'));
  }
  return [...out];
}

/** An endless Zipf-like stream over `paths` (index 0 most often), seeded. */
export function mixStream(paths: readonly string[], seed: number, s = 1): { next: () => string } {
  const pick = zipf(paths.length, s, seededRandom(seed));
  return { next: () => paths[pick()]! };
}
