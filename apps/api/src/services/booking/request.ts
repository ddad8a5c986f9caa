/**
 * What a booking request names: the product (by kind), the date(s), the party and, to book, the
 * travellers. Shapes are checked by the routes' TypeBox schemas (strictly, without coercion); the
 * services check the rules (dates, party, sale).
 */
import type { Static } from 'typebox';
import type { BookingBody, QuoteBody, Travellers } from '../../schemas/bookings';

type QuoteBodyFields = Static<typeof QuoteBody>;

/** A child of the party with useSeat decided (routes/bookings.ts reads an absent one as false). */
export type ChildInput = Required<NonNullable<QuoteBodyFields['children']>[number]>;

/** A quote's body (schemas/bookings.ts QuoteBody): the product, the date(s), the party and the choices. */
export type QuoteInput = Omit<QuoteBodyFields, 'children'> & { children?: ChildInput[] };
/** Spec §3 optional activity entry: amount is the spec §5 ten-count string. */
export type OptionalEntryInput = NonNullable<QuoteInput['includeOptionals']>[number];

/** The lead traveller and the companions, as the booking body states them (schemas/bookings.ts Travellers). */
export type TravellersInput = Static<typeof Travellers>;

/** A booking's body: the quote's fields, the paid total the traveller saw and the travellers. */
export type BookingInput = Omit<Static<typeof BookingBody>, 'children'> & { children?: ChildInput[] };
