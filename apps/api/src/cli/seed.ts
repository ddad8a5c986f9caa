/**
 * `npm run seed -w @tabiyori/api -- [--scale demo|large] [--seed N]`: migrates the configured database
 * (DATA_DIR or DATABASE_URL) and seeds the catalog when it holds none. The API does the same on
 * start with the demo scale; this is for the large benchmark catalog.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { ensureCatalog, readCatalogInfo } from '../db/seed/catalogLoader';

const { values } = parseArgs({
  options: { scale: { type: 'string' }, seed: { type: 'string' } },
});
const config = loadConfig();
const scale =
  values.scale === 'large' ? 'large' : values.scale === 'demo' || !values.scale ? config.catalogScale : null;
if (!scale) {
  console.error(`unknown scale: ${values.scale} (demo or large)`);
  process.exit(2);
}
const handle = await openDatabase(config);
try {
  await migrateToLatest(handle.db);
  const seeded = await ensureCatalog(handle, {
    scale,
    seed: values.seed ? Number(values.seed) : config.catalogSeed,
  });
  console.log(JSON.stringify(seeded ?? { alreadySeeded: await readCatalogInfo(handle.db) }, null, 2));
} finally {
  await handle.close();
}
