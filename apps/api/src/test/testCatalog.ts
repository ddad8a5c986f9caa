/** The catalog every API test file starts from (seeded once per run by globalSetup). */
export const TEST_CATALOG = { scale: 'demo', seed: 20261122, days: 120 } as const;
export const TEMPLATE_DATABASE = 'tabiyori_template';
