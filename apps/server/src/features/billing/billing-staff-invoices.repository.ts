import { INVOICE_STATUS, type InvoiceStatus } from '@kabinet/domain/billing';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { servedBy } from '../../db/served-by.ts';
import { invoices } from '../../db/schema/billing.ts';
import { companies } from '../../db/schema/companies.ts';

export type StaffInvoicesFilter = {
  statuses: readonly InvoiceStatus[];
  /** Only the invoices of the companies assigned to this staff user (a manager's). */
  assignedTo?: number | undefined;
  limit: number;
};

/**
 * Invoices in `statuses` with their company's name in one query, overdue first,
 * then by due date. The (status, due_date) index finds them; a manager's are narrowed by an
 * EXISTS on the (company_id, user_id) key of staff_assignments.
 */
export async function listStaffInvoices(db: Db, filter: StaffInvoicesFilter) {
  return db
    .select({
      id: invoices.id,
      year: invoices.year,
      sequence: invoices.sequence,
      status: invoices.status,
      totalKopecks: invoices.totalKopecks,
      paidKopecks: invoices.paidKopecks,
      dueDate: invoices.dueDate,
      companyId: companies.id,
      companyName: companies.name,
    })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(
      and(
        inArray(invoices.status, [...filter.statuses]),
        filter.assignedTo === undefined
          ? undefined
          : servedBy(db, invoices.companyId, filter.assignedTo),
      ),
    )
    .orderBy(
      desc(sql`${invoices.status} = ${INVOICE_STATUS.OVERDUE}`),
      asc(invoices.dueDate),
      asc(invoices.id),
    )
    .limit(filter.limit);
}

export type StaffInvoiceRow = Awaited<ReturnType<typeof listStaffInvoices>>[number];
