/**
 * Car-rental shapes (spec §1 'rentacar', issue 18 item 2): the queries and answers of
 * GET /v1/rentacar/offices, /v1/rentacar and /v1/rentacar/{carId}, and the rental part of a booking
 * (the options chosen, the one-way drop-off) in POST /v1/bookings/quote, POST /v1/bookings and
 * GET /v1/bookings/{n}. The one owner of these shapes: services/rentacarSearch.ts and
 * services/rentacarOptions.ts answer `Static<>` of them. Money is integer yen, tax included; texts
 * are in the requested language unless they carry both ({ ja, en }).
 */
import { MAX_SELECTABLE_PAX, SEARCH_SORTS } from '@tabiyori/domain';
import { Type, type Static } from 'typebox';
import { component } from './components';
import { I18nText, Nullable, queryEnum, queryInt, queryText } from './common';

export const RentalQuery = {
  pickupDate: queryText(20, 'YYYYMMDD'),
  pickupTime: queryText(20, 'HHmm, default 1000'),
  returnDate: queryText(20, 'YYYYMMDD'),
  returnTime: queryText(20, 'HHmm, default 1000'),
  returnOfficeCode: queryText(20, 'one-way: the office the car is returned to (default: the pickup office)'),
};
export type RentalQueryValues = { [K in keyof typeof RentalQuery]?: string };

export const RentacarSearchQuery = Type.Object({
  lang: queryText(16, 'ja (default) | en | showID'),
  officeCode: queryText(20),
  area: queryText(500, 'Area codes at any level, comma-separated'),
  ...RentalQuery,
  classCode: queryText(10),
  passengers: queryInt(1, MAX_SELECTABLE_PAX, 'default: person1 + person6 + person9, else 1'),
  person1: queryInt(0, MAX_SELECTABLE_PAX, 'adults'),
  person6: queryInt(0, MAX_SELECTABLE_PAX, 'children'),
  person9: queryInt(0, MAX_SELECTABLE_PAX, 'infants'),
  sort: queryEnum(SEARCH_SORTS, 'lowPrice when not given'),
});
export type RentacarSearchQuery = Static<typeof RentacarSearchQuery>;

export const RentacarDetailQuery = Type.Object({
  lang: queryText(16, 'ja (default) | en | showID'),
  ...RentalQuery,
});

export const OfficeSchema = Type.Object({
  officeCode: Type.String(),
  name: Type.String(),
  area2Code: Type.String(),
  area3Code: Type.String(),
  areaName: Type.String(),
  airportCode: Nullable(Type.String()),
  stationCode: Nullable(Type.String()),
  lat: Type.Number(),
  lng: Type.Number(),
  openTime: Type.String({ description: 'HHmm' }),
  closeTime: Type.String({ description: 'HHmm' }),
  access: Type.String(),
});
export type OfficeInfo = Static<typeof OfficeSchema>;

export const CarClassSchema = Type.Object({
  classCode: Type.String(),
  name: Type.String(),
  capacity: Type.Integer({ description: 'seats, every passenger counts (children too)' }),
  luggage: Type.Integer(),
  exampleModels: Type.Array(Type.String()),
});
export type CarClassInfo = Static<typeof CarClassSchema>;

export const OfficesAnswer = Type.Object({ offices: Type.Array(OfficeSchema) });

export const CarCardSchema = Type.Object({
  carId: Type.String(),
  officeCode: Type.String(),
  classCode: Type.String(),
  image: Nullable(Type.String()),
  days: Type.Integer({ description: 'Rental days in 24-hour blocks' }),
  price: Type.Integer({ description: 'Price of the car for the rental, yen, tax included' }),
  oneWayFee: Type.Integer({
    description: 'one-way drop-off fee to returnOfficeCode (0 when returned where picked up)',
  }),
  total: Type.Integer({ description: 'price + oneWayFee' }),
  stock: Type.Integer({ description: 'Cars left on the tightest day of the rental' }),
  office: OfficeSchema,
  carClass: CarClassSchema,
});
export type CarCard = Static<typeof CarCardSchema>;
export const CarsAnswer = Type.Object({ cars: Type.Array(CarCardSchema) });

const OptionCode = Type.Union(
  [
    Type.Literal('cdw'),
    Type.Literal('childSeat'),
    Type.Literal('juniorSeat'),
    Type.Literal('etcCard'),
    Type.Literal('snowTyres'),
  ],
  {
    description:
      'the domain’s RENTAL_OPTION_CODES: cdw 免責補償 | childSeat | juniorSeat | etcCard | snowTyres',
  },
);

