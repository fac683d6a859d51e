import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

import { createDatabase, type Database } from '../db/client.ts';

const MIGRATIONS_FOLDER = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../db/migrations',
);

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with
 * TEST_DATABASE_URL, a uniquely named PostgreSQL database cloned from a migrated template and
 * dropped on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    const database = createDatabase({ pgliteDir: 'memory://' });
    await database.migrate();
    return database;
  }
  const template = await migratedTemplate(baseUrl);
  const name = `kabinet_test_${randomBytes(6).toString('hex')}`;
  await admin(baseUrl, `create database ${name} template ${template}`);
  const database = createDatabase({ databaseUrl: databaseUrl(baseUrl, name), pgliteDir: '' });
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
  return { name, url: databaseUrl(baseUrl, name) };
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

function databaseUrl(baseUrl: string, name: string) {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Running 31+ migrations took seconds per test file, every file; copying a migrated database is a
 * file copy inside PostgreSQL. The template's name carries a digest of the migrations, so a new or
 * edited migration makes a new template and a stale one is never cloned.
 */
function migrationsDigest() {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const file = path.join(dir, entry.name);
      hash.update(entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(readFileSync(file));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<string> | undefined;

/** The migrated template of this migration set; the first caller on the server builds it. */
function migratedTemplate(baseUrl: string): Promise<string> {
  template ??= buildTemplate(baseUrl).catch((error: unknown) => {
    template = undefined;
    throw error;
  });
  return template;
}

async function buildTemplate(baseUrl: string) {
  const name = `kabinet_template_${migrationsDigest()}`;
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    // Test workers (and other runs on the same server) start together: one builds, others wait.
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) {
      // Migrated under a scratch name and renamed when complete, so no one clones a half-built one.
      const scratch = `${name}_${randomBytes(4).toString('hex')}`;
      await client.query(`create database ${scratch}`);
      const database = createDatabase({
        databaseUrl: databaseUrl(baseUrl, scratch),
        pgliteDir: '',
      });
      try {
        await database.migrate();
      } catch (error) {
        await database.close();
        await client.query(`drop database if exists ${scratch} with (force)`);
        throw error;
      }
      await database.close();
      await client.query(`alter database ${scratch} rename to ${name}`);
    }
    return name;
  } finally {
    await client.end();
  }
}
