import { localDate } from '@kabinet/domain/shared';
import {
  INVOICE_KIND,
  INVOICE_STATUS,
  LEDGER_KIND,
  formatInvoiceNumber,
  invoiceStatusFor,
  type RecordPaymentBody,
} from '@kabinet/domain/billing';

import type { Db } from '../../db/client.ts';
import type { InvoiceRow, PaymentRow } from '../../db/schema/billing.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RecordAudit } from '../audit/audit.service.ts';
import {
  markCompanyTariffPaid,
  type PaidStatusChange,
  type PublishPaidChanges,
} from '../company-tariffs/company-tariffs-payment.service.ts';

import type { BillingActor, InvoicesService } from './billing-invoices.service.ts';
import {
  invoiceAlreadyPaid,
  invoiceCancelled,
  invoiceNotFound,
  notBillingStaff,
  overpay,
} from './billing.errors.ts';
import { canManageCompanyBilling } from './billing.policy.ts';
import { postLedgerEntry } from './billing-ledger.service.ts';
import type {
  BillingNotice,
  InvoiceTasks,
  NotifyBilling,
  PaymentRewards,
} from './billing.events.ts';
import * as repo from './billing.repository.ts';
import { formatKopecks, serializeInvoice, serializePayment } from './billing.serializers.ts';

/** Money arriving for an invoice, from any channel (staff, YooKassa, a bank statement). */
export type IncomingPayment = {
  invoiceId: number;
  amountKopecks: number;
  paidOn: string;
  /** Unique per real payment: the same key applied twice is applied once. */
  sourceKey: string;
  method: 'bank_transfer' | 'yookassa' | 'statement';
  orderNumber?: string | null;
  actorId: number | null;
};

/** What applying a payment did: `applied` false for a source already applied (nothing changed). */
export type AppliedPayment = {
  applied: boolean;
  payment: PaymentRow;
  companyId: number;
  tariffChange: PaidStatusChange | null;
};

/** 409 for a cancelled or paid invoice, 422 for more than is left to pay. */
function assertPayable(invoice: InvoiceRow, amountKopecks: number): void {
  if (invoice.status === INVOICE_STATUS.CANCELLED) throw invoiceCancelled();
  const remaining = invoice.totalKopecks - invoice.paidKopecks;
  if (remaining <= 0) throw invoiceAlreadyPaid();
  if (amountKopecks > remaining) throw overpay(formatKopecks(remaining));
}

/**
 * Issue 13: applies a payment in `tx`, the one way money reaches an invoice. It locks the
 * company, then the invoice, so payments of one invoice queue; a source key already applied returns that payment
 * and changes nothing (also for two calls at once: the second waits for the lock, then finds
 * it). A cancelled invoice is 409, a paid one 409, more than the rest is 422 (overpayment is
 * refused, not kept as credit: staff record the rest as a top-up). Posts the ledger payment,
 * moves the invoice to Частично оплачен / Оплачен, and a paid tariff invoice moves its tariff on
 * (NEW_MONEY_NOT_ENOUGH → NEW, NEW_NEXT_MONTH_MONEY_NOT_ENOUGH → NEW_NEXT_MONTH). With `tasks`,
 * a fully paid invoice's «Оплатите счёт» is completed in the same transaction (issue 14).
 */
export async function applyPaymentIn(
  tx: Db,
  input: IncomingPayment,
  now: Date,
  tasks?: InvoiceTasks,
  rewards?: PaymentRewards,
): Promise<AppliedPayment> {
  // Lock order company → invoice → tariff, as connect (company → invoices) and the month job
  // (company → tariff) take them, so a payment never deadlocks with them.
  const target = await repo.findInvoice(tx, input.invoiceId);
  if (!target) throw invoiceNotFound();
  await repo.lockCompanyRow(tx, target.companyId);
  const invoice = await repo.lockInvoice(tx, input.invoiceId);
  if (!invoice) throw invoiceNotFound();
  const seen = await repo.findPaymentBySource(tx, input.sourceKey);
  if (seen) return { applied: false, payment: seen, companyId: seen.companyId, tariffChange: null };
  assertPayable(invoice, input.amountKopecks);

  const payment = await repo.insertPayment(tx, {
    invoiceId: invoice.id,
    companyId: invoice.companyId,
    amountKopecks: input.amountKopecks,
    paidOn: input.paidOn,
    orderNumber: input.orderNumber ?? null,
    method: input.method,
    sourceKey: input.sourceKey,
    createdBy: input.actorId,
    createdAt: now,
  });
  if (!payment) throw new Error('payment source applied concurrently outside the invoice lock');
  await postLedgerEntry(tx, {
    companyId: invoice.companyId,
    kind: LEDGER_KIND.PAYMENT,
    amountKopecks: input.amountKopecks,
    sourceType: 'payment',
    sourceId: String(payment.id),
    reason: `Оплата по счёту № ${formatInvoiceNumber(invoice.year, invoice.sequence)}`,
    createdBy: input.actorId,
    createdAt: now,
  });
  const paid = invoice.paidKopecks + input.amountKopecks;
  const status = invoiceStatusFor({
    totalKopecks: invoice.totalKopecks,
    paidKopecks: paid,
    dueDate: invoice.dueDate,
    today: localDate(now),
  });
  const fullyPaid = status === INVOICE_STATUS.PAID;
  await repo.updateInvoice(tx, invoice.id, {
    paidKopecks: paid,
    status,
    ...(fullyPaid ? { paidAt: now } : {}),
  });
  if (fullyPaid) await tasks?.closed(tx, [invoice.id]);
  // Issue 16: a referred company's payment rewards its referrer in the same transaction.
  await rewards?.applied(tx, {
    paymentId: payment.id,
    companyId: invoice.companyId,
    amountKopecks: input.amountKopecks,
    at: now,
  });
  const tariffChange =
    fullyPaid && invoice.kind === INVOICE_KIND.TARIFF && invoice.companyTariffId
      ? await markCompanyTariffPaid(tx, {
          id: invoice.companyTariffId,
          actorUserId: input.actorId,
          at: now,
        })
      : null;
  return { applied: true, payment, companyId: invoice.companyId, tariffChange };
}

