import { eq } from 'drizzle-orm';

import type { Db } from './client.ts';
import { companies } from './schema/companies.ts';

/**
 * The company's name, or null when there is no such company: what notices, audit subjects and
 * documents print. One query every feature's repository re-exports, rather than six copies.
 */
export async function findCompanyName(db: Db, companyId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.name ?? null;
}
