/** JSON-LD of a rental car's page: schema.org Product with an Offer at the one-day price. Pure. */
import type { CarDetail } from './api';

export function carJsonLd(input: {
  car: Pick<CarDetail, 'carId' | 'carClass' | 'prices' | 'stocks'>;
  name: string;
  url: string;
  imageUrls: string[];
  brandName: string;
  unitText: string;
}): Record<string, unknown> {
  const oneDay = input.car.prices.find((p) => p.days === 1)?.price ?? null;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': input.url,
    name: input.name,
    sku: input.car.carId,
    productID: input.car.carId,
    description: input.car.carClass.exampleModels.join(', '),
    url: input.url,
    brand: { '@type': 'Brand', name: input.brandName },
    ...(input.imageUrls.length > 0 ? { image: input.imageUrls } : {}),
  };
  if (oneDay !== null) {
    data.offers = {
      '@type': 'Offer',
      url: input.url,
      price: oneDay,
      priceCurrency: 'JPY',
      availability: input.car.stocks.some((s) => s.stock > 0)
        ? 'https://schema.org/InStock'
        : 'https://schema.org/SoldOut',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: oneDay,
        priceCurrency: 'JPY',
        valueAddedTaxIncluded: true,
        unitText: input.unitText,
      },
    };
  }
  return data;
}
