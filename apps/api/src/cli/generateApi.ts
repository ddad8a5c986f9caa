/**
 * `npm run generate:api`: writes the API's OpenAPI document (packages/api-client/openapi.json) and
 * the types generated from it (packages/api-client/src/openapi.ts). Run after changing a schema in
 * apps/api/src/schemas/ and commit both files.
 */
import { writeFile } from 'node:fs/promises';
import { DOCUMENT_FILE, generatedFiles, TYPES_FILE } from '../openapi/document';

const { document, types } = await generatedFiles();
await writeFile(DOCUMENT_FILE, document);
await writeFile(TYPES_FILE, types);
console.log(`wrote ${DOCUMENT_FILE} and ${TYPES_FILE}`);
