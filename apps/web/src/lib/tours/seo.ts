/**
 * Page texts and structured data of the tour pages (spec §2: title, description, keywords, h1 and
 * breadcrumb per page kind with the title variables deparea, area1–4, arrarea(s), kodawari,
 * tourname, specialname, pagetext — domain buildPageText, whose tourtitle is the domain's
 * tourTitle; issue 5 item 8: JSON-LD Product with an Offer at the lowest price in JPY). Pure (tested).
 */
import type { SearchCondition, TitleVars } from '@tabiyori/domain';
import { areaChain, type AreaNode, type SearchReference } from '@/lib/search/reference';
import { jpyOffer, productPageText, productTrail } from '../productSeo';
import type { BreadcrumbItem } from '../seo';
import type { TourDetail } from './types';

const AREA_VARS = ['area1', 'area2', 'area3', 'area4'] as const;

/** The name of the condition's departure: the airport or station when chosen, else the area. */
export function departureName(
  condition: SearchCondition,
  reference: Pick<SearchReference, 'departures'>,
): string | undefined {
  for (const area of reference.departures) {
    const point = [...area.airports, ...area.stations].find(
      (p) => p.code === condition.depAirport || p.code === condition.depStation,
    );
    if (point) return point.name;
  }
  return reference.departures.find((a) => a.code === condition.depAreaCode)?.name;
}

function areaName(tree: readonly AreaNode[], code: string): string | undefined {
  return areaChain(tree, code).at(-1)?.name;
}

/** Title variables of the tour list: departure, the destination (its levels, or several), kodawari. */
export function tourListTitleVars(
  condition: SearchCondition,
  reference: Pick<SearchReference, 'departures' | 'areas'>,
  kodawariNames: Record<string, string>,
): TitleVars {
  const vars: TitleVars = {};
  const dep = departureName(condition, reference);
  if (dep) vars.deparea = dep;
  const codes = condition.arrAreaCode;
  if (codes.length === 1 && codes[0]) {
    const chain = areaChain(reference.areas, codes[0]);
    chain.forEach((node, i) => {
      const name = AREA_VARS[i];
      if (name) vars[name] = node.name;
    });
    if (chain.length > 0) vars.arrarea = chain.at(-1)?.name;
  } else if (codes.length > 1) {
    const names = codes.map((code) => areaName(reference.areas, code)).filter((n): n is string => !!n);
    if (names.length > 0) vars.arrareas = names;
  }
  if (condition.kodawari.length > 0) {
    vars.kodawari = condition.kodawari.map((code) => kodawariNames[code] ?? '').filter(Boolean);
  }
  return vars;
}

/** Title variables of a tour's pages: its name, departure and destination. */
export function tourTitleVars(tour: Pick<TourDetail, 'tourName' | 'departure' | 'arrival'>): TitleVars {
  return {
    tourname: tour.tourName,
    deparea: tour.departure.name,
    arrarea: tour.arrival.areaNames.length > 1 ? undefined : tour.arrival.name,
    arrareas: tour.arrival.areaNames.length > 1 ? tour.arrival.areaNames : undefined,
  };
}

/** The page text of a tour page kind (the same for every product: lib/productSeo.ts). */
export const tourPageText = productPageText;

/** Breadcrumbs of the list: the tour top, each level above the one destination, then the page. */
export function tourListBreadcrumbs(
  condition: SearchCondition,
  reference: Pick<SearchReference, 'areas'>,
  toursLabel: string,
  current: string,
): BreadcrumbItem[] {
  const items: BreadcrumbItem[] = [];
  const code = condition.arrAreaCode.length === 1 ? condition.arrAreaCode[0] : undefined;
  const chain = code ? areaChain(reference.areas, code) : [];
  const filtered = chain.length > 0 || condition.arrAreaCode.length > 1 || Boolean(condition.depAreaCode);
  if (filtered) items.push({ name: toursLabel, path: '/tours' });
  for (const node of chain.slice(0, -1)) {
    items.push({ name: node.name, path: `/tours?arrAreaCode=${encodeURIComponent(node.code)}` });
  }
  items.push({ name: current });
  return items;
}

/** Breadcrumbs of a tour's pages: tours, its destination's list, the tour, then the sub page. */
export function tourBreadcrumbs(
  tour: Pick<TourDetail, 'tourId' | 'arrival'>,
  toursLabel: string,
  tourText: string,
  sub?: string,
): BreadcrumbItem[] {
  const items: BreadcrumbItem[] = [{ name: toursLabel, path: '/tours' }];
  const code = tour.arrival.areaCodes[0];
  if (tour.arrival.areaCodes.length === 1 && code && tour.arrival.name) {
    items.push({ name: tour.arrival.name, path: `/tours?arrAreaCode=${encodeURIComponent(code)}` });
  }
  return productTrail(items, { name: tourText, path: `/tours/${encodeURIComponent(tour.tourId)}` }, sub);
}

export interface TourJsonLdInput {
  tour: Pick<
    TourDetail,
    'tourId' | 'tourName' | 'catchCopy' | 'description' | 'tourTypeName' | 'priceStocks'
  >;
  /** Absolute URL of the tour page. */
  url: string;
  imageUrls: string[];
  brandName: string;
  /** `大人1名あたり（税込）` */
  priceUnitText: string;
}

/**
 * schema.org Product for the tour with an Offer at its lowest bookable price per adult (JPY, tax
 * included): the lowest priceFrom of a day with stock; no Offer when nothing is on sale.
 */
export function tourJsonLd(input: TourJsonLdInput): Record<string, unknown> {
  const { tour } = input;
  const onSale = tour.priceStocks.filter((p) => p.priceFrom > 0 && p.stock > 0);
  const lowest = onSale.reduce<number | null>(
    (min, p) => (min === null || p.priceFrom < min ? p.priceFrom : min),
    null,
  );
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': input.url,
    name: tour.tourName,
    sku: tour.tourId,
    productID: tour.tourId,
    category: tour.tourTypeName || undefined,
    description: [tour.catchCopy, tour.description].filter(Boolean).join(' ') || undefined,
    url: input.url,
    brand: { '@type': 'Brand', name: input.brandName },
  };
  if (input.imageUrls.length > 0) data.image = input.imageUrls;
  if (lowest !== null) {
    data.offers = jpyOffer(input.url, lowest, input.priceUnitText);
  }
  return JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
}
