import {
  INVOICE_STATUS,
  INVOICE_STATUS_NAMES,
  daysOverdue,
  type StaffInvoice,
} from '@kabinet/domain/billing';
import { formatInvoiceNumber } from '@kabinet/domain/money';

import type { StaffInvoiceRow } from './billing-staff-invoices.repository.ts';

/** An open invoice row with its company → the staff home's invoice. */
export function serializeStaffInvoice(row: StaffInvoiceRow, today: string): StaffInvoice {
  return {
    id: row.id,
    number: formatInvoiceNumber(row.year, row.sequence),
    company: { id: row.companyId, name: row.companyName },
    status: row.status,
    status_name: INVOICE_STATUS_NAMES[row.status],
    total_kopecks: row.totalKopecks,
    paid_kopecks: row.paidKopecks,
    due_kopecks: Math.max(row.totalKopecks - row.paidKopecks, 0),
    due_date: row.dueDate,
    days_overdue: row.status === INVOICE_STATUS.OVERDUE ? daysOverdue(row.dueDate, today) : 0,
  };
}
