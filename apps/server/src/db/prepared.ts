import type { Db } from './client.ts';

/**
 * A hot query prepared once per database handle (values go in through `sql.placeholder`):
 * Drizzle renders its SQL once instead of on every call, and node-postgres sends it as a named
 * statement, so PostgreSQL parses and plans it once per connection. A transaction is a handle of
 * its own and prepares the query again. Kept for queries run on (nearly) every request.
 */
export function preparedPerDb<T>(prepare: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let query = byDb.get(db);
    if (query === undefined) {
      query = prepare(db);
      byDb.set(db, query);
    }
    return query;
  };
}
