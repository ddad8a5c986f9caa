/**
 * One hotel (spec §7): GET /v1/hotel/{hotelId}, /plans, /plans.count, /rooms, and
 * planTotalPriceForAll (/plans/totalPriceForAll: the party's totals with price-breakdown rows).
 */
import { normalizeSiteLang } from '@tabiyori/domain';
import type { App } from '../app';
import { hotelDpPricer, type DpPricer } from '../services/dpTransport';
import {
  HOTEL_VALIDATION,
  hotelDetail,
  hotelPlans,
  hotelUnchanged,
  loadHotel,
} from '../services/hotelDetail';
import { KeptBodies, sendJson } from '../search/keptBodies';
import type { HotelSearchInput } from '../services/hotelSearch';
import { partyGuests } from '../services/party';
import { prepareTypedQuery } from '../plugins/typedQuery';
import { ErrorSchema, NotModifiedSchema } from '../schemas/common';
import {
  CountSchema,
  HotelDetailQuerySchema,
  HotelDetailSchema,
  HotelParamsSchema,
  HotelPlanListSchema,
  HotelRoomListSchema,
  PlanTotalsSchema,
} from '../schemas/hotels';
import { HotelQuerySchema } from '../schemas/search';
import { parseHotelSearch } from '../services/searchParams';

const Params = HotelParamsSchema;
const config = { validationErrorCode: HOTEL_VALIDATION };

/** A hotel's detail and plan lists kept serialised (search/keptBodies.ts). */
const detailBodies = new KeptBodies('hotelDetail');
const planBodies = new KeptBodies('hotelPlans');

/**
 * The dp pricer of the hotel when the condition is a JR dynamic package (a departure by JR): each
 * plan then carries `dp`, its set prices on an ordinary reserved seat and on the green car.
 */
function dpPricer(app: App, hotelId: string, input: HotelSearchInput): Promise<DpPricer | null> {
  const party = {
    adults: partyGuests(input, input).filter((g) => g.category === 'male').length,
    children: input.condition.childPax.map((c) => ({ age: c.age, ...c.detail })),
  };
  return hotelDpPricer(app.ctx.db, hotelId, input.condition, input.approachTypeGiven, party, input.lang);
}

/** A plan with its dp set prices when there is a dp pricer. */
function withDp<P extends { price: { perAdult: number; total: number; nights: number } }>(
  plan: P,
  dp: DpPricer | null,
): P {
  return dp ? { ...plan, dp: dp.price(plan.price) } : plan;
}

