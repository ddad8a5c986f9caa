/**
 * Conditional GETs of the answers kept serialised (plugins/keptJson.ts): the decoder and the kept
 * hotel search, detail, plans and tour list answers carry an ETag of their bytes; If-None-Match with
 * it answers 304 with no body; a change of reference data (the decoder) or of stock (a kept answer's
 * check) makes a new answer with a new ETag, and the old one no longer matches. A fresh answer and a
 * kept one have the same headers. Through the routes (Fastify inject), on PGlite and on PostgreSQL.
 */
import { addDays } from '@tabiyori/domain';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { indexedApp } from '../search/indexedDatabase';
import { keptBodyCounts } from '../search/keptBodies';
import { invalidateReferenceData, saveMaintenance } from '../services/referenceData';
import { DATABASE_KINDS, isoDay } from '../test/harness';

/** The headers of an answer but its date (which moves from one answer to the next). */
const headersOf = (res: LightMyRequestResponse) => {
  const { date: _date, ...rest } = res.headers;
  return rest;
};

describe.each(DATABASE_KINDS)('conditional GETs of kept answers on %s (issue 15)', (kind) => {
  const suite = indexedApp(kind);

  const get = (url: string, etag?: string) =>
    suite.app.inject({ url, headers: etag === undefined ? {} : { 'if-none-match': etag } });

  /** 200 with a strong ETag; answers it. */
  const etagOf = (res: LightMyRequestResponse, url: string): string => {
    expect(res.statusCode, url).toBe(200);
    const etag = res.headers.etag;
    expect(etag, url).toMatch(/^"[0-9a-f]+-[A-Za-z0-9+/]+"$/);
    return etag as string;
  };

  /** 304: no body, the same ETag, the security headers still sent. */
  const expectNotModified = (res: LightMyRequestResponse, etag: string) => {
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
    expect(res.headers.etag).toBe(etag);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  };

  it('the decoder: an ETag per language, 304 when it matches, a new one after a reference data change', async () => {
    const url = '/v1/decoder?lang=ja';
    invalidateReferenceData(suite.handle.db);
    const fresh = await get(url);
    const etag = etagOf(fresh, url);
    const kept = await get(url);
    expect(kept.body).toBe(fresh.body);
    expect(headersOf(kept)).toEqual(headersOf(fresh));
    expect(etagOf(await get('/v1/decoder?lang=en'), 'en')).not.toBe(etag);

    const notModified = await get(url, etag);
    expectNotModified(notModified, etag);
    expect(notModified.headers['cache-control']).toBe(fresh.headers['cache-control']);
    // Weak comparison (a proxy may weaken it) and a list of tags both match; another tag does not.
    expect((await get(url, `W/${etag}`)).statusCode).toBe(304);
    expect((await get(url, `"other", ${etag}`)).statusCode).toBe(304);
    expect((await get(url, '"other"')).statusCode).toBe(200);

    // An operator switches the maintenance notice off: the decoder changes, and so does its ETag.
    await saveMaintenance(suite.handle.db, { mode: 'none' });
    try {
      const changed = await get(url, etag);
      const newEtag = etagOf(changed, url);
      expect(newEtag).not.toBe(etag);
      expect(
        (JSON.parse(changed.body) as { consts: { maintenanceMode: string } }).consts.maintenanceMode,
      ).toBe('none');
      expectNotModified(await get(url, newEtag), newEtag);
    } finally {
      await saveMaintenance(suite.handle.db, { mode: 'sorry' });
    }
  });

  it('kept search, detail, plans and tour answers: the same headers fresh and kept, 304 when the ETag matches', async () => {
    const date = addDays(suite.today, 33);
    const search = `/v1/hotels?arrAreaCode=40&goDate=${date}&adultPax=2&ipg=30`;
    const hotelId = (JSON.parse((await get(search)).body) as { hotels: { hotelId: string }[] }).hotels[0]!
      .hotelId;
    const urls = [
      `/v1/hotel/${hotelId}?lang=ja`,
      `/v1/hotel/${hotelId}/plans?goDate=${date}&adultPax=2`,
      `/v1/tours?goDate=${date}&adultPax=2&ipg=10`,
    ];
    for (const url of urls) {
      const fresh = await get(url);
      const etag = etagOf(fresh, url);
      const hits = keptBodyCounts();
      const kept = await get(url);
      // The second answer was the kept bytes (some kind's hit count moved).
      expect(JSON.stringify(keptBodyCounts()), url).not.toBe(JSON.stringify(hits));
      expect(kept.body).toBe(fresh.body);
      expect(headersOf(kept), url).toEqual(headersOf(fresh));
      expectNotModified(await get(url, etag), etag);
    }
  }, 120_000);

  it('a kept hotel search: a room sold on its night makes a new ETag, the old one answers 200', async () => {
    const date = addDays(suite.today, 34);
    const url = `/v1/hotels?arrAreaCode=13&goDate=${date}&adultPax=2&ipg=30`;
    const first = await get(url);
    const etag = etagOf(first, url);
    expectNotModified(await get(url, etag), etag);

    const leader = (JSON.parse(first.body) as { hotels: { plan: { planId: string } }[] }).hotels[0]!;
    await sql`update room_day set stock = 0
      where stay_date = ${isoDay(date)}::date
        and room_id = any(select unnest(room_ids) from plan where plan_id = ${leader.plan.planId})`.execute(
      suite.handle.db,
    );
    await suite.index.catchUp();
    const after = await get(url, etag);
    const newEtag = etagOf(after, url);
    expect(newEtag).not.toBe(etag);
    expect(after.body).not.toBe(first.body);
    expectNotModified(await get(url, newEtag), newEtag);
  }, 120_000);
});
