import {
  INVOICE_STATUS_NAMES,
  LEDGER_KIND_NAMES,
  formatContractBasis,
  formatMonthsCovered,
  type Invoice,
  type LedgerEntry,
  type Payment,
} from '@kabinet/domain/billing';
import { formatInvoiceNumber } from '@kabinet/domain/money';

import type { InvoiceLineRow, LedgerEntryRow, PaymentRow } from '../../db/schema/billing.ts';

import type { InvoiceWithLines } from './billing.repository.ts';

/** «1 234,50 ₽» for error texts: the money domain's formatter. */
export { formatKopecks } from '@kabinet/domain/money';

/** The months a line pays for, named as the line's text names them; null for other lines. */
function linePeriod(line: InvoiceLineRow): Invoice['lines'][number]['period'] {
  if (!line.periodFrom || !line.periodTo) return null;
  const period = { from: line.periodFrom, to: line.periodTo };
  return { ...period, name: formatMonthsCovered(period) };
}

/**
 * An invoice row with its lines → the wire invoice; «Основание» is the contract the
 * seller's snapshot held when it was issued.
 */
export function serializeInvoice(row: InvoiceWithLines): Invoice {
  return {
    id: row.id,
    number: formatInvoiceNumber(row.year, row.sequence),
    company_id: row.companyId,
    kind: row.kind,
    status: row.status,
    status_name: INVOICE_STATUS_NAMES[row.status],
    company_tariff_id: row.companyTariffId,
    total_kopecks: row.totalKopecks,
    paid_kopecks: row.paidKopecks,
    due_kopecks: row.status === 'cancelled' ? 0 : Math.max(row.totalKopecks - row.paidKopecks, 0),
    vat_mode: row.vatMode,
    seller: row.seller,
    buyer: row.buyer,
    lines: row.lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      price_kopecks: line.priceKopecks,
      amount_kopecks: line.amountKopecks,
      period: linePeriod(line),
    })),
    basis: formatContractBasis(row.seller),
    issued_at: row.issuedAt.toISOString(),
    due_date: row.dueDate,
    paid_at: row.paidAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    cancel_reason: row.cancelReason,
  };
}

export function serializeLedgerEntry(row: LedgerEntryRow): LedgerEntry {
  return {
    id: row.id,
    kind: row.kind,
    kind_name: LEDGER_KIND_NAMES[row.kind],
    amount_kopecks: row.amountKopecks,
    source_type: row.sourceType,
    source_id: row.sourceId,
    reason: row.reason,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
  };
}

export function serializePayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    invoice_id: row.invoiceId,
    amount_kopecks: row.amountKopecks,
    paid_on: row.paidOn,
    order_number: row.orderNumber,
    method: row.method,
    created_at: row.createdAt.toISOString(),
  };
}
