/**
 * Products the journeys can book, asked of the API (the catalog's stock varies by day, so a journey
 * never takes "the first tour on today+N" on trust): a tour and departure whose quote answers 200
 * with places for the party, and a booking of it made over the API as the member; a hotel stay, a
 * JR + hotel package, an activity and a rental car likewise, each with the product page a traveller
 * starts booking from.
 */
import type { PaxCategory } from '@tabiyori/domain';
import { expect } from 'vitest';
import { asMember, bookAs, type Member } from './members';
import { apiUrl } from './site';

/** What a quote answers that the journeys compare with the pages and the mails. */
export interface BookingQuote {
  productName: string;
  startDate: string;
  endDate: string;
  stock: number;
  total: number;
  paidTotal: number;
  priceRows: { label: string; category: PaxCategory; unitPrice: number; count: number; amount: number }[];
}

export interface BookableTour {
  tourId: string;
  date: string;
  quote: BookingQuote;
}

type Lang = 'ja' | 'en';

function ymdPlus(days: number): string {
  const d = new Date(Date.now() + 9 * 3600_000 + days * 86400_000);
  return d.toISOString().slice(0, 10).replaceAll('-', '');
}

/** A product of another kind the API quotes for the party, and the page its booking starts from. */
export interface BookableProduct {
  kind: 'yado' | 'dp' | 'optional' | 'rentacar';
  /** The product's own page with the search's conditions (its booking link opens the booking). */
  productPath: string;
  quote: BookingQuote;
}

const JOURNEY_DAYS = [24, 31, 38, 45];

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${apiUrl()}${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

/** The quote of `body` in `lang` when the API sells it (200, stock enough), else null. */
async function sellable(
  member: Member,
  lang: Lang,
  body: object,
  places: number,
): Promise<BookingQuote | null> {
  const res = await asMember(member, '/v1/bookings/quote', { ...body, lang });
  if (res.status !== 200) return null;
  const quote = (await res.json()) as BookingQuote;
  return quote.stock >= places ? quote : null;
}

/**
 * A tour and departure the API sells to two adults in one room: among the tours the search lists
 * on a day (about a month ahead and later), the first whose quote answers 200 with places left.
 * `skip` leaves out tours already used (each journey takes its own places).
 */
export async function bookableTour(
  member: Member,
  lang: Lang = 'ja',
  skip: readonly string[] = [],
): Promise<BookableTour> {
  for (const days of JOURNEY_DAYS) {
    const date = ymdPlus(days);
    const list = await getJson<{ tours: { tourId: string }[] }>(
      `/v1/tours?goDate=${date}&isNoDate=0&adultPax=2&ipg=20`,
    );
    for (const { tourId } of list.tours) {
      if (skip.includes(tourId)) continue;
      const quote = await sellable(
        member,
        lang,
        { kind: 'tour', tourId, date, adultPax: 2, roomCount: 1 },
        2,
      );
      if (quote) return { tourId, date, quote };
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
  quote: Record<'ja' | 'en', BookingQuote>;
}

/**
 * Among the hotels the search lists on a day (about three weeks ahead and later), the first plan
 * taking the party whose quote answers 200 in Japanese and in English (stock varies by day) with
 * `places` rooms left (the bookings the journey makes).
 */
export async function bookableStay(
  member: Pick<Member, 'cookie' | 'csrf'>,
  children: readonly { age: number; useBed: boolean; isSchoolChild: boolean }[] = [],
  places = 1,
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
        const quote = { en: (await en.json()) as BookingQuote, ja: (await ja.json()) as BookingQuote };
        if (quote.ja.stock < places) continue;
        return { hotelId, planId, date, quote };
      }
    }
  }
  throw new Error('no hotel stay for two adults and the children was found');
}

/** The booking page (language-neutral) of a stay for two adults, one room, one night. */
export function stayBookingPath(stay: Pick<BookableStay, 'hotelId' | 'planId' | 'date'>): string {
  return `/booking/hotel/${stay.hotelId}?planId=${stay.planId}&goDate=${stay.date}&nights=1&roomCount=1&adultPax=2`;
}

