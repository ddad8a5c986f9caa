/**
 * Calls over many tours (spec §7): GET /v1/tours (search), GET /v1/tours.count, GET
 * /v1/totalPriceForAll (a party's price for a list of tours) and GET /v1/extrainDmpSort (limited-
 * express tours in a DMP segment's order). Thin handlers: parse, call a service, answer.
 */
import {
  checkGoDate,
  checkTourId,
  normalizeSiteLang,
  parseChildParams,
  parseOptionalAmount,
  PaxFormatError,
  type ChildDetail,
  type RoomAssignCounts,
} from '@tabiyori/domain';
import type { App } from '../app';
import { ApiFailure } from '../errors';
import { checkNamedCodes } from '../services/namedCodes';
import { prepareTypedQuery } from '../plugins/typedQuery';
import { ErrorSchema, NotModifiedSchema } from '../schemas/common';
import {
  CountAnswerSchema,
  DmpSortAnswerSchema,
  DmpSortQuerySchema,
  MAX_TOTAL_PRICE_TOURS,
  TotalPriceAnswerSchema,
  TotalPriceQuerySchema,
  TourListAnswerSchema,
  TourListQuerySchema,
} from '../schemas/tours';
import { parseSearchParams } from '../services/searchParams';
import { isServiceableDate, partyBedCount, paxTypeRates, totalPriceForAll } from '../services/tourPrice';
import {
  countTours,
  extrainDmpSort,
  HASH_ID_PATTERN,
  listPaxPerRoom,
  searchTourPage,
  tourNotApplied,
  tourFilterFrom,
  tourListCards,
  tourListItem,
  tourListUnchanged,
  tourReference,
} from '../services/tourSearch';
import { KeptBodies, sendJson } from '../search/keptBodies';
import { tourListBody } from './tourListBody';

const VALIDATION = 'TVE800';

/** Tour list answers kept serialised (search/keptBodies.ts). */
const listBodies = new KeptBodies('tourList');
const SEARCH_DESCRIPTION = `Search conditions (spec §3): approachType (filters only when given; train = JR and limited
express), depAreaCode | depAirport | depStation | depGenericStation (+ depGenericStationApproach), arrAreaCode
(list of region slugs, prefecture, area or district codes; a district matches its area), goDate (YYYYMMDD: a
departure with stock and a price that day) or no date (isNoDate=1 or no goDate: the lowest bookable price from
today), tourDays, nights, kodawari (all must match; a parent code matches its children), keyword (space separated;
each must appear in the tour's normalised name/keywords: kanji, kana and romaji), tourType, tourIds, hotelIds,
defaultHotelIds, defaultPlanIds, defaultPlanMeal, minPrice / maxPrice (priceFrom per adult), sort (recommend,
popular, lowPrice (default), highPrice; ties by tourId), page, ipg (1–100, default 20), allTours, lang (ja | en).
Prices are per adult, tax included, at the party's people per room (adultPax + children using a bed over
roomCount, else paxPerRoom) with a date, at 2 per room without one (then notApplied names paxPerRoom); notApplied
also names hotel-only fields given (meal, roomType, …). Errors: 400 TVE800 with the parameter's message
('goDate is wrong', 'xx is invalid approachType', 'page is invalid', …).`;

function fail(message: string): never {
  throw new ApiFailure(400, VALIDATION, message);
}

