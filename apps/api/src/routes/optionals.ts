/**
 * Optional activities (spec §1 'optional'; search rules in services/optionalSearch.ts):
 *
 * - GET /v1/optionals?arrAreaCode&date&person1&person6&person9&keyword&category&sort&page&ipg&lang
 *   → `{ optionals: [card] }`
 * - GET /v1/optionals.count (same conditions) → `{ count }`
 * - GET /v1/optional/{optionalId}?lang (optionalId = landCode-landMaterialCode-landPlanCode) → the
 *   card fields plus images, paxPrices (person1 / person6 / person9 with category, label and price;
 *   null = not sold) and stocks (places left per day for the next 60 days from Japan's today).
 *
 * Errors (new codes in the catalogue's scheme: O = optional, PE = product request):
 * - 400 `OPE800`: a malformed condition (area code, date that is not a real YYYYMMDD day, pax
 *   counts outside 0–9 or a party over 9, category, sort, page, ipg) or a malformed optionalId;
 * - 404 `OPE901`: an optionalId that names no activity;
 * - 400 `ISE900`: an unknown lang.
 * A valid date outside the sale window simply finds nothing.
 */
import { defaultConfig, japanToday, MAX_SELECTABLE_PAX, parseYmd } from '@tabiyori/domain';
import type { App } from '../app';
import { ApiFailure } from '../errors';
import { prepareTypedQuery } from '../plugins/typedQuery';
import { ErrorSchema } from '../schemas/common';
import {
  OptionalCountSchema,
  OptionalDetailSchema,
  OptionalIdParamsSchema,
  OptionalLangQuerySchema,
  OptionalListSchema,
  OptionalSearchQuerySchema,
  type OptionalSearchQuery,
} from '../schemas/optionals';
import {
  countOptionals,
  findOptional,
  OPTIONAL_ID_PATTERN,
  optionalKeywords,
  searchOptionals,
  type OptionalParty,
  type OptionalSearch,
} from '../services/optionalSearch';
import { requestLang } from './locales';

const ERROR = 'OPE800';
const NOT_FOUND = 'OPE901';
const AREA_CODE = /^(?:[a-z]{2,20}|\d{2}|\d{4}|\d{6})$/;
const CATEGORY_CODE = /^[0-9A-Za-z]{1,8}$/;

const invalid = (message: string) => new ApiFailure(400, ERROR, message);

function listParam(raw: string | undefined, name: string, pattern: RegExp, max: number): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  const items = [
    ...new Set(
      raw
        .split(defaultConfig.consts.delimiters.areaCodes)
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    ),
  ];
  if (items.length > max || items.some((item) => !pattern.test(item))) throw invalid(`${name} is invalid`);
  return items;
}

/**
 * The search the query states. The schema has typed the counts, sort, page and ipg (a blank value is
 * "not given"); here the rules a schema cannot state: a real calendar date, a party of at most 9,
 * area and category lists. `today` is Japan's today.
 */
function parseOptionalSearch(query: OptionalSearchQuery, today = japanToday()): OptionalSearch {
  const lang = requestLang(query.lang);
  if (query.date !== undefined && (!/^\d{8}$/.test(query.date) || !parseYmd(query.date))) {
    throw invalid('date is wrong');
  }
  const { person1, person6, person9 } = query;
  let party: OptionalParty | undefined;
  if (person1 !== undefined || person6 !== undefined || person9 !== undefined) {
    party = { person1: person1 ?? 0, person6: person6 ?? 0, person9: person9 ?? 0 };
    if (party.person1 + party.person6 + party.person9 > MAX_SELECTABLE_PAX) {
      throw invalid(`party is over ${MAX_SELECTABLE_PAX} people`);
    }
  }
  return {
    lang,
    areaCodes: listParam(query.arrAreaCode, 'arrAreaCode', AREA_CODE, 20),
    ...(query.date !== undefined ? { date: query.date } : {}),
    party,
    keywords: optionalKeywords(query.keyword).slice(0, 10),
    categories: listParam(query.category, 'category', CATEGORY_CODE, 20),
    sort: query.sort ?? 'lowPrice',
    page: query.page ?? 1,
    ipg: query.ipg ?? defaultConfig.settings.ipg,
    today,
  };
}

export async function optionalsRoutes(app: App): Promise<void> {
  app.get(
    '/v1/optionals',
    {
      config: { validationErrorCode: ERROR },
      preValidation: prepareTypedQuery,
      schema: {
        tags: ['optional'],
        summary: 'Search optional activities (area, date, party, keyword, category, sort, page)',
        querystring: OptionalSearchQuerySchema,
        response: { 200: OptionalListSchema, 400: ErrorSchema },
      },
    },
    async (request) => {
      const search = parseOptionalSearch(request.query);
      return { optionals: await searchOptionals(app.ctx.db, search) };
    },
  );

  app.get(
    '/v1/optionals.count',
    {
      config: { validationErrorCode: ERROR },
      preValidation: prepareTypedQuery,
      schema: {
        tags: ['optional'],
        summary: 'Count optional activities matching the conditions',
        querystring: OptionalSearchQuerySchema,
        response: { 200: OptionalCountSchema, 400: ErrorSchema },
      },
    },
    async (request) => {
      const search = parseOptionalSearch(request.query);
      return { count: await countOptionals(app.ctx.db, search) };
    },
  );

  app.get(
    '/v1/optional/:optionalId',
    {
      config: { validationErrorCode: ERROR },
      schema: {
        tags: ['optional'],
        summary: 'One optional activity: prices by pax type and the next 60 days of stock',
        params: OptionalIdParamsSchema,
        querystring: OptionalLangQuerySchema,
        response: { 200: OptionalDetailSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const { optionalId } = request.params;
      const lang = requestLang(request.query.lang);
      if (!OPTIONAL_ID_PATTERN.test(optionalId)) throw invalid('optionalId is wrong');
      const detail = await findOptional(app.ctx.db, optionalId, lang, japanToday());
      if (!detail) throw new ApiFailure(404, NOT_FOUND, 'optionalId is wrong');
      return detail;
    },
  );
}
