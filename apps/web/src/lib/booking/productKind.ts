/** The booking locale key naming each booking kind. Pure (tested). */

/** The booking namespace's key naming a booking kind (宿泊施設・プラン, ツアー, 宿泊＋JRセット …). */
export function productKindKey(kind: string): string {
  return PRODUCT_KEY[kind] ?? 'productTour';
}

const PRODUCT_KEY: Record<string, string> = {
  yado: 'productHotel',
  tour: 'productTour',
  dp: 'productDp',
  optional: 'productOptional',
  rentacar: 'productRentacar',
};
