import {
  INVOICE_KIND,
  INVOICE_STATUS,
  INVOICE_STATUS_NAMES,
  LEDGER_KIND,
  type InvoiceLineInput,
} from '@kabinet/domain/billing';
import { formatInvoiceNumber } from '@kabinet/domain/money';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';

import type { InvoiceTasks } from './billing.events.ts';
import { issueInvoiceIn } from './billing-issue.service.ts';
import { postLedgerEntry } from './billing-ledger.service.ts';
import * as repo from './billing.repository.ts';

/**
 * Ordering: what billing offers the orders feature (its `OrderBilling` port, filled in
 * services.ts): a service invoice issued in the order's transaction, the ledger charge of a
 * finished order, and the invoice of a cancelled order cancelled while nothing was paid on it.
 */
export function createOrderBilling(deps: { clock: Clock; tasks?: InvoiceTasks | undefined }) {
  const { clock, tasks } = deps;
  return { issueServiceInvoice, postServiceCharge, cancelUnpaidInvoice, invoiceSummary };

  /** A `service` invoice with these lines, in `tx`; answers its id. */
  async function issueServiceInvoice(
    tx: Db,
    args: { companyId: number; lines: InvoiceLineInput[]; actorId: number | null },
  ): Promise<number> {
    // Its «Оплатите счёт» task opens here too (announced with the invoice, invoiceIssued).
    const row = await issueInvoiceIn(
      tx,
      clock.now(),
      {
        companyId: args.companyId,
        kind: INVOICE_KIND.SERVICE,
        lines: args.lines,
        actorId: args.actorId,
      },
      tasks,
    );
    return row.id;
  }

  /**
   * The charge of a finished order (kind `charge`, source `order`/{id}), so the month's act
   * includes the service. Posted once: a second call for the same order changes nothing
   * (false). Nothing is posted for 0 ₽.
   */
  async function postServiceCharge(
    tx: Db,
    args: {
      companyId: number;
      orderId: number;
      amountKopecks: number;
      reason: string;
      actorId: number | null;
    },
  ): Promise<boolean> {
    if (args.amountKopecks <= 0) return false;
    return postLedgerEntry(tx, {
      companyId: args.companyId,
      kind: LEDGER_KIND.CHARGE,
      amountKopecks: -args.amountKopecks,
      sourceType: 'order',
      sourceId: String(args.orderId),
      reason: args.reason,
      createdBy: args.actorId,
      createdAt: clock.now(),
    });
  }

  /**
   * Cancels the invoice in `tx` when no money came for it (true); a paid or partly paid one
   * stays as it is (the money is the company's: staff refund it or keep it on the balance).
   */
  async function cancelUnpaidInvoice(
    tx: Db,
    args: { invoiceId: number; reason: string; actorId: number | null },
  ): Promise<boolean> {
    const target = await repo.findInvoice(tx, args.invoiceId);
    if (!target) return false;
    await repo.lockCompanyRow(tx, target.companyId);
    const row = await repo.lockInvoice(tx, args.invoiceId);
    if (!row || row.status === INVOICE_STATUS.CANCELLED || row.paidKopecks > 0) return false;
    await repo.updateInvoice(tx, row.id, {
      status: INVOICE_STATUS.CANCELLED,
      cancelledAt: clock.now(),
      cancelReason: args.reason,
      cancelledBy: args.actorId,
    });
    await tasks?.closed(tx, [row.id]);
    return true;
  }

  /** What an order shows of its invoice: number, status, sums. */
  async function invoiceSummary(db: Db, invoiceId: number) {
    const row = await repo.findInvoice(db, invoiceId);
    if (!row) return null;
    return {
      id: row.id,
      number: formatInvoiceNumber(row.year, row.sequence),
      status: row.status,
      status_name: INVOICE_STATUS_NAMES[row.status],
      total_kopecks: row.totalKopecks,
      paid_kopecks: row.paidKopecks,
    };
  }
}

export type OrderBillingService = ReturnType<typeof createOrderBilling>;
