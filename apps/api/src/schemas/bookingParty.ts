/**
 * The party of a booking (issue 14: one owner per shape): who travels as priced
 * (services/booking/pricing.ts snapshot), the dp's JR part and what the booking's party column
 * stores besides (the rental, the JR part and the stay). The quote answers `party`, the booking,
 * My page, the change and the operator answer the stored party. Fastify serialises answers through
 * these schemas, so every property a stored party may hold is named here, optional where bookings
 * stored by older code lack it.
 */
import { ROOM_PAX_KEYS, type RoomPaxKey } from '@tabiyori/domain';
import { Type, type Static } from 'typebox';
import { component } from './components';
import { I18nText, Nullable, oneOf } from './common';
import { RentalViewSchema } from './rentacar';
import { BookedStayView } from './bookingStay';

/** A child of the party as asked (the request's children; useSeat absent when not asked). */
export const Child = component(
  'Child',
  Type.Object(
    {
      age: Type.Integer({ minimum: 0, maximum: 17 }),
      useBed: Type.Boolean(),
      useSeat: Type.Optional(Type.Boolean()),
      isSchoolChild: Type.Boolean(),
    },
    { additionalProperties: false },
  ),
);

const count = Type.Integer({ minimum: 0 });

/** Spec §3 room assignment counts of one room: the ten categories. */
export const RoomCounts = component(
  'RoomCounts',
  Type.Object(
    {
      male: count,
      female: count,
      childA: count,
      childB: count,
      childC: count,
      childD: count,
      childE: count,
      childF: count,
      otherA: count,
      otherB: count,
    } satisfies Record<RoomPaxKey, unknown>,
    { description: 'spec §3 ten counts: male, female, childA–childF, otherA, otherB' },
  ),
);

/** One priced guest: the lodging category, the spec §9 pax category it is priced under, bed, price. */
export const PricedGuest = component(
  'PricedGuest',
  Type.Object({
    category: oneOf(ROOM_PAX_KEYS, {
      description: 'spec §3 room category (male, female, childA–F, otherA/B)',
    }),
    paxCategory: oneOf(['adult', 'child', 'infant'] as const),
    useBed: Type.Boolean(),
    price: Type.Integer({ description: 'yen (0 for a rental car’s passengers)' }),
  }),
);

const partyFields = {
  adultPax: Type.Integer(),
  children: Type.Array(Child),
  roomCount: Type.Integer(),
  travellers: Type.Integer({ description: 'everyone travelling, adults and children' }),
  bedCount: Type.Integer({ description: 'guests using a bed' }),
  occupancy: Nullable(Type.Array(Type.Integer(), { description: 'bed users per room (lodging products)' })),
  roomAssignments: Nullable(
    Type.Array(RoomCounts, {
      description: 'spec §3 room assignment counts per room, as priced (lodging products)',
    }),
  ),
  guests: Type.Array(PricedGuest),
};

/** The party as priced (the quote's `party`). */
export const PartySnapshot = component('PartySnapshot', Type.Object(partyFields));

/** dp: the JR part of the package. */
export const Transport = component(
  'Transport',
  Type.Object({
    mode: Type.Literal('jr'),
    seatClass: oneOf(['reserved', 'green'] as const),
    departure: I18nText,
    codes: Type.Optional(
      Type.Object(
        {
          depAreaCode: Type.Optional(Type.String()),
          depStation: Type.Optional(Type.String()),
          depGenericStation: Type.Optional(Type.String()),
        },
        { description: 'the departure as asked (absent in bookings stored before changes were possible)' },
      ),
    ),
    roundTripTotal: Type.Integer({ description: 'the round trips of the whole party, yen' }),
  }),
);

const rentalTimes = Type.Pick(RentalViewSchema, ['pickupTime', 'returnDate', 'returnTime', 'days']);

/** rentacar: the stored rental (bookings before issue 18.2 kept only its times and days). */
export const StoredRental = component(
  'StoredRental',
  Type.Object({
    ...Type.Partial(Type.Omit(RentalViewSchema, ['pickupTime', 'returnDate', 'returnTime', 'days']))
      .properties,
    ...rentalTimes.properties,
  }),
);

/** What a booking's party column holds: the priced party plus the kind's own parts. */
export const StoredParty = component(
  'StoredParty',
  Type.Object({
    ...partyFields,
    rental: Type.Optional(StoredRental),
    transport: Type.Optional(Transport),
    stay: Type.Optional(BookedStayView),
  }),
);

export type PartySnapshot = Static<typeof PartySnapshot>;
export type PricedGuest = Static<typeof PricedGuest>;
export type Transport = Static<typeof Transport>;
export type StoredParty = Static<typeof StoredParty>;
export type StoredRental = Static<typeof StoredRental>;
