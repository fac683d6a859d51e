import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';

/** The company's name, or null when it is gone. */
export async function findCompanyName(db: Db, companyId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.name ?? null;
}
