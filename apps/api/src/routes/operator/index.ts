/**
 * The back office API (/v1/operator/*, issue 19): one plugin whose onRequest hook admits the caller
 * against the roles the route's schema declares (`security: [{ operatorSession: [roles] }]`, see
 * services/operator/access.ts) before anything else of the route runs, so a caller without the role
 * learns nothing from validation answers. 401 ACE803 without a session, 403 ACE804 for a traveller
 * or an operator of another role; a route that declares no roles admits nobody.
 */
import type { App } from '../../app';
import { admitOperator } from '../../services/operator/access';
import { operatorAccountRoutes } from './accounts';
import { operatorAuditRoutes } from './audit';
import { operatorBookingRoutes } from './bookings';
import { operatorCustomerRoutes } from './customers';
import { operatorDashboardRoutes } from './dashboard';
import { operatorInventoryRoutes } from './inventory';
import { operatorSpecialsRoutes } from './specials';
import { operatorCouponsRoutes } from './coupons';
import { operatorMaintenanceRoutes } from './maintenance';
import { operatorPaymentRoutes } from './payments';
import { operatorTranslationRoutes } from './translations';

export async function operatorRoutes(app: App): Promise<void> {
  app.addHook('onRequest', async (request) => {
    await admitOperator(app, request);
  });
  await app.register(operatorAccountRoutes);
  await app.register(operatorAuditRoutes);
  await app.register(operatorMaintenanceRoutes);
  await app.register(operatorCouponsRoutes);
  await app.register(operatorBookingRoutes);
  await app.register(operatorCustomerRoutes);
  await app.register(operatorPaymentRoutes);
  await app.register(operatorDashboardRoutes);
  await app.register(operatorTranslationRoutes);
  await app.register(operatorInventoryRoutes);
  await app.register(operatorSpecialsRoutes);
}
