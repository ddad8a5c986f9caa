/**
 * The view model of a hotel card (spec §1, §3 hotel card display; issue 6 item 2): every text the
 * card prints, formatted by the domain (price, range, remaining rooms, check-in and check-out),
 * plus the keys and values of the texts the locale files word. Pure (tested); the card component
 * only lays it out.
 */
import {
  checkInRangeText,
  checkOutText,
  convertDateString,
  formatPrice,
  formatPriceRange,
  isFourDigitTime,
  isValidDateString,
  remainingRoomsText,
  type SearchCondition,
} from '@tabiyori/domain';
import type { Lang } from '../i18n/settings';
import { hasDeparture, hotelHref } from './condition';
import { departureLabel } from './dp';
import { catalogImageSrc } from './images';
import type { HotelCardData, HotelEvaluation, HotelRoom } from './types';

/** Stock at or below this is shown as urgent (残りわずか colour). */
export const LOW_STOCK = 3;

export interface BedView {
  name: string;
  /** Values for hotel:bedSize (幅{{width}}cm × 長さ{{length}}cm). */
  widthCm: number;
  lengthCm: number;
  count: number;
}

export interface RoomView {
  name: string;
  roomTypeName: string;
  sizeM2: number | null;
  beds: BedView[];
  /** hotel:smoking or hotel:nonSmoking. */
  smokingKey: 'smoking' | 'nonSmoking';
  bath: string;
  toilet: string;
}

export type EvaluationView =
  | { kind: 'published'; score: string; reviewCount: number | null; period: PeriodView | null }
  | { kind: 'collecting'; period: PeriodView | null };

export interface PeriodView {
  from: string;
  to: string;
}

export interface HotelCardView {
  hotelId: string;
  name: string;
  /** Language-neutral link to the hotel's page, carrying the stay. */
  href: string;
  plansHref: string;
  hotelType: string;
  areaText: string;
  catchCopy: string;
  access: string;
  image: { src: string; alt: string } | null;
  /** Per adult (per night), tax included: `12,300円`. */
  priceText: string;
  /**
   * A dynamic package card: the set price per adult for the stay (JR round trip + lodging), the JR
   * part and the departure; null for a stay without transport.
   */
  set: {
    /** Per adult for the whole trip (whole yen), as priceText shows it. */
    perAdult: number;
    priceText: string;
    totalText: string;
    transportText: string;
    departure: string;
  } | null;
  /** A search with a departure whose card has no set price: the card says its price is stay-only. */
  stayOnly: boolean;
  /** The party's total for the stay: `5,800円`. */
  totalText: string;
  /** The price range over the hotel's plans: `9,800円～15,000円`. */
  priceRangeText: string;
  nights: number;
  /** The plan the price is for (the card's best plan). */
  planId: string;
  /** Per adult per night (whole yen), as priceText shows it. */
  perAdult: number;
  planName: string;
  mealName: string;
  room: RoomView | null;
  checkIn: string | null;
  checkOut: string | null;
  /** `残り3室` / `満室`; null without a date (no stock known). */
  remainingText: string | null;
  lowStock: boolean;
  evaluation: EvaluationView | null;
  kodawari: string[];
  recommendPoints: string[];
  onsen: boolean;
}

function periodView(evaluation: HotelEvaluation): PeriodView | null {
  const { periodFrom, periodTo } = evaluation;
  if (!isValidDateString(periodFrom, 'ymd') || !isValidDateString(periodTo, 'ymd')) return null;
  return {
    from: convertDateString(periodFrom, 'ymd', 'slash'),
    to: convertDateString(periodTo, 'ymd', 'slash'),
  };
}

