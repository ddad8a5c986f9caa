/**
 * Special feature pages (特集, spec §3 Special, §7):
 *
 * - GET /v1/special/tours/{specialCode}?lang and GET /v1/special/hotels/{specialCode}?lang: the
 *   special's definition in the language (specialName, metaTitle, metaDescription, metaKeyword,
 *   breadCrumbsText), its lead text, hero image and months, and its selection as cards: tours
 *   `{ tourId, name, tourType, travelDays, nights, areaName, priceFrom, image }` (priceFrom = the
 *   lowest price per adult of a departure with stock inside the reserve window, null when none) or
 *   hotels `{ hotelId, name, hotelTypeCode, areaName, priceFrom, evaluationScore, image }`
 *   (priceFrom = the hotel's lowest ordinary-weekday price per adult at 2 per room), in the
 *   special's order (most popular first), with `count`.
 * - GET /v1/specials?lang&limit&target: `{ specials: [{ specialCode, specialName, description,
 *   lead, heroImage, target, tourCount, hotelCount }] }` for the top page; target tour | hotel keeps
 *   the specials that list that product ('both' counts for either). Specials in season (the current
 *   Japan month among their months) come first, then those without months, then the rest.
 *
 * Errors: an unknown special, or one that does not list the product asked for (a hotel-only
 * special under /special/tours/), answers 404 `HSP900` (spec §8: HSP900 → E_00003 "the special
 * code is wrong"), for tours and hotels alike; SPE900 is the page's failure (E_00002), not a wrong
 * code. A malformed code (not `[a-z0-9-]{1,64}`) answers 400 `HSP900` (the same message: the code is
 * wrong). A bad lang, limit or target answers 400 `ISE900`. A database failure answers 503 `SPE900`.
 *
 * The SQL lives here (a handful of reads over the special, tour, tour_day, hotel and area tables).
 */
import { addDays, defaultConfig, japanToday, type DisplayLang } from '@tabiyori/domain';
import { sql, type Kysely } from 'kysely';
import { ErrorSchema } from '../schemas/common';
import {
  SpecialCodePathSchema,
  SpecialHotelsSchema,
  SpecialListQuerySchema,
  SpecialListSchema,
  SpecialPageQuerySchema,
  SpecialToursSchema,
  type SpecialHead,
  type SpecialHotelCard,
  type SpecialProduct,
  type SpecialTeaser,
  type SpecialTourCard,
} from '../schemas/specials';
import type { App } from '../app';
import type { I18nText, Special } from '../model/types';
import type { Database } from '../db/schema';
import { ApiFailure } from '../errors';
import { requestLang } from './locales';
import { specialPublished } from '../services/specialPublication';

export const SPECIAL_CODE_PATTERN = /^[a-z0-9-]{1,64}$/;

function failure(error: unknown): never {
  if (error instanceof ApiFailure) throw error;
  throw Object.assign(new ApiFailure(503, 'SPE900', 'special is temporarily unavailable'), { cause: error });
}

const pick = (value: I18nText | null | undefined, lang: DisplayLang): string =>
  value ? value[lang] || value.ja : '';

/** 'YYYYMMDD' → 'YYYY-MM-DD' for date columns. */
const isoDate = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;

async function findSpecial(db: Kysely<Database>, code: string, product: SpecialProduct): Promise<Special> {
  const row = await db
    .selectFrom('special')
    .select([
      'doc',
      'target',
      sql<string | null>`publish_from::text`.as('publish_from'),
      sql<string | null>`publish_to::text`.as('publish_to'),
    ])
    .where('special_code', '=', code)
    .executeTakeFirst();
  if (!row || (row.target !== product && row.target !== 'both') || !specialPublished(row, japanToday())) {
    throw new ApiFailure(404, 'HSP900', 'specialCode is wrong');
  }
  return row.doc as Special;
}

