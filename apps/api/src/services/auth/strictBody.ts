/**
 * The server's validator coerces types (coerceTypes 'array', for query strings). A JSON body must
 * not be coerced: `{"password": 12345678}` is a wrong type, not a password. This preValidation hook
 * refuses a body whose top-level fields do not have the JSON types of the route's schema (400 with
 * the route's validation code), before the validator could coerce them.
 */
import type { FastifyRequest } from 'fastify';
import { ApiFailure } from '../../errors';

interface JsonSchemaLike {
  type?: string | string[];
  anyOf?: JsonSchemaLike[];
  properties?: Record<string, JsonSchemaLike>;
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function allowedTypes(schema: JsonSchemaLike): Set<string> | null {
  const out = new Set<string>();
  const visit = (s: JsonSchemaLike): boolean => {
    if (s.anyOf) return s.anyOf.every(visit);
    if (s.type === undefined) return false;
    for (const t of Array.isArray(s.type) ? s.type : [s.type]) out.add(t);
    return true;
  };
  return visit(schema) ? out : null;
}

export function strictBody(schema: JsonSchemaLike, code: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const body = request.body;
    if (body === undefined || body === null) return;
    if (typeof body !== 'object' || Array.isArray(body))
      throw new ApiFailure(400, code, 'request is invalid');
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      const field = schema.properties?.[key];
      if (!field) continue;
      const types = allowedTypes(field);
      if (types === null) continue;
      const actual = jsonType(value);
      const ok = types.has(actual) || (actual === 'integer' && types.has('number'));
      if (!ok) throw new ApiFailure(400, code, `${key} is invalid`);
    }
  };
}
