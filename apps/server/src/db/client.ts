import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
   * Issue 18: runs `work` while no other process of this database runs its own (start-up's
   * migrations and seeds when several nodes start at once); PGlite has one process anyway.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * ARCHITECTURE §1: PostgreSQL through a node-postgres pool when `databaseUrl` is set,
 * otherwise embedded PGlite in `pgliteDir` (or in memory when `pgliteDir` is `memory://`).
 */
export function createDatabase(options: {
  databaseUrl?: string | undefined;
  pgliteDir: string;
}): Database {
  return options.databaseUrl
    ? createPostgres(options.databaseUrl)
    : createPglite(options.pgliteDir);
}

function createPglite(dir: string): Database {
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir);
  const db = drizzlePglite(client, { casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    exclusive: (work) => work(),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

/** The advisory lock key of start-up work (any constant; «kabi» in ASCII). */
const START_UP_LOCK = 0x6b616269;

/** How long a query waits for a connection before the request is answered 503. */
const CONNECT_TIMEOUT_MS = 5_000;

function createPostgres(url: string): Database {
  // Issue 18: while the database is down (a restart, a failover) a request waits at most
  // CONNECT_TIMEOUT_MS for a connection — a new one or a free one of the pool — and is answered
  // 503 with Retry-After (platform/db-errors.ts) instead of hanging; keep-alive notices a peer
  // that vanished without a reset. A connection that died is dropped by the pool (an idle one
  // through 'error' below, a busy one when it is released not queryable), and the next query
  // opens a new one: the pool reconnects by itself once the database is back.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // An idle client killed by the server (restart, failover, DROP DATABASE … WITH (FORCE)) emits
  // 'error' on the pool; unhandled, that event would crash the process. The pool drops the dead
  // client and opens a new one on the next query, so there is nothing else to do here.
  pool.on('error', (error) => {
    process.emitWarning(`idle PostgreSQL connection closed: ${error.message}`, 'KabinetDbWarning');
  });
  // Issue 18: a client checked out of the pool (a transaction between its queries) has no
  // listener of the pool's, so a connection reset there would crash the process the same way.
  // Its query fails instead («not queryable»), the request is answered 503, and the pool drops
  // the client when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
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
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
