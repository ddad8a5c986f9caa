/**
 * Shapes of the back office's specials (特集, issue 19 item 3):
 *   GET  /v1/operator/specials                → every special with its state of publication
 *   GET  /v1/operator/specials/{specialCode}  → one, whole, with the names of its tours and hotels
 *   POST /v1/operator/specials                → create
 *   PUT  /v1/operator/specials/{specialCode}  → replace what the console edits
 */
import { Type, type Static } from 'typebox';
import { component } from './components';

const Ymd = Type.String({ pattern: '^[0-9]{8}$', description: 'YYYYMMDD, Japan day' });
const Text = (max: number) => Type.String({ minLength: 1, maxLength: max });
const ProductIds = Type.Array(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }), {
  maxItems: 200,
  uniqueItems: true,
});

export const SpecialDefinitionSchema = Type.Object(
  {
    specialName: Text(100),
    metaTitle: Text(120),
    metaDescription: Text(300),
    metaKeyword: Text(200),
    breadCrumbsText: Text(60),
  },
  { additionalProperties: false },
);

export const SpecialTargetSchema = Type.Union(
  [Type.Literal('tour'), Type.Literal('hotel'), Type.Literal('both')],
  {
    description: 'what the special lists: its page is /special/{code} (tour, both) or /special/hotels/{code}',
  },
);

export const SpecialCodeParams = Type.Object({
  specialCode: Type.String({ pattern: '^[a-z0-9-]{1,64}$', description: 'a-z, 0-9 and -' }),
});

export const SpecialEditBody = Type.Object(
  {
    target: SpecialTargetSchema,
    definitions: Type.Object(
      { ja: SpecialDefinitionSchema, en: SpecialDefinitionSchema },
      { additionalProperties: false },
    ),
    lead: Type.Object(
      { ja: Type.String({ maxLength: 300 }), en: Type.String({ maxLength: 300 }) },
      { additionalProperties: false },
    ),
    tourIds: ProductIds,
    hotelIds: ProductIds,
    publishFrom: Type.Union([Ymd, Type.Null()]),
    publishTo: Type.Union([Ymd, Type.Null()]),
  },
  { additionalProperties: false },
);
export type SpecialEdit = Static<typeof SpecialEditBody>;

export const SpecialCreateBody = Type.Object(
  { specialCode: SpecialCodeParams.properties.specialCode, ...SpecialEditBody.properties },
  { additionalProperties: false },
);
export type SpecialCreate = Static<typeof SpecialCreateBody>;

const Named = Type.Object({ id: Type.String(), name: Type.Object({ ja: Type.String(), en: Type.String() }) });

export const OperatorSpecialSchema = component(
  'OperatorSpecial',
  Type.Object({
    specialCode: Type.String(),
    ...SpecialEditBody.properties,
    /** Shown to travellers today (Japan day inside the publication dates). */
    published: Type.Boolean(),
    tours: Type.Array(Named),
    hotels: Type.Array(Named),
  }),
);
export type OperatorSpecial = Static<typeof OperatorSpecialSchema>;

export const OperatorSpecialSummarySchema = Type.Object({
  specialCode: Type.String(),
  target: SpecialTargetSchema,
  name: Type.Object({ ja: Type.String(), en: Type.String() }),
  publishFrom: Type.Union([Ymd, Type.Null()]),
  publishTo: Type.Union([Ymd, Type.Null()]),
  published: Type.Boolean(),
  tourCount: Type.Integer(),
  hotelCount: Type.Integer(),
});
export type OperatorSpecialSummary = Static<typeof OperatorSpecialSummarySchema>;

export const OperatorSpecialListAnswer = Type.Object({ specials: Type.Array(OperatorSpecialSummarySchema) });
export const OperatorSpecialAnswer = Type.Object({ special: OperatorSpecialSchema });
