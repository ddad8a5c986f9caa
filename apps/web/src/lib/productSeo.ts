/**
 * What the tour and hotel pages' texts and structured data share (spec §2 page texts; issues 5
 * and 6: JSON-LD with an Offer): the page text of a page kind (domain buildPageText), the trail of
 * a product's own pages, and the Offer at a from-price in yen, tax included. Pure (tested through
 * lib/tours/seo.test.ts and lib/hotels/seo.test.ts).
 */
import { buildPageText, type PageKind, type PageText, type TitleVars } from '@tabiyori/domain';
import type { Lang } from './i18n/settings';
import type { BreadcrumbItem } from './seo';

/** Title, description, keywords, h1 and breadcrumb text of a page kind with its title variables. */
export function productPageText(
  kind: PageKind,
  vars: TitleVars,
  lang: Lang,
  siteName: string,
  page?: number,
  overrides?: Partial<PageText>,
): PageText {
  return buildPageText(kind, vars, { lang, siteName, page, overrides });
}

/**
 * The end of the trail of a product's pages: the product itself (linked when a sub page follows),
 * then the sub page.
 */
export function productTrail(
  items: BreadcrumbItem[],
  product: { name: string; path: string },
  sub?: string,
): BreadcrumbItem[] {
  if (!sub) return [...items, { name: product.name }];
  return [...items, { name: product.name, path: product.path }, { name: sub }];
}

/** schema.org Offer at a price per unit (JPY, tax included), on sale. */
export function jpyOffer(url: string, price: number, unitText: string): Record<string, unknown> {
  return {
    '@type': 'Offer',
    url,
    price,
    priceCurrency: 'JPY',
    availability: 'https://schema.org/InStock',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price,
      priceCurrency: 'JPY',
      valueAddedTaxIncluded: true,
      unitText,
    },
  };
}
