/**
 * `npm run bench:web` — page quality of the production web (issue 5 item 9, issue 8).
 *
 * 1. Starts the API (PGlite in a temporary folder, demo catalog) and the web's production build,
 *    built afresh into apps/web/.next-bench (bench/src/stack.ts), on free ports.
 * 2. Audits with Lighthouse 12 (mobile defaults: emulated Moto G Power, simulated slow 4G and 4× CPU
 *    slowdown) in Debian's Chromium (/usr/bin/chromium, --headless=new) the top page, the tour list,
 *    a tour detail (the first tour of the API), the hotel list and a hotel detail (the first hotel).
 *    A page that does not answer 200 (e.g. a 404 while a page is still being built) is reported
 *    with its status, not audited.
 * 3. Per page: the four category scores, LCP / TBT / CLS, and the JavaScript sent: the transferred
 *    bytes of the script requests Lighthouse recorded (the server gzips them) and the same files
 *    gzipped here (zlib's default level), in KB (1 KB = 1024 bytes).
 * 4. Prints a Markdown table and writes bench/results/web.json (+ web.md).
 *
 * Options (env): BENCH_WEB_RUNS (Lighthouse runs per page, the median run by performance score is
 * kept; default 1), BENCH_WEB_URL (audit an already running web instead of starting one; then
 * BENCH_API_URL names its API), BENCH_WEB_PAGES (comma list of page keys: top,tours,tour,hotels,hotel,
 * map,coupons). The coupon list page is audited too, as a reference: it has no client code of its own, so
 * its figures are the floor the shared layout and the machine give every page.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { machineInfo, repoRoot } from './machine';
import { startWebStack, type WebStack } from './stack';

const CHROME_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 1) || 1);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** Targets (issue 5 item 9). */
export const TARGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  tourListJsKb: 150,
} as const;

interface PageSpec {
  key: string;
  name: string;
  path: string | null;
  /** Why the page has no path (e.g. no tour in the API). */
  missing?: string;
}

interface Issue {
  category: string;
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
  /** Up to five offending elements (selector and HTML snippet), for the audits that name them. */
  nodes?: string[];
}

interface PageResult {
  key: string;
  name: string;
  path: string | null;
  status: number | null;
  audited: boolean;
  note?: string;
  scores?: Record<(typeof CATEGORIES)[number], number | null>;
  lcpMs?: number | null;
  tbtMs?: number | null;
  cls?: number | null;
  fcpMs?: number | null;
  js?: { requests: number; transferKb: number; gzipKb: number; rawKb: number; files: JsFile[] };
  issues?: Issue[];
  runs?: number;
}

