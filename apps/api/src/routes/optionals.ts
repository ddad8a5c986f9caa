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
import {
  CONDITION_LIMITS,
  defaultConfig,
  japanToday,
  MAX_SELECTABLE_PAX,
  parseYmd,
  SEARCH_SORTS,
  type DisplayLang,
  type SearchSort,
} from '@tabiyori/domain';
import { Type, type Static } from 'typebox';
import { ErrorSchema } from '../schemas/common';
import type { App } from '../app';
import { ApiFailure } from '../errors';
import {
  countOptionals,
  findOptional,
  OPTIONAL_ID_PATTERN,
  optionalKeywords,
  searchOptionals,
  type OptionalParty,
  type OptionalSearch,
} from '../services/optionalSearch';
import { resolveLocaleLang } from './locales';

const ERROR = 'OPE800';
const NOT_FOUND = 'OPE901';
const MAX_IPG = 100;
const AREA_CODE = /^(?:[a-z]{2,20}|\d{2}|\d{4}|\d{6})$/;
const CATEGORY_CODE = /^[0-9A-Za-z]{1,8}$/;

const text = (maxLength: number, description?: string) =>
  Type.Optional(Type.String({ maxLength, ...(description ? { description } : {}) }));

const SearchQuery = Type.Object({
  lang: text(16, 'ja (default) | en | showID'),
  arrAreaCode: text(500, 'Area codes at any level, comma-separated'),
  date: text(20, 'YYYYMMDD: places left that day'),
  person1: text(2, 'Adults (大人)'),
  person6: text(2, 'Children (子供)'),
  person9: text(2, 'Infants (幼児)'),
  keyword: text(200, 'Words separated by spaces; all must match'),
  category: text(200, 'Category codes, comma-separated'),
  sort: text(20, 'recommend | popular | lowPrice (default) | highPrice'),
  page: text(6),
  ipg: text(3),
});
type SearchQuery = Static<typeof SearchQuery>;

const Prices = Type.Object({
  person1: Type.Integer(),
  person6: Type.Union([Type.Integer(), Type.Null()]),
  person9: Type.Union([Type.Integer(), Type.Null()]),
});

const cardFields = {
  optionalId: Type.String(),
  optionalGroupId: Type.String(),
  landCode: Type.String(),
  landMaterialCode: Type.String(),
  landPlanCode: Type.String(),
  categoryCode: Type.String(),
  name: Type.String(),
  planName: Type.String(),
  description: Type.String(),
  area2Code: Type.String(),
  area3Code: Type.String(),
  areaName: Type.String(),
  prices: Prices,
  totalPrice: Type.Union([Type.Integer(), Type.Null()], { description: 'Σ price × count for the party' }),
  durationMinutes: Type.Integer(),
  startTimes: Type.Array(Type.String()),
  meetingPoint: Type.String(),
  minPax: Type.Integer(),
  maxPax: Type.Integer(),
  image: Type.Union([Type.String(), Type.Null()]),
  stock: Type.Union([Type.Integer(), Type.Null()], { description: 'Places left on the searched date' }),
};
const OptionalCard = Type.Object(cardFields);

const OptionalDetail = Type.Object({
  ...cardFields,
  images: Type.Array(Type.Object({ path: Type.String(), alt: Type.String() })),
  paxPrices: Type.Array(
    Type.Object({
      paxType: Type.String(),
      category: Type.String(),
      label: Type.String(),
      price: Type.Union([Type.Integer(), Type.Null()]),
    }),
  ),
  stocks: Type.Array(Type.Object({ date: Type.String(), stock: Type.Integer() })),
});

function fail(message: string): never {
  throw new ApiFailure(400, ERROR, message);
}

export function parseLang(raw: string | undefined): DisplayLang {
  if (raw === undefined || raw.trim() === '') return 'ja';
  const lang = resolveLocaleLang(raw);
  if (!lang) throw new ApiFailure(400, 'ISE900', 'lang is invalid');
  return lang;
}

