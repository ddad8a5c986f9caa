/**
 * The booking API's answers (apps/api schemas/bookings.ts QuoteView / BookingView), named from the
 * generated types of the OpenAPI document (@tabiyori/api-client): nothing here restates a shape.
 */
import type { ApiAnswer } from '@tabiyori/api-client';

type GeneratedQuote = ApiAnswer<'/v1/bookings/quote', 'post'>;
type GeneratedBooking = ApiAnswer<'/v1/bookings/{bookingNumber}'>;

export type PriceRow = GeneratedQuote['priceRows'][number];
export type CouponOffer = GeneratedQuote['coupons'][number];
/** Several coupons applied in order, each with its discount. */
export type CouponSelection = NonNullable<GeneratedQuote['bestSelection']>;
export type TourChoicesView = NonNullable<GeneratedQuote['choices']>;
/** yado, dp: room type, rooms, check-in time, requests and what may be chosen. */
export type QuoteStay = NonNullable<GeneratedQuote['stay']>;
export type BookedStay = NonNullable<GeneratedBooking['stay']>;
/** A room type of the plan with its capacity and the rooms left for the dates. */
export type QuoteRoomType = QuoteStay['roomTypes'][number];
/** How it is paid (issue 17): onsite, or a bank transfer awaiting (入金待ち) / paid (入金済み). */
export type Payment = GeneratedBooking['payment'];

/** The cancellation policy of a quote or booking (tiers by days before departure, no-show charge). */
export type CancellationPolicy = GeneratedQuote['cancellationPolicy'];

/**
 * rentacar: the rental (pickup day = startDate): times, offices, options and one-way fee, generated
 * from the API's document (apps/api/src/schemas/rentacar.ts RentalViewSchema).
 */
export type Rental = NonNullable<GeneratedQuote['rental']>;

/** dp: the JR part of the package. */
export type Transport = NonNullable<GeneratedQuote['transport']>;

/**
 * The party as a booking stores it: the quote's priced party plus the rental (before issue 18.2: times
 * and days only), the JR part and the stay (apps/api/src/schemas/bookingParty.ts StoredParty). A
 * quote's party is the same without them, so both read as this.
 */
export type Party = GeneratedBooking['party'];

export type Quote = GeneratedQuote;

type Travellers = GeneratedBooking['travellers'];
export type LeadTraveller = Travellers['lead'];

export type Booking = GeneratedBooking;
