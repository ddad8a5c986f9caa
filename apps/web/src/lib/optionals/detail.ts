/**
 * The detail page's choice (a date and people) checked against the activity, and its JSON-LD.
 * The total is the spec §9 rule of the domain (totalPrice: Σ price × people over adult, child,
 * infant) on the API's prices; the booking recomputes it on the server anyway. Pure (tested).
 */
import { totalPrice } from '@tabiyori/domain';
import type { PaxCounts } from '../booking/paxCounts';
import type { OptionalDetail } from './api';

export type OptionalChoice =
  /** No date or no people yet. */
  | { status: 'choose' }
  /** The activity does not take this party (size outside min–max, a category it does not sell) or is not sold that day. */
  | { status: 'unavailable' }
  /** Fewer places left that day than people. */
  | { status: 'soldOut'; stock: number }
  | { status: 'ok'; total: number; stock: number };

export function optionalChoice(
  activity: Pick<OptionalDetail, 'prices' | 'minPax' | 'maxPax' | 'stocks'>,
  date: string | null,
  party: PaxCounts | null,
): OptionalChoice {
  if (!date || !party) return { status: 'choose' };
  const size = party.person1 + party.person6 + party.person9;
  const { prices } = activity;
  if (size < activity.minPax || size > activity.maxPax) return { status: 'unavailable' };
  if ((party.person6 > 0 && prices.person6 === null) || (party.person9 > 0 && prices.person9 === null)) {
    return { status: 'unavailable' };
  }
  const day = activity.stocks.find((s) => s.date === date);
  if (!day) return { status: 'unavailable' };
  if (day.stock < size) return { status: 'soldOut', stock: day.stock };
  const total = totalPrice({
    adult: { price: prices.person1, pax: party.person1 },
    child: { price: prices.person6 ?? 0, pax: party.person6 },
    infant: { price: prices.person9 ?? 0, pax: party.person9 },
  });
  return { status: 'ok', total, stock: day.stock };
}

/** schema.org Product with an Offer at the adult price (per person). */
export function optionalJsonLd(input: {
  activity: Pick<OptionalDetail, 'optionalId' | 'name' | 'planName' | 'description' | 'prices' | 'stocks'>;
  url: string;
  imageUrls: string[];
  brandName: string;
  unitText: string;
}): Record<string, unknown> {
  const { activity } = input;
  const onSale = activity.stocks.some((s) => s.stock > 0);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': input.url,
    name: `${activity.name} ${activity.planName}`.trim(),
    sku: activity.optionalId,
    productID: activity.optionalId,
    description: activity.description,
    url: input.url,
    brand: { '@type': 'Brand', name: input.brandName },
    ...(input.imageUrls.length > 0 ? { image: input.imageUrls } : {}),
    offers: {
      '@type': 'Offer',
      url: input.url,
      price: activity.prices.person1,
      priceCurrency: 'JPY',
      availability: onSale ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: activity.prices.person1,
        priceCurrency: 'JPY',
        valueAddedTaxIncluded: true,
        unitText: input.unitText,
      },
    },
  };
}
