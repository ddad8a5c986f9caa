/**
 * Maintenance (issue 19 item 2): read by every operator, changed by admin.
 *   GET  /v1/operator/maintenance             → 200 {mode, schedule, noticeEnd, now}
 *   PUT  /v1/operator/maintenance {mode, schedule} → 200 (the whole setting)
 *   POST /v1/operator/maintenance/start {until}    → 200 (a window from now, mode 'sorry')
 *   POST /v1/operator/maintenance/end              → 200 (windows active now end now)
 * Errors: 400 OPR800 (malformed, a window ending before it starts, `until` not in the future).
 */
import type { App } from '../../app';
import { strictBody } from '../../services/auth/strictBody';
import { actorOf, operatorSecurity } from '../../services/operator/access';
import {
  endMaintenanceNow,
  readMaintenance,
  replaceMaintenance,
  startMaintenanceNow,
} from '../../services/operator/maintenance';
import { MaintenanceBody, MaintenanceStartBody, MaintenanceStateSchema } from '../../schemas/operator';
import { OPERATOR_CONFIG, OPERATOR_ERRORS } from './accounts';

const tags = ['operator'];
const response = { 200: MaintenanceStateSchema, ...OPERATOR_ERRORS };

export async function operatorMaintenanceRoutes(app: App): Promise<void> {
  app.get(
    '/v1/operator/maintenance',
    {
      config: OPERATOR_CONFIG,
      schema: {
        tags,
        summary: 'The maintenance mode, windows and the notice the site shows now',
        security: operatorSecurity('maintenance', 'GET'),
        response,
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return readMaintenance(app.ctx.db);
    },
  );

  app.put(
    '/v1/operator/maintenance',
    {
      config: OPERATOR_CONFIG,
      preValidation: strictBody(MaintenanceBody, 'OPR800'),
      schema: {
        tags,
        summary: 'Replace the maintenance mode and windows (admin)',
        security: operatorSecurity('maintenance', 'PUT'),
        body: MaintenanceBody,
        response,
      },
    },
    async (request) => replaceMaintenance(app, actorOf(request), request.body),
  );

  app.post(
    '/v1/operator/maintenance/start',
    {
      config: OPERATOR_CONFIG,
      preValidation: strictBody(MaintenanceStartBody, 'OPR800'),
      schema: {
        tags,
        summary: 'Start maintenance now until the given minute (admin)',
        security: operatorSecurity('maintenance', 'POST'),
        body: MaintenanceStartBody,
        response,
      },
    },
    async (request) => startMaintenanceNow(app, actorOf(request), request.body.until),
  );

  app.post(
    '/v1/operator/maintenance/end',
    {
      config: OPERATOR_CONFIG,
      schema: {
        tags,
        summary: 'End the maintenance active now (admin)',
        security: operatorSecurity('maintenance', 'POST'),
        response,
      },
    },
    async (request) => endMaintenanceNow(app, actorOf(request)),
  );
}
