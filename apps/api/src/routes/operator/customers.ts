/**
 * Customers in the back office (issue 19 item 6), read by every operator:
 *   GET /v1/operator/customers?q                → 200 {customers} (e-mail, name or id; at most 50)
 *   GET /v1/operator/customers/:userId          → 200 {customer, bookings, coupons}
 * Errors: 400 OPR800, 404 OPR901.
 */
import type { App } from '../../app';
import { UserIdParams } from '../../schemas/operator';
import {
  CustomerDetailAnswer,
  CustomerListAnswer,
  CustomerSearchQuery,
} from '../../schemas/operatorBookings';
import { operatorSecurity } from '../../services/operator/access';
import { customerDetail, searchCustomers } from '../../services/operator/customers';
import { OPERATOR_CONFIG, OPERATOR_ERRORS } from './accounts';

const tags = ['operator'];

export async function operatorCustomerRoutes(app: App): Promise<void> {
  app.get(
    '/v1/operator/customers',
    {
      config: OPERATOR_CONFIG,
      schema: {
        tags,
        summary: 'Find customers by e-mail, name (kanji, kana, Latin) or user id',
        security: operatorSecurity('customers', 'GET'),
        querystring: CustomerSearchQuery,
        response: { 200: CustomerListAnswer, ...OPERATOR_ERRORS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { customers: await searchCustomers(app.ctx.db, request.query.q) };
    },
  );

  app.get(
    '/v1/operator/customers/:userId',
    {
      config: OPERATOR_CONFIG,
      schema: {
        tags,
        summary: "A customer's page: account, bookings, coupons handed to them",
        security: operatorSecurity('customers', 'GET'),
        params: UserIdParams,
        response: { 200: CustomerDetailAnswer, ...OPERATOR_ERRORS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return customerDetail(app.ctx.db, request.params.userId);
    },
  );
}
