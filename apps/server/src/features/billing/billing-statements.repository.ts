import { and, eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { invoices, type InvoiceRow } from '../../db/schema/billing.ts';
import { companies } from '../../db/schema/companies.ts';

/** An invoice by its number (year + sequence) with its company's name, or null. */
export async function findInvoiceByNumber(
  db: Db,
  number: { year: number; sequence: number },
): Promise<(InvoiceRow & { companyName: string }) | null> {
  const [row] = await db
    .select({ invoice: invoices, companyName: companies.name })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(and(eq(invoices.year, number.year), eq(invoices.sequence, number.sequence)));
  return row ? { ...row.invoice, companyName: row.companyName } : null;
}
