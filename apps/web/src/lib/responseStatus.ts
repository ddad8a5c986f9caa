/**
 * The HTTP status of the page being rendered, for pages that answer their own error in the site's
 * frame (lib/notFoundPage.tsx). A server component cannot set its status; the web's front
 * (scripts/server.mjs, which `npm start` uses) publishes the request's state in an
 * AsyncLocalStorage under a global name and writes the status asked for here. Documents only: a
 * client navigation's RSC answer keeps 200 and the router renders the page in place.
 * Server only.
 */
import type { AsyncLocalStorage } from 'node:async_hooks';

interface ResponseState {
  status: number;
  document: boolean;
}

const STATE_KEY = Symbol.for('tabiyori.response');

function currentState(): ResponseState | undefined {
  const storage = (globalThis as Record<symbol, unknown>)[STATE_KEY] as
    AsyncLocalStorage<ResponseState> | undefined;
  return storage?.getStore();
}

/**
 * Asks for `status` on this request's answer. False when no front serves the request (next dev,
 * a bare `next start`): the caller then falls back on Next.js's own notFound().
 */
export function setResponseStatus(status: number): boolean {
  const state = currentState();
  if (!state) return false;
  if (state.document) state.status = status;
  return true;
}
