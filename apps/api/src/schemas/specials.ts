/**
 * Special features (特集, spec §3 Special, §7) as travellers see them: the query and answers of
 * GET /v1/special/tours/{specialCode}, GET /v1/special/hotels/{specialCode} and GET /v1/specials.
 * The one owner of these shapes: routes/specials.ts answers `Static<>` of them, the OpenAPI document
 * describes them and the web's types are generated from it. Money is integer yen; texts in the
 * requested language. The back office's shapes are in operatorSpecials.ts.
 */
import { Type, type Static } from 'typebox';
import { Nullable, queryEnum, queryInt, queryText } from './common';
import { SpecialTargetSchema } from './operatorSpecials';

const langQuery = () => queryText(16, 'ja (default) | en | showID');

/** The code as given: its form is judged by the route (HSP900 'specialCode is wrong', not ISE900). */
export const SpecialCodePathSchema = Type.Object({ specialCode: Type.String({ maxLength: 200 }) });

export const SpecialPageQuerySchema = Type.Object({ lang: langQuery() });

const SPECIAL_PRODUCTS = ['tour', 'hotel'] as const;
export type SpecialProduct = (typeof SPECIAL_PRODUCTS)[number];

export const SpecialListQuerySchema = Type.Object({
  lang: langQuery(),
  limit: queryInt(1, 50, 'At most this many (20 when not given)'),
  target: queryEnum(SPECIAL_PRODUCTS, 'Only specials listing this product'),
});

const headProperties = {
  specialCode: Type.String(),
  target: SpecialTargetSchema,
  lang: Type.String(),
  specialName: Type.String(),
  metaTitle: Type.String(),
  metaDescription: Type.String(),
  metaKeyword: Type.String(),
  breadCrumbsText: Type.String(),
  lead: Type.String(),
  heroImage: Type.String(),
  months: Type.Array(Type.Integer({ description: 'months (1–12) the special is in season' })),
  count: Type.Integer({ description: 'how many cards follow' }),
};
const SpecialHeadSchema = Type.Object(headProperties);
export type SpecialHead = Static<typeof SpecialHeadSchema>;

const SpecialTourCardSchema = Type.Object({
  tourId: Type.String(),
  name: Type.String(),
  tourType: Type.String(),
  travelDays: Type.Integer(),
  nights: Type.Integer(),
  areaName: Type.String(),
  priceFrom: Nullable(
    Type.Integer({ description: 'lowest price per adult with stock in the reserve window; null when none' }),
  ),
  image: Nullable(Type.String()),
});
export type SpecialTourCard = Static<typeof SpecialTourCardSchema>;

const SpecialHotelCardSchema = Type.Object({
  hotelId: Type.String(),
  name: Type.String(),
  hotelTypeCode: Type.String(),
  areaName: Type.String(),
  priceFrom: Type.Integer({ description: 'lowest ordinary-weekday price per adult at 2 per room' }),
  evaluationScore: Nullable(Type.Number()),
  image: Nullable(Type.String()),
});
export type SpecialHotelCard = Static<typeof SpecialHotelCardSchema>;

export const SpecialToursSchema = Type.Object({
  ...SpecialHeadSchema.properties,
  tours: Type.Array(SpecialTourCardSchema),
});
export const SpecialHotelsSchema = Type.Object({
  ...SpecialHeadSchema.properties,
  hotels: Type.Array(SpecialHotelCardSchema),
});

const SpecialTeaserSchema = Type.Object({
  specialCode: Type.String(),
  specialName: Type.String(),
  description: Type.String(),
  lead: Type.String(),
  heroImage: Type.String(),
  target: SpecialTargetSchema,
  tourCount: Type.Integer(),
  hotelCount: Type.Integer(),
});
export type SpecialTeaser = Static<typeof SpecialTeaserSchema>;

export const SpecialListSchema = Type.Object({ specials: Type.Array(SpecialTeaserSchema) });
