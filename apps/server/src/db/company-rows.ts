import { eq } from 'drizzle-orm';

import type { Db } from './client.ts';
import { companies } from './schema/companies.ts';

/**
 * Reads of the company row every feature needs, kept once and re-exported by the features'
 * repositories. The name, or null when there is no such company: what notices, audit subjects
 * and documents print.
 */
export async function findCompanyName(db: Db, companyId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.name ?? null;
}

/**
 * Locks the company's row to the end of the transaction, so that one company's writes that must
 * not interleave (billing's postings, making its act, replacing its manager) queue; false when
 * there is no such company.
 */
export async function lockCompanyRow(db: Db, companyId: number): Promise<boolean> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  return rows.length > 0;
}