async function areaNames(
  db: Kysely<Database>,
  codes: string[],
  lang: DisplayLang,
): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectFrom('area')
    .select(['code', 'name_ja', 'name_en'])
    .where('code', 'in', [...new Set(codes)])
    .execute();
  return new Map(rows.map((r) => [r.code, lang === 'en' ? r.name_en : r.name_ja]));
}

async function tourCards(
  db: Kysely<Database>,
  ids: string[],
  lang: DisplayLang,
  today: string,
): Promise<SpecialTourCard[]> {
  if (ids.length === 0) return [];
  const from = isoDate(addDays(today, defaultConfig.consts.reserveDay.min));
  const [tours, prices] = await Promise.all([
    db
      .selectFrom('tour')
      .select([
        'tour_id',
        'tour_type',
        'travel_days',
        'nights',
        sql<I18nText>`doc->'name'`.as('name'),
        sql<string | null>`doc->'arrAreaCodes'->>0`.as('area_code'),
        sql<string | null>`doc->'images'->0->>'path'`.as('image'),
      ])
      .where('tour_id', 'in', ids)
      .execute(),
    db
      .selectFrom('tour_day')
      .select(['tour_id', (eb) => eb.fn.min<number>('price_from').as('price_from')])
      .where('tour_id', 'in', ids)
      .where('dep_date', '>=', from)
      .where('price_from', '>', 0)
      .where('stock', '>', 0)
      .groupBy('tour_id')
      .execute(),
  ]);
  const priceOf = new Map(prices.map((p) => [p.tour_id, Number(p.price_from)]));
  const names = await areaNames(
    db,
    tours.flatMap((t) => (t.area_code ? [t.area_code] : [])),
    lang,
  );
  const byId = new Map(tours.map((t) => [t.tour_id, t]));
  return ids.flatMap((id) => {
    const t = byId.get(id);
    if (!t) return [];
    return [
      {
        tourId: t.tour_id,
        name: pick(t.name, lang),
        tourType: t.tour_type,
        travelDays: t.travel_days,
        nights: t.nights,
        areaName: (t.area_code && names.get(t.area_code)) || '',
        priceFrom: priceOf.get(id) ?? null,
        image: t.image ?? null,
      },
    ];
  });
}

async function hotelCards(
  db: Kysely<Database>,
  ids: string[],
  lang: DisplayLang,
): Promise<SpecialHotelCard[]> {
  if (ids.length === 0) return [];
  const hotels = await db
    .selectFrom('hotel')
    .innerJoin('area', 'area.code', 'hotel.area3_code')
    .select([
      'hotel.hotel_id',
      'hotel.hotel_type_code',
      'hotel.base_price_from',
      'hotel.evaluation_score',
      'area.name_ja as area_ja',
      'area.name_en as area_en',
      sql<I18nText>`hotel.doc->'name'`.as('name'),
      sql<string | null>`hotel.doc->'images'->0->>'path'`.as('image'),
    ])
    .where('hotel.hotel_id', 'in', ids)
    .execute();
  const byId = new Map(hotels.map((h) => [h.hotel_id, h]));
  return ids.flatMap((id) => {
    const h = byId.get(id);
    if (!h) return [];
    return [
      {
        hotelId: h.hotel_id,
        name: pick(h.name, lang),
        hotelTypeCode: h.hotel_type_code,
        areaName: lang === 'en' ? h.area_en : h.area_ja,
        priceFrom: h.base_price_from,
        evaluationScore: h.evaluation_score,
        image: h.image ?? null,
      },
    ];
  });
}

function head(special: Special, lang: DisplayLang, count: number): SpecialHead {
  const def = special.definitions[lang] ?? special.definitions.ja;
  return {
    specialCode: special.specialCode,
    target: special.target,
    lang,
    specialName: def.specialName,
    metaTitle: def.metaTitle,
    metaDescription: def.metaDescription,
    metaKeyword: def.metaKeyword,
    breadCrumbsText: def.breadCrumbsText,
    lead: pick(special.lead, lang),
    heroImage: special.heroImage,
    months: special.selection?.months ?? [],
    count,
  };
}