interface JsFile {
  url: string;
  transferBytes: number;
  gzipBytes: number;
  rawBytes: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function firstId(apiUrl: string, listPath: string, field: 'tours' | 'hotels', id: string) {
  try {
    const res = await fetch(`${apiUrl}${listPath}`);
    if (!res.ok) return null;
    const body = (await res.json()) as Record<string, Record<string, unknown>[] | undefined>;
    const value = body[field]?.[0]?.[id];
    return typeof value === 'string' && value !== '' ? value : null;
  } catch {
    return null;
  }
}

async function pages(apiUrl: string): Promise<PageSpec[]> {
  const [tourId, hotelId] = await Promise.all([
    firstId(apiUrl, '/v1/tours?lang=ja&ipg=1', 'tours', 'tourId'),
    firstId(apiUrl, '/v1/hotels?lang=ja&ipg=1', 'hotels', 'hotelId'),
  ]);
  const all: PageSpec[] = [
    { key: 'top', name: 'top /', path: '/' },
    { key: 'tours', name: 'tour list /tours', path: '/tours' },
    tourId
      ? { key: 'tour', name: `tour detail /tours/${tourId}`, path: `/tours/${encodeURIComponent(tourId)}` }
      : { key: 'tour', name: 'tour detail', path: null, missing: 'no tour from GET /v1/tours' },
    { key: 'hotels', name: 'hotel list /hotels', path: '/hotels' },
    hotelId
      ? {
          key: 'hotel',
          name: `hotel detail /hotel/${hotelId}`,
          path: `/hotel/${encodeURIComponent(hotelId)}`,
        }
      : { key: 'hotel', name: 'hotel detail', path: null, missing: 'no hotel from GET /v1/hotels' },
    { key: 'map', name: 'hotel map /hotels/map', path: '/hotels/map' },
    // Reference: a server-rendered page with no client code of its own (only the shared layout's),
    // the floor every page shares on this machine.
    { key: 'coupons', name: 'reference: coupons /coupons', path: '/coupons' },
  ];
  const only = process.env.BENCH_WEB_PAGES?.split(',').map((k) => k.trim());
  return only ? all.filter((p) => only.includes(p.key)) : all;
}

async function statusOf(url: string): Promise<number | null> {
  try {
    const res = await fetch(url, { redirect: 'follow' });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return null;
  }
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
  statusCode?: number;
}

async function scriptSizes(items: NetworkItem[]): Promise<JsFile[]> {
  const scripts = items.filter((i) => i.resourceType === 'Script' && (i.statusCode ?? 200) < 400);
  return Promise.all(
    scripts.map(async (item) => {
      let raw = item.resourceSize ?? 0;
      let gz: number;
      try {
        const body = Buffer.from(await (await fetch(item.url)).arrayBuffer());
        raw = body.length;
        gz = gzipSync(body).length;
      } catch {
        gz = item.transferSize ?? 0;
      }
      return { url: item.url, transferBytes: item.transferSize ?? 0, gzipBytes: gz, rawBytes: raw };
    }),
  );
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function issuesOf(lhr: Lhr): Issue[] {
  const issues: Issue[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null) continue;
      if (audit.score >= (category === 'performance' ? 0.9 : 1)) continue;
      if (['notApplicable', 'informative', 'manual'].includes(audit.scoreDisplayMode)) continue;
      if (category === 'performance' && ref.weight === 0 && audit.score >= 0.5) continue;
      const items = (
        audit.details as { items?: { node?: { selector?: string; snippet?: string } }[] } | undefined
      )?.items;
      const nodes = (Array.isArray(items) ? items : [])
        .map((item) => item.node)
        .filter((node) => node !== undefined)
        .slice(0, 5)
        .map((node) => `${node.selector ?? ''} ${node.snippet ?? ''}`.trim());
      issues.push({
        category,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        ...(nodes.length > 0 ? { nodes } : {}),
      });
    }
  }
  return issues;
}

async function audit(url: string, port: number): Promise<Lhr> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

async function measure(page: PageSpec, webUrl: string, port: number): Promise<PageResult> {
  const base = { key: page.key, name: page.name, path: page.path };
  if (!page.path) return { ...base, status: null, audited: false, note: page.missing ?? 'no page' };
  const url = `${webUrl}${page.path}`;
  const status = await statusOf(url); // also warms the route up
  if (status !== 200) {
    return {
      ...base,
      status,
      audited: false,
      note: status === null ? 'no answer' : `HTTP ${status}: not audited`,
    };
  }
  const runs: Lhr[] = [];
  for (let i = 0; i < RUNS; i++) {
    try {
      runs.push(await audit(url, port));
    } catch (error) {
      return {
        ...base,
        status,
        audited: false,
        note: error instanceof Error ? error.message : String(error),
      };
    }
  }
  runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
  const lhr = runs[Math.floor(runs.length / 2)] as Lhr;
  const score = (c: (typeof CATEGORIES)[number]) => {
    const s = lhr.categories[c]?.score;
    return typeof s === 'number' ? Math.round(s * 100) : null;
  };
  const numeric = (id: string) => {
    const v = lhr.audits[id]?.numericValue;
    return typeof v === 'number' ? v : null;
  };
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  const files = await scriptSizes(details?.items ?? []);
  const sum = (pick: (f: JsFile) => number) => files.reduce((s, f) => s + pick(f), 0);
  const lcp = numeric('largest-contentful-paint');
  const tbt = numeric('total-blocking-time');
  const fcp = numeric('first-contentful-paint');
  return {
    ...base,
    status,
    audited: true,
    runs: runs.length,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: lcp === null ? null : Math.round(lcp),
    tbtMs: tbt === null ? null : Math.round(tbt),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: fcp === null ? null : Math.round(fcp),
    js: {
      requests: files.length,
      transferKb: kb(sum((f) => f.transferBytes)),
      gzipKb: kb(sum((f) => f.gzipBytes)),
      rawKb: kb(sum((f) => f.rawBytes)),
      files: files.sort((a, b) => b.gzipBytes - a.gzipBytes),
    },
    issues: issuesOf(lhr),
  };
}

