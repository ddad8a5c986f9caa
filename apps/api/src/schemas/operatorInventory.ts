/**
 * Shapes of the back office's inventory and prices (the extranet, issue 19 item 5):
 *   GET  /v1/operator/inventory/products        find a hotel, tour, activity or rental car
 *   GET  /v1/operator/inventory/{kind}/{itemId} stock and prices per day for a date range
 *   POST /v1/operator/inventory/stock           bulk edit of stock (set, add, stop, resume)
 *   POST /v1/operator/inventory/prices          bulk edit of prices (sale, or net through spec §9)
 *   POST /v1/operator/inventory/product-prices  an activity's or a rental car's own prices (every day)
 */
import { Type, type Static } from 'typebox';
import { I18nText } from './common';
import { MAX_DAY_STOCK, MAX_EDIT_PRICE } from '@tabiyori/domain';

const Ymd = Type.String({ pattern: '^[0-9]{8}$', description: 'YYYYMMDD, Japan time' });
const ItemId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

export const ProductKindSchema = Type.Union(
  [Type.Literal('hotel'), Type.Literal('tour'), Type.Literal('optional'), Type.Literal('rentacar')],
  { description: 'hotel (its rooms and plans), tour departures, optional activity, rental car' },
);
export type InventoryProductKind = Static<typeof ProductKindSchema>;

export const InventoryProductsQuery = Type.Object(
  {
    kind: ProductKindSchema,
    q: Type.Optional(Type.String({ maxLength: 100, description: 'the id, or part of the name' })),
  },
  { additionalProperties: false },
);

export const InventoryProductSchema = Type.Object({
  kind: ProductKindSchema,
  id: Type.String(),
  name: I18nText,
  /** Where it is: the area, or the rental office. */
  place: I18nText,
});
export type InventoryProduct = Static<typeof InventoryProductSchema>;

export const InventoryProductsAnswer = Type.Object({ products: Type.Array(InventoryProductSchema) });

export const InventoryParams = Type.Object({ kind: ProductKindSchema, itemId: ItemId });

export const INVENTORY_MAX_DAYS = 31;

export const InventoryQuery = Type.Object(
  {
    from: Type.Optional(Ymd),
    days: Type.Optional(Type.Integer({ minimum: 1, maximum: INVENTORY_MAX_DAYS, default: 14 })),
  },
  { additionalProperties: false },
);

export const StockCellSchema = Type.Object({
  left: Type.Integer({ description: 'left to sell (held while sale is stopped)' }),
  booked: Type.Integer({ description: 'held by confirmed bookings' }),
  total: Type.Integer({ description: 'left + booked' }),
  stopped: Type.Boolean(),
});
export type StockCell = Static<typeof StockCellSchema>;

export const StockKindSchema = Type.Union(
  [Type.Literal('room'), Type.Literal('tour'), Type.Literal('optional'), Type.Literal('rentacar')],
  { description: 'the stock row: a hotel room, a tour departure, an activity, a rental car' },
);
export type StockKind = Static<typeof StockKindSchema>;

export const StockRowSchema = Type.Object({
  kind: StockKindSchema,
  itemId: Type.String(),
  name: I18nText,
  /** One per day of the range; null where the item is not on sale that day. */
  cells: Type.Array(Type.Union([StockCellSchema, Type.Null()])),
});

export const PriceKindSchema = Type.Union([Type.Literal('plan'), Type.Literal('tour')], {
  description:
    'plan: price per adult per night for 1, 2, … people per room (0 = not sold for that count); tour: the lowest and highest price per adult of a departure at 2 per room',
});

export const PriceRowSchema = Type.Object({
  kind: PriceKindSchema,
  itemId: Type.String(),
  name: I18nText,
  /** How many prices a cell holds (plan: people per room 1 … n; tour: 2, lowest and highest). */
  width: Type.Integer(),
  cells: Type.Array(Type.Union([Type.Array(Type.Integer()), Type.Null()])),
});

export const ProductPriceKindSchema = Type.Union([Type.Literal('optional'), Type.Literal('rentacar')], {
  description:
    'optional: the price per adult, child and infant (null: the category is not taken); rentacar: the first 24 hours and each extra day (before the season and weekend factors). These prices hold for every day.',
});
export type ProductPriceKind = Static<typeof ProductPriceKindSchema>;