export async function hotelRoutes(app: App): Promise<void> {
  app.get(
    '/v1/hotel/:hotelId',
    {
      config,
      preValidation: prepareTypedQuery,
      schema: {
        tags: ['hotels'],
        summary:
          'Hotel detail: access, basic info, rooms and amenities, hot-spring bath, facilities and services',
        params: Params,
        querystring: HotelDetailQuerySchema,
        response: { 200: HotelDetailSchema, 304: NotModifiedSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      // Kept serialised per hotel and language until a change touches the hotel.
      const key = KeptBodies.keyOf(request.url);
      const kept = detailBodies.get(app.ctx.db, key);
      if (kept) return sendJson(reply, kept);
      const unchanged = hotelUnchanged(app.ctx.db, request.params.hotelId);
      const detail = await hotelDetail(
        app.ctx.db,
        request.params.hotelId,
        normalizeSiteLang(request.query.lang),
      );
      return unchanged ? detailBodies.keep(app.ctx.db, key, reply, detail, unchanged) : detail;
    },
  );

  app.get(
    '/v1/hotel/:hotelId/plans',
    {
      config,
      preValidation: prepareTypedQuery,
      schema: {
        tags: ['hotels'],
        summary:
          "The hotel's plans sellable for the condition, priced for the party (cheapest first); with a JR departure each plan carries dp: the set price with the basic JR round trip (ordinary reserved seat) and the green car",
        params: Params,
        querystring: HotelQuerySchema,
        response: {
          200: HotelPlanListSchema,
          304: NotModifiedSchema,
          400: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const key = KeptBodies.keyOf(request.url);
      const kept = planBodies.get(app.ctx.db, key);
      if (kept) return sendJson(reply, kept);
      const input = parseHotelSearch(request.query, HOTEL_VALIDATION);
      const unchanged = hotelUnchanged(app.ctx.db, request.params.hotelId);
      const [plans, dp] = await Promise.all([
        hotelPlans(app.ctx.db, request.params.hotelId, input),
        dpPricer(app, request.params.hotelId, input),
      ]);
      const start = (input.page - 1) * input.ipg;
      const answer = {
        plans: plans.slice(start, start + input.ipg).map((plan) => withDp(plan, dp)),
        count: plans.length,
        page: input.page,
        ipg: input.ipg,
      };
      // A JR dp answer prices sets from the database's fares: not kept.
      return unchanged && !dp ? planBodies.keep(app.ctx.db, key, reply, answer, unchanged) : answer;
    },
  );

  app.get(
    '/v1/hotel/:hotelId/plans.count',
    {
      config,
      preValidation: prepareTypedQuery,
      schema: {
        tags: ['hotels'],
        summary: 'Number of plans the same condition finds',
        params: Params,
        querystring: HotelQuerySchema,
        response: { 200: CountSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => ({
      count: (
        await hotelPlans(
          app.ctx.db,
          request.params.hotelId,
          parseHotelSearch(request.query, HOTEL_VALIDATION),
        )
      ).length,
    }),
  );

  app.get(
    '/v1/hotel/:hotelId/rooms',
    {
      config,
      preValidation: prepareTypedQuery,
      schema: {
        tags: ['hotels'],
        summary:
          'Rooms of the hotel, each with the plans that sell it for the condition (planIds narrows to a plan)',
        params: Params,
        querystring: HotelQuerySchema,
        response: {
          200: HotelRoomListSchema,
          400: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request) => {
      const input = parseHotelSearch(request.query, HOTEL_VALIDATION);
      const [hotel, plans, dp] = await Promise.all([
        loadHotel(app.ctx.db, request.params.hotelId),
        hotelPlans(app.ctx.db, request.params.hotelId, input),
        dpPricer(app, request.params.hotelId, input),
      ]);
      const rooms = hotel.rooms.flatMap((room) => {
        const selling = plans.filter((p) => p.rooms.some((r) => r.roomId === room.roomId));
        if (input.condition.planIds.length > 0 && selling.length === 0) return [];
        const view = plans.flatMap((p) => p.rooms).find((r) => r.roomId === room.roomId);
        return view
          ? [{ ...view, plans: selling.map(({ rooms: _rooms, ...plan }) => withDp(plan, dp)) }]
          : [];
      });
      return { rooms };
    },
  );

  app.get(
    '/v1/hotel/:hotelId/plans/totalPriceForAll',
    {
      config,
      preValidation: prepareTypedQuery,
      schema: {
        tags: ['hotels'],
        summary:
          'planTotalPriceForAll: total for the party for each plan (planIds), with price-breakdown rows',
        params: Params,
        querystring: HotelQuerySchema,
        response: {
          200: PlanTotalsSchema,
          400: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request) => {
      const input = parseHotelSearch(request.query, HOTEL_VALIDATION);
      const priced = await hotelPlans(app.ctx.db, request.params.hotelId, input);
      const wanted =
        input.condition.planIds.length > 0 ? input.condition.planIds : priced.map((p) => p.planId);
      return {
        plans: wanted.map((planId) => {
          const plan = priced.find((p) => p.planId === planId);
          return plan
            ? {
                planId,
                available: true,
                total: plan.price.total,
                perAdult: plan.price.perAdult,
                breakdown: plan.price.breakdown,
              }
            : { planId, available: false };
        }),
      };
    },
  );
}