export async function toursRoutes(app: App): Promise<void> {
  app.get(
    '/v1/tours',
    {
      config: { validationErrorCode: VALIDATION },
      preValidation: prepareTypedQuery,
      schema: {
        tags: ['tours'],
        summary: 'Search tours',
        description: SEARCH_DESCRIPTION,
        querystring: TourListQuerySchema,
        response: {
          200: TourListAnswerSchema,
          304: NotModifiedSchema,
          400: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      // A repeated search while no tour, departure day or hotel price changed: its kept bytes.
      const key = KeptBodies.keyOf(request.url);
      const kept = listBodies.get(app.ctx.db, key);
      if (kept) return sendJson(reply, kept);
      const query = request.query;
      const params = parseSearchParams(query, VALIDATION);
      await checkNamedCodes(app.ctx.db, params.condition, 'TVE801');
      const watch = tourListUnchanged(app.ctx.db);
      const filter = tourFilterFrom(params, query, await tourReference(app.ctx.db));
      const page = await searchTourPage(app.ctx.db, filter);
      const cards = await tourListCards(app.ctx.db, page, params.lang);
      const figures = { goDate: params.goDate ?? null, paxPerRoom: listPaxPerRoom(filter) };
      const notApplied = tourNotApplied(query, filter);
      if (!watch) return { tours: cards.map((card) => tourListItem(card, figures)), notApplied };
      const unchanged = watch(filter, page);
      const body = tourListBody(reply, cards, figures, notApplied);
      return listBodies.keepBody(app.ctx.db, key, reply, body, unchanged);
    },
  );

  app.get(
    '/v1/tours.count',
    {
      config: { validationErrorCode: VALIDATION },
      preValidation: prepareTypedQuery,
      schema: {
        tags: ['tours'],
        summary: 'Count the tours of a search (all pages)',
        description: `The number of tours GET /v1/tours finds over all its pages, with the same parameters. ${SEARCH_DESCRIPTION}`,
        querystring: TourListQuerySchema,
        response: { 200: CountAnswerSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const query = request.query;
      const params = parseSearchParams(query, VALIDATION);
      await checkNamedCodes(app.ctx.db, params.condition, 'TVE801');
      const filter = tourFilterFrom(params, query, await tourReference(app.ctx.db));
      return { count: await countTours(app.ctx.db, filter) };
    },
  );

  app.get(
    '/v1/totalPriceForAll',
    {
      config: { validationErrorCode: VALIDATION },
      preValidation: prepareTypedQuery,
      schema: {
        tags: ['tours'],
        summary: 'A party’s price for each of a list of tours on one departure date',
        description: `Spec §7 totalPriceForAll: for each tourId, the party's total (tax included) and the per-adult
price on goDate. Rooms of k people (bed users spread evenly over roomCount rooms) are sold at the tour's per-adult
price for k people per room: the stored 2-per-room price plus the hotel factor × the default plans' price
difference between k and 2 per room. Children pay their lodging category's percentage (reference paxTypes:
childA 70 %, childB 50 %, childC 30 %, childD 20 % …; category from the child param). The breakdown has one row per
pax type (adult, child = school children, infant = preschoolers) and adds up to totalPrice. A tour that is unknown,
not sold that day, sold out, short of seats, not sold for the party's room occupancy, or whose rules the party
breaks (spec §5 people messages, airline rule) answers available: false with a reason. Errors (400 TVE800):
'tourId is wrong', 'goDate is wrong', 'INVALID PAX PARAM', 'INVALID_OPTIONAL_AMOUNT_FORMAT: …', 'xx is invalid'.`,
        querystring: TotalPriceQuerySchema,
        response: {
          200: TotalPriceAnswerSchema,
          400: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request) => {
      const q = request.query;
      const tourIds = [
        ...new Set(
          (q.tourIds ?? '')
            .split(',')
            .map((t) => t.trim())
            .filter((t) => t !== ''),
        ),
      ];
      if (tourIds.length === 0 || tourIds.length > MAX_TOTAL_PRICE_TOURS) fail('tourIds is invalid');
      for (const id of tourIds) {
        const check = checkTourId(id);
        if (!check.ok) fail(check.message);
      }
      const goCheck = checkGoDate(q.goDate);
      if (!goCheck.ok) fail(goCheck.message);
      const goDate = q.goDate as string;
      if (!isServiceableDate(goDate)) fail('goDate is wrong');
      const roomCount = q.roomCount ?? 1;
      const paxPerRoom = q.paxPerRoom ?? 2;
      let amount: RoomAssignCounts | undefined;
      let children: ChildDetail[] = [];
      try {
        if (q.amount !== undefined) amount = parseOptionalAmount(q.amount);
        if (q.childPax !== undefined) children = parseChildParams(q.childPax.split(','));
      } catch (error) {
        if (error instanceof PaxFormatError) fail(error.message);
        throw error;
      }
      if (amount) {
        const total = Object.values(amount).reduce((s, n) => s + n, 0);
        if (total < 1 || total > 9) fail('amount is invalid');
      }
      if (children.length > 9) fail('childPax is invalid');
      const adultPax = q.adultPax ?? paxPerRoom * roomCount;
      const party = { adultPax, children, roomCount, ...(amount ? { amount } : {}) };
      const bedCount = q.bedCount;
      if (bedCount !== undefined && bedCount !== partyBedCount(party, await paxTypeRates(app.ctx.db))) {
        fail('bedCount is invalid');
      }
      const tours = await totalPriceForAll(app.ctx.db, {
        tourIds,
        goDate,
        party,
        lang: normalizeSiteLang(q.lang),
      });
      if (tours.every((t) => t.reason === 'notFound')) {
        throw new ApiFailure(404, 'TVE801', 'tourIds do not exist');
      }
      return { tours };
    },
  );

  app.get(
    '/v1/extrainDmpSort',
    {
      config: { validationErrorCode: VALIDATION },
      preValidation: prepareTypedQuery,
      schema: {
        tags: ['tours'],
        summary: 'Limited-express tours in the order of a DMP segment',
        description: `Spec §7 extrainDmpSort (hashId). The ids of the limited-express (approachType extrain) tours,
ordered for one audience segment of the DMP: hashId (1–64 of A–Z a–z 0–9 _ -) seeds a deterministic shuffle (md5 of
hashId and tourId), so the same segment always gets the same order. depAreaCode narrows to one departure area;
limit (1–1000, default 1000). 400 TVE800 'hashId is invalid' when hashId is missing or malformed.`,
        querystring: DmpSortQuerySchema,
        response: { 200: DmpSortAnswerSchema, 400: ErrorSchema },
      },
    },
    async (request) => {
      const { hashId, depAreaCode, limit } = request.query;
      if (hashId === undefined || !HASH_ID_PATTERN.test(hashId)) fail('hashId is invalid');
      const tourIds = await extrainDmpSort(app.ctx.db, hashId, {
        limit: limit ?? 1000,
        ...(depAreaCode ? { depAreaCode } : {}),
      });
      return { hashId, count: tourIds.length, tourIds };
    },
  );
}
