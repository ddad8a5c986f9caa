/**
 * Issue 14 item 5: the house's import rules (eslint.config.js, DESIGN.md "Import rules") fail lint
 * on a wrong-way import. Each case lints one line of code as if it were a file at that place in the
 * repository (ESLint's own API with the repository's configuration): the wrong-way import is an
 * error of no-restricted-imports, the same import the right way round is not.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

/** The rules broken by `code` placed at `file` (a path from the repository's root). */
async function brokenRules(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = value;\n`, {
    filePath: `${ROOT}${file}`,
  });
  return (result?.messages ?? []).map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

const WRONG_WAY: [string, string, string][] = [
  ['the domain imports no app', 'packages/domain/src/x.ts', '../../../apps/api/src/server'],
  ['services never import routes', 'apps/api/src/services/x.ts', '../routes/couponDiscount'],
  ['services never import the demo generator', 'apps/api/src/services/x.ts', '../catalog/tours'],
  ['db never imports services', 'apps/api/src/db/x.ts', '../services/auth/accounts'],
  ["the web's lib/ never imports components/", 'apps/web/src/lib/x.ts', '@/components/search/reference'],
  ['the web never imports the API by package', 'apps/web/src/app/x.ts', '@tabiyori/api/server'],
  ['the web never imports the API by path', 'apps/web/src/lib/x.ts', '../../../api/src/server'],
  ['e2e uses workspace packages', 'e2e/src/x.ts', '../../apps/api/src/server'],
  ['bench uses workspace packages', 'bench/src/x.ts', '../../packages/domain/src/index'],
];

describe('import boundaries (eslint.config.js)', () => {
  it.each(WRONG_WAY)(
    '%s: lint fails on the wrong-way import',
    async (_rule, file, from) => {
      expect(await brokenRules(file, `import { value } from '${from}';`)).toEqual(['no-restricted-imports']);
    },
    60_000,
  );

  it.each([
    ['routes import services', 'apps/api/src/routes/x.ts', '../services/couponPricing'],
    ['services import db', 'apps/api/src/services/x.ts', '../db/schema'],
    ['components import lib/', 'apps/web/src/components/x.ts', '@/lib/i18n/punctuation'],
    ['e2e imports the API by its exports', 'e2e/src/x.ts', '@tabiyori/api/server'],
  ])(
    '%s: the right way passes',
    async (_rule, file, from) => {
      expect(await brokenRules(file, `import { value } from '${from}';`)).toEqual([]);
    },
    60_000,
  );
});
