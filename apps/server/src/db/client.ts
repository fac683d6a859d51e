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
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

function createPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client killed by the server (restart, failover, DROP DATABASE … WITH (FORCE)) emits
  // 'error' on the pool; unhandled, that event would crash the process. The pool drops the dead
  // client and opens a new one on the next query, so there is nothing else to do here.
  pool.on('error', (error) => {
    process.emitWarning(`idle PostgreSQL connection closed: ${error.message}`, 'KabinetDbWarning');
  });
  const db = drizzleNodePg(pool, { casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
