import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/** The Drizzle API shared by PGlite and node-postgres; a transaction has the same shape. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** A database handle with its lifecycle. */
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process of this database runs its own (start-up's
   * migrations and seeds when several nodes start at once); PGlite has one process anyway.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * ARCHITECTURE §1: PostgreSQL through a node-postgres pool when `databaseUrl` is set, otherwise
 * embedded PGlite in `pgliteDir` — on a thread of its own behind a Unix socket, reached through
 * the same node-postgres driver (off the event loop) — or, for tests, in memory on this
 * thread when `pgliteDir` is `memory://`.
 */
export function createDatabase(options: {
  databaseUrl?: string | undefined;
  pgliteDir: string;
}): Database {
  if (options.databaseUrl) return createPostgres(options.databaseUrl);
  return options.pgliteDir.startsWith('memory://')
    ? createPgliteInMemory(options.pgliteDir)
    : createPgliteThread(options.pgliteDir);
}

/** A cheap round trip: the database answers. */
const pingOf = (db: { execute(query: ReturnType<typeof sql>): Promise<unknown> }) => async () => {
  await db.execute(sql`select 1`);
};

/** PGlite belongs to one process, so start-up work has nobody to wait for. */
const oneProcess: Database['exclusive'] = (work) => work();

function createPgliteInMemory(dir: string): Database {
  const client = new PGlite(dir);
  const db = drizzlePglite(client, { casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    exclusive: oneProcess,
    ping: pingOf(db),
    close: () => client.close(),
  };
}

/**
 * PGlite in `dir`, on a worker thread (db/pglite-worker.mjs). PGlite is one backend, and the
 * socket server runs one connection's protocol messages at a time, so the pool has one
 * connection: the unnamed statements of two connections could interleave otherwise. Queries
 * queue here instead, as they queued for the in-process PGlite.
 */
function createPgliteThread(dir: string): Database {
  mkdirSync(dir, { recursive: true });
  // Unix socket paths are short (108 bytes): a fresh directory under the system's temp.
  const socketDir = mkdtempSync(path.join(tmpdir(), 'kabinet-pglite-'));
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir: dir, socketPath: path.join(socketDir, '.s.PGSQL.5432') },
  });
  const started = startedOf(worker);
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  let closing = false;
  // The database's thread gone while the app runs: nothing can be stored any more, so the process
  // ends (loudly) and its supervisor starts it again, instead of answering 503 for ever.
  void exited.then(() => {
    if (closing) return;
    process.stderr.write('PGlite stopped: the embedded database thread exited\n');
    process.exit(1);
  });
  const pool = createPool({
    host: socketDir,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    Client: connectingAfter(started),
    // Queries queue for the one connection (a long import holds it), and the first connection
    // waits for PGlite to open its files: neither is an outage to answer 503 after 5 s.
    connectionTimeoutMillis: 0,
    // PGlite is one backend: its named statements outlive a connection, and a new connection's
    // Parse of the same name would fail. The one connection stays open…
    idleTimeoutMillis: 0,
  });
  // …and one that had to be opened again starts from no statements.
  pool.on('connect', (client) => void client.query('deallocate all').catch(() => undefined));
  const db = drizzleNodePg(pool, { casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    exclusive: oneProcess,
    ping: pingOf(db),
    close: async () => {
      closing = true;
      await pool.end();
      worker.postMessage('close');
      // Closed (PGlite flushed its files), or gone; a wedged thread gets 10 s.
      const closedOrGone = new Promise<void>((resolve) => {
        worker.on('message', (message: { type?: string }) => {
          if (message.type === 'closed') resolve();
        });
        void exited.then(resolve);
      });
      await Promise.race([closedOrGone, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      await worker.terminate();
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}

/** How long PGlite may take to open its files (a cold start on a busy machine takes ~30 s). */
const PGLITE_START_MS = 120_000;

/** Resolves once the worker's socket server listens; rejects when it fails, exits or hangs. */
function startedOf(worker: Worker): Promise<void> {
  const started = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('PGlite did not start in time')),
      PGLITE_START_MS,
    ).unref();
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(error);
    };
    worker.on('message', (message: { type: string; message?: string }) => {
      if (message.type === 'ready') {
        clearTimeout(timer);
        resolve();
      } else if (message.type === 'failed') {
        fail(new Error(`PGlite did not start: ${message.message ?? ''}`));
      }
    });
    worker.on('error', fail);
    worker.once('exit', () => fail(new Error('PGlite did not start: its thread exited')));
  });
  // Whoever connects first hears a failure; nothing else must see it unhandled.
  started.catch(() => undefined);
  return started;
}

/** A node-postgres client class whose connections wait for `ready` (the socket's server). */
function connectingAfter(ready: Promise<void>): typeof pg.Client {
  return class extends pg.Client {
    override connect(): Promise<pg.Client>;
    override connect(callback: (error: Error | null, client?: pg.Client) => void): void;
    override connect(
      callback?: (error: Error | null, client?: pg.Client) => void,
    ): Promise<pg.Client> | void {
      const connected = ready.then(() => super.connect());
      if (!callback) return connected;
      connected.then(
        (client) => callback(null, client),
        (error: Error) => callback(error),
      );
    }
  };
}

/** The advisory lock key of start-up work (any constant; «kabi» in ASCII). */
const START_UP_LOCK = 0x6b616269;

/** How long a query waits for a connection before the request is answered 503. */
const CONNECT_TIMEOUT_MS = 5_000;

/** A node-postgres pool as the app uses it, for PostgreSQL and for the PGlite thread alike. */
function createPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool({
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    ...config,
  });
  // An idle client killed by the server (restart, failover, DROP DATABASE … WITH (FORCE)) emits
  // 'error' on the pool; unhandled, that event would crash the process. The pool drops the dead
  // client and opens a new one on the next query, so there is nothing else to do here.
  pool.on('error', (error) => {
    process.emitWarning(`idle PostgreSQL connection closed: ${error.message}`, 'KabinetDbWarning');
  });
  // A client checked out of the pool (a transaction between its queries) has no
  // listener of the pool's, so a connection reset there would crash the process the same way.
  // Its query fails instead («not queryable»), the request is answered 503, and the pool drops
  // the client when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  return pool;
}

function createPostgres(url: string): Database {
  // While the database is down (a restart, a failover) a request waits at most
  // CONNECT_TIMEOUT_MS for a connection — a new one or a free one of the pool — and is answered
  // 503 with Retry-After (platform/db-errors.ts) instead of hanging; keep-alive notices a peer
  // that vanished without a reset. A connection that died is dropped by the pool (an idle one
  // through createPool's 'error' listener, a busy one when released not queryable), and the next query
  // opens a new one: the pool reconnects by itself once the database is back.
  const pool = createPool({ connectionString: url, max: 10 });
  const db = drizzleNodePg(pool, { casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    exclusive: async (work) => {
      // A session lock on a connection of its own: held while `work` uses the pool.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [START_UP_LOCK]);
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [START_UP_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    ping: pingOf(db),
    close: () => pool.end(),
  };
}
