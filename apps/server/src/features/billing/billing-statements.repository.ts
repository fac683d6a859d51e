import { and, eq, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { invoices, type InvoiceRow } from '../../db/schema/billing.ts';
import { companies } from '../../db/schema/companies.ts';

/** An invoice with its company's name, as a statement line names it. */
export type InvoiceWithCompany = InvoiceRow & { companyName: string };

async function findOne(db: Db, where: SQL | undefined): Promise<InvoiceWithCompany | null> {
  const [row] = await db
    .select({ invoice: invoices, companyName: companies.name })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(where);
  return row ? { ...row.invoice, companyName: row.companyName } : null;
}

/** An invoice by its number (year + sequence) with its company's name, or null. */
export function findInvoiceByNumber(db: Db, number: { year: number; sequence: number }) {
  return findOne(db, and(eq(invoices.year, number.year), eq(invoices.sequence, number.sequence)));
}

/** An invoice by its id with its company's name, or null. */
export function findInvoiceWithCompany(db: Db, invoiceId: number) {
  return findOne(db, eq(invoices.id, invoiceId));
}
