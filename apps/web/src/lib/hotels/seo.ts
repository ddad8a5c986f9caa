/**
 * Page texts and structured data of the hotel pages (spec §2: title, description, keywords, h1 and
 * breadcrumb per page kind with the title variables hotel, area1–4, arrarea(s), kodawari,
 * pagetext — domain buildPageText; issue 6 item 7: JSON-LD Hotel with Offer, BreadcrumbList via the
 * shell's Breadcrumbs). Pure (tested).
 */
import { formatTime4, isFourDigitTime, type SearchCondition, type TitleVars } from '@tabiyori/domain';
import { areaChain, areaNameOf, buildAreaTree, type DecoderData } from '@/lib/search/reference';
import { jpyOffer, productPageText, productTrail } from '../productSeo';
import type { BreadcrumbItem } from '../seo';
import type { HotelAreaNames, HotelSummary } from './types';

const AREA_VARS = ['area1', 'area2', 'area3', 'area4'] as const;

/** Title variables of a list page: the destination (one area with its levels, or several) and the kodawari names. */
export function listTitleVars(condition: SearchCondition, decoder: DecoderData | null): TitleVars {
  const vars: TitleVars = {};
  const codes = condition.arrAreaCode;
  if (decoder && codes.length === 1 && codes[0]) {
    const chain = areaChain(buildAreaTree(decoder), codes[0]);
    chain.forEach((node, i) => {
      const name = AREA_VARS[i];
      if (name) vars[name] = node.name;
    });
    vars.arrarea = chain.at(-1)?.name ?? areaNameOf(decoder, codes[0]);
  } else if (decoder && codes.length > 1) {
    vars.arrareas = codes.map((code) => areaNameOf(decoder, code) ?? code);
  }
  if (condition.kodawari.length > 0) {
    vars.kodawari = condition.kodawari.map((code) => decoder?.kodawari[code] ?? '').filter(Boolean);
  }
  return vars;
}

/** Title variables of a hotel's pages: the hotel and its four area levels. */
export function hotelTitleVars(hotel: { hotelName: string; area: HotelAreaNames }): TitleVars {
  return {
    hotel: hotel.hotelName,
    area1: hotel.area.area1.name,
    area2: hotel.area.area2.name,
    area3: hotel.area.area3.name,
    area4: hotel.area.area4.name,
  };
}

/** The page text of a hotel page kind (the same for every product: lib/productSeo.ts). */
export const hotelPageText = productPageText;

/** Breadcrumbs of a list: the hotel top, then each level of the one destination, then the page. */
export function listBreadcrumbs(
  condition: SearchCondition,
  decoder: DecoderData | null,
  hotelsLabel: string,
  current: string,
  /** True when the page is not the list of the destination itself (map search): link its last level too. */
  linkDestination = false,
): BreadcrumbItem[] {
  const items: BreadcrumbItem[] = [];
  const code = condition.arrAreaCode.length === 1 ? condition.arrAreaCode[0] : undefined;
  const chain = code && decoder ? areaChain(buildAreaTree(decoder), code) : [];
  if (chain.length > 0 || condition.arrAreaCode.length > 1 || linkDestination) {
    items.push({ name: hotelsLabel, path: '/hotels' });
  }
  for (const node of linkDestination ? chain : chain.slice(0, -1)) {
    items.push({ name: node.name, path: `/hotels/${encodeURIComponent(node.code)}` });
  }
  items.push({ name: current });
  return items;
}

/** Breadcrumbs of a hotel's pages: hotels, prefecture, area, the hotel, then the sub page. */
export function hotelBreadcrumbs(
  hotel: { hotelId: string; hotelName: string; area: HotelAreaNames },
  hotelsLabel: string,
  sub?: string,
): BreadcrumbItem[] {
  const items: BreadcrumbItem[] = [{ name: hotelsLabel, path: '/hotels' }];
  for (const level of [hotel.area.area2, hotel.area.area3]) {
    if (level.code && level.name)
      items.push({ name: level.name, path: `/hotels/${encodeURIComponent(level.code)}` });
  }
  return productTrail(
    items,
    { name: hotel.hotelName, path: `/hotel/${encodeURIComponent(hotel.hotelId)}` },
    sub,
  );
}

export interface HotelJsonLdInput {
  hotel: HotelSummary & { images: { path: string }[] };
  /** Absolute URL of the hotel page. */
  url: string;
  /** Absolute URLs of images. */
  imageUrls: string[];
  /** Lowest price per adult per night (tax included) for the condition, if any plan is sold. */
  fromPrice: number | null;
  /** Absolute URL of the plan list (the offer's page). */
  offerUrl: string;
  /** `大人1名1泊あたり（税込）` */
  priceUnitText: string;
  amenities?: string[];
}

/** schema.org Hotel with its address, position, times, rating and an Offer for the from-price. */
export function hotelJsonLd(input: HotelJsonLdInput): Record<string, unknown> {
  const { hotel } = input;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    '@id': input.url,
    name: hotel.hotelName,
    url: input.url,
    description: hotel.catchCopy || undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: hotel.address,
      addressRegion: hotel.area.area2.name,
      addressCountry: 'JP',
    },
  };
  if (input.imageUrls.length > 0) data.image = input.imageUrls;
  if (typeof hotel.lat === 'number' && typeof hotel.lng === 'number') {
    data.geo = { '@type': 'GeoCoordinates', latitude: hotel.lat, longitude: hotel.lng };
  }
  if (isFourDigitTime(hotel.checkinTime)) data.checkinTime = formatTime4(hotel.checkinTime);
  if (isFourDigitTime(hotel.checkoutTime)) data.checkoutTime = formatTime4(hotel.checkoutTime);
  const evaluation = hotel.evaluation;
  if (evaluation?.status === 'published' && typeof evaluation.score === 'number' && evaluation.reviewCount) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: evaluation.score,
      bestRating: 5,
      worstRating: 1,
      reviewCount: evaluation.reviewCount,
    };
  }
  if (input.amenities && input.amenities.length > 0) {
    data.amenityFeature = input.amenities.map((name) => ({
      '@type': 'LocationFeatureSpecification',
      name,
      value: true,
    }));
  }
  if (input.fromPrice !== null) {
    data.makesOffer = jpyOffer(input.offerUrl, input.fromPrice, input.priceUnitText);
  }
  return JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
}
