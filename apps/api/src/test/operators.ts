/**
 * Test helpers of the back office: sessions of each operator role (an account signed up over HTTP,
 * then given the role in the database, as operators are never signed up over the API).
 */
import type { OperatorRole } from '../db/schema';
import type { TestApi } from './harness';
import { makeOperator, signUp, type TestSession } from './accounts';

export type RoleSessions = Record<OperatorRole | 'traveller', TestSession & { email: string }>;

export async function operatorSession(
  api: TestApi,
  role: OperatorRole,
): Promise<TestSession & { email: string }> {
  const session = await signUp(api);
  await makeOperator(api.handle.db, session.userId, role);
  return session;
}

/** One session per operator role, and a traveller's. */
export async function roleSessions(api: TestApi): Promise<RoleSessions> {
  return {
    admin: await operatorSession(api, 'admin'),
    sales: await operatorSession(api, 'sales'),
    support: await operatorSession(api, 'support'),
    traveller: await signUp(api),
  };
}
