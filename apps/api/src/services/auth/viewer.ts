/**
 * Who is calling: the logged-in user of the request's session cookie, or null for a visitor.
 * Read once per request (session.ts keeps it). Route handlers call requireViewer / requireOperator.
 */
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app';
import { ApiFailure } from '../../errors';
import { sessionOf } from './session';

export interface Viewer {
  userId: string;
  email: string;
  role: 'traveller' | 'operator';
}

export async function viewerOf(app: App, request: FastifyRequest): Promise<Viewer | null> {
  const session = await sessionOf(app, request);
  return session ? { userId: session.userId, email: session.email, role: session.role } : null;
}

/** The viewer, or 401 ACE803 (log in first). */
export async function requireViewer(app: App, request: FastifyRequest): Promise<Viewer> {
  const viewer = await viewerOf(app, request);
  if (!viewer) throw new ApiFailure(401, 'ACE803', 'login required');
  return viewer;
}