function mark(value: number | null | undefined, target: number, higherIsBetter = true): string {
  if (value === null || value === undefined) return '–';
  const ok = higherIsBetter ? value >= target : value <= target;
  return ok ? String(value) : `**${value}**`;
}

export function markdownTable(results: PageResult[]): string {
  const rows = [
    '| page | status | perf | a11y | best pr. | SEO | LCP | TBT | CLS | JS gz (transfer / gzip) |',
    '| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: |',
  ];
  for (const r of results) {
    if (!r.audited || !r.scores) {
      rows.push(`| ${r.name} | ${r.status ?? '–'} | ${r.note ?? 'not audited'} | | | | | | | |`);
      continue;
    }
    const s = r.scores;
    const jsTarget = r.key === 'tours' ? TARGETS.tourListJsKb : Number.POSITIVE_INFINITY;
    rows.push(
      [
        '',
        r.name,
        r.status,
        mark(s.performance, TARGETS.performance),
        mark(s.accessibility, TARGETS.accessibility),
        mark(s['best-practices'], TARGETS['best-practices']),
        mark(s.seo, TARGETS.seo),
        r.lcpMs === null || r.lcpMs === undefined ? '–' : `${(r.lcpMs / 1000).toFixed(2)} s`,
        r.tbtMs === null || r.tbtMs === undefined ? '–' : `${r.tbtMs} ms`,
        r.cls === null || r.cls === undefined ? '–' : r.cls.toFixed(3),
        r.js
          ? `${mark(r.js.transferKb, jsTarget, false)} / ${mark(r.js.gzipKb, jsTarget, false)} KB (${r.js.requests} files)`
          : '–',
        '',
      ]
        .join(' | ')
        .trim(),
    );
  }
  return rows.join('\n');
}

async function main() {
  const external = process.env.BENCH_WEB_URL;
  let stack: WebStack | null = null;
  let webUrl: string;
  let apiUrl: string;
  const started = Date.now();
  if (external) {
    webUrl = external.replace(/\/$/, '');
    apiUrl = (process.env.BENCH_API_URL ?? 'http://127.0.0.1:4000').replace(/\/$/, '');
  } else {
    console.log('bench:web: starting the API and building the web (apps/web/.next-bench) …');
    stack = await startWebStack();
    webUrl = stack.webUrl;
    apiUrl = stack.apiUrl;
    console.log(
      `bench:web: web ${webUrl}, API ${apiUrl} (ready after ${Math.round((Date.now() - started) / 1000)} s)`,
    );
  }
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const results: PageResult[] = [];
  try {
    for (const page of await pages(apiUrl)) {
      const result = await measure(page, webUrl, chrome.port);
      results.push(result);
      console.log(
        `  ${page.name}: ${result.audited ? JSON.stringify(result.scores) : (result.note ?? 'not audited')}`,
      );
    }
  } finally {
    chrome.kill();
    await stack?.stop();
  }

  const report = {
    benchmark: 'web (Lighthouse 12, mobile defaults)',
    date: new Date().toISOString(),
    machine: { ...machineInfo(), loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100) },
    chromium: CHROME_PATH,
    runsPerPage: RUNS,
    targets: TARGETS,
    pages: results,
  };
  const table = markdownTable(results);
  const dir = path.join(repoRoot, 'bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'web.json'), JSON.stringify(report, null, 2) + '\n');
  writeFileSync(
    path.join(dir, 'web.md'),
    `# bench:web (${report.date})\n\nMachine: ${report.machine.cpus} × ${report.machine.cpuModel}, load ${report.machine.loadAverage.join(' / ')}\n\n${table}\n`,
  );
  console.log(`\n${table}\n`);
  for (const r of results) {
    for (const issue of r.issues ?? []) {
      console.log(
        `  ${r.key} [${issue.category}] ${issue.id}: ${issue.title}${issue.displayValue ? ` (${issue.displayValue})` : ''}`,
      );
      for (const node of issue.nodes ?? []) console.log(`      ${node.slice(0, 200)}`);
    }
  }
  console.log('\nwrote bench/results/web.json and bench/results/web.md');
}

await main();
