/**
 * Hotel answers (spec §1, §3, §7): the cards of GET /v1/hotels and /v1/hotels.promotion, the detail
 * of GET /v1/hotel/{hotelId}, its plans, rooms and planTotalPriceForAll. The one owner of these
 * shapes: services/hotelCards.ts and services/hotelDetail.ts answer `Static<>` of them, the OpenAPI
 * document describes them and the web's types are generated from it. Money is integer yen, tax
 * included; texts are in the requested language.
 */
import { Type, type Static } from 'typebox';
import { HotelQuerySchema } from './search';
import { NotAppliedSchema } from './searchNotes';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** A code with its name in the requested language. */
export const CodeNameSchema = Type.Object({ code: Type.String(), name: Type.String() });
const Yen = (description?: string) => Type.Integer(description ? { description } : {});

const ImageSchema = Type.Object({
  path: Type.String({ description: 'image path under the API (/static/img/…)' }),
  alt: Type.String(),
  category: Type.String({ description: 'image category code' }),
});

export const RoomSchema = Type.Object({
  roomId: Type.String(),
  roomName: Type.String(),
  roomType: CodeNameSchema,
  sizeM2: Type.Number(),
  beds: Type.Array(
    Type.Object({
      bedType: CodeNameSchema,
      widthCm: Type.Number(),
      lengthCm: Type.Number(),
      count: Type.Integer(),
    }),
  ),
  canSmoke: Type.Boolean(),
  bath: CodeNameSchema,
  toilet: CodeNameSchema,
  capacityMin: Type.Integer(),
  capacityMax: Type.Integer(),
  extraBedMax: Type.Integer(),
  view: Nullable(Type.String()),
  amenities: Type.Array(CodeNameSchema),
  images: Type.Array(ImageSchema),
});
export type RoomView = Static<typeof RoomSchema>;

const EvaluationSchema = Type.Object({
  status: Type.Union([Type.Literal('published'), Type.Literal('collecting')]),
  score: Nullable(Type.Number({ description: '3.0–4.9; null while collecting' })),
  reviewCount: Type.Integer(),
  periodFrom: Type.String({ description: 'YYYYMMDD' }),
  periodTo: Type.String({ description: 'YYYYMMDD' }),
});

const AreaLevelsSchema = Type.Object({
  area1: CodeNameSchema,
  area2: CodeNameSchema,
  area3: CodeNameSchema,
  area4: CodeNameSchema,
});

const hotelSummaryProperties = {
  hotelId: Type.String(),
  hotelName: Type.String(),
  hotelNameKana: Type.String(),
  hotelType: CodeNameSchema,
  area: AreaLevelsSchema,
  address: Type.String(),
  lat: Nullable(Type.Number()),
  lng: Nullable(Type.Number()),
  catchCopy: Type.String(),
  access: Type.String(),
  checkinTime: Type.String({ description: 'HHmm' }),
  checkinTimeEnd: Type.String({ description: 'HHmm' }),
  checkoutTime: Type.String({ description: 'HHmm' }),
  evaluation: EvaluationSchema,
  kodawari: Type.Array(CodeNameSchema),
  recommendPoints: Type.Array(Type.String()),
  images: Type.Array(ImageSchema, { description: 'the first four images' }),
  onsen: Type.Boolean({ description: 'the hotel has a hot-spring bath' }),
};
export const HotelSummarySchema = Type.Object(hotelSummaryProperties);
export type HotelSummary = Static<typeof HotelSummarySchema>;

const planSummaryProperties = {
  planId: Type.String(),
  planName: Type.String(),
  mealType: CodeNameSchema,
  planGroup: CodeNameSchema,
  minPax: Type.Integer(),
  maxPax: Type.Integer(),
  canSmoke: Type.Boolean(),
};
export const PlanSummarySchema = Type.Object(planSummaryProperties);
export type PlanSummary = Static<typeof PlanSummarySchema>;

const dpSeatProperties = {
  transportPerAdult: Yen("one adult's JR round trip"),
  transportTotal: Yen("the party's JR round trips"),
  setPricePerAdult: Yen('the stay per adult (per night × nights) plus one round trip'),
  setTotal: Yen("the party's stay plus its round trips"),
};

/** A plan's JR dynamic-package prices: ordinary reserved seat, and the green car in `green`. */
export const DpPlanSetSchema = Type.Object({
  ...dpSeatProperties,
  transport: Type.Literal('jr'),
  departure: CodeNameSchema,
  km: Type.Number(),
  nights: Type.Integer(),
  taxIncluded: Type.Literal(true),
  green: Type.Object({
    ...dpSeatProperties,
    extraPerAdult: Yen(),
    extraTotal: Yen(),
  }),
});
export type DpPlanSet = Static<typeof DpPlanSetSchema>;

