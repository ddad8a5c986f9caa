/**
 * Hotel search calls (spec §7): GET /v1/hotels, /v1/hotels.count and /v1/hotels.promotion.
 * Thin handlers: parse the query (searchParams), find the page of hotels (hotelSearch), shape the cards.
 */
import { Type } from 'typebox';
import type { App } from '../app';
import { ApiFailure } from '../errors';
import { hotelCards } from '../services/hotelCards';
import { searchHotelPage } from '../services/hotelSearch';
import { checkNamedCodes } from '../services/namedCodes';
import { parseHotelSearch } from '../services/searchParams';
import { HotelQuerySchema } from '../schemas/search';

const PromotionQuerySchema = Type.Object({
  ...HotelQuerySchema.properties,
  specialCode: Type.String({ maxLength: 64 }),
  requestApi: Type.Optional(
    Type.String({ maxLength: 20, description: "'all' (default): every hotel of the special" }),
  ),
});

const ErrorSchema = Type.Object({ status: Type.Number(), message: Type.String(), errorCode: Type.String() });
const HotelListSchema = Type.Object({
  hotels: Type.Array(Type.Object({ hotelId: Type.String() }, { additionalProperties: true })),
  count: Type.Number(),
  page: Type.Number(),
  ipg: Type.Number(),
});

const VALIDATION = 'HVE800';

async function specialHotelIds(app: App, specialCode: string): Promise<string[]> {
  if (!/^[a-z0-9-]{1,64}$/.test(specialCode)) throw new ApiFailure(400, 'HSP900', 'specialCode is wrong');
  const row = await app.ctx.db
    .selectFrom('special')
    .select('doc')
    .where('special_code', '=', specialCode)
    .where('target', 'in', ['hotel', 'both'])
    .executeTakeFirst();
  if (!row) throw new ApiFailure(404, 'HSP900', 'specialCode is wrong');
  return (row.doc as { hotelIds: string[] }).hotelIds;
}

export async function hotelsRoutes(app: App): Promise<void> {
  const config = { validationErrorCode: VALIDATION };

  app.get(
    '/v1/hotels',
    {
      config,
      schema: {
        tags: ['hotels'],
        summary:
          'Hotel search: best plan per hotel priced for the exact party, per adult per night, tax included',
        querystring: HotelQuerySchema,
        response: { 200: HotelListSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const input = parseHotelSearch(request.query, VALIDATION);
      await checkNamedCodes(app.ctx.db, input.condition, 'HVE801');
      const page = await searchHotelPage(app.ctx.db, input);
      const hotels = await hotelCards(app.ctx.db, page.hotels, input.lang, input.nights);
      return { hotels, count: page.count, page: input.page, ipg: input.ipg };
    },
  );

  app.get(
    '/v1/hotels.count',
    {
      config,
      schema: {
        tags: ['hotels'],
        summary: 'Number of hotels the same search finds',
        querystring: HotelQuerySchema,
        response: { 200: Type.Object({ count: Type.Number() }), 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const input = parseHotelSearch(request.query, VALIDATION);
      await checkNamedCodes(app.ctx.db, input.condition, 'HVE801');
      return { count: (await searchHotelPage(app.ctx.db, input)).count };
    },
  );

  app.get(
    '/v1/hotels.promotion',
    {
      config,
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
      const page = await searchHotelPage(app.ctx.db, input);
      const hotels = await hotelCards(app.ctx.db, page.hotels, input.lang, input.nights);
      return { hotels, count: page.count, page: input.page, ipg: input.ipg };
    },
  );
}
