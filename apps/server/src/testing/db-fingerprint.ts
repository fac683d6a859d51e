import type { Db } from '../db/client.ts';

/**
 * What a refused call may still write, by design: failed logins are counted (SPEC §8 throttles),
 * and a token's `last_used_at` moves on every authenticated call. The job queue is written by the
 * worker on its own schedule. Everything else must be exactly as before a refused call.
 */
const IGNORED_TABLES = new Set(['auth_failures', 'jobs', '__drizzle_migrations']);
const IGNORED_COLUMNS = new Set(['personal_access_tokens.last_used_at']);

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);

/** One query that hashes every row of every table of the schema, columns listed per table. */
async function fingerprintQuery(db: Db): Promise<string> {
  const columns = rowsOf(
    await db.execute(
      `select table_name, column_name from information_schema.columns
        where table_schema = 'public' order by table_name, ordinal_position`,
    ),
  );
  const byTable = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of columns) {
    const name = `${String(table)}.${String(column)}`;
    if (IGNORED_TABLES.has(String(table)) || IGNORED_COLUMNS.has(name)) continue;
    byTable.set(String(table), [...(byTable.get(String(table)) ?? []), `"${String(column)}"`]);
  }
  return [...byTable]
    .map(
      ([table, list]) =>
        `select '${table}' as t, count(*)::text as n, ` +
        `coalesce(sum(hashtext(row(${list.join(', ')})::text)::bigint), 0)::text as h from "${table}"`,
    )
    .join(' union all ');
}

/**
 * A digest of the whole database (row counts and an order-free hash of the rows per table), to
 * prove a refused call wrote nothing. Cheap enough to take after every call on test-sized data.
 */
export async function createFingerprint(db: Db): Promise<() => Promise<string>> {
  const query = await fingerprintQuery(db);
  return async () =>
    rowsOf(await db.execute(query))
      .map((row) => `${String(row.t)}:${String(row.n)}:${String(row.h)}`)
      .join(' ');
}
