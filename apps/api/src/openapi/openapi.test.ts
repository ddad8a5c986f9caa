/**
 * Issue 14: the web's API types are generated, never hand-edited, and never stale. The committed
 * packages/api-client/src/openapi.ts must equal what the current schemas generate; when a schema
 * changes, `npm run generate:api` rewrites it (and the web's type check then shows every mismatch).
 * Each shared shape is written once, as a component the paths refer to.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generatedFiles, TYPES_FILE } from './document';

/**
 * The shared shapes (schemas/components.ts) the document states under components/schemas and, for
 * each, whether a path still writes it out inline: a shape is stated once.
 */
function componentsRepeatedInline(document: {
  paths: object;
  components?: { schemas?: Record<string, unknown> };
}): string[] {
  const inline = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    inline.add(JSON.stringify(node));
    Object.values(node).forEach(visit);
  };
  visit(document.paths);
  const schemas = Object.entries(document.components?.schemas ?? {});
  expect(schemas.map(([name]) => name)).toEqual(
    expect.arrayContaining(['ApiError', 'Booking', 'StoredParty']),
  );
  return schemas.filter(([, schema]) => inline.has(JSON.stringify(schema))).map(([name]) => name);
}

/** Every success answer of every operation states its body's schema (204 and 304 have none). */
function answersWithoutSchema(document: {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>>;
}): string[] {
  const missing: string[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        if (/^2/.test(status) && status !== '204' && !answer.content)
          missing.push(`${method} ${path} ${status}`);
      }
    }
  }
  return missing;
}

describe('generated API client types (packages/api-client/src/openapi.ts)', () => {
  it('are current with the API schemas', async () => {
    const [{ types, document }, committed] = await Promise.all([
      generatedFiles(),
      readFile(TYPES_FILE, 'utf8'),
    ]);
    expect(JSON.parse(document)).toHaveProperty('paths./v1/hotels.get.responses.200');
    expect(componentsRepeatedInline(JSON.parse(document))).toEqual([]);
    expect(answersWithoutSchema(JSON.parse(document))).toEqual([]);
    expect(
      committed === types,
      'packages/api-client/src/openapi.ts is out of date with apps/api/src/schemas: run `npm run generate:api` and commit the file',
    ).toBe(true);
  }, 180_000);
});
