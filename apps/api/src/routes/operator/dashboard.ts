/**
 * The dashboard (issue 19 item 7), every operator:
 *   GET /v1/operator/dashboard → 200 {today, lowStock, coupons, maintenance}
 */
import type { App } from '../../app';
import { DashboardAnswer } from '../../schemas/operatorDashboard';
import { operatorSecurity } from '../../services/operator/access';
import { dashboard } from '../../services/operator/dashboard';
import { OPERATOR_CONFIG, OPERATOR_ERRORS } from './accounts';

export async function operatorDashboardRoutes(app: App): Promise<void> {
  app.get(
    '/v1/operator/dashboard',
    {
      config: OPERATOR_CONFIG,
      schema: {
        tags: ['operator'],
        summary:
          "Today's bookings, cancellations and sales; low stock in the next 14 days; coupon use; maintenance",
        security: operatorSecurity('self', 'GET'),
        response: { 200: DashboardAnswer, ...OPERATOR_ERRORS },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return dashboard(app.ctx.db);
    },
  );
}
