/**
 * A Kysely dialect for the embedded PGlite database (PostgreSQL compiled to WebAssembly).
 *
 * PGlite is a single connection, so the driver hands it out to one user at a time: a transaction
 * holds it from BEGIN to COMMIT and every other query waits. That makes transactions exactly as
 * isolated as on a one-connection PostgreSQL server, which is what the booking code relies on.
 */
import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pg: PGlite) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    // A query without parameters may hold several statements (migrations): run it with the simple
    // protocol as the pg driver does; PGlite's query() uses the extended protocol (one statement).
    const result =
      compiledQuery.parameters.length === 0
        ? ((await this.pg.exec(compiledQuery.sql)).at(-1) ?? { rows: [], affectedRows: 0 })
        : await this.pg.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    const affected = result.affectedRows;
    return {
      rows: result.rows as R[],
      ...(affected !== undefined && affected > 0 ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported on PGlite');
  }
}

/** How long queries may run back to back before the event loop gets a turn. */
const TURN_BUDGET_MS = 10;
let turnStarted = performance.now();

/** Resolves at once within the budget; otherwise after one turn of the event loop (its poll phase). */
function fairTurn(): Promise<void> | void {
  if (performance.now() - turnStarted < TURN_BUDGET_MS) return;
  return new Promise<void>((resolve) =>
    setImmediate(() => {
      turnStarted = performance.now();
      resolve();
    }),
  );
}

/**
 * A FIFO lock: one holder at a time, and the event loop gets a turn at least every TURN_BUDGET_MS.
 *
 * PGlite runs its queries synchronously on this thread, and a request's whole chain of promises
 * (parse, route, query, serialise, write) needs no I/O in between. Without the turns, one turn of
 * the event loop served every waiting request back to back (50 at ~7 ms each under bench:api), and
 * Node accepted new connections only between turns, about one a turn: the last of 50 new
 * connections waited up to 10 s for its first answer (the p99 of bench:api; see
 * apps/api/README.md). Now the loop polls its sockets between queries every 10 ms or so.
 */
class Lock {
  private tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const ready = this.tail.then(fairTurn).then(() => release);
    this.tail = this.tail.then(() => next);
    return ready;
  }
}

class PGliteDriver implements Driver {
  private readonly lock = new Lock();
  private readonly releases = new WeakMap<DatabaseConnection, () => void>();

  constructor(private readonly pg: PGlite) {}

  async init(): Promise<void> {
    await this.pg.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.lock.acquire();
    const connection = new PGliteConnection(this.pg);
    this.releases.set(connection, release);
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.releases.get(connection)?.();
    this.releases.delete(connection);
  }

  async destroy(): Promise<void> {
    if (!this.pg.closed) await this.pg.close();
  }
}

export class PGliteDialect implements Dialect {
  constructor(private readonly pg: PGlite) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.pg);
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}
