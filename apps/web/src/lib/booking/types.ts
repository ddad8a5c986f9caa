/**
 * The booking API's answers (apps/api routes/bookings.ts QuoteView / BookingView). Everything the
 * OpenAPI document states exactly is the generated type (@tabiyori/api-client); only the parts the
 * API still answers as free JSON (party, transport, cancellation policy, travellers) are
 * stated here, until the API gives them exact schemas.
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
/** How it is paid (issue 17): onsite, or a bank transfer awaiting (入金待ち) / paid (入金済み). */
export type Payment = GeneratedBooking['payment'];

export interface PolicyTier {
  fromDaysBefore: number;
  toDaysBefore: number | null;
  percent: number;
  firstDay: string | null;
  lastDay: string;
  label: { ja: string; en: string };
}

export interface CancellationPolicy {
  kind: string;
  departureDate: string;
  tiers: PolicyTier[];
  noShowPercent: number;
  noShowLabel: { ja: string; en: string };
  /** YYYYMMDDHHmm, Japan time. */
  onlineCancelUntil: string;
}

export interface PartyChild {
  age: number;
  useBed: boolean;
  useSeat?: boolean;
  isSchoolChild: boolean;
}

/**
 * rentacar: the rental (pickup day = startDate): times, offices, options and one-way fee, generated
 * from the API's document (apps/api/src/schemas/rentacar.ts RentalViewSchema).
 */
export type Rental = NonNullable<ApiAnswer<'/v1/bookings/quote', 'post'>['rental']>;

/** dp: the JR part of the package. */
export interface Transport {
  mode: 'jr';
  seatClass: 'reserved' | 'green';
  departure: { ja: string; en: string };
  roundTripTotal: number;
}

export interface PartyGuest {
  paxCategory: 'adult' | 'child' | 'infant';
}

export interface Party {
  adultPax: number;
  children: PartyChild[];
  roomCount: number;
  travellers: number;
  guests?: PartyGuest[];
  /** A stored booking keeps its rental (before issue 18.2: times and days only) and JR part in its party. */
  rental?: Pick<Rental, 'pickupTime' | 'returnDate' | 'returnTime' | 'days'> & Partial<Rental>;
  transport?: Transport;
}

/** The quote: the generated shape with the free-JSON parts stated above. */
export type Quote = Omit<GeneratedQuote, 'party' | 'rental' | 'transport' | 'cancellationPolicy'> & {
  party: Party;
  rental: Rental | null;
  transport: Transport | null;
  cancellationPolicy: CancellationPolicy;
};

export interface LeadTraveller {
  familyName: string;
  givenName: string;
  familyNameKana: string;
  givenNameKana: string;
  email: string;
  phone: string;
}

export interface GuestTraveller {
  familyName?: string;
  givenName?: string;
  familyNameKana?: string;
  givenNameKana?: string;
  gender?: 'male' | 'female';
  age?: number;
}

/** A booking: the generated shape with the free-JSON parts stated above. */
export type Booking = Omit<GeneratedBooking, 'party' | 'travellers' | 'cancellationPolicy'> & {
  party: Party;
  /** rentacar: the rental chosen (options, one-way), else null. */
  rental?: Rental | null;
  travellers: { lead: LeadTraveller; guests?: GuestTraveller[] } | null;
  cancellationPolicy: CancellationPolicy;
};
