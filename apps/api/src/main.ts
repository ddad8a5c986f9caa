/**
 * Starts the API: opens the database (PGlite under DATA_DIR by default, or DATABASE_URL), applies
 * migrations, seeds the demo catalog into an empty database, starts the search index, listens, and
 * shuts down gracefully on SIGTERM/SIGINT (in-flight requests finish, then the database closes cleanly).
 */
import { loadConfig } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { ensureCatalog } from './db/seed/catalogLoader';
import { startSearchIndex } from './search/searchIndex';
import { devMailboxFor, startBackgroundJobs, type BackgroundJobs } from './jobs';
import { buildServer } from './server';
import { countOperators } from './services/operator/operators';

const config = loadConfig();
const handle = await openDatabase(config);
await migrateToLatest(handle.db);
const devMailbox = await devMailboxFor(config);
const app = await buildServer(
  { db: handle.db, dbKind: handle.kind, config, devMailbox },
  { logger: { level: config.logLevel } },
);
const seeded = await ensureCatalog(handle, { scale: config.catalogScale, seed: config.catalogSeed });
if (seeded) app.log.info(seeded, 'demo catalog seeded');
if ((await countOperators(handle.db)) === 0) {
  app.log.warn(
    'no operator account yet: set OPERATOR_EMAIL and OPERATOR_PASSWORD and restart ' +
      '`npm start` to create the first admin, then log in at /operator/login',
  );
}
// Built in the background: searches take the SQL path until it is ready (/health says when).
const searchIndex = config.searchIndex
  ? startSearchIndex(handle.db, { listen: handle.listen, log: app.log })
  : null;

let closing = false;
let jobs: BackgroundJobs | null = null;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await jobs?.stop();
  await app.close();
  await searchIndex?.stop();
  await devMailbox?.close();
  await handle.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ host: config.host, port: config.port });
if (devMailbox)
  app.log.info({ smtp: devMailbox.url }, 'development mailbox: mails are kept, see /dev/mailbox');
// Mail worker and payment-deadline job (issue 17), after the API answers.
jobs = startBackgroundJobs(app.ctx, config.smtpUrl ?? devMailbox?.url ?? null, app.log);
