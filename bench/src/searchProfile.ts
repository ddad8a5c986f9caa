/**
 * `npm run bench:search-profile` (not part of `npm run bench`): the hotel search in process, on an
 * already seeded database (DATABASE_URL, or the PGlite folder DATA_DIR), index path against SQL
 * path, one condition at a time: the index is built, then each condition of a fixed set (a
 * prefecture, a region, nationwide, several nights, children and rooms, sorts, a deep page) runs
 * BENCH_PROFILE_RUNS times (default 20) on each path and the median milliseconds are printed. The
 * index path is ranked on every run (the kept answers of search/hotelPageCache.ts are bypassed).
 * Run it under `node --cpu-prof` (see bench/README.md) to see where the index path spends its time.
 */
import { loadavg } from 'node:os';
import { addDays, japanToday } from '@tabiyori/domain';
import { loadConfig } from '@tabiyori/api/config';
import { openDatabase } from '@tabiyori/api/db/connection';
import { searchHotelPage } from '@tabiyori/api/services/hotelSearch';
import { parseHotelSearchText } from '@tabiyori/api/services/searchParams';
import { startSearchIndex } from '@tabiyori/api/search/searchIndex';

const RUNS = Number(process.env.BENCH_PROFILE_RUNS ?? 20);
const ONLY = process.env.BENCH_PROFILE_PATH; // 'index' or 'sql': only that path

const today = japanToday();
const d = (n: number) => addDays(today, n);
const conditions = [
  `arrAreaCode=13&goDate=${d(21)}&adultPax=2&ipg=30`,
  `arrAreaCode=kanto&goDate=${d(21)}&adultPax=2&ipg=30`,
  `goDate=${d(21)}&adultPax=2&ipg=30`,
  `goDate=${d(14)}&adultPax=2&sort=lowPrice&ipg=30`,
  `goDate=${d(30)}&nights=2&adultPax=3&childPax=8-b1s1sc1&ipg=30`,
  `arrAreaCode=26&goDate=${d(30)}&nights=3&adultPax=4&roomCount=2&sort=popular&ipg=30`,
  `arrAreaCode=14&goDate=${d(45)}&adultPax=2&sort=lowPrice&page=3&ipg=30`,
  `arrAreaCode=47&isNoDate=1&adultPax=2&ipg=30`,
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

const config = loadConfig();
const handle = await openDatabase(config);
try {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const index = startSearchIndex(handle.db);
  await index.started;
  const used = process.cpuUsage(cpu);
  // This process's CPU (with PGlite, the database's too: it runs in this process).
  console.log(
    `index built in ${Math.round(performance.now() - started)} ms, ${Math.round((used.user + used.system) / 1000)} ms CPU here (${handle.kind}), load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log('| condition | hotels | index ms (median) | SQL ms (median) |\n| --- | ---: | ---: | ---: |');
  for (const query of conditions) {
    const input = { ...parseHotelSearchText(query, 'HVE800'), today };
    const time = async (path: 'index' | 'sql') => {
      if (ONLY && ONLY !== path) return { ms: NaN, count: 0 };
      const ms: number[] = [];
      let count = 0;
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        count = (await searchHotelPage(handle.db, input, { useIndex: path === 'index', keep: false })).count;
        ms.push(performance.now() - t);
      }
      return { ms: Math.round(median(ms) * 10) / 10, count };
    };
    const onIndex = await time('index');
    const onSql = await time('sql');
    console.log(`| ${query} | ${onIndex.count || onSql.count} | ${onIndex.ms} | ${onSql.ms} |`);
  }
  await index.stop();
} finally {
  await handle.close();
}
