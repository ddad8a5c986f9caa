/**
 * What a booking request names: the product (by kind), the date(s), the party and, to book, the
 * travellers. Shapes are checked by the routes' TypeBox schemas (strictly, without coercion); the
 * services check the rules (dates, party, sale).
 */
import type { JrSeatClass } from '@tabiyori/domain';
import type { Static } from 'typebox';
import type { Travellers } from '../../schemas/bookings';

export const BOOKABLE_KINDS = ['tour', 'yado', 'dp', 'optional', 'rentacar'] as const;
export type BookableKind = (typeof BOOKABLE_KINDS)[number];

export interface ChildInput {
  age: number;
  useBed: boolean;
  useSeat: boolean;
  isSchoolChild: boolean;
}

export interface QuoteInput {
  kind: BookableKind;
  lang?: 'ja' | 'en';
  tourId?: string;
  hotelId?: string;
  planId?: string;
  /** yado: the room type to take stock from (default: the plan's first room with stock). */
  roomId?: string;
  optionalId?: string;
  carId?: string;
  /** Departure / check-in / use / pickup day, YYYYMMDD. */
  date: string;
  /** yado: nights (1–30). */
  nights?: number;
  /** rentacar: HHmm pickup time, return day and time. */
  pickupTime?: string;
  returnDate?: string;
  returnTime?: string;
  adultPax: number;
  children?: ChildInput[];
  roomCount?: number;
  /** dp: the JR departure (a station, a generic station or a departure area) and the seat class. */
  depAreaCode?: string;
  depStation?: string;
  depGenericStation?: string;
  seatClass?: JrSeatClass;
  /** yado, dp: the room (0-based) of each guest, adults then children (stayChoices.ts). */
  placement?: number[];
  /** yado, dp: HHmm among the hotel's check-in times. */
  checkinTime?: string;
  /** yado, dp: the traveller's requests (bounded free text). */
  requests?: string;
  /** A coupon to apply (quote: shows its discount; booking: applies it or 409 BKE803). */
  couponCode?: string;
  /** Several coupons (combinable ones, or one alone); takes precedence over couponCode. */
  couponCodes?: string[];
  /** tour: the traveller's choices (tourChoices.ts). */
  stays?: StayChoiceInput[];
  transports?: TransportChoiceInput[];
  /** tour: spec §3 room assignment, one spec §5 ten-count string per room. */
  roomAssigns?: string[];
  /** tour: optional activities in the same booking (spec §3 optional entries). */
  includeOptionals?: OptionalEntryInput[];
  /** rentacar: options and pieces (rentalChoices.ts), and a one-way return office. */
  rentalOptions?: { code: string; quantity: number }[];
  returnOfficeCode?: string;
}

/** The hotel and plan of one stay of a tour (by the stay's relativeDate). */
export interface StayChoiceInput {
  relativeDate: number;
  hotelId: string;
  planId: string;
  /** The room type among the plan's (default: the plan's first room that fits). */
  roomId?: string;
}

/** The service (index in the leg's services) taken on one leg of a tour. */
export interface TransportChoiceInput {
  leg: 'outbound' | 'return';
  service: number;
}

/** Spec §3 optional activity entry: amount is the spec §5 ten-count string. */
export interface OptionalEntryInput {
  optionalId: string;
  date: string;
  amount: string;
  optionalGroupId?: string;
}

/** The lead traveller and the companions, as the booking body states them (schemas/bookings.ts Travellers). */
export type TravellersInput = Static<typeof Travellers>;

export interface BookingInput extends QuoteInput {
  /** The paid total the traveller saw (after the coupon), integer yen. */
  expectedTotal: number;
  travellers: TravellersInput;
}
