import { sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';

import type { Db } from './client.ts';

/** A table of per-year counters behind a document numbering (invoices, acts): year → last number. */
export function yearCounterTable<Name extends string>(name: Name) {
  return pgTable(name, {
    year: integer().primaryKey(),
    lastSequence: integer().notNull(),
  });
}

type YearCounter = ReturnType<typeof yearCounterTable<string>>;

/**
 * The next number of `year`, allocated by one upsert of the year's counter row: concurrent
 * issuers queue on that row, so no two documents share a number and none is skipped on commit.
 */
export async function nextYearSequence(db: Db, counter: YearCounter, year: number) {
  const [row] = await db
    .insert(counter)
    .values({ year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: counter.year,
      set: { lastSequence: sql`${counter.lastSequence} + 1` },
    })
    .returning({ sequence: counter.lastSequence });
  if (!row) throw new Error('the year counter returned nothing');
  return row.sequence;
}
