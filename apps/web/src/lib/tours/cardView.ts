/**
 * The view model of a tour card of the list (issue 5 item 5): transportation, the days label, the
 * hotels, the price range per adult tax included (with the basic JR round-trip note where the tour
 * travels by JR), and the seats left. Texts are formatted by the domain (formatPriceRange,
 * formatTime4) or worded by the `tour` locale keys named here. Pure (tested).
 */
import {
  capacityText,
  formatFromPrice,
  formatPriceRange,
  formatTime4,
  isFourDigitTime,
  type SearchCondition,
} from '@tabiyori/domain';
import type { Lang } from '../i18n/settings';
import type { TranslateFn } from '../i18n/translate';
import { catalogImageSrc } from '../hotels/images';
import { tourDetailHref } from './condition';
import type { TourListItem, TransportLeg } from './types';

/** Seats at or below this are shown as urgent (残りわずか colour). */
export const LOW_SEATS = 5;
/** Hotels named on a card; the rest are counted (tour:hotelsMore). */
export const CARD_HOTELS = 3;

export type TransportKey =
  'transportAir' | 'transportTrain' | 'transportExtrain' | 'transportShip' | 'transportNone';

/** The `tour` text key of a transport type. */
export function transportKey(type: string): TransportKey {
  switch (type) {
    case 'air':
      return 'transportAir';
    case 'train':
      return 'transportTrain';
    case 'extrain':
      return 'transportExtrain';
    case '01':
    case 'ship':
      return 'transportShip';
    default:
      return 'transportNone';
  }
}

/** The ends and transport of a tour's answer (detail, flyer), as routeText reads them. */
export function routeOf(tour: {
  approachType: string;
  departure: { name: string };
  arrival: { name: string };
}): { transportKey: TransportKey; departureName: string; arrivalName: string } {
  return {
    transportKey: transportKey(tour.approachType),
    departureName: tour.departure.name,
    arrivalName: tour.arrival.name,
  };
}

/**
 * The route of a tour in one line: 「東京発 → 沖縄着（航空機）」, or for a tour met on site
 * 「現地集合（交通なし） → 水上・尾瀬着」 (there is no departure place to name). `sep` joins the two
 * ends; `withMode` adds the transport in brackets where the page has no leg table.
 */
export function routeText(
  tour: { transportKey: TransportKey; departureName: string; arrivalName: string },
  t: TranslateFn,
  { sep = ' → ', withMode = false }: { sep?: string; withMode?: boolean } = {},
): string {
  const key = tour.transportKey;
  const to = t('arrivalTo', { place: tour.arrivalName });
  if (key === 'transportNone') return `${t('transportNone')}${sep}${to}`;
  const line = `${t('departureFrom', { place: tour.departureName })}${sep}${to}`;
  return withMode ? `${line}（${t(key)}）` : line;
}

/** True when the tour's price includes the basic JR round trip (spec §1): JR or limited express legs. */
export function includesBasicJr(tour: Pick<TourListItem, 'approachType' | 'overview'>): boolean {
  return (
    tour.approachType === 'train' ||
    tour.approachType === 'extrain' ||
    tour.overview.transportation.some((leg) => leg.type === 'train' || leg.type === 'extrain')
  );
}

export interface LegView {
  key: TransportKey;
  leg: 'outbound' | 'return' | 'other';
  from: string;
  to: string;
  /** First service's times `08:40 → 09:13`, when known. */
  times: string | null;
  services: string[];
}

export function legView(leg: TransportLeg): LegView {
  const first = leg.services[0];
  const times =
    first && isFourDigitTime(first.depTime) && isFourDigitTime(first.arrTime)
      ? `${formatTime4(first.depTime)} → ${formatTime4(first.arrTime)}`
      : null;
  return {
    key: transportKey(leg.type),
    leg: leg.leg === 'outbound' || leg.leg === 'return' ? leg.leg : 'other',
    from: leg.depName,
    to: leg.arrName,
    times,
    services: leg.services.map((s) => s.number).filter(Boolean),
  };
}

export interface TourCardView {
  tourId: string;
  name: string;
  href: string;
  catchCopy: string;
  tourTypeName: string;
  /** spec §2 tour-type label: N日間 / 日帰り (the API's, in the page language). */
  daysLabel: string;
  departureName: string;
  arrivalName: string;
  transport: LegView[];
  /** The tour's own transport when it has no legs (meet on site, ship): its text key. */
  transportKey: TransportKey;
  hotels: string[];
  moreHotels: number;
  fromText: string;
  priceRangeText: string;
  /** People and rooms the price is for (domain capacityText: 「3名・1室」). */
  capacityText: string;
  jrIncluded: boolean;
  /** Seats left, or null when unknown. */
  seats: number | null;
  lowSeats: boolean;
  image: { src: string; alt: string } | null;
}

export function tourCardView(tour: TourListItem, condition: SearchCondition, lang: Lang): TourCardView {
  const hotelNames = [...new Set(tour.hotels.map((h) => h.hotelName).filter(Boolean))];
  const src = catalogImageSrc(tour.image?.path, lang);
  const priced = tour.priceFrom > 0;
  return {
    tourId: tour.tourId,
    name: tour.tourName,
    href: tourDetailHref(tour.tourId, condition),
    catchCopy: tour.catchCopy,
    tourTypeName: tour.tourTypeName,
    daysLabel: tour.tourTypeLabel,
    departureName: tour.departure.name,
    arrivalName: tour.arrival.name,
    transport: tour.overview.transportation.map(legView),
    transportKey: transportKey(tour.approachType),
    hotels: hotelNames.slice(0, CARD_HOTELS),
    moreHotels: Math.max(0, hotelNames.length - CARD_HOTELS),
    fromText: priced ? formatFromPrice(tour.priceFrom, lang) : '',
    priceRangeText: priced
      ? formatPriceRange(tour.priceFrom, Math.max(tour.priceFrom, tour.priceTo), lang)
      : '',
    capacityText: capacityText(tour.paxPerRoom > 0 ? tour.paxPerRoom : 2, 1, lang),
    jrIncluded: includesBasicJr(tour),
    seats: Number.isInteger(tour.stock) && tour.stock >= 0 ? tour.stock : null,
    lowSeats: Number.isInteger(tour.stock) && tour.stock <= LOW_SEATS,
    image: src ? { src, alt: tour.image?.alt ?? '' } : null,
  };
}