/** Published with a score: the score to one decimal; anything else (collecting, no score): 集計中. */
export function evaluationView(evaluation: HotelEvaluation | null | undefined): EvaluationView | null {
  if (!evaluation) return null;
  const period = periodView(evaluation);
  if (evaluation.status === 'published' && typeof evaluation.score === 'number') {
    return {
      kind: 'published',
      score: evaluation.score.toFixed(1),
      reviewCount: evaluation.reviewCount,
      period,
    };
  }
  return { kind: 'collecting', period };
}

export function roomView(room: HotelRoom | null | undefined): RoomView | null {
  if (!room) return null;
  return {
    name: room.roomName,
    roomTypeName: room.roomType.name,
    sizeM2: typeof room.sizeM2 === 'number' && room.sizeM2 > 0 ? room.sizeM2 : null,
    beds: room.beds.map((bed) => ({
      name: bed.bedType.name,
      widthCm: bed.widthCm,
      lengthCm: bed.lengthCm,
      count: bed.count,
    })),
    smokingKey: room.canSmoke ? 'smoking' : 'nonSmoking',
    bath: room.bath.name,
    toilet: room.toilet.name,
  };
}

/** `15:00～24:00` / `～11:00` by the domain; null when the hotel gives no valid time. */
export function checkInOut(
  hotel: { checkinTime: string | null; checkinTimeEnd: string | null; checkoutTime: string | null },
  lang: Lang,
): { checkIn: string | null; checkOut: string | null } {
  return {
    checkIn: isFourDigitTime(hotel.checkinTime)
      ? checkInRangeText(
          hotel.checkinTime,
          isFourDigitTime(hotel.checkinTimeEnd) ? hotel.checkinTimeEnd : null,
          lang,
        )
      : null,
    checkOut: isFourDigitTime(hotel.checkoutTime) ? checkOutText(hotel.checkoutTime, lang) : null,
  };
}

export function hotelCardView(hotel: HotelCardData, condition: SearchCondition, lang: Lang): HotelCardView {
  const first = hotel.images[0];
  const src = catalogImageSrc(first?.path, lang);
  const stock = typeof hotel.stock === 'number' && hotel.stock >= 0 ? hotel.stock : null;
  const { area } = hotel;
  return {
    hotelId: hotel.hotelId,
    name: hotel.hotelName,
    href: hotelHref(hotel.hotelId, condition),
    plansHref: hotelHref(hotel.hotelId, condition, 'plans'),
    hotelType: hotel.hotelType.name,
    areaText: [area.area2.name, area.area3.name].filter(Boolean).join(lang === 'en' ? ' > ' : ' ＞ '),
    catchCopy: hotel.catchCopy,
    access: hotel.access,
    image: src && first ? { src, alt: first.alt } : null,
    priceText: formatPrice(hotel.price.perAdult, lang),
    set: hotel.dp
      ? {
          perAdult: hotel.dp.setPricePerAdult,
          priceText: formatPrice(hotel.dp.setPricePerAdult, lang),
          totalText: formatPrice(hotel.dp.setTotal, lang),
          transportText: formatPrice(hotel.dp.transportPerAdult, lang),
          departure: departureLabel(hotel.dp.departure.name, lang),
        }
      : null,
    stayOnly: !hotel.dp && hasDeparture(condition),
    totalText: formatPrice(hotel.price.total, lang),
    priceRangeText: formatPriceRange(hotel.price.priceFrom, hotel.price.priceTo, lang),
    nights: hotel.price.nights,
    planId: hotel.plan.planId,
    perAdult: hotel.price.perAdult,
    planName: hotel.plan.planName,
    mealName: hotel.plan.mealType.name,
    room: roomView(hotel.plan.room),
    ...checkInOut(hotel, lang),
    remainingText: stock === null ? null : remainingRoomsText(stock, lang),
    lowStock: stock !== null && stock <= LOW_STOCK,
    evaluation: evaluationView(hotel.evaluation),
    kodawari: hotel.kodawari.map((k) => k.name),
    recommendPoints: hotel.recommendPoints.filter((p) => p.trim() !== ''),
    onsen: hotel.onsen,
  };
}
