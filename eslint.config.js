import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * The house's import rules (DESIGN.md "Import rules"), one `no-restricted-imports` per area. ESLint
 * keeps only the last setting of a rule for a file, so each area lists every rule that holds for it.
 */
const rule = (regex, message) => ({ regex, message });
const NO_APP = rule('(^|/)apps/|^@tabiyori/(api|web)(/|$)', 'packages/domain imports no app.');
const NO_WEB_TO_API = rule(
  '(^|/)apps/api(/|$)|^@tabiyori/api(/|$)|^(\\.\\./)+api/src(/|$)',
  'The web never imports apps/api: use @tabiyori/api-client (types generated from the OpenAPI document).',
);
const NO_ROUTES = rule('(^|/)routes(/|$)', 'services never import routes (routes → services → db).');
const NO_CATALOG = rule(
  '(^|/)catalog(/|$)',
  'services never import catalog/ (the demo generator): the stored model is apps/api/src/model/.',
);
const NO_SERVICES = rule('(^|/)services(/|$)', 'db never imports services (routes → services → db).');
const NO_COMPONENTS = rule(
  '^@/components(/|$)|(^|/)components(/|$)',
  "The web's lib/ never imports components/: view models and rules live in lib/, UI in components/.",
);
const NO_SRC_REACH = rule(
  '^(\\.\\./)+(apps|packages)/',
  "bench and e2e use workspace packages with exports (@tabiyori/api/…, @tabiyori/web/…), not paths into another package's src/.",
);
const importRules = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/.next-*/**',
      '**/dist/**',
      '**/data/**',
      '**/coverage/**',
      'bench/results/**',
      '**/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['scripts/**', 'bench/**', '**/*.config.*', '.ci/**', 'apps/api/src/cli/**'],
    rules: { 'no-console': 'off' },
  },
  // apps/web: Next.js (core web vitals) and the rules of hooks, for the web's files only.
  {
    files: ['apps/web/**/*.{ts,tsx,js,jsx,mjs}'],
    plugins: { '@next/next': nextPlugin, 'react-hooks': reactHooks },
    settings: { next: { rootDir: 'apps/web/' } },
    rules: {
      ...nextPlugin.configs['core-web-vitals'].rules,
      ...reactHooks.configs.flat['recommended-latest'].rules,
    },
  },
  {
    files: ['apps/web/scripts/**'],
    rules: { 'no-console': 'off' },
  },
  // Import boundaries (DESIGN.md): lint fails on a wrong-way import.
  { files: ['packages/domain/**'], rules: importRules(NO_APP) },
  { files: ['apps/api/src/services/**'], rules: importRules(NO_ROUTES, NO_CATALOG) },
  { files: ['apps/api/src/model/**'], rules: importRules(NO_ROUTES, NO_CATALOG, NO_SERVICES) },
  { files: ['apps/api/src/db/**'], rules: importRules(NO_SERVICES, NO_ROUTES) },
  { files: ['apps/web/**'], rules: importRules(NO_WEB_TO_API) },
  { files: ['apps/web/src/lib/**'], rules: importRules(NO_WEB_TO_API, NO_COMPONENTS) },
  { files: ['e2e/**', 'bench/**'], rules: importRules(NO_SRC_REACH) },
);