function intParam(raw: string | undefined, name: string, min: number, max: number): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{1,9}$/.test(raw)) fail(`${name} is invalid`);
  const value = Number(raw);
  if (value < min || value > max) fail(`${name} is invalid`);
  return value;
}

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
  if (items.length > max || items.some((item) => !pattern.test(item))) fail(`${name} is invalid`);
  return items;
}

/** Reads and checks the search query; `today` is Japan's today. */
export function parseOptionalSearch(query: SearchQuery, today = japanToday()): OptionalSearch {
  const lang = parseLang(query.lang);
  let date: string | undefined;
  if (query.date !== undefined && query.date !== '') {
    if (!/^\d{8}$/.test(query.date) || !parseYmd(query.date)) fail('date is wrong');
    date = query.date;
  }
  const counts = (['person1', 'person6', 'person9'] as const).map((code) =>
    intParam(query[code], code, 0, MAX_SELECTABLE_PAX),
  );
  let party: OptionalParty | undefined;
  if (counts.some((n) => n !== undefined)) {
    const [person1 = 0, person6 = 0, person9 = 0] = counts;
    if (person1 + person6 + person9 > MAX_SELECTABLE_PAX) fail(`party is over ${MAX_SELECTABLE_PAX} people`);
    party = { person1, person6, person9 };
  }
  const sort = (query.sort || 'lowPrice') as SearchSort;
  if (!SEARCH_SORTS.includes(sort)) fail('sort is invalid');
  return {
    lang,
    areaCodes: listParam(query.arrAreaCode, 'arrAreaCode', AREA_CODE, 20),
    date,
    party,
    keywords: optionalKeywords(query.keyword).slice(0, 10),
    categories: listParam(query.category, 'category', CATEGORY_CODE, 20),
    sort,
    page: intParam(query.page, 'page', CONDITION_LIMITS.page.min, CONDITION_LIMITS.page.max) ?? 1,
    ipg: intParam(query.ipg, 'ipg', 1, MAX_IPG) ?? defaultConfig.settings.ipg,
    today,
  };
}

export async function optionalsRoutes(app: App): Promise<void> {
  app.get(
    '/v1/optionals',
    {
      config: { validationErrorCode: ERROR },
      schema: {
        tags: ['optional'],
        summary: 'Search optional activities (area, date, party, keyword, category, sort, page)',
        querystring: SearchQuery,
        response: { 200: Type.Object({ optionals: Type.Array(OptionalCard) }), 400: ErrorSchema },
      },
    },
    async (request) => {
      const search = parseOptionalSearch(request.query as SearchQuery);
      return { optionals: await searchOptionals(app.ctx.db, search) };
    },
  );

  app.get(
    '/v1/optionals.count',
    {
      config: { validationErrorCode: ERROR },
      schema: {
        tags: ['optional'],
        summary: 'Count optional activities matching the conditions',
        querystring: SearchQuery,
        response: { 200: Type.Object({ count: Type.Integer() }), 400: ErrorSchema },
      },
    },
    async (request) => {
      const search = parseOptionalSearch(request.query as SearchQuery);
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
        params: Type.Object({
          optionalId: Type.String({ maxLength: 200, description: 'landCode-landMaterialCode-landPlanCode' }),
        }),
        querystring: Type.Object({ lang: text(16, 'ja (default) | en | showID') }),
        response: { 200: OptionalDetail, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const { optionalId } = request.params as { optionalId: string };
      const lang = parseLang((request.query as { lang?: string }).lang);
      if (!OPTIONAL_ID_PATTERN.test(optionalId)) fail('optionalId is wrong');
      const detail = await findOptional(app.ctx.db, optionalId, lang, japanToday());
      if (!detail) throw new ApiFailure(404, NOT_FOUND, 'optionalId is wrong');
      return detail;
    },
  );
}
