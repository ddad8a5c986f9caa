/**
 * bench/results/search.json (written by `npm run bench:search`, search.ts) and its Markdown: the
 * table search.ts prints and REPORT.md's section (report.ts).
 */
import { ratioCell, type Measured } from './apiProcess';
import type { BookingCounts } from './bookingStream';
import { searchWebMarkdown, type SearchWebResult } from './searchWeb';

export interface Target {
  ratio: number;
  p99: number | null;
}

export interface SearchRow {
  scenario: string;
  distinctPaths: number;
  bytes: number;
  /** Of the bytes, those of multi-byte (Japanese) text, the baseline's too (absent in older runs). */
  nonAscii?: number;
  /** Answers other than 200 among the sampled paths (status: count). */
  sampledNon200: Record<string, number>;
  route: Measured;
  baseline: Measured;
  /** null: the baseline measured 0 req/s (apiProcess.ts ratioOf). */
  ratio: number | null;
  target: Target;
  met: boolean;
}

export interface IndexFigures {
  /** /health search.buildMs */
  buildMs: number | null;
  /** From the API's start to /health search.state ready. */
  readySeconds: number;
  rssIndexOffKiB: number;
  rssReadyKiB: number;
  rssAfterKiB: number;
  rssPeakKiB: number;
}

export interface SearchKindResult {
  kind: 'pglite' | 'postgres';
  scale: string;
  seedSeconds: number;
  index: IndexFigures;
  loadAverage: { before: number[]; after: number[] };
  bookings: BookingCounts;
  rows: SearchRow[];
  web: SearchWebResult;
}

export interface SearchResults {
  at: string;
  machine: { cpus: number; cpuModel: string; memoryGiB: number; node: string; loadAverage: number[] };
  seconds: number;
  warmupSeconds: number;
  connections: number;
  conditions: number;
  bookingsPerSecond: number;
  results: SearchKindResult[];
  /** The web half run alone (searchWeb.ts standalone), kept when the API half writes the file. */
  webOnly?: { at: string; catalog: string; result: SearchWebResult };
}

const NAMES = { pglite: 'PGlite', postgres: 'PostgreSQL' } as const;
const mib = (kib: number) => Math.round(kib / 1024);
const seconds = (ms: number | null) => (ms === null ? '?' : `${Math.round(ms / 100) / 10} s`);

function targetCell(row: SearchRow): string {
  const p99 = row.target.p99 === null ? '' : `, p99 ≤ ${row.target.p99} ms`;
  return `${row.met ? 'met' : '**missed**'}: ≥ ${row.target.ratio}${p99}`;
}

/** The Markdown of one run (without a heading). */
export function searchMarkdown(r: SearchResults): string {
  const m = r.machine;
  let out = `Run ${r.at} on ${m.cpus} × ${m.cpuModel}, ${m.memoryGiB} GiB, Node ${m.node}, load average ${m.loadAverage.join(' / ')} at the end. autocannon, ${r.connections} connections, ${r.seconds} s per run after ${r.warmupSeconds} s unrecorded; ${r.conditions} distinct conditions per search, drawn Zipf-like; ${r.bookingsPerSecond} hotel bookings a second through the API during every run; each scenario beside its baseline: static copies of its first 300 answers (runs from session 11 on; before, a body of its mean size and mean share of Japanese text), drawn as the scenario draws its paths.\n`;
  for (const k of r.results) {
    const i = k.index;
    const b = k.bookings;
    const failed = Object.entries(b.failed)
      .map(([what, n]) => `${n} × ${what}`)
      .join(', ');
    out += `\n### ${NAMES[k.kind]} (${k.scale} catalog, seed step ${k.seedSeconds} s)\n\n`;
    out += `Load average ${k.loadAverage.before.join(' / ')} before, ${k.loadAverage.after.join(' / ')} after. `;
    out += `Index built in ${seconds(i.buildMs)} (searches from the index ${i.readySeconds} s after the API started). `;
    out += `API RSS: ${mib(i.rssIndexOffKiB)} MiB without the index (SEARCH_INDEX=off), ${mib(i.rssReadyKiB)} MiB with it built (+${mib(i.rssReadyKiB - i.rssIndexOffKiB)} MiB), ${mib(i.rssAfterKiB)} MiB after the runs (peak ${mib(i.rssPeakKiB)} MiB). `;
    out += `Bookings: ${b.started} started, ${b.booked} booked (${b.perSecond}/s), ${b.soldOut} sold out${failed ? `, ${failed}` : ''}.\n\n`;
    out +=
      '| scenario | distinct paths | bytes (non-ASCII) | req/s | p50 ms | p99 ms | errors / non-2xx | baseline req/s | baseline p99 ms | ratio | target |\n';
    out += '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |\n';
    for (const row of k.rows) {
      out += `| ${row.scenario} | ${row.distinctPaths} | ${row.bytes}${row.nonAscii === undefined ? '' : ` (${row.nonAscii})`} | ${row.route.requestsPerSecond} | ${row.route.p50} | ${row.route.p99} | ${row.route.errors} / ${row.route.non2xx} | ${row.baseline.requestsPerSecond} | ${row.baseline.p99} | ${ratioCell(row.ratio)} | ${targetCell(row)} |\n`;
    }
    const odd = k.rows.filter((row) => Object.keys(row.sampledNon200).length > 0);
    for (const row of odd)
      out += `\n${row.scenario}: among the sampled paths, answers other than 200: ${JSON.stringify(row.sampledNon200)}.\n`;
    out += `\n${searchWebMarkdown(k.web)}\n`;
  }
  if (r.webOnly) {
    out += `\n### Web pages alone (\`npm run bench:search:web\`, ${r.webOnly.catalog} catalog, ${r.webOnly.at})\n\n`;
    out += `${searchWebMarkdown(r.webOnly.result)}\n`;
  }
  out +=
    '\nTargets (issue 15, large catalog): hotel and tour search ≥ 0.30 of the baseline with p99 ≤ 50 ms, zero errors; hotel detail and plans ≥ 0.30; decoder ≥ 0.8; the index built in ≤ 30 s adding ≤ 500 MB of RSS.\n';
  return out;
}
