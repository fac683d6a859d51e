import { admin, createEmptyDatabase } from '@kabinet/server/src/testing/test-database.ts';

/** The PostgreSQL server of the PostgreSQL benches: BENCH_DATABASE_URL or the local `test`. */
export const benchPostgresUrl = (): string =>
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs `work` on a new, empty database beside the bench server's, dropped afterwards. */
export async function withFreshPostgres<T>(
  prefix: string,
  work: (url: string) => Promise<T>,
): Promise<T> {
  const baseUrl = benchPostgresUrl();
  const { name, url } = await createEmptyDatabase(baseUrl, prefix);
  try {
    return await work(url);
  } finally {
    await admin(baseUrl, `drop database if exists ${name} with (force)`);
  }
}
