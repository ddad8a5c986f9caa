/**
 * The API's OpenAPI document and the TypeScript types generated from it, built in-process: the app is
 * assembled (server.ts, every route with its schemas) on an empty in-memory database that no route
 * queries while the document is written, with the default configuration (no environment), so the
 * same code always gives the same document. `npm run generate:api` (cli/generateApi.ts) writes both
 * into packages/api-client; openapi.test.ts fails when the committed files are not current.
 */
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { loadConfig } from '../config';
import { openPGlite } from '../db/connection';
import { buildServer } from '../server';

/** packages/api-client of this repository. */
export const API_CLIENT_DIR = fileURLToPath(new URL('../../../../packages/api-client/', import.meta.url));
export const DOCUMENT_FILE = `${API_CLIENT_DIR}openapi.json`;
export const TYPES_FILE = `${API_CLIENT_DIR}src/openapi.ts`;

export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const handle = await openPGlite('memory://');
  try {
    const config = loadConfig({}, process.cwd());
    const app = await buildServer({ db: handle.db, dbKind: handle.kind, config });
    await app.ready();
    const document = app.swagger() as unknown as Record<string, unknown>;
    await app.close();
    return document;
  } finally {
    await handle.close();
  }
}

const HEADER = `/**
 * The API's paths and schemas, GENERATED from its OpenAPI document by \`npm run generate:api\`
 * (apps/api/src/openapi/document.ts with openapi-typescript). Do not edit: change the TypeBox schema
 * in apps/api/src/schemas/ and regenerate. A test fails when this file is not current.
 */

`;

/** The document as text (stable key order as built) and its TypeScript types. */
export async function generatedFiles(): Promise<{ document: string; types: string }> {
  const document = await buildOpenApiDocument();
  const ast = await openapiTS(document as never, { alphabetize: false, exportType: false });
  return { document: `${JSON.stringify(document, null, 2)}\n`, types: HEADER + astToString(ast) };
}