export const HotelCardSchema = Type.Object({
  ...hotelSummaryProperties,
  price: Type.Object({
    perAdult: Yen('the best plan per adult per night'),
    total: Yen("the party's total of the best plan"),
    priceFrom: Yen(),
    priceTo: Yen(),
    nights: Type.Integer(),
    taxIncluded: Type.Literal(true),
  }),
  dp: Type.Optional(
    Type.Object(
      {
        transport: Type.Literal('jr'),
        departure: CodeNameSchema,
        km: Type.Number(),
        transportPerAdult: Yen(),
        setPricePerAdult: Yen(),
        setTotal: Yen(),
        nights: Type.Integer(),
        taxIncluded: Type.Literal(true),
      },
      { description: 'only in a JR dynamic-package search (a departure was given)' },
    ),
  ),
  stock: Nullable(Type.Integer({ description: 'rooms left; null without a date' })),
  planCount: Type.Integer(),
  plan: Type.Object({ ...planSummaryProperties, room: Nullable(RoomSchema) }),
});
export type HotelCard = Static<typeof HotelCardSchema>;

export const HotelListSchema = Type.Object({
  hotels: Type.Array(HotelCardSchema),
  count: Type.Integer(),
  page: Type.Integer(),
  ipg: Type.Integer(),
  notApplied: NotAppliedSchema,
});

export const HotelDetailSchema = Type.Object({
  ...hotelSummaryProperties,
  nearestStation: Type.String(),
  walkMinutes: Nullable(Type.Integer()),
  totalRooms: Type.Integer(),
  parking: Type.Object({
    available: Type.Boolean(),
    free: Type.Boolean(),
    capacity: Type.Integer(),
    note: Type.String(),
  }),
  onsen: Nullable(
    Type.Object({
      onsenName: Type.String(),
      springQuality: Type.String(),
      efficacy: Type.String(),
      kakenagashi: Type.Boolean(),
      indoorBaths: Type.Integer(),
      outdoorBaths: Type.Integer(),
      privateBaths: Type.Integer(),
      bathingHours: Type.String(),
      dayTripBathing: Type.Boolean(),
    }),
  ),
  facilities: Type.Array(CodeNameSchema),
  services: Type.Array(CodeNameSchema),
  images: Type.Array(Type.Object({ path: Type.String(), alt: Type.String(), category: CodeNameSchema }), {
    description: 'every image of the hotel',
  }),
  rooms: Type.Array(RoomSchema),
  planCount: Type.Integer(),
});
export type HotelDetail = Static<typeof HotelDetailSchema>;

/** Spec §3 price-breakdown row: label, paxType, price per person, how many pay it. */
export const BreakdownRowSchema = Type.Object({
  label: Type.String(),
  paxType: Type.String(),
  price: Yen(),
  count: Type.Integer(),
});
export type BreakdownRow = Static<typeof BreakdownRowSchema>;

const hotelPlanProperties = {
  ...planSummaryProperties,
  description: Type.String(),
  cancelPolicy: Type.String(),
  kodawari: Type.Array(CodeNameSchema),
  minNights: Type.Integer(),
  bookingDeadlineDays: Type.Integer(),
  price: Type.Object({
    perAdult: Yen('per adult per night'),
    total: Yen("the party's total"),
    nights: Type.Integer(),
    taxIncluded: Type.Literal(true),
    breakdown: Type.Array(BreakdownRowSchema),
  }),
  stock: Nullable(Type.Integer({ description: 'rooms left; null without a date' })),
  dp: Type.Optional(DpPlanSetSchema),
};

/** A plan of the hotel priced for the party, with the rooms it sells. */
export const HotelPlanSchema = Type.Object({ ...hotelPlanProperties, rooms: Type.Array(RoomSchema) });
export type HotelPlan = Static<typeof HotelPlanSchema>;

export const HotelPlanListSchema = Type.Object({
  plans: Type.Array(HotelPlanSchema),
  count: Type.Integer(),
  page: Type.Integer(),
  ipg: Type.Integer(),
});

/** A room of the hotel with the plans that sell it for the condition. */
export const HotelRoomSchema = Type.Object({
  ...RoomSchema.properties,
  plans: Type.Array(Type.Object(hotelPlanProperties)),
});

export const HotelRoomListSchema = Type.Object({ rooms: Type.Array(HotelRoomSchema) });

export const PlanTotalsSchema = Type.Object({
  plans: Type.Array(
    Type.Object({
      planId: Type.String(),
      available: Type.Boolean(),
      total: Type.Optional(Yen()),
      perAdult: Type.Optional(Yen()),
      breakdown: Type.Optional(Type.Array(BreakdownRowSchema)),
    }),
  ),
});

export const CountSchema = Type.Object({ count: Type.Integer() });

export const HotelDetailQuerySchema = Type.Object({ lang: Type.Optional(Type.String({ maxLength: 10 })) });

export const HotelParamsSchema = Type.Object({ hotelId: Type.String({ maxLength: 40 }) });

export const PromotionQuerySchema = Type.Object({
  ...HotelQuerySchema.properties,
  specialCode: Type.String({ maxLength: 64 }),
  requestApi: Type.Optional(
    Type.String({ maxLength: 20, description: "'all' (default): every hotel of the special" }),
  ),
});
