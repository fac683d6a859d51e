import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Background jobs in PostgreSQL (push delivery with retries and backoff). A worker
 * claims due rows with `for update skip locked`; a finished job is deleted; one that ran out of
 * attempts keeps its row with `failed_at` for the log (a dead letter).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    queue: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    runAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    /** Set while a worker holds the job; a crashed worker's job is due again after it passes. */
    lockedUntil: timestamp({ withTimezone: true, mode: 'date' }),
    lastError: text(),
    failedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('jobs_due_index')
      .on(table.queue, table.runAt)
      .where(sql`${table.failedAt} is null`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
