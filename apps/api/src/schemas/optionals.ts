/**
 * Optional activities (spec §1 'optional'): the query of GET /v1/optionals and /v1/optionals.count
 * and the answers of those and GET /v1/optional/{optionalId}. The one owner of these shapes:
 * services/optionalSearch.ts answers `Static<>` of them, the OpenAPI document describes them and the
 * web's types are generated from it. Money is integer yen; texts in the requested language.
 */
import { CONDITION_LIMITS, MAX_SELECTABLE_PAX, SEARCH_SORTS } from '@tabiyori/domain';
import { Type, type Static } from 'typebox';
import { Nullable, queryEnum, queryInt, queryText } from './common';

/** Largest page size a caller may ask for. */
export const OPTIONAL_MAX_IPG = 100;

const paxCount = (description: string) => queryInt(0, MAX_SELECTABLE_PAX, description);

export const OptionalSearchQuerySchema = Type.Object({
  lang: queryText(16, 'ja (default) | en | showID'),
  arrAreaCode: queryText(500, 'Area codes at any level, comma-separated'),
  date: queryText(20, 'YYYYMMDD: places left that day'),
  person1: paxCount('Adults (大人)'),
  person6: paxCount('Children (子供)'),
  person9: paxCount('Infants (幼児)'),
  keyword: queryText(200, 'Words separated by spaces; all must match'),
  category: queryText(200, 'Category codes, comma-separated'),
  sort: queryEnum(SEARCH_SORTS, 'lowPrice when not given'),
  page: queryInt(CONDITION_LIMITS.page.min, CONDITION_LIMITS.page.max),
  ipg: queryInt(1, OPTIONAL_MAX_IPG),
});
export type OptionalSearchQuery = Static<typeof OptionalSearchQuerySchema>;

export const OptionalLangQuerySchema = Type.Object({ lang: queryText(16, 'ja (default) | en | showID') });

export const OptionalIdParamsSchema = Type.Object({
  optionalId: Type.String({ maxLength: 200, description: 'landCode-landMaterialCode-landPlanCode' }),
});

const PricesSchema = Type.Object({
  person1: Type.Integer(),
  person6: Nullable(Type.Integer()),
  person9: Nullable(Type.Integer()),
});

const cardProperties = {
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
  prices: PricesSchema,
  totalPrice: Nullable(Type.Integer({ description: 'Σ price × count for the party; null without one' })),
  durationMinutes: Type.Integer(),
  startTimes: Type.Array(Type.String()),
  meetingPoint: Type.String(),
  minPax: Type.Integer(),
  maxPax: Type.Integer(),
  image: Nullable(Type.String()),
  stock: Nullable(Type.Integer({ description: 'Places left on the searched date; null without one' })),
};
export const OptionalCardSchema = Type.Object(cardProperties);
export type OptionalCard = Static<typeof OptionalCardSchema>;

export const OptionalPaxCodeSchema = Type.Union([
  Type.Literal('person1'),
  Type.Literal('person6'),
  Type.Literal('person9'),
]);
export type OptionalPaxCode = Static<typeof OptionalPaxCodeSchema>;

export const OptionalDetailSchema = Type.Object({
  ...cardProperties,
  images: Type.Array(Type.Object({ path: Type.String(), alt: Type.String() })),
  paxPrices: Type.Array(
    Type.Object({
      paxType: OptionalPaxCodeSchema,
      category: Type.String(),
      label: Type.String(),
      price: Nullable(Type.Integer({ description: 'null: this category is not sold' })),
    }),
  ),
  stocks: Type.Array(Type.Object({ date: Type.String({ description: 'YYYYMMDD' }), stock: Type.Integer() }), {
    description: 'Places left per day from Japan today for 60 days (days without a row omitted)',
  }),
});
export type OptionalDetail = Static<typeof OptionalDetailSchema>;

export const OptionalListSchema = Type.Object({ optionals: Type.Array(OptionalCardSchema) });
export const OptionalCountSchema = Type.Object({ count: Type.Integer() });
