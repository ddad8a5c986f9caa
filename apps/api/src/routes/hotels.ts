/**
 * Hotel search calls (spec §7): GET /v1/hotels, /v1/hotels.count and /v1/hotels.promotion.
 * Thin handlers: parse the query (searchParams), find the page of hotels (hotelSearch), shape the cards.
 */
import type { App } from '../app';
import { japanToday } from '@tabiyori/domain';
import { sql } from 'kysely';
import { ApiFailure } from '../errors';
import { prepareTypedQuery } from '../plugins/typedQuery';
import { specialPublished } from '../services/specialPublication';
import { jrDeparture } from '../services/dpTransport';
import { hotelCards } from '../services/hotelCards';
import {
  countHotels,
  hotelSearchCheck,
  searchHotelPage,
  type HotelSearchInput,
} from '../services/hotelSearch';
import { KeptBodies, sendJson } from '../search/keptBodies';
import { checkNamedCodes } from '../services/namedCodes';
import { givenQueryFields, parseHotelSearch } from '../services/searchParams';
import { ErrorSchema, NotModifiedSchema } from '../schemas/common';
import { CountSchema, HotelListSchema, PromotionQuerySchema } from '../schemas/hotels';
import { HotelQuerySchema, type HotelQuery } from '../schemas/search';

/** Condition fields of tours only: a hotel list names them when given (never silently ignored). */
const TOUR_ONLY_FIELDS = [
  'tourDays',
  'tourType',
  'tourIds',
  'planGroupKeyword',
] as const satisfies readonly (keyof HotelQuery)[];

const DEPARTURE_FIELDS = [
  'depAreaCode',
  'depAirport',
  'depStation',
  'depGenericStation',
] as const satisfies readonly (keyof HotelQuery)[];

/**
 * The fields of a hotel query the list does not apply: tour-only fields, and a departure that does
 * not make the search a JR dynamic package (by air, or a departure JR does not serve): its cards are
 * priced stay-only.
 */
async function hotelNotApplied(app: App, query: HotelQuery, input: HotelSearchInput): Promise<string[]> {
  const out = givenQueryFields(query, TOUR_ONLY_FIELDS);
  const departure = givenQueryFields(query, DEPARTURE_FIELDS);
  if (departure.length > 0 && !(await jrDeparture(app.ctx.db, input.condition, input.approachTypeGiven))) {
    out.push(...departure);
  }
  return out;
}

const VALIDATION = 'HVE800';

/** Hotel search answers kept serialised (search/keptBodies.ts). */
const searchBodies = new KeptBodies('hotelSearch');

async function specialHotelIds(app: App, specialCode: string): Promise<string[]> {
  if (!/^[a-z0-9-]{1,64}$/.test(specialCode)) throw new ApiFailure(400, 'HSP900', 'specialCode is wrong');
  const row = await app.ctx.db
    .selectFrom('special')
    .select([
      'doc',
      sql<string | null>`publish_from::text`.as('publish_from'),
      sql<string | null>`publish_to::text`.as('publish_to'),
    ])
    .where('special_code', '=', specialCode)
    .where('target', 'in', ['hotel', 'both'])
    .executeTakeFirst();
  if (!row || !specialPublished(row, japanToday()))
    throw new ApiFailure(404, 'HSP900', 'specialCode is wrong');
  return (row.doc as { hotelIds: string[] }).hotelIds;
}

export async function hotelsRoutes(app: App): Promise<void> {
  const config = { validationErrorCode: VALIDATION };

  app.get(
    '/v1/hotels',
    {
      config,
      preValidation: prepareTypedQuery,
      schema: {
        tags: ['hotels'],
        summary:
          'Hotel search: best plan per hotel priced for the exact party, per adult per night, tax included',
        querystring: HotelQuerySchema,
        response: { 200: HotelListSchema, 304: NotModifiedSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      // A repeated search nothing changed for since (hotelPageCache.ts HotelSearchWatch): its kept bytes.
      const key = KeptBodies.keyOf(request.url);
      const kept = searchBodies.get(app.ctx.db, key);
      if (kept) return sendJson(reply, kept);
      const input = parseHotelSearch(request.query, VALIDATION);
      await checkNamedCodes(app.ctx.db, input.condition, 'HVE801');
      const [page, notApplied] = await Promise.all([
        searchHotelPage(app.ctx.db, input),
        hotelNotApplied(app, request.query, input),
      ]);
      const hotels = await hotelCards(
        app.ctx.db,
        page.hotels,
        input.lang,
        input.nights,
        input.condition.roomType,
      );
      const answer = { hotels, count: page.count, page: input.page, ipg: input.ipg, notApplied };
      // Kept while its page is the search's kept one (hotelPageCache.ts: nothing since can change it).
      const unchanged = hotelSearchCheck(app.ctx.db, input, page);
      return unchanged ? searchBodies.keep(app.ctx.db, key, reply, answer, unchanged) : answer;
    },
  );

  app.get(
    '/v1/hotels.count',
    {
      config,
      preValidation: prepareTypedQuery,
      schema: {
        tags: ['hotels'],
        summary: 'Number of hotels the same search finds',
        querystring: HotelQuerySchema,
        response: { 200: CountSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const input = parseHotelSearch(request.query, VALIDATION);
      await checkNamedCodes(app.ctx.db, input.condition, 'HVE801');
      return { count: await countHotels(app.ctx.db, input) };
    },
  );

  app.get(
    '/v1/hotels.promotion',
    {
      config,
      preValidation: prepareTypedQuery,
      schema: {
        tags: ['hotels'],
        summary: "Hotels of a special (specialCode), searched with the condition's fields",
        querystring: PromotionQuerySchema,
        response: { 200: HotelListSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const restrictHotelIds = await specialHotelIds(app, request.query.specialCode);
      const input = { ...parseHotelSearch(request.query, VALIDATION), restrictHotelIds };
      const [page, notApplied] = await Promise.all([
        searchHotelPage(app.ctx.db, input),
        hotelNotApplied(app, request.query, input),
      ]);
      const hotels = await hotelCards(
        app.ctx.db,
        page.hotels,
        input.lang,
        input.nights,
        input.condition.roomType,
      );
      return { hotels, count: page.count, page: input.page, ipg: input.ipg, notApplied };
    },
  );
}
