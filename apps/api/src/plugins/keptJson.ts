/**
 * JSON answers kept already serialised (the decoder, search/keptBodies.ts) and answered with a
 * conditional GET: the bytes carry an ETag computed once when they are kept (`etag`, a hash of the
 * bytes and their length), never per request, and a request whose If-None-Match names it (`fresh`,
 * which also honours `Cache-Control: no-cache`) gets 304 with no body. The same bytes always carry
 * the same ETag, so a fresh answer and a kept one have the same headers.
 */
import etag from 'etag';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Serialised JSON and its ETag. */
export interface KeptJson {
  readonly body: Buffer;
  readonly etag: string;
}

/** Keeps serialised JSON with its ETag (hashes the bytes once). */
export function keptJson(body: Buffer): KeptJson {
  return { body, etag: etag(body) };
}

/**
 * Sends kept JSON as Fastify sends a serialised object (same type, same bytes) with its ETag, or 304
 * with no body when the request's If-None-Match already names it.
 */
export function sendKeptJson(request: FastifyRequest, reply: FastifyReply, kept: KeptJson): FastifyReply {
  reply.header('etag', kept.etag);
  if (request.headers['if-none-match'] !== undefined && fresh(request.headers, { etag: kept.etag })) {
    return reply.code(304).send();
  }
  return reply.header('content-type', JSON_TYPE).send(kept.body);
}
