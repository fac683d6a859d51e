import { randomBytes } from 'node:crypto';

import pg from 'pg';

/**
 * Issue 18: an empty PostgreSQL database made from TEST_DATABASE_URL for server processes to
 * migrate themselves (the scale-out tests), read back with plain SQL and dropped at the end.
 */
export async function createScratchDatabase(baseUrl: string) {
  const name = `kabinet_scale_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  let connected = false;
  return {
    url: url.toString(),
    async query<Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
      if (!connected) await client.connect();
      connected = true;
      return (await client.query<Row>(text, values)).rows;
    },
    async drop() {
      if (connected) await client.end();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}
