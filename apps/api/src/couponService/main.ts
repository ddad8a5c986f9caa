/**
 * The coupon service deployed apart from the API: `tsx src/couponService/main.ts`.
 * Environment: DATABASE_URL or DATA_DIR (the same database settings as the API; migrations are
 * applied), COUPON_SERVICE_HOST / COUPON_SERVICE_PORT (default 127.0.0.1:4100), COUPON_SERVICE_KEY
 * (shared secret the callers send; required here, since the process key of access.ts cannot be
 * shared across processes), COUPON_SERVICE_MAINTENANCE=1 (answer '9998').
 * The API then runs with COUPON_SERVICE_URL=http://host:4100/coupon-service and the same key.
 */
import Fastify from 'fastify';
import type { App } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { addComponents } from '../schemas/components';
import { couponServiceRoutes } from './index';

const key = process.env.COUPON_SERVICE_KEY;
if (!key) {
  console.error('COUPON_SERVICE_KEY is required to run the coupon service apart');
  process.exit(1);
}
const config = loadConfig();
const handle = await openDatabase(config);
await migrateToLatest(handle.db);

const app = Fastify({ logger: { level: config.logLevel }, bodyLimit: 64 * 1024 }) as unknown as App;
app.decorate('ctx', { db: handle.db, dbKind: handle.kind, config });
// The shared shapes the routes' answers refer to (schemas/components.ts), as server.ts adds them.
addComponents(app);
await app.register(couponServiceRoutes, { accessKey: key });
app.get('/health', async () => ({ status: 'ok' }));

async function shutdown() {
  await app.close();
  await handle.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());

await app.listen({
  host: process.env.COUPON_SERVICE_HOST || '127.0.0.1',
  port: Number(process.env.COUPON_SERVICE_PORT) || 4100,
});