/** The JR departure area of Tokyo / Kanto (the decoder's code). */
async function tokyoDeparture(): Promise<string> {
  const { departureAreas } = await getJson<{ departureAreas: { code: string; name: string }[] }>(
    '/v1/decoder',
  );
  return departureAreas.find((d) => d.name.includes('東京'))!.code;
}

/**
 * A hotel plan for two adults in one room for one night (`dp`: with the JR round trip from Tokyo to
 * Kyoto), about a month ahead, that the API quotes with a room left; its hotel's plans page.
 */
export async function bookableHotelPlan(
  member: Member,
  lang: Lang,
  dp: boolean,
  skip: readonly string[] = [],
): Promise<BookableProduct & { hotelId: string; planId: string }> {
  const dep = dp ? await tokyoDeparture() : '';
  const area = dp ? '&arrAreaCode=26' : '';
  for (const days of JOURNEY_DAYS) {
    const date = ymdPlus(days);
    const condition = `goDate=${date}&adultPax=2&nights=1&roomCount=1${dp ? `&depAreaCode=${dep}` : ''}`;
    const { hotels } = await getJson<{ hotels: { hotelId: string; plan: { planId: string } }[] }>(
      `/v1/hotels?${condition}${area}&ipg=20`,
    );
    for (const { hotelId, plan } of hotels) {
      if (skip.includes(hotelId)) continue;
      const body = {
        kind: dp ? 'dp' : 'yado',
        hotelId,
        planId: plan.planId,
        date,
        nights: 1,
        adultPax: 2,
        roomCount: 1,
        ...(dp ? { depAreaCode: dep } : {}),
      };
      const quote = await sellable(member, lang, body, 1);
      if (quote)
        return {
          kind: dp ? 'dp' : 'yado',
          hotelId,
          planId: plan.planId,
          productPath: `/hotel/${hotelId}/plans?${condition}&isNoDate=0`,
          quote,
        };
    }
  }
  throw new Error(`no ${dp ? 'JR + hotel package' : 'hotel stay'} for two adults was found`);
}

/** An activity with places for two adults and a child (priced for children) on a day about a month ahead. */
export async function bookableOptional(member: Member, lang: Lang): Promise<BookableProduct> {
  for (const days of JOURNEY_DAYS) {
    const date = ymdPlus(days);
    const party = `date=${date}&person1=2&person6=1`;
    const { optionals } = await getJson<{
      optionals: { optionalId: string; stock: number | null; totalPrice: number | null; maxPax: number }[];
    }>(`/v1/optionals?${party}&ipg=100`);
    for (const o of optionals) {
      if ((o.stock ?? 0) < 3 || o.totalPrice === null || o.maxPax < 3) continue;
      const child = { age: 8, useBed: false, useSeat: true, isSchoolChild: true };
      const body = { kind: 'optional', optionalId: o.optionalId, date, adultPax: 2, children: [child] };
      const quote = await sellable(member, lang, body, 3);
      if (quote) return { kind: 'optional', productPath: `/optionals/${o.optionalId}?${party}`, quote };
    }
  }
  throw new Error('no activity with places for two adults and a child was found');
}

/** A car for two adults, picked up at 10:00 about a month ahead and returned two days later. */
export async function bookableCar(member: Member, lang: Lang): Promise<BookableProduct> {
  for (const days of JOURNEY_DAYS) {
    const pickupDate = ymdPlus(days);
    const returnDate = ymdPlus(days + 2);
    const rental = `pickupDate=${pickupDate}&returnDate=${returnDate}&pickupTime=1000&returnTime=1000&person1=2`;
    const { cars } = await getJson<{ cars: { carId: string; stock: number }[] }>(`/v1/rentacar?${rental}`);
    for (const { carId, stock } of cars) {
      if (stock < 1) continue;
      const body = {
        kind: 'rentacar',
        carId,
        date: pickupDate,
        returnDate,
        pickupTime: '1000',
        returnTime: '1000',
        adultPax: 2,
      };
      const quote = await sellable(member, lang, body, 1);
      if (quote) return { kind: 'rentacar', productPath: `/rentacar/${carId}?${rental}`, quote };
    }
  }
  throw new Error('no rental car for two adults was found');
}