/** Top-page order: in season now, then without months, then the rest; by code within each. */
function seasonRank(special: Special, month: number): number {
  const months = special.selection?.months ?? [];
  if (months.includes(month)) return 0;
  return months.length === 0 ? 1 : 2;
}

export async function specialsRoutes(app: App): Promise<void> {
  const checkCode = (code: string) => {
    if (!SPECIAL_CODE_PATTERN.test(code)) throw new ApiFailure(400, 'HSP900', 'specialCode is wrong');
  };

  app.get(
    '/v1/special/tours/:specialCode',
    {
      config: { validationErrorCode: 'ISE900' },
      schema: {
        tags: ['special'],
        summary: 'A tour special: definition in the language, lead, hero image and its tours',
        params: SpecialCodePathSchema,
        querystring: SpecialPageQuerySchema,
        response: {
          200: SpecialToursSchema,
          400: ErrorSchema,
          404: ErrorSchema,
          503: ErrorSchema,
        },
      },
    },
    async (request) => {
      const { specialCode } = request.params as { specialCode: string };
      const lang = requestLang(request.query.lang);
      checkCode(specialCode);
      try {
        const special = await findSpecial(app.ctx.db, specialCode, 'tour');
        const tours = await tourCards(app.ctx.db, special.tourIds ?? [], lang, japanToday());
        return { ...head(special, lang, tours.length), tours };
      } catch (error) {
        failure(error);
      }
    },
  );

  app.get(
    '/v1/special/hotels/:specialCode',
    {
      config: { validationErrorCode: 'ISE900' },
      schema: {
        tags: ['special'],
        summary: 'A hotel special: definition in the language, lead, hero image and its hotels',
        params: SpecialCodePathSchema,
        querystring: SpecialPageQuerySchema,
        response: {
          200: SpecialHotelsSchema,
          400: ErrorSchema,
          404: ErrorSchema,
          503: ErrorSchema,
        },
      },
    },
    async (request) => {
      const { specialCode } = request.params as { specialCode: string };
      const lang = requestLang(request.query.lang);
      checkCode(specialCode);
      try {
        const special = await findSpecial(app.ctx.db, specialCode, 'hotel');
        const hotels = await hotelCards(app.ctx.db, special.hotelIds ?? [], lang);
        return { ...head(special, lang, hotels.length), hotels };
      } catch (error) {
        failure(error);
      }
    },
  );

  app.get(
    '/v1/specials',
    {
      config: { validationErrorCode: 'ISE900' },
      schema: {
        tags: ['special'],
        summary: 'Specials for the top page, in season first',
        querystring: SpecialListQuerySchema,
        response: {
          200: SpecialListSchema,
          400: ErrorSchema,
          503: ErrorSchema,
        },
      },
    },
    async (request) => {
      const q = request.query;
      const lang = requestLang(q.lang);
      const limit = q.limit ?? 20;
      try {
        let select = app.ctx.db
          .selectFrom('special')
          .select([
            'special_code',
            'doc',
            sql<string | null>`publish_from::text`.as('publish_from'),
            sql<string | null>`publish_to::text`.as('publish_to'),
          ]);
        if (q.target) select = select.where('target', 'in', [q.target, 'both']);
        const rows = await select.orderBy('special_code').execute();
        const today = japanToday();
        const month = Number(today.slice(4, 6));
        const specials = rows
          .filter((r) => specialPublished(r, today))
          .map((r) => r.doc as Special)
          .sort((a, b) => seasonRank(a, month) - seasonRank(b, month))
          .slice(0, limit)
          .map((s): SpecialTeaser => {
            const def = s.definitions[lang] ?? s.definitions.ja;
            return {
              specialCode: s.specialCode,
              specialName: def.specialName,
              description: def.metaDescription,
              lead: pick(s.lead, lang),
              heroImage: s.heroImage,
              target: s.target,
              tourCount: s.tourIds?.length ?? 0,
              hotelCount: s.hotelIds?.length ?? 0,
            };
          });
        return { specials };
      } catch (error) {
        failure(error);
      }
    },
  );
}