/** Issue 13: «Оплата получена» for the company's users. */
async function paymentNotice(
  db: Db,
  payment: PaymentRow,
  actorUserId: number | null,
): Promise<BillingNotice | null> {
  const invoice = await repo.findInvoice(db, payment.invoiceId);
  if (!invoice) return null;
  return {
    event: 'payment_received',
    companyId: payment.companyId,
    invoiceId: invoice.id,
    invoiceNumber: formatInvoiceNumber(invoice.year, invoice.sequence),
    amountKopecks: payment.amountKopecks,
    actorUserId,
  };
}

/**
 * Issue 13: payments — applyPayment for any channel, and the staff's record of a bank transfer
 * (one transaction with its audit entry; another company's invoice answers 404).
 */
export function createPaymentsService(deps: {
  db: Db;
  clock: Clock;
  audit: RecordAudit;
  invoices: InvoicesService;
  publishTariffChanges?: PublishPaidChanges;
  notify?: NotifyBilling;
  tasks?: InvoiceTasks;
  rewards?: PaymentRewards;
}) {
  const { db, clock, invoices } = deps;
  return { applyPayment, recordPayment, announceApplied };

  /** {@link applyPaymentIn} in a transaction of its own (YooKassa, statement import). */
  async function applyPayment(input: IncomingPayment): Promise<AppliedPayment> {
    const result = await db.transaction((tx) =>
      applyPaymentIn(tx, input, clock.now(), deps.tasks, deps.rewards),
    );
    await announceApplied(result, input.actorId);
    return result;
  }

  /**
   * After commit: the payment is announced — its «Оплатите счёт» task, the referrer's reward, the
   * «Оплата получена» notice and the tariff it moved on. Every path that applies money in a
   * transaction of its own calls this once it has committed (ЮKassa's settlement too).
   */
  async function announceApplied(result: AppliedPayment, actorId: number | null) {
    if (!result.applied) return;
    await deps.tasks?.announce([result.payment.invoiceId]);
    await deps.rewards?.announce([result.payment.id]);
    const notice = await paymentNotice(db, result.payment, actorId);
    if (notice) await deps.notify?.([notice]);
    if (result.tariffChange) await deps.publishTariffChanges?.([result.tariffChange], actorId);
  }

  /**
   * POST /staff/invoices/{id}/payments: a bank transfer; its source is the invoice, the payment
   * order's date and number, so the same order recorded again is answered, not applied again.
   */
  async function recordPayment(actor: BillingActor, invoiceId: number, body: RecordPaymentBody) {
    const invoice = await invoices.visibleInvoice(actor, invoiceId);
    if (!(await canManageCompanyBilling(db, actor, invoice.companyId))) throw notBillingStaff();
    const sourceKey = `bank:${invoiceId}:${body.paid_on}:${body.order_number}`;
    const result = await db.transaction(async (tx) => {
      const now = clock.now();
      const applied = await applyPaymentIn(
        tx,
        {
          invoiceId,
          amountKopecks: body.amount_kopecks,
          paidOn: body.paid_on,
          orderNumber: body.order_number,
          sourceKey,
          method: 'bank_transfer',
          actorId: actor.id,
        },
        now,
        deps.tasks,
        deps.rewards,
      );
      if (applied.applied) {
        await deps.audit(tx, {
          actorId: actor.id,
          action: 'payment.recorded',
          companyId: invoice.companyId,
          subject: {
            type: 'invoice',
            id: invoice.id,
            name: `Счёт № ${formatInvoiceNumber(invoice.year, invoice.sequence)}`,
          },
          before: { paid_kopecks: invoice.paidKopecks },
          after: {
            paid_kopecks: invoice.paidKopecks + body.amount_kopecks,
            amount_kopecks: body.amount_kopecks,
            order_number: body.order_number,
            paid_on: body.paid_on,
          },
        });
      }
      return applied;
    });
    await announceApplied(result, actor.id);
    const saved = await repo.findInvoice(db, invoiceId);
    if (!saved) throw invoiceNotFound();
    return {
      applied: result.applied,
      payment: serializePayment(result.payment),
      invoice: serializeInvoice(saved),
    };
  }
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
