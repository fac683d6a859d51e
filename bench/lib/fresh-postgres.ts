import { admin, createEmptyDatabase } from '@kabinet/server/src/testing/test-database.ts';

/** The PostgreSQL server of the PostgreSQL benches: BENCH_DATABASE_URL or the local `test`. */
export const benchPostgresUrl = (): string =>
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Runs `work` on a new, empty database beside the bench server's, dropped afterwards. With
 * `synchronousCommit: 'off'` every session on it commits without waiting for the WAL flush: the
 * disk's fsync drops out of both sides of a comparison and what is left is CPU and round trips.
 */
export async function withFreshPostgres<T>(
  prefix: string,
  work: (url: string) => Promise<T>,
  options: { synchronousCommit?: 'on' | 'off' } = {},
): Promise<T> {
  const baseUrl = benchPostgresUrl();
  const { name, url } = await createEmptyDatabase(baseUrl, prefix);
  try {
    if (options.synchronousCommit) {
      await admin(
        baseUrl,
        `alter database ${name} set synchronous_commit = ${options.synchronousCommit}`,
      );
    }
    return await work(url);
  } finally {
    await admin(baseUrl, `drop database if exists ${name} with (force)`);
  }
}
