/**
 * Opens the database: embedded PGlite (default, persisted under DATA_DIR) or a PostgreSQL server
 * (DATABASE_URL). Both speak the same PostgreSQL dialect through the same Kysely instance, and both
 * return the same JavaScript types: `date` as 'YYYY-MM-DD' strings (a calendar day, never shifted by
 * a time zone), int8 and numeric as numbers (our values stay far below 2^53).
 */
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type LogConfig } from 'kysely';
import pg from 'pg';
import type { ApiConfig } from '../config';
import { pgliteCopyInsert, unnestInsert, type BulkInsert } from './bulkInsert';
import { PGliteDialect } from './pgliteDialect';
import type { Database } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Runs a bulk load in one transaction with the fastest loader the database offers. */
  bulkLoad<T>(load: (insert: BulkInsert) => Promise<T>): Promise<T>;
  /** LISTEN on a channel (the search index's change feed): calls `onNotify` on every NOTIFY; answers the stop. */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const PG_TYPE = { INT8: 20, NUMERIC: 1700, DATE: 1082 } as const;
const keepString = (value: string) => value;

let pgParsersInstalled = false;
function installPgParsers(): void {
  if (pgParsersInstalled) return;
  pg.types.setTypeParser(PG_TYPE.INT8, Number);
  pg.types.setTypeParser(PG_TYPE.NUMERIC, Number);
  pg.types.setTypeParser(PG_TYPE.DATE, keepString);
  pgParsersInstalled = true;
}

/** `log` sees every query (bench/src/explain.ts captures the SQL of a request with it). */
export async function openPostgres(url: string, poolSize = 10, log?: LogConfig): Promise<DatabaseHandle> {
  installPgParsers();
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...(log ? { log } : {}) });
  return {
    db,
    kind: 'postgres',
    bulkLoad: (load) => db.transaction().execute((tx) => load(unnestInsert(tx))),
    // A connection of its own, outside the pool: a listening connection cannot serve queries.
    listen: async (channel, onNotify) => {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
      client.on('error', () => {});
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify();
      });
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      return () => client.end();
    },
    close: () => db.destroy(),
  };
}

/** Opens PGlite in a folder (or 'memory://'); `image` starts it from a dumped data directory. */
export async function openPGlite(dataDir: string, image?: Blob, log?: LogConfig): Promise<DatabaseHandle> {
  if (dataDir !== 'memory://') await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir === 'memory://' ? undefined : dataDir, {
    ...(image ? { loadDataDir: image } : {}),
    parsers: {
      [PG_TYPE.INT8]: (v: string) => Number(v),
      [PG_TYPE.NUMERIC]: (v: string) => Number(v),
      [PG_TYPE.DATE]: keepString,
    },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client), ...(log ? { log } : {}) });
  return {
    db,
    kind: 'pglite',
    // COPY needs the raw client; Kysely's single connection is held meanwhile, so no other query
    // interleaves with the load's transaction.
    bulkLoad: (load) => db.connection().execute(() => client.transaction((tx) => load(pgliteCopyInsert(tx)))),
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, onNotify);
      return () => stop();
    },
    close: () => db.destroy(),
  };
}

/**
 * DB_TRACE_MS=<n> (diagnosis only, off by default): every query that runs n ms or longer is written
 * to stderr with its run time and the start of its SQL (on PGlite, one slow query holds the single
 * connection and every other request waits behind it).
 */
function traceLog(): LogConfig | undefined {
  const threshold = Number(process.env.DB_TRACE_MS);
  if (!process.env.DB_TRACE_MS || !Number.isFinite(threshold)) return undefined;
  return (event) => {
    if (event.queryDurationMillis < threshold) return;
    const text = event.query.sql.replace(/\s+/g, ' ').slice(0, 160);
    process.stderr.write(
      `[db ${new Date().toISOString()}] ${event.level} ${Math.round(event.queryDurationMillis)} ms: ${text}\n`,
    );
  };
}

export function openDatabase(config: Pick<ApiConfig, 'databaseUrl' | 'dataDir'>): Promise<DatabaseHandle> {
  const log = traceLog();
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, 10, log)
    : openPGlite(config.dataDir, undefined, log);
}
