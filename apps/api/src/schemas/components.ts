/**
 * Shapes stated once (issue 14): a schema made a component here is written a single time in the
 * OpenAPI document, under components/schemas/<name>, and openapi-typescript writes it once as
 * `components['schemas'][name]`. Where it is used, the schema holds `{ $ref: name }`; server.ts adds
 * every component to Fastify (`addComponents`), so the validator (Ajv) and the response serialiser
 * (fast-json-stringify) resolve the reference, and @fastify/swagger keeps the name (its refResolver
 * returns the `$id`). Code that checks a value itself with TypeBox passes `componentContext()`.
 */
import { Type, type Static, type TSchema, type TUnsafe } from 'typebox';

const components = new Map<string, TSchema>();

/**
 * `schema` as the component `name`: returns the reference, typed as the schema (Static<> of it is the
 * schema's own). One name, one schema: a second, different schema under a taken name throws.
 */
export function component<T extends TSchema>(name: string, schema: T): TUnsafe<Static<T>> {
  const known = components.get(name);
  if (known !== undefined && known !== schema) throw new Error(`two schemas are named ${name}`);
  components.set(name, schema);
  return Type.Unsafe<Static<T>>({ $ref: name });
}

/** Every component with its name as `$id`, for `app.addSchema` (server.ts). */
function componentSchemas(): TSchema[] {
  return [...components].map(([name, schema]) => ({ ...schema, $id: name }) as TSchema);
}

/** Adds every component to an app (before its routes), so Fastify resolves their references. */
export function addComponents(app: { addSchema(schema: unknown): unknown }): void {
  for (const schema of componentSchemas()) app.addSchema(schema);
}

/** The components by name: the context TypeBox's Value.Check/Errors resolve `$ref` in. */
export function componentContext(): Record<string, TSchema> {
  return Object.fromEntries(components);
}

/** @fastify/swagger's refResolver: a component keeps its name in components/schemas. */
export const componentRefResolver = {
  buildLocalReference(json: { $id?: unknown }, _baseUri: unknown, _fragment: unknown, i: number): string {
    return typeof json.$id === 'string' ? json.$id : `def-${i}`;
  },
};
