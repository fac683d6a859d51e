import {
  INVOICE_STATUS,
  OPEN_INVOICE_STATUSES,
  type CancelInvoiceBody,
} from '@kabinet/domain/billing';
import { formatInvoiceNumber } from '@kabinet/domain/money';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RecordAudit } from '../audit/audit.service.ts';

import { getVisibleInvoice, type BillingActor } from './billing-access.service.ts';
import {
  alreadyCancelled,
  cannotCancelPaid,
  invoiceNotFound,
  notBillingStaff,
} from './billing.errors.ts';
import type { InvoiceTasks } from './billing.events.ts';
import { canManageCompanyBilling } from './billing.policy.ts';
import * as repo from './billing.repository.ts';
import { serializeInvoice } from './billing.serializers.ts';

/**
 * Connect's port: a connection withdrawn before it was paid (the client deleted it, or
 * a new choice replaced it) takes its open invoices with it, in the same transaction. Money
 * already paid on one stays on the company's balance (the ledger is untouched).
 */
export async function cancelTariffInvoicesIn(
  tx: Db,
  now: Date,
  companyTariffId: number,
  tasks?: InvoiceTasks,
) {
  const ids = await repo.cancelOpenTariffInvoices(tx, companyTariffId, {
    statuses: OPEN_INVOICE_STATUSES,
    reason: 'Подключение тарифа отменено',
    at: now,
  });
  if (ids.length > 0) await tasks?.closed(tx, ids);
}

/** Staff cancel an unpaid invoice with a reason, in the audit log. */
export function createCancelService(deps: {
  db: Db;
  clock: Clock;
  audit: RecordAudit;
  tasks?: InvoiceTasks;
}) {
  const { db, clock } = deps;
  return { cancel };

  /** POST /staff/invoices/{id}/cancel: money taken or cancelled already is 409. */
  async function cancel(actor: BillingActor, invoiceId: number, body: CancelInvoiceBody) {
    const invoice = await getVisibleInvoice(db, actor, invoiceId);
    if (!(await canManageCompanyBilling(db, actor, invoice.companyId))) throw notBillingStaff();
    await db.transaction(async (tx) => {
      const row = await repo.lockInvoice(tx, invoiceId);
      if (!row) throw invoiceNotFound();
      if (row.status === INVOICE_STATUS.CANCELLED) throw alreadyCancelled();
      if (row.paidKopecks > 0) throw cannotCancelPaid();
      const at = clock.now();
      await repo.updateInvoice(tx, invoiceId, {
        status: INVOICE_STATUS.CANCELLED,
        cancelledAt: at,
        cancelReason: body.reason,
        cancelledBy: actor.id,
      });
      await deps.tasks?.closed(tx, [invoiceId]);
      await deps.audit(tx, {
        actorId: actor.id,
        action: 'invoice.cancelled',
        companyId: row.companyId,
        subject: {
          type: 'invoice',
          id: row.id,
          name: `Счёт № ${formatInvoiceNumber(invoice.year, invoice.sequence)}`,
        },
        before: { status: row.status },
        after: { status: INVOICE_STATUS.CANCELLED, reason: body.reason },
      });
    });
    await deps.tasks?.announce([invoiceId]);
    const saved = await repo.findInvoice(db, invoiceId);
    if (!saved) throw invoiceNotFound();
    return serializeInvoice(saved);
  }
}

export type CancelService = ReturnType<typeof createCancelService>;
