import pg from 'pg';
import { vi } from 'vitest';

/**
 * The statements `work` sends to the database, in order, each as its first 80 characters with
 * whitespace folded. Counted at pg.Client#query, which every statement of the app goes through
 * (PGlite's socket as PostgreSQL), so a test can pin the round trips of a request.
 */
export async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  const spy = vi.spyOn(pg.Client.prototype, 'query');
  spy.mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    const [config] = args;
    const text = typeof config === 'string' ? config : (config as { text?: string }).text;
    statements.push((text ?? '').replace(/\s+/g, ' ').trim().slice(0, 80));
    return query.apply(this, args);
  } as never);
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return statements;
}
