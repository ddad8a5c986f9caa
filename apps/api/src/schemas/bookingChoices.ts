/**
 * What a traveller chooses in a tour booking (issue 18 item 1): the request fields of
 * POST /v1/bookings/quote and POST /v1/bookings, and the `choices` of their answers and of a stored
 * booking. The rules are the domain's (booking/tourChoices.ts); the service is
 * services/booking/tourChoices.ts. Strings that carry a spec §5 format (roomAssigns, amount) are
 * only bounded here, so that their own rule answers with the spec's message.
 */
import { Type, type Static } from 'typebox';
import { component } from './components';
import { I18nText } from './common';
import { RoomCounts } from './bookingParty';

const id = Type.String({ minLength: 1, maxLength: 60, pattern: '^[A-Za-z0-9_-]+$' });

export const StayChoiceBody = Type.Object(
  {
    relativeDate: Type.Integer({
      minimum: 0,
      maximum: 30,
      description: 'the stay’s night offset from departure',
    }),
    hotelId: id,
    planId: id,
    roomId: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 60,
        pattern: '^[A-Za-z0-9_-]+$',
        description: 'the room type among the plan’s (default: the plan’s first room that fits)',
      }),
    ),
  },
  { additionalProperties: false },
);

export const TransportChoiceBody = Type.Object(
  {
    leg: Type.Union([Type.Literal('outbound'), Type.Literal('return')]),
    service: Type.Integer({
      minimum: 0,
      maximum: 19,
      description: 'index of the leg’s service (tourCondition)',
    }),
  },
  { additionalProperties: false },
);

export const OptionalEntryBody = Type.Object(
  {
    optionalId: id,
    date: Type.String({ pattern: '^[0-9]{8}$', description: 'YYYYMMDD, a day of the trip' }),
    amount: Type.String({ maxLength: 60, description: 'spec §5 ten counts, e.g. m2f0a0b0c0d0e0f0a0b0' }),
    optionalGroupId: Type.Optional(Type.String({ maxLength: 60 })),
  },
  { additionalProperties: false },
);

/** Tour-only request fields (spread into the quote and booking bodies). */
export const tourChoiceFields = {
  stays: Type.Optional(
    Type.Array(StayChoiceBody, { maxItems: 6, description: 'tour: hotel and plan per stay' }),
  ),
  transports: Type.Optional(
    Type.Array(TransportChoiceBody, { maxItems: 2, description: 'tour: the service per leg' }),
  ),
  roomAssigns: Type.Optional(
    Type.Array(Type.String({ maxLength: 60 }), {
      maxItems: 9,
      description: 'tour: spec §3 room assignment, one spec §5 ten-count string per room',
    }),
  ),
  includeOptionals: Type.Optional(
    Type.Array(OptionalEntryBody, {
      maxItems: 6,
      description: 'tour: optional activities in the same booking',
    }),
  ),
};

/** One price row of a quote or booking (spec §3: label, paxType, price), and of an optional's price. */
export const PriceRow = component(
  'PriceRow',
  Type.Object({
    label: Type.String(),
    paxType: Type.String(),
    category: Type.String(),
    unitPrice: Type.Integer(),
    count: Type.Integer(),
    amount: Type.Integer(),
  }),
);

/** A room type of a tour stay's plan (the tour's own places are its stock: no room stock here). */
export const TourRoomTypeView = Type.Object({
  roomId: Type.String(),
  name: I18nText,
  capacityMin: Type.Integer(),
  capacityMax: Type.Integer(),
  fits: Type.Boolean({ description: 'every room of the party fits its capacity' }),
});

export const TourChoicesView = component(
  'TourChoices',
  Type.Object({
    stays: Type.Array(
      Type.Object({
        relativeDate: Type.Integer(),
        checkinDate: Type.String(),
        nights: Type.Integer(),
        hotelId: Type.String(),
        hotelName: I18nText,
        planId: Type.String(),
        planName: I18nText,
        roomId: Type.String({ description: 'the room type taken ("" when the plan names none)' }),
        roomName: I18nText,
        roomTypes: Type.Array(TourRoomTypeView, { description: 'the plan’s room types, to choose from' }),
        isDefault: Type.Boolean(),
        perAdultDifference: Type.Integer({ description: 'yen per adult against the tour’s lowest plan' }),
      }),
    ),
    transports: Type.Array(
      Type.Object({
        leg: Type.String(),
        type: Type.String(),
        date: Type.String(),
        service: Type.Integer(),
        number: I18nText,
        depName: I18nText,
        arrName: I18nText,
        depTime: Type.String(),
        arrTime: Type.String(),
        surcharge: Type.Integer({ description: 'yen per adult for this service' }),
      }),
    ),
    roomAssigns: Type.Union([Type.Array(RoomCounts), Type.Null()], {
      description: 'the traveller’s own room assignment (null: spread evenly)',
    }),
    optionals: Type.Array(
      Type.Object({
        optionalId: Type.String(),
        optionalGroupId: Type.String(),
        name: I18nText,
        date: Type.String(),
        amount: RoomCounts,
        rows: Type.Array(PriceRow),
        total: Type.Integer(),
      }),
    ),
    optionalTotal: Type.Integer({ description: 'Σ optionals, yen (inside total)' }),
  }),
);

export type TourChoicesView = Static<typeof TourChoicesView>;
export type StayChoiceBody = Static<typeof StayChoiceBody>;
export type TransportChoiceBody = Static<typeof TransportChoiceBody>;
export type OptionalEntryBody = Static<typeof OptionalEntryBody>;
