/**
 * The tour list's bytes made from parts (routes/tourListBody.ts: each summary serialised once, the
 * figures spliced in) are exactly what the route's response schema makes of the same answer: each
 * answer of the route is parsed and serialised again by a Fastify route with TourListAnswerSchema,
 * and the bytes must be equal; asked again, the kept bytes are the same. Dated and undated lists,
 * ja and en, other occupancies, allTours, an empty list. On PGlite and on PostgreSQL.
 */
import { addDays } from '@tabiyori/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { loadConfig } from '../config';
import { TourListAnswerSchema } from '../schemas/tours';
import { keptBodyCounts } from '../search/keptBodies';
import { indexedDatabase } from '../search/indexedDatabase';
import { buildServer } from '../server';
import { DATABASE_KINDS } from '../test/harness';

describe.each(DATABASE_KINDS)('tour list bytes from parts on %s (issue 15)', (kind) => {
  const suite = indexedDatabase(kind);
  let app: App;
  const schemaServer = Fastify();
  let answer: unknown = null;
  schemaServer.get('/', { schema: { response: { 200: TourListAnswerSchema } } }, () => answer);
  beforeAll(async () => {
    const config = { ...loadConfig({}), dataDir: 'memory://' };
    app = await buildServer({ db: suite.handle.db, dbKind: suite.handle.kind, config });
    await schemaServer.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await schemaServer.close();
  });

  it('equal the response schema’s serialisation of the same answer, and are kept', async () => {
    const date = addDays(suite.today, 24);
    const urls = [
      `/v1/tours?goDate=${date}&adultPax=2&ipg=30`,
      `/v1/tours?goDate=${date}&adultPax=3&sort=lowPrice&ipg=30&lang=en`,
      `/v1/tours?goDate=${date}&adultPax=1&childPax=8-b1s1sc1&allTours=1&page=2&ipg=10`,
      `/v1/tours?isNoDate=1&adultPax=2&sort=popular&ipg=30`,
      `/v1/tours?adultPax=3&meal=1&lang=en&ipg=20`,
      `/v1/tours?goDate=${date}&adultPax=2&keyword=zzzzzz`,
    ];
    let tours = 0;
    for (const url of urls) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      answer = JSON.parse(res.body) as { tours: unknown[] };
      tours += (answer as { tours: unknown[] }).tours.length;
      const expected = await schemaServer.inject({ url: '/' });
      expect(res.body, url).toBe(expected.body);
      const hits = keptBodyCounts().tourList?.hits ?? 0;
      const again = await app.inject({ url });
      expect(keptBodyCounts().tourList?.hits, url).toBe(hits + 1);
      expect(again.body, url).toBe(res.body);
    }
    expect(tours).toBeGreaterThan(40);
  }, 120_000);
});
