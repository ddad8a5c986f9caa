/**
 * The logged-in member, if any, for the page shell (the header's account links): the session of
 * the request's cookie (lib/account/server.ts getSession, one API call per request). Null for a
 * visitor, and when the API cannot say (the header then offers log-in rather than failing).
 */
import { getSession } from './account/server';
import { displayName } from './account/types';

export interface Viewer {
  name: string;
}

export async function getViewer(): Promise<Viewer | null> {
  const session = await getSession();
  return session ? { name: displayName(session.user) } : null;
}
