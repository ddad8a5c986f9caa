/**
 * Who may do what in the back office (issue 19). Operators have one role:
 *   admin   everything, and manages operators;
 *   sales   coupons, specials, prices and stock;
 *   support bookings, customers and payments; read-only elsewhere.
 * Every /v1/operator route names the roles it admits (OPERATOR_AREAS below): reading is open to
 * every operator unless the area says otherwise, changing only to the area's writers. Answers: 401
 * ACE803 without a session, 403 ACE804 for a traveller or an operator of another role.
 */
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app';
import type { OperatorRole } from '../../db/schema';
import { ApiFailure } from '../../errors';
import { requireViewer } from '../auth/viewer';

export type { OperatorRole };
export const OPERATOR_ROLES: readonly OperatorRole[] = ['admin', 'sales', 'support'];

/** The roles that may read (GET) and change (everything else) each area of the back office. */
export const OPERATOR_AREAS = {
  operators: { read: ['admin'], write: ['admin'] },
  audit: { read: ['admin'], write: [] },
  maintenance: { read: OPERATOR_ROLES, write: ['admin'] },
  bookings: { read: OPERATOR_ROLES, write: ['admin', 'support'] },
  customers: { read: OPERATOR_ROLES, write: ['admin', 'support'] },
  coupons: { read: OPERATOR_ROLES, write: ['admin', 'sales'] },
  self: { read: OPERATOR_ROLES, write: OPERATOR_ROLES },
  translations: { read: OPERATOR_ROLES, write: ['admin'] },
  inventory: { read: OPERATOR_ROLES, write: ['admin', 'sales'] },
  specials: { read: OPERATOR_ROLES, write: ['admin', 'sales'] },
} as const satisfies Record<string, { read: readonly OperatorRole[]; write: readonly OperatorRole[] }>;

export type OperatorArea = keyof typeof OPERATOR_AREAS;

/** The operator calling, as the audit log records them. */
export interface Actor {
  userId: string;
  email: string;
  operatorRole: OperatorRole;
}

/** The calling operator, or 401 ACE803 / 403 ACE804. */
export async function requireOperatorRole(
  app: App,
  request: FastifyRequest,
  roles: readonly OperatorRole[],
): Promise<Actor> {
  const viewer = await requireViewer(app, request);
  const row =
    viewer.role === 'operator'
      ? await app.ctx.db
          .selectFrom('app_user')
          .select('operator_role')
          .where('id', '=', viewer.userId)
          .executeTakeFirst()
      : undefined;
  const role = row?.operator_role ?? null;
  if (role === null || !roles.includes(role)) {
    throw new ApiFailure(403, 'ACE804', 'operator role required');
  }
  return { userId: viewer.userId, email: viewer.email, operatorRole: role };
}

/** The roles an area admits for a method (GET/HEAD read; anything else changes). */
export function rolesFor(area: OperatorArea, method: string): readonly OperatorRole[] {
  const rule = OPERATOR_AREAS[area];
  return method === 'GET' || method === 'HEAD' ? rule.read : rule.write;
}

/** The OpenAPI security scheme of operator routes: the session cookie; its scopes are the roles. */
export const OPERATOR_SECURITY_SCHEME = 'operatorSession';

/**
 * The `security` of an operator route's schema: `[{ operatorSession: [roles…] }]` (OpenAPI 3.1 lets
 * a non-OAuth requirement list role names). The operator plugin's hook enforces exactly these roles,
 * so the document and the check cannot drift apart, and a route without them is refused to all.
 */
export function operatorSecurity(area: OperatorArea, method: string): Record<string, string[]>[] {
  return [{ [OPERATOR_SECURITY_SCHEME]: [...rolesFor(area, method)] }];
}

/** The roles a route's schema admits (none when it declares none: nobody passes). */
export function declaredRoles(security: unknown): OperatorRole[] {
  if (!Array.isArray(security)) return [];
  const scopes = (security[0] as Record<string, unknown> | undefined)?.[OPERATOR_SECURITY_SCHEME];
  return Array.isArray(scopes) ? scopes.filter((r): r is OperatorRole => OPERATOR_ROLES.includes(r)) : [];
}

const actors = new WeakMap<FastifyRequest, Actor>();

/** Checks the caller against the route's declared roles and keeps the actor for the handler. */
export async function admitOperator(app: App, request: FastifyRequest): Promise<void> {
  const roles = declaredRoles(request.routeOptions.schema?.security);
  actors.set(request, await requireOperatorRole(app, request, roles));
}

/** The operator admitted for this request (admitOperator ran in the plugin's onRequest hook). */
export function actorOf(request: FastifyRequest): Actor {
  const actor = actors.get(request);
  if (!actor) throw new Error('operator route without admitOperator');
  return actor;
}