export const PRODUCT_PRICE_POSITIONS = {
  optional: ['person1', 'person6', 'person9'],
  rentacar: ['price24h', 'priceExtraDay'],
} as const;

// Null first: the body's coercion would otherwise read null as 0.
const ProductPrice = Type.Union([Type.Null(), Type.Integer({ minimum: 0, maximum: MAX_EDIT_PRICE })]);

export const ProductPricesSchema = Type.Object({
  kind: ProductPriceKindSchema,
  itemId: Type.String(),
  /** The price positions, in order (PRODUCT_PRICE_POSITIONS). */
  positions: Type.Array(Type.String()),
  prices: Type.Array(ProductPrice),
});
export type ProductPrices = Static<typeof ProductPricesSchema>;

export const InventoryAnswer = Type.Object({
  kind: ProductKindSchema,
  itemId: Type.String(),
  name: I18nText,
  from: Ymd,
  days: Type.Array(Ymd),
  stock: Type.Array(StockRowSchema),
  prices: Type.Array(PriceRowSchema),
  /** Activities and rental cars: their prices, the same on every day (null for hotels and tours). */
  productPrices: Type.Union([ProductPricesSchema, Type.Null()]),
});
export type InventoryView = Static<typeof InventoryAnswer>;

const Weekdays = Type.Optional(
  Type.Array(Type.Integer({ minimum: 0, maximum: 6 }), {
    maxItems: 7,
    uniqueItems: true,
    description: 'only these weekdays (0 Sunday … 6 Saturday); every day when absent or empty',
  }),
);

export const StockEditBody = Type.Object(
  {
    kind: StockKindSchema,
    itemId: ItemId,
    from: Ymd,
    to: Ymd,
    weekdays: Weekdays,
    action: Type.Union([
      Type.Literal('set'),
      Type.Literal('add'),
      Type.Literal('stop'),
      Type.Literal('resume'),
    ]),
    quantity: Type.Optional(
      Type.Integer({
        minimum: -MAX_DAY_STOCK,
        maximum: MAX_DAY_STOCK,
        description: 'set: the day total; add: the change of the total (may be negative)',
      }),
    ),
  },
  { additionalProperties: false },
);
export type StockEditInput = Static<typeof StockEditBody>;

export const NetTermsSchema = Type.Object(
  {
    taxRate: Type.Number({ minimum: 0, maximum: 1 }),
    commissionRate: Type.Number({ minimum: 0, maximum: 1 }),
    markupAmount: Type.Integer({ minimum: -MAX_EDIT_PRICE, maximum: MAX_EDIT_PRICE }),
    markupRate: Type.Number({ minimum: 0, exclusiveMaximum: 1 }),
  },
  { additionalProperties: false, description: 'spec §9: the sale price follows from the net price' },
);

export const PriceEditBody = Type.Object(
  {
    kind: PriceKindSchema,
    itemId: ItemId,
    from: Ymd,
    to: Ymd,
    weekdays: Weekdays,
    prices: Type.Array(Type.Integer({ minimum: 0, maximum: MAX_EDIT_PRICE }), { minItems: 1, maxItems: 9 }),
    net: Type.Optional(NetTermsSchema),
  },
  { additionalProperties: false },
);
export type PriceEditInput = Static<typeof PriceEditBody>;

export const ProductPriceEditBody = Type.Object(
  {
    kind: ProductPriceKindSchema,
    itemId: ItemId,
    /** One per position; null exactly where the product does not take the category. */
    prices: Type.Array(ProductPrice, { minItems: 2, maxItems: 3 }),
    net: Type.Optional(NetTermsSchema),
  },
  { additionalProperties: false },
);
export type ProductPriceEditInput = Static<typeof ProductPriceEditBody>;

export const InventoryEditAnswer = Type.Object({
  /** Days changed. */
  changed: Type.Integer(),
  /** Days of the range on which the item is not on sale (no row to change). */
  skipped: Type.Integer(),
  /** The prices stored (prices edits: the sale prices after spec §9). */
  prices: Type.Optional(Type.Array(Type.Integer())),
});
export type InventoryEditResult = Static<typeof InventoryEditAnswer>;
