/**
 * `npm run bench:report` — writes bench/REPORT.md from the figures under bench/results/ (the last run
 * of each benchmark: api.json, search.json, coupons.json, web.json, soak.json), so the report can be rebuilt
 * without measuring again. `npm run bench` runs every benchmark and then this. A benchmark that has
 * not been run yet is named as missing, with its command; every section says when and on which
 * machine (and at which load, where the benchmark recorded it) its figures were taken.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { ratioCell } from './apiProcess';
import { machineInfo, repoRoot } from './machine';
import { searchMarkdown, type SearchResults } from './searchReport';

interface Machine {
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
  platform?: string;
  loadAverage?: number[];
}

interface Measured {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

interface ApiResults {
  at: string;
  machine: Machine;
  seconds: number;
  connections: number;
  results: {
    kind: string;
    scale: string;
    seedSeconds: number;
    loadAverage?: { before: number[]; after: number[] };
    rows: (
      | { scenario: string; skipped: string }
      | { scenario: string; bytes: number; route: Measured; baseline: Measured; ratio: number | null }
    )[];
  }[];
}

interface CouponResults extends Measured {
  at: string;
  machine: Machine;
  coupons: number;
  itemsPerRequest: number;
  connections: number;
  seconds: number;
}

interface WebResults {
  date: string;
  machine: Machine;
  runsPerPage: number;
  targets: Record<string, number>;
  pages: {
    name: string;
    status: number;
    audited: boolean;
    scores?: Record<string, number>;
    lcpMs?: number;
    tbtMs?: number;
    cls?: number;
    js?: { requests: number; transferKb: number; gzipKb: number };
  }[];
}

interface Memory {
  rssKiB: number;
  rssPeakKiB: number;
  heapUsed: number;
  heapTotal: number;
}

interface SoakResults {
  at: string;
  machine: Machine;
  database: string;
  catalog: string;
  seconds: number;
  targetRate: number;
  connections: number;
  routes: string[];
  paths: number;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  memory: { before: Memory; after: Memory; samples: { second: number; rssKiB: number }[] };
}

const resultsDir = path.join(repoRoot, 'bench/results');

function read<T>(file: string): T | null {
  const full = path.join(resultsDir, file);
  return existsSync(full) ? (JSON.parse(readFileSync(full, 'utf8')) as T) : null;
}

function machineLine(m: Machine, at: string): string {
  const load = m.loadAverage ? `, load average ${m.loadAverage.join(' / ')}` : ', load average not recorded';
  return `Run ${at} on ${m.cpus} × ${m.cpuModel}, ${m.memoryGiB} GiB, Node ${m.node}${load}.`;
}

const missing = (command: string) =>
  `Not run yet on this checkout: \`${command}\` writes the figures, then \`npm run bench:report\`.\n`;

const mib = (kib: number) => (kib / 1024).toFixed(1);
const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);

function apiSection(r: ApiResults | null): string {
  let out = '## API load against the same-size baseline (`npm run bench:api`)\n\n';
  if (!r) return out + missing('npm run bench:api');
  out += `${machineLine(r.machine, r.at)} autocannon, ${r.connections} connections, ${r.seconds} s per run.\n`;
  for (const kind of r.results) {
    out += `\n### ${kind.kind} (${kind.scale} catalog, seeded in ${kind.seedSeconds} s)\n\n`;
    if (kind.loadAverage)
      out += `Load average ${kind.loadAverage.before.join(' / ')} before, ${kind.loadAverage.after.join(' / ')} after.\n\n`;
    out +=
      '| scenario | bytes | req/s | p50 ms | p99 ms | errors / non-2xx | baseline req/s | baseline p99 ms | ratio |\n';
    out += '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n';
    for (const row of kind.rows) {
      if ('skipped' in row) out += `| ${row.scenario} | skipped: ${row.skipped} | | | | | | | |\n`;
      else
        out += `| ${row.scenario} | ${row.bytes} | ${row.route.requestsPerSecond} | ${row.route.p50} | ${row.route.p99} | ${row.route.errors} / ${row.route.non2xx} | ${row.baseline.requestsPerSecond} | ${row.baseline.p99} | ${ratioCell(row.ratio)} |\n`;
    }
  }
  out += '\nRatio = route req/s ÷ baseline req/s (target: ≥ 0.3 with p99 ≤ 50 ms on the large catalog).\n';
  const plans = ['explain-pglite.txt', 'explain-postgres.txt'].filter((f) =>
    existsSync(path.join(resultsDir, f)),
  );
  if (plans.length > 0)
    out += `\nQuery plans of the searches (\`npm run bench:explain\`): ${plans.map((f) => `[\`${f}\`](results/${f})`).join(', ')}.\n`;
  return out;
}

function searchSection(r: SearchResults | null): string {
  const out = '## Search at scale: the index under load with bookings (`npm run bench:search`)\n\n';
  const profile = existsSync(path.join(resultsDir, 'search-profile.md'))
    ? '\nThe hotel search in process before and after the integer ranking (`npm run bench:search-profile`, CPU profiles): [`search-profile.md`](results/search-profile.md).\n'
    : '';
  return out + (r ? searchMarkdown(r) : missing('npm run bench:search')) + profile;
}

function couponSection(r: CouponResults | null): string {
  let out = '## Coupon pricing (`npm run bench:coupons`)\n\n';
  if (!r) return out + missing('npm run bench:coupons');
  out += `${machineLine(r.machine, r.at)} GET /couponDiscount pricing ${r.itemsPerRequest} hotel plans per request against ${r.coupons} coupons, in-memory PGlite, ${r.connections} connections, ${r.seconds} s.\n\n`;
  out += '| req/s | p50 ms | p99 ms | non-2xx | errors |\n| ---: | ---: | ---: | ---: | ---: |\n';
  out += `| ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} |\n`;
  return out + '\nTarget: p99 ≤ 20 ms.\n';
}

function webSection(r: WebResults | null): string {
  let out = '## Page quality and JavaScript (`npm run bench:web`)\n\n';
  if (!r) return out + missing('npm run bench:web');
  out += `${machineLine(r.machine, r.date)} Lighthouse 12, mobile defaults, ${r.runsPerPage} run(s) per page (median by performance).\n\n`;
  out +=
    '| page | status | performance | accessibility | best practices | SEO | LCP | TBT | CLS | JS KB (transfer / gzip) |\n';
  out += '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n';
  for (const p of r.pages) {
    if (!p.audited || !p.scores) {
      out += `| ${p.name} | ${p.status} | not audited | | | | | | | |\n`;
      continue;
    }
    const s = p.scores;
    const js = p.js ? `${p.js.transferKb} / ${p.js.gzipKb} (${p.js.requests} files)` : '';
    out += `| ${p.name} | ${p.status} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${((p.lcpMs ?? 0) / 1000).toFixed(2)} s | ${p.tbtMs} ms | ${(p.cls ?? 0).toFixed(3)} | ${js} |\n`;
  }
  const t = r.targets;
  return (
    out +
    `\nTargets: performance ≥ ${t.performance}, accessibility ${t.accessibility}, best practices ${t['best-practices']}, SEO ${t.seo}, tour list JavaScript ≤ ${t.tourListJsKb} KB gzipped. Performance and TBT depend on the machine's load; the other figures do not.\n`
  );
}

function soakSection(r: SoakResults | null): string {
  let out = '## Soak at a fixed rate (`npm run bench:soak`)\n\n';
  if (!r) return out + missing('npm run bench:soak');
  out += `${machineLine(r.machine, r.at)} ${r.seconds} s at ${r.targetRate} req/s (autocannon overallRate, ${r.connections} connections) over ${r.routes.join(', ')} (${r.paths} paths), API on ${r.database}, ${r.catalog} catalog.\n\n`;
  out += '| requests | req/s achieved | p50 ms | p99 ms | max ms | non-2xx | errors | timeouts |\n';
  out += '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n';
  out += `| ${r.requests} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.max} | ${r.non2xx} | ${r.errors} | ${r.timeouts} |\n\n`;
  out +=
    '| API process memory | RSS MiB | peak RSS MiB | V8 heap used after a full GC, MiB | V8 heap total MiB |\n';
  out += '| --- | ---: | ---: | ---: | ---: |\n';
  for (const [label, m] of [
    ['before (after warm-up)', r.memory.before],
    ['after', r.memory.after],
  ] as const)
    out += `| ${label} | ${mib(m.rssKiB)} | ${mib(m.rssPeakKiB)} | ${mb(m.heapUsed)} | ${mb(m.heapTotal)} |\n`;
  if (r.memory.samples.length > 0)
    out += `\nRSS during the run (MiB): ${r.memory.samples.map((s) => `${s.second} s: ${mib(s.rssKiB)}`).join(', ')}.\n`;
  return out;
}

const here = machineInfo();
const report = `# Benchmark report

Written by \`npm run bench:report\` from \`bench/results/*.json\` on ${new Date().toISOString()}.
Do not edit by hand: rerun the benchmarks and the writer.

## Machine

| | |
| --- | --- |
| CPU | ${here.cpus} × ${here.cpuModel} |
| memory | ${here.memoryGiB} GiB |
| load average (1 / 5 / 15 min) at writing | ${os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(' / ')} |
| Node | ${here.node} |
| system | ${here.platform} |

Each section below names the run its figures come from. The machine is shared: the load generator
runs beside the server on the same cores, and other work may have been running (see each load
average), so compare ratios and read absolute figures as this machine's, at that load.

## Commands

\`\`\`sh
npm run bench            # every benchmark below, then this report
npm run bench:api        # API load vs baseline, PGlite and PostgreSQL (BENCH_SCALE=demo for a quick run)
npm run bench:search     # search at scale: 2,000 conditions, 50 connections, 5 bookings/s, index build and RSS
npm run bench:coupons    # couponDiscount for a page of 30 plans against 1,000 coupons
npm run bench:web        # Lighthouse and JavaScript sizes on the production build
npm run bench:soak       # 60 s at 50 req/s, memory before and after
npm run bench:report     # rewrite this file from bench/results/*.json
\`\`\`

${apiSection(read<ApiResults>('api.json'))}
${searchSection(read<SearchResults>('search.json'))}
${couponSection(read<CouponResults>('coupons.json'))}
${webSection(read<WebResults>('web.json'))}
${soakSection(read<SoakResults>('soak.json'))}`;

// Formatted as the repository formats Markdown (npm run format:check reads it too).
const target = path.join(repoRoot, 'bench/REPORT.md');
const options = (await resolveConfig(target)) ?? {};
writeFileSync(target, await format(report, { ...options, parser: 'markdown' }));
console.log(`bench/REPORT.md written from ${resultsDir}`);
