import {
  bankPaymentKey,
  earlierPaymentText,
  type RecordPaymentBody,
} from '@kabinet/domain/billing';
import { formatInvoiceNumber } from '@kabinet/domain/money';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RecordAudit } from '../audit/audit.service.ts';

import type { BillingActor, InvoicesService } from './billing-invoices.service.ts';
import { invoiceNotFound, notBillingStaff, paymentAlreadyRecorded } from './billing.errors.ts';
import type { InvoiceTasks, PaymentRewards } from './billing.events.ts';
import { describePayment } from './billing-payment-identity.repository.ts';
import { applyPaymentIn, type AnnounceApplied } from './billing-payments.service.ts';
import { canManageCompanyBilling } from './billing.policy.ts';
import * as repo from './billing.repository.ts';
import { serializeInvoice, serializePayment } from './billing.serializers.ts';
import { readSellerSettings } from './billing-settings.service.ts';

/** The hand entry's text field of the buyer snapshot, or null. */
const textOf = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * Staff record a bank transfer by hand, one transaction with its audit entry; another
 * company's invoice answers 404.
 */
export function createHandPayments(deps: {
  db: Db;
  clock: Clock;
  audit: RecordAudit;
  invoices: InvoicesService;
  announceApplied: AnnounceApplied;
  tasks?: InvoiceTasks;
  rewards?: PaymentRewards;
}) {
  const { db, clock, invoices, announceApplied } = deps;
  return { recordPayment };

  /**
   * POST /staff/invoices/{id}/payments: a bank transfer staff type in. Its key is the bank
   * payment's (domain `bankPaymentKey`: the order, the invoice buyer's INN/KPP as the payer, the
   * sum, the firm's account, the day it arrived), so the same order already recorded — by hand
   * or from a statement, on any invoice — is a 409 naming that record, and nothing changes.
   */
  async function recordPayment(actor: BillingActor, invoiceId: number, body: RecordPaymentBody) {
    const invoice = await invoices.visibleInvoice(actor, invoiceId);
    if (!(await canManageCompanyBilling(db, actor, invoice.companyId))) throw notBillingStaff();
    const { seller } = await readSellerSettings(db);
    const sourceKey = bankPaymentKey({
      date: body.paid_on,
      orderNumber: body.order_number,
      payerInn: textOf(invoice.buyer.inn),
      payerKpp: textOf(invoice.buyer.kpp),
      amountKopecks: body.amount_kopecks,
      firmAccount: textOf(seller.account),
    });
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
          bankKey: sourceKey,
          method: 'bank_transfer',
          actorId: actor.id,
          whenSettled: 'refuse',
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
            paid_kopecks:
              invoice.paidKopecks + body.amount_kopecks - applied.payment.advanceKopecks,
            amount_kopecks: body.amount_kopecks,
            advance_kopecks: applied.payment.advanceKopecks,
            order_number: body.order_number,
            paid_on: body.paid_on,
          },
        });
      }
      return applied;
    });
    if (!result.applied) {
      throw paymentAlreadyRecorded(earlierPaymentText(await describePayment(db, result.payment)));
    }
    await announceApplied(result, actor.id);
    const saved = await repo.findInvoice(db, invoiceId);
    if (!saved) throw invoiceNotFound();
    return {
      applied: result.applied,
      advance_kopecks: result.payment.advanceKopecks,
      payment: serializePayment(result.payment),
      invoice: serializeInvoice(saved),
    };
  }
}

export type HandPayments = ReturnType<typeof createHandPayments>;
