import pg from 'pg';

import { admin, createEmptyDatabase } from './test-database.ts';

/**
 * An empty PostgreSQL database made from TEST_DATABASE_URL for server processes to
 * migrate themselves (the scale-out tests), read back with plain SQL and dropped at the end.
 */
export async function createScratchDatabase(baseUrl: string) {
  const { name, url } = await createEmptyDatabase(baseUrl, 'kabinet_scale');
  const client = new pg.Client({ connectionString: url });
  let connected = false;
  return {
    url,
    async query<Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
      if (!connected) await client.connect();
      connected = true;
      return (await client.query<Row>(text, values)).rows;
    },
    async drop() {
      if (connected) await client.end();
      await admin(baseUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
