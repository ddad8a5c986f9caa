/**
 * Products the journeys can book, asked of the API (the catalog's stock varies by day, so a journey
 * never takes "the first tour on today+N" on trust): a tour and departure whose quote answers 200
 * with places for the party, and a booking of it made over the API as the member.
 */
import type { PaxCategory } from '@tabiyori/domain';
import { asMember, bookAs, type Member } from './members';
import { apiUrl } from './site';

export interface TourQuote {
  productName: string;
  startDate: string;
  endDate: string;
  stock: number;
  total: number;
  paidTotal: number;
  priceRows: { category: PaxCategory; unitPrice: number; count: number; amount: number }[];
}

export interface BookableTour {
  tourId: string;
  date: string;
  quote: TourQuote;
}

function ymdPlus(days: number): string {
  const d = new Date(Date.now() + 9 * 3600_000 + days * 86400_000);
  return d.toISOString().slice(0, 10).replaceAll('-', '');
}

/**
 * A tour and departure the API sells to two adults in one room: among the tours the search lists
 * on a day (about a month ahead and later), the first whose quote answers 200 with places left.
 * `skip` leaves out tours already used (each journey takes its own places).
 */
export async function bookableTour(
  member: Member,
  lang: 'ja' | 'en' = 'ja',
  skip: readonly string[] = [],
): Promise<BookableTour> {
  for (const days of [24, 31, 38, 45]) {
    const date = ymdPlus(days);
    const list = (await (
      await fetch(`${apiUrl()}/v1/tours?goDate=${date}&isNoDate=0&adultPax=2&ipg=20`)
    ).json()) as { tours: { tourId: string }[] };
    for (const { tourId } of list.tours) {
      if (skip.includes(tourId)) continue;
      const res = await asMember(member, '/v1/bookings/quote', {
        kind: 'tour',
        lang,
        tourId,
        date,
        adultPax: 2,
        roomCount: 1,
      });
      if (res.status !== 200) continue;
      const quote = (await res.json()) as TourQuote;
      if (quote.stock >= 2) return { tourId, date, quote };
    }
  }
  throw new Error('no tour with places for two adults was found');
}

/** Books the tour for two adults over the API as the member (no coupon); answers the booking number. */
export async function bookTourOverApi(member: Member, tour: BookableTour): Promise<string> {
  const request = {
    kind: 'tour',
    tourId: tour.tourId,
    date: tour.date,
    adultPax: 2,
    roomCount: 1,
    expectedTotal: tour.quote.paidTotal,
  };
  const guests = [{ familyNameKana: 'タビノ', givenNameKana: 'タロウ', gender: 'male', age: 45 }];
  return (await bookAs(member, request, guests)).bookingNumber;
}

/** A hotel plan and night the API sells to two adults and the children in one room, quoted in both languages. */
export interface BookableStay {
  hotelId: string;
  planId: string;
  date: string;
  quote: Record<'ja' | 'en', TourQuote>;
}

/**
 * Among the hotels the search lists on a day (about three weeks ahead and later), the first plan
 * taking the party whose quote answers 200 in Japanese and in English (stock varies by day).
 */
export async function bookableStay(
  member: Member,
  children: readonly { age: number; useBed: boolean; isSchoolChild: boolean }[],
): Promise<BookableStay> {
  for (const days of [20, 27, 34]) {
    const date = ymdPlus(days);
    const list = (await (
      await fetch(`${apiUrl()}/v1/hotels?goDate=${date}&adultPax=2&nights=1&ipg=20`)
    ).json()) as { hotels: { hotelId: string }[] };
    for (const { hotelId } of list.hotels) {
      const plans = (await (
        await fetch(`${apiUrl()}/v1/hotel/${hotelId}/plans?goDate=${date}&adultPax=2&nights=1`)
      ).json()) as { plans?: { planId: string; maxPax: number }[] };
      for (const { planId, maxPax } of plans.plans ?? []) {
        if (maxPax < 2 + children.length) continue;
        const request = {
          kind: 'yado',
          hotelId,
          planId,
          date,
          nights: 1,
          adultPax: 2,
          children,
          roomCount: 1,
        };
        const en = await asMember(member, '/v1/bookings/quote', { ...request, lang: 'en' });
        if (en.status !== 200) continue;
        const ja = await asMember(member, '/v1/bookings/quote', { ...request, lang: 'ja' });
        if (ja.status !== 200) continue;
        const quote = { en: (await en.json()) as TourQuote, ja: (await ja.json()) as TourQuote };
        return { hotelId, planId, date, quote };
      }
    }
  }
  throw new Error('no hotel stay for two adults and the children was found');
}
