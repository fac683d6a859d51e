import { randomBytes } from 'node:crypto';

import pg from 'pg';

import { createDatabase, type Database } from '../db/client.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with
 * TEST_DATABASE_URL, a uniquely named PostgreSQL database created from it and dropped on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    const database = createDatabase({ pgliteDir: 'memory://' });
    await database.migrate();
    return database;
  }
  const { name, url } = await createEmptyDatabase(baseUrl, 'kabinet_test');
  const database = createDatabase({ databaseUrl: url, pgliteDir: '' });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin(baseUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** A new, empty PostgreSQL database beside `baseUrl`'s, named `{prefix}_{random}`. */
export async function createEmptyDatabase(baseUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await admin(baseUrl, `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** Runs one statement (create or drop a database) on `url`'s server. */
export async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
