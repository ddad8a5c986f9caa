/**
 * Issue 14: the web's API types are generated, never hand-edited, and never stale. The committed
 * packages/api-client/src/openapi.ts must equal what the current schemas generate; when a schema
 * changes, `npm run generate:api` rewrites it (and the web's type check then shows every mismatch).
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generatedFiles, TYPES_FILE } from './document';

describe('generated API client types (packages/api-client/src/openapi.ts)', () => {
  it('are current with the API schemas', async () => {
    const [{ types, document }, committed] = await Promise.all([
      generatedFiles(),
      readFile(TYPES_FILE, 'utf8'),
    ]);
    expect(JSON.parse(document)).toHaveProperty('paths./v1/hotels.get.responses.200');
    expect(
      committed === types,
      'packages/api-client/src/openapi.ts is out of date with apps/api/src/schemas: run `npm run generate:api` and commit the file',
    ).toBe(true);
  }, 180_000);
});
