/**
 * Hotel search calls (spec §7): GET /v1/hotels, /v1/hotels.count and /v1/hotels.promotion.
 * Thin handlers: parse the query (searchParams), find the page of hotels (hotelSearch), shape the cards.
 */
import { Type, type Static } from 'typebox';
import type { App } from '../app';
import { ApiFailure } from '../errors';
import { NotAppliedSchema } from '../schemas/searchNotes';
import { jrDeparture } from '../services/dpTransport';
import { hotelCards } from '../services/hotelCards';
import { searchHotelPage, type HotelSearchInput } from '../services/hotelSearch';
import { checkNamedCodes } from '../services/namedCodes';
import { givenQueryFields, parseHotelSearch } from '../services/searchParams';
import { HotelQuerySchema } from '../schemas/search';

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
  notApplied: NotAppliedSchema,
});

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
