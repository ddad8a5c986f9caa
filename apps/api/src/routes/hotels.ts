/**
 * Hotel search calls (spec §7): GET /v1/hotels, /v1/hotels.count and /v1/hotels.promotion.
 * Thin handlers: parse the query (searchParams), find the page of hotels (hotelSearch), shape the cards.
 */
import { Type, type Static } from 'typebox';
import type { App } from '../app';
import { ApiFailure } from '../errors';
import { hotelCards } from '../services/hotelCards';
import { searchHotelPage, type HotelSearchInput } from '../services/hotelSearch';
import { checkNamedCodes } from '../services/namedCodes';
import { parseSearchParams, SearchQuerySchema, type SearchQuery } from '../services/searchParams';

export const HotelQuerySchema = Type.Object({
  ...SearchQuerySchema.properties,
  bedCount: Type.Optional(Type.String({ maxLength: 2, description: 'adults plus children using a bed' })),
  noBedCount: Type.Optional(Type.String({ maxLength: 2, description: 'children without a bed' })),
});
type HotelQuery = Static<typeof HotelQuerySchema>;

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

function countParam(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,2}$/.test(value) || Number(value) > 9)
    throw new ApiFailure(400, VALIDATION, `${name} is invalid`);
  return Number(value);
}

export function hotelSearchInput(query: HotelQuery): HotelSearchInput {
  const params = parseSearchParams(query as SearchQuery, VALIDATION);
  const bedCount = countParam(query.bedCount, 'bedCount');
  const noBedCount = countParam(query.noBedCount, 'noBedCount');
  return {
    ...params,
    ...(bedCount !== undefined ? { bedCount } : {}),
    ...(noBedCount !== undefined ? { noBedCount } : {}),
  };
}

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
      const input = hotelSearchInput(request.query);
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
      const input = hotelSearchInput(request.query);
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
      const input = { ...hotelSearchInput(request.query), restrictHotelIds };
      const page = await searchHotelPage(app.ctx.db, input);
      const hotels = await hotelCards(app.ctx.db, page.hotels, input.lang, input.nights);
      return { hotels, count: page.count, page: input.page, ipg: input.ipg };
    },
  );
}
