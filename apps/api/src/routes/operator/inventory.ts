/**
 * Inventory and prices (the extranet, issue 19 item 5): read by every operator, changed by sales and
 * admin. Every edit is one transaction, audited (services/operator/inventory.ts).
 *   GET  /v1/operator/inventory/products?kind&q     → 200 {products}
 *   GET  /v1/operator/inventory/{kind}/{itemId}?from&days → 200 the grid
 *   POST /v1/operator/inventory/stock  {kind, itemId, from, to, weekdays?, action, quantity?} → 200
 *   POST /v1/operator/inventory/prices {kind, itemId, from, to, weekdays?, prices, net?}       → 200
 *   POST /v1/operator/inventory/product-prices {kind: optional|rentacar, itemId, prices, net?} → 200
 * Errors: 400 OPR800 (malformed, a reversed or too long range, a price out of range), 404 OPR901 (no
 * such product), 409 OPR802 (a day's total below what is booked: the day and the count).
 */
import type { App } from '../../app';
import { ErrorSchema } from '../../schemas/common';
import {
  InventoryAnswer,
  InventoryEditAnswer,
  InventoryParams,
  InventoryProductsAnswer,
  InventoryProductsQuery,
  InventoryQuery,
  PriceEditBody,
  ProductPriceEditBody,
  StockEditBody,
} from '../../schemas/operatorInventory';
import { strictBody } from '../../services/auth/strictBody';
import { actorOf, operatorSecurity } from '../../services/operator/access';
import {
  editPrices,
  editProductPrices,
  editStock,
  findInventoryProducts,
  readInventory,
} from '../../services/operator/inventory';
import { OPERATOR_CONFIG, OPERATOR_ERRORS } from './accounts';

const tags = ['operator'];
const editResponse = { 200: InventoryEditAnswer, ...OPERATOR_ERRORS, 409: ErrorSchema };

export async function operatorInventoryRoutes(app: App): Promise<void> {
  app.get(
    '/v1/operator/inventory/products',
    {
      config: OPERATOR_CONFIG,
      schema: {
        tags,
        summary: 'Hotels, tours, activities or rental cars by id or part of the name (first 20)',
        security: operatorSecurity('inventory', 'GET'),
        querystring: InventoryProductsQuery,
        response: { 200: InventoryProductsAnswer, ...OPERATOR_ERRORS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { products: await findInventoryProducts(app.ctx.db, request.query.kind, request.query.q) };
    },
  );

  app.get(
    '/v1/operator/inventory/:kind/:itemId',
    {
      config: OPERATOR_CONFIG,
      schema: {
        tags,
        summary: 'Stock per day (left, booked, stopped) and prices per day of a product',
        security: operatorSecurity('inventory', 'GET'),
        params: InventoryParams,
        querystring: InventoryQuery,
        response: { 200: InventoryAnswer, ...OPERATOR_ERRORS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return readInventory(app.ctx.db, request.params.kind, request.params.itemId, request.query);
    },
  );

  app.post(
    '/v1/operator/inventory/stock',
    {
      config: OPERATOR_CONFIG,
      preValidation: strictBody(StockEditBody, 'OPR800'),
      schema: {
        tags,
        summary: 'Set or add stock, stop or resume sale, over a date range and weekdays (sales, admin)',
        security: operatorSecurity('inventory', 'POST'),
        body: StockEditBody,
        response: editResponse,
      },
    },
    async (request) => editStock(app.ctx.db, actorOf(request), request.body),
  );

  app.post(
    '/v1/operator/inventory/prices',
    {
      config: OPERATOR_CONFIG,
      preValidation: strictBody(PriceEditBody, 'OPR800'),
      schema: {
        tags,
        summary: 'Set prices over a date range and weekdays, as sale or net prices (spec §9) (sales, admin)',
        security: operatorSecurity('inventory', 'POST'),
        body: PriceEditBody,
        response: editResponse,
      },
    },
    async (request) => editPrices(app.ctx.db, actorOf(request), request.body),
  );

  app.post(
    '/v1/operator/inventory/product-prices',
    {
      config: OPERATOR_CONFIG,
      preValidation: strictBody(ProductPriceEditBody, 'OPR800'),
      schema: {
        tags,
        summary:
          "An activity's prices per adult, child and infant, or a rental car's first 24 hours and extra day, as sale or net prices (spec §9); they hold for every day (sales, admin)",
        security: operatorSecurity('inventory', 'POST'),
        body: ProductPriceEditBody,
        response: editResponse,
      },
    },
    async (request) => editProductPrices(app.ctx.db, actorOf(request), request.body),
  );
}