/** An option the car's office offers for the asked rental. */
export const RentalOptionOfferSchema = Type.Object({
  code: OptionCode,
  name: Type.String(),
  note: Type.String(),
  unit: Type.Union([Type.Literal('rental'), Type.Literal('day')]),
  unitPrice: Type.Integer({ description: 'yen per piece and unit, for this car class' }),
  maxChargedDays: Nullable(Type.Integer()),
  maxQuantity: Type.Integer(),
  limited: Type.Boolean(),
  season: Nullable(Type.Object({ from: Type.String({ description: 'MMDD' }), to: Type.String() })),
  chargedDays: Nullable(Type.Integer({ description: 'days charged for the asked rental' })),
  amount: Nullable(Type.Integer({ description: 'price of one piece for the asked rental' })),
  stock: Nullable(
    Type.Integer({ description: 'pieces left on the tightest day of the asked rental (limited options)' }),
  ),
});
export type RentalOptionOffer = Static<typeof RentalOptionOfferSchema>;

export const OneWaySchema = Type.Object({
  officeCode: Type.String(),
  name: Type.String(),
  fee: Type.Integer(),
});
export type OneWayOffer = Static<typeof OneWaySchema>;

export const CarDetailSchema = Type.Object({
  carId: Type.String(),
  officeCode: Type.String(),
  classCode: Type.String(),
  fleet: Type.Integer(),
  images: Type.Array(Type.Object({ path: Type.String(), alt: Type.String() })),
  office: OfficeSchema,
  carClass: CarClassSchema,
  priceDate: Type.String(),
  prices: Type.Array(Type.Object({ days: Type.Integer(), price: Type.Integer() })),
  stocks: Type.Array(Type.Object({ date: Type.String(), stock: Type.Integer() })),
  options: Type.Array(RentalOptionOfferSchema, {
    description: 'the options offered for a rental picked up on priceDate (snow tyres only in season)',
  }),
  oneWays: Type.Array(OneWaySchema, { description: 'offices the car may be returned to, with the fee' }),
  rental: Nullable(
    Type.Object({
      pickupDate: Type.String(),
      pickupTime: Type.String(),
      returnDate: Type.String(),
      returnTime: Type.String(),
      returnOfficeCode: Type.String(),
      oneWayFee: Type.Integer(),
      days: Type.Integer(),
      price: Type.Integer(),
      available: Type.Boolean(),
      stock: Type.Integer(),
    }),
  ),
});
export type CarDetail = Static<typeof CarDetailSchema>;

/* ------------------------------------------------------------------ booking */

export const RentalOptionChoiceBody = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 30, pattern: '^[A-Za-z]+$' }),
    quantity: Type.Integer({ minimum: 0, maximum: 9 }),
  },
  { additionalProperties: false },
);

/** Rental-car request fields (spread into the quote and booking bodies). */
export const rentalChoiceFields = {
  rentalOptions: Type.Optional(
    Type.Array(RentalOptionChoiceBody, { maxItems: 10, description: 'rentacar: options and pieces' }),
  ),
  returnOfficeCode: Type.Optional(
    Type.String({ pattern: '^[A-Z0-9]{2,10}$', description: 'rentacar: one-way return office' }),
  ),
};

/** What a rental booking chose and got (quote, booking, its record). */
export const RentalViewSchema = Type.Object({
  pickupTime: Type.String(),
  returnDate: Type.String(),
  returnTime: Type.String(),
  days: Type.Integer(),
  pickupOffice: Nullable(Type.Object({ officeCode: Type.String(), name: I18nText })),
  returnOffice: Nullable(Type.Object({ officeCode: Type.String(), name: I18nText })),
  carPrice: Type.Integer({ description: 'the car for the rental (the price row)' }),
  oneWayFee: Type.Integer(),
  options: Type.Array(
    Type.Object({
      code: Type.String(),
      name: I18nText,
      unit: Type.Union([Type.Literal('rental'), Type.Literal('day')]),
      quantity: Type.Integer(),
      unitPrice: Type.Integer(),
      chargedDays: Type.Integer(),
      amount: Type.Integer(),
      limited: Type.Boolean(),
    }),
  ),
  optionTotal: Type.Integer({ description: 'Σ options, yen (inside total)' }),
});
export type RentalView = Static<typeof RentalViewSchema>;

/** The rental in answers (a booking's, a quote's, the operator's), stated once. */
export const RentalView = component('RentalView', RentalViewSchema);
