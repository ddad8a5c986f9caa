/**
 * `npm run bench:search-cpu` (not part of `npm run bench`): the CPU one request costs in the API
 * process, per scenario of `npm run bench:search`, on an already seeded database (DATABASE_URL, or
 * the PGlite folder DATA_DIR). No sockets: each request goes through Fastify's `inject`, so the
 * figure is the API's own work (routing, validation, the handler, serialisation, hooks), which is
 * what a shared, loaded machine can still measure honestly (wall-clock throughput there measures
 * the neighbours).
 *
 * The index is built, then per scenario (BENCH_CPU_SCENARIOS, comma-separated; default all):
 * `hotel` and `tour` searches (the 2,000 Zipf-drawn conditions of searchMix.ts, as bench:search
 * sends them), `tourUndated` (the tour conditions without a date), `detail` (hotel detail and plans
 * of hotels the searches answered), `decoder` (ja and en), `baseline` (/bench/baseline at the
 * hotel search's mean size) and `decoderCopy` (static copies of the decoder's two answers, its
 * yardstick in bench:search). Each runs BENCH_CPU_WARMUP (300) requests unmeasured, then
 * BENCH_CPU_REQUESTS (1,000) measured with `process.cpuUsage()`, while BENCH_BOOKINGS_PER_SECOND
 * (5; 0 for none) room nights of popular prefectures are taken and given back (stock − 1, then + 1:
 * the catalog ends as it began), so the change feed and the kept answers work as under bench:search.
 * Prints µs of CPU per request, the mean body size, how many requests were answered from kept
 * bytes (search/keptBodies.ts) and the load average before and after.
 * Run it under `node --cpu-prof` to see where a scenario's time goes (BENCH_CPU_SCENARIOS=hotel).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays, japanToday } from '@tabiyori/domain';
import { loadConfig } from '@tabiyori/api/config';
import { openDatabase } from '@tabiyori/api/db/connection';
import { buildServer } from '@tabiyori/api/server';
import { keptBodyCounts } from '@tabiyori/api/search/keptBodies';
import { startSearchIndex } from '@tabiyori/api/search/searchIndex';
import { searchConditions, type AreaCodes } from './searchMix';

const REQUESTS = Number(process.env.BENCH_CPU_REQUESTS ?? 1000);
const WARMUP = Number(process.env.BENCH_CPU_WARMUP ?? 300);
const BOOKINGS_PER_SECOND = Number(process.env.BENCH_BOOKINGS_PER_SECOND ?? 5);
const ALL = ['hotel', 'tour', 'tourUndated', 'detail', 'decoder', 'baseline', 'decoderCopy'];
const SCENARIOS = (process.env.BENCH_CPU_SCENARIOS ?? ALL.join(',')).split(',').filter(Boolean);

const here = path.dirname(fileURLToPath(import.meta.url));
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const config = { ...loadConfig(), benchBaseline: true };
const handle = await openDatabase(config);
const app = await buildServer({ db: handle.db, dbKind: handle.kind, config, devMailbox: null });
const index = startSearchIndex(handle.db);
try {
  const built = performance.now();
  await index.started;
  console.log(
    `index built in ${Math.round(performance.now() - built)} ms (${handle.kind}), load average ${load()}`,
  );

  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  /** This process's CPU while a client process sends WARMUP, then REQUESTS requests over `list`. */
  const measure = async (list: string[], seed: number) => {
    const client = async (amount: number) => {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'cpuClient.ts')], {
        stdio: ['pipe', 'pipe', 'inherit'],
      });
      child.stdin.end(JSON.stringify({ url: address, paths: list, amount, seed }));
      // The client's own start (tsx, autocannon) is not the API's: CPU is counted from its "go".
      let cpu: NodeJS.CpuUsage | null = null;
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (cpu === null && out.startsWith('go\n')) cpu = process.cpuUsage();
      });
      const [code] = (await once(child, 'exit')) as [number | null];
      const used = process.cpuUsage(cpu ?? undefined);
      if (code !== 0 || cpu === null) throw new Error(`the client exited with ${code}`);
      const counts = JSON.parse(out.slice(3)) as { non2xx: number; errors: number; bytes: number };
      return { ...counts, cpuMicros: used.user + used.system };
    };
    if (WARMUP > 0) await client(WARMUP);
    return client(REQUESTS);
  };
  const get = async (url: string) => {
    const res = await app.inject({ url });
    return { status: res.statusCode, body: res.body };
  };
  const decoder = JSON.parse((await get('/v1/decoder?lang=ja')).body) as Record<
    string,
    Record<string, unknown>
  >;
  const keys = (name: string) => Object.keys(decoder[name] ?? {});
  const areas: AreaCodes = {
    area1: keys('area1'),
    area2: keys('area2'),
    area3: keys('area3'),
    area4: keys('area4'),
  };
  const today = japanToday();
  // As bench/src/search.ts sends them.
  const hotelPaths = searchConditions(areas, today, 2000, 15).map((q) => `/v1/hotels?${q}&ipg=30`);
  const tourConditions = searchConditions(areas, today, 2000, 16).map((q) => q.replace(/&nights=\d/, ''));
  const tourPaths = [...new Set(tourConditions)].map((q) => `/v1/tours?${q}&ipg=30`);
  const undatedPaths = [...new Set(tourConditions.map((q) => q.replace(/goDate=[^&]*&?/, '')))].map(
    (q) => `/v1/tours?${q}&ipg=30`,
  );
  const hotelIds = new Set<string>();
  let hotelBytes = 0;
  for (const p of hotelPaths.slice(0, 300)) {
    const { body } = await get(p);
    hotelBytes += Buffer.byteLength(body);
    for (const m of body.matchAll(/"hotelId":"([^"]+)"/g)) hotelIds.add(m[1]!);
  }
  const ids = [...hotelIds].slice(0, 200);
  const detailPaths = ids.flatMap((id, i) => [
    `/v1/hotel/${id}`,
    `/v1/hotel/${id}/plans?goDate=${addDays(today, 7 + (i % 60))}&adultPax=2`,
  ]);
  const paths: Record<string, string[]> = {
    hotel: hotelPaths,
    tour: tourPaths,
    tourUndated: undatedPaths,
    detail: detailPaths,
    decoder: ['/v1/decoder?lang=ja', '/v1/decoder?lang=en'],
    baseline: [`/bench/baseline?bytes=${Math.round(hotelBytes / 300)}`],
    // The decoder's yardstick in bench:search: static copies of its two answers.
    decoderCopy: ['/v1/decoder?lang=ja', '/v1/decoder?lang=en'].map(
      (p) => `/bench/baseline/copy?of=${encodeURIComponent(p)}`,
    ),
  };

  // Room nights the stream takes and gives back: rooms of hotels in the popular prefectures.
  const rooms = await handle.db
    .selectFrom('room')
    .innerJoin('hotel', 'hotel.hotel_id', 'room.hotel_id')
    .select('room.room_id')
    .where('hotel.area2_code', 'in', ['13', '27', '26', '01', '47', '14', '40', '22'])
    .orderBy('room.room_id')
    .execute()
    .then((rows) => rows.filter((_, i) => i % 7 === 0).map((row) => row.room_id));
  let taken = 0;
  const stream =
    BOOKINGS_PER_SECOND > 0 && rooms.length > 0
      ? setInterval(() => {
          const room = rooms[taken++ % rooms.length]!;
          const day = addDays(today, 1 + (taken % 60));
          const night = handle.db
            .updateTable('room_day')
            .where('room_id', '=', room)
            .where('stay_date', '=', day);
          void night
            .set((eb) => ({ stock: eb('stock', '-', 1) }))
            .where('stock', '>', 0)
            .executeTakeFirst()
            .then(async (taken) => {
              if (Number(taken.numUpdatedRows) === 0) return;
              await new Promise((resolve) => setTimeout(resolve, 500));
              await night.set((eb) => ({ stock: eb('stock', '+', 1) })).execute();
            })
            .catch(() => undefined);
        }, 1000 / BOOKINGS_PER_SECOND)
      : null;
  try {
    console.log(
      '| scenario | distinct paths | mean bytes | µs CPU / request | non-200 | kept answers used | load average before → after |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | --- | --- |');
    for (const [i, name] of SCENARIOS.entries()) {
      const list = paths[name];
      if (!list) throw new Error(`unknown scenario ${name} (known: ${ALL.join(', ')})`);
      const before = load();
      const keptBefore = keptBodyCounts();
      const measured = await measure(list, i);
      const kept = Object.entries(keptBodyCounts())
        .map(([kind, c]) => {
          const hits = c.hits - (keptBefore[kind]?.hits ?? 0);
          const asked = hits + c.misses - (keptBefore[kind]?.misses ?? 0);
          return asked > 0 ? `${kind} ${Math.round((100 * hits) / asked)} %` : '';
        })
        .filter(Boolean)
        .join(', ');
      const perRequest = Math.round(measured.cpuMicros / REQUESTS);
      console.log(
        `| ${name} | ${list.length} | ${Math.round(measured.bytes / REQUESTS)} | ${perRequest} | ${measured.non2xx + measured.errors} | ${kept || '–'} | ${before} → ${load()} |`,
      );
    }
  } finally {
    if (stream) clearInterval(stream);
    await new Promise((resolve) => setTimeout(resolve, 700));
  }
} finally {
  await index.stop();
  await app.close();
  await handle.close();
}
