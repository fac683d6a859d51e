import { formatInvoiceNumber } from '@kabinet/domain/money';

import type { Db } from '../../db/client.ts';
import type { PaymentRow } from '../../db/schema/billing.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RecordAudit } from '../audit/audit.service.ts';
import type {
  PaidStatusChange,
  PublishPaidChanges,
} from '../company-tariffs/company-tariffs-payment.service.ts';

import type { InvoicesService } from './billing-invoices.service.ts';
import { invoiceNotFound } from './billing.errors.ts';
import type {
  BillingNotice,
  InvoiceTasks,
  NotifyBilling,
  PaymentRewards,
} from './billing.events.ts';
import { findSameBankPayment, insertPaymentOnce } from './billing-payment-identity.repository.ts';
import { postPayment, settleInvoice, splitPayment } from './billing-payment-split.service.ts';
import * as repo from './billing.repository.ts';

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
  /**
   * A bank transfer's identity (domain `bankPaymentKey`), whichever path records it: the same
   * real payment already recorded — exactly, or a few days apart — is not applied again.
   */
  bankKey?: string;
  /**
   * A cancelled or paid invoice: `advance` keeps the money on the balance (it arrived on its own:
   * a statement, ЮKassa); `refuse` answers 409 (staff chose that invoice and choose again).
   */
  whenSettled?: 'advance' | 'refuse';
};

/** What applying a payment did: `applied` false for a source already applied (nothing changed). */
export type AppliedPayment = {
  applied: boolean;
  payment: PaymentRow;
  companyId: number;
  tariffChange: PaidStatusChange | null;
};

/** Billing's after-commit announcement of an applied payment (every path calls it once). */
export type AnnounceApplied = (result: AppliedPayment, actorId: number | null) => Promise<void>;

/** The payment that already counted this money: its source key, or its bank key. */
async function findEarlier(tx: Db, input: IncomingPayment): Promise<PaymentRow | null> {
  const bySource = await repo.findPaymentBySource(tx, input.sourceKey);
  if (bySource || !input.bankKey) return bySource;
  return findSameBankPayment(tx, input.bankKey);
}

/** The payment another company's lock let in first with the same unique key. */
async function heldKey(tx: Db, input: IncomingPayment): Promise<PaymentRow> {
  const earlier = await findEarlier(tx, input);
  if (!earlier) throw new Error('payment refused by a unique key no payment holds');
  return earlier;
}

const notApplied = (payment: PaymentRow): AppliedPayment => ({
  applied: false,
  payment,
  companyId: payment.companyId,
  tariffChange: null,
});

/**
 * Applies a payment in `tx`, the one way money reaches an invoice. It locks the
 * company, then the invoice, so payments of one company queue; a source or bank key already
 * applied returns that payment and changes nothing (also for two calls at once: the second waits
 * for the lock, then finds it; the unique keys in the database are the last word). What the
 * invoice cannot take — it was cancelled or paid meanwhile, or the payer sent more — stays on the
 * balance as an advance (its own ledger entry, source `advance:<payment id>`). Posts the ledger
 * payment, moves the invoice to Частично оплачен / Оплачен, and a paid tariff invoice moves its
 * tariff on (NEW_MONEY_NOT_ENOUGH → NEW, NEW_NEXT_MONTH_MONEY_NOT_ENOUGH → NEW_NEXT_MONTH). With
 * `tasks`, a fully paid invoice's «Оплатите счёт» is completed in the same transaction.
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
  const seen = await findEarlier(tx, input);
  if (seen) return notApplied(seen);
  const split = splitPayment(invoice, input);

  const payment = await insertPaymentOnce(tx, {
    invoiceId: invoice.id,
    companyId: invoice.companyId,
    amountKopecks: input.amountKopecks,
    paidOn: input.paidOn,
    orderNumber: input.orderNumber ?? null,
    method: input.method,
    sourceKey: input.sourceKey,
    bankKey: input.bankKey,
    advanceKopecks: split.advanceKopecks,
    createdBy: input.actorId,
    createdAt: now,
  });
  if (!payment) return notApplied(await heldKey(tx, input));
  await postPayment(tx, { invoice, payment, split, actorId: input.actorId, now });
  // A referred company's payment rewards its referrer in the same transaction.
  await rewards?.applied(tx, {
    paymentId: payment.id,
    companyId: invoice.companyId,
    amountKopecks: input.amountKopecks,
    at: now,
  });
  const tariffChange = await settleInvoice(
    tx,
    { invoice, split, actorId: input.actorId, now },
    tasks,
  );
  return { applied: true, payment, companyId: invoice.companyId, tariffChange };
}

/**
 * «Оплата получена» for the company's users, and when part of it stayed on the
 * balance, «Платёж зачислен авансом» for its managers to settle with the client.
 */
async function paymentNotices(
  db: Db,
  payment: PaymentRow,
  actorUserId: number | null,
): Promise<BillingNotice[]> {
  const invoice = await repo.findInvoice(db, payment.invoiceId);
  if (!invoice) return [];
  const about = {
    companyId: payment.companyId,
    invoiceId: invoice.id,
    invoiceNumber: formatInvoiceNumber(invoice.year, invoice.sequence),
    actorUserId,
  };
  const received: BillingNotice = {
    ...about,
    event: 'payment_received',
    amountKopecks: payment.amountKopecks,
  };
  if (payment.advanceKopecks === 0) return [received];
  return [received, { ...about, event: 'advance_received', amountKopecks: payment.advanceKopecks }];
}

/**
 * Payments — applyPayment for any channel and the announcement after commit (the
 * staff's record of a bank transfer: billing-payments-hand.service.ts).
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
  const { db, clock } = deps;
  return { applyPayment, announceApplied };

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
   * transaction of its own calls this once it has committed (ЮKassa's settlement too). A channel
   * that tells the payer itself (autopay) turns «Оплата получена» off; managers still hear of an
   * advance.
   */
  async function announceApplied(
    result: AppliedPayment,
    actorId: number | null,
    options: { receivedNotice?: boolean } = {},
  ) {
    if (!result.applied) return;
    await deps.tasks?.announce([result.payment.invoiceId]);
    await deps.rewards?.announce([result.payment.id]);
    const notices = await paymentNotices(db, result.payment, actorId);
    const told =
      options.receivedNotice === false
        ? notices.filter((notice) => notice.event !== 'payment_received')
        : notices;
    await deps.notify?.(told);
    if (result.tariffChange) await deps.publishTariffChanges?.([result.tariffChange], actorId);
  }
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
