import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

import type { Db } from './client.ts';

/**
 * A hand-written statement (one Drizzle cannot build, such as a chain of data-modifying CTEs)
 * run on the database handle's own client: on PostgreSQL as a named prepared statement, so it is
 * parsed and planned once per connection, as preparedPerDb's queries are. Rows come back as the
 * driver gives them (name columns in the SQL; int8 may be a string). Not for a transaction's
 * handle: one statement is a transaction of its own.
 */
export function preparedSql<Row>(name: string, text: string) {
  return async (db: Db, values: unknown[]): Promise<Row[]> => {
    const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
    if (client instanceof pg.Pool) {
      return (await client.query<Row & pg.QueryResultRow>({ name, text, values })).rows;
    }
    return (await client.query<Row>(text, values)).rows;
  };
}
