/**
 * Wires accounts into the server (server.ts calls registerAuth on the root instance): the cookie
 * parser, the CSRF check of every state-changing /v1/ call (csrf.ts) and the onSend hook that
 * writes the session cookie a request created, renewed or ended (session.ts).
 */
import cookie from '@fastify/cookie';
import type { App } from '../../app';
import { registerCsrf } from './csrf';
import { writeSessionCookie } from './session';

export async function registerAuth(app: App): Promise<void> {
  await app.register(cookie);
  registerCsrf(app);
  app.addHook('onSend', async (request, reply, payload) => {
    writeSessionCookie(app, request, reply);
    return payload;
  });
}
