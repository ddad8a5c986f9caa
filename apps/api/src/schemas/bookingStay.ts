/**
 * A hotel stay's choices (issue 18 item 2) for yado and dp: the request fields of
 * POST /v1/bookings/quote and POST /v1/bookings (who sleeps in which room, check-in time, requests;
 * the room type is `roomId`), the quote's `stay` (room types with stock, the hotel's check-in
 * times) and a stored booking's `stay`. Rules: domain booking/stayDetails.ts; service:
 * services/booking/stayChoices.ts. `requests` is bounded here only loosely, so that its own rule
 * (STAY_REQUESTS_MAX characters after trimming) answers.
 */
import { Type, type Static } from 'typebox';
import { component } from './components';
import { I18nText } from './common';

export const stayChoiceFields = {
  placement: Type.Optional(
    Type.Array(Type.Integer({ minimum: 0, maximum: 8 }), {
      maxItems: 18,
      description:
        'yado, dp: the room (0-based, below roomCount) of each guest, adults first then the children in order',
    }),
  ),
  checkinTime: Type.Optional(
    Type.String({
      pattern: '^[0-9]{4}$',
      description: 'yado, dp: HHmm, one of the quote’s stay.checkinTimes',
    }),
  ),
  requests: Type.Optional(
    Type.String({
      maxLength: 1000,
      description: 'yado, dp: the traveller’s requests (at most 200 characters)',
    }),
  ),
};

export const RoomPartyView = Type.Object(
  {
    adults: Type.Integer(),
    children: Type.Integer({ description: 'children at elementary school (6–12), priced as children' }),
    infants: Type.Integer({ description: 'children not yet at school (0–6), priced as infants' }),
  },
  { description: 'a room’s party by pax category (domain roomParties), as the price rows count it' },
);

export const RoomTypeView = Type.Object({
  roomId: Type.String(),
  name: I18nText,
  capacityMin: Type.Integer(),
  capacityMax: Type.Integer(),
  stock: Type.Integer({ description: 'rooms left on every night of the stay' }),
  fits: Type.Boolean({ description: 'every room of the party fits its capacity' }),
});

const bookedStayFields = {
  roomId: Type.String(),
  roomName: I18nText,
  placement: Type.Array(Type.Integer()),
  rooms: Type.Array(RoomPartyView, { description: 'adults, children and infants per room' }),
  checkinTime: Type.Union([Type.String(), Type.Null()], { description: 'HHmm, null: not said' }),
  requests: Type.Union([Type.String(), Type.Null()]),
};

/** A stored booking's stay (yado, dp). */
export const BookedStayView = component('BookedStay', Type.Object(bookedStayFields));

/** The quote's stay: the booked fields plus what may be chosen. */
export const QuoteStayView = component(
  'QuoteStay',
  Type.Object({
    ...bookedStayFields,
    roomTypes: Type.Array(RoomTypeView),
    checkinTimes: Type.Array(Type.String(), { description: 'HHmm, every half hour of the hotel’s check-in' }),
  }),
);

export type BookedStay = Static<typeof BookedStayView>;
export type QuoteStay = Static<typeof QuoteStayView>;
