import type { BillingEvent } from '@kabinet/domain/notifications';

import type { Db } from '../../db/client.ts';

/** One thing the company's users hear of after commit (an invoice, a payment). */
export type BillingNotice = {
  event: BillingEvent;
  companyId: number;
  invoiceId: number;
  invoiceNumber: string;
  amountKopecks: number;
  dueDate?: string;
  /** Who did it (not told of their own action); null for the system. */
  actorUserId: number | null;
};

/**
 * Hook for the notifications feature: services.ts passes a function that stores a BILLING
 * notification for the company's client users other than the actor. It never throws.
 */
export type NotifyBilling = (notices: readonly BillingNotice[]) => Promise<void>;

/** An invoice as the tasks port needs it. */
export type InvoiceForTask = {
  id: number;
  companyId: number;
  year: number;
  sequence: number;
  totalKopecks: number;
  dueDate: string;
  createdBy: number | null;
};

/**
 * The «Оплатите счёт» tasks, a port services.ts fills from the tasks feature. `issued`
 * and `closed` run in the transaction that issues the invoice, or pays it in full or cancels it;
 * `announce` after commit (never throws).
 */
export type InvoiceTasks = {
  issued(tx: Db, invoice: InvoiceForTask): Promise<void>;
  closed(tx: Db, invoiceIds: readonly number[]): Promise<void>;
  announce(invoiceIds: readonly number[]): Promise<void>;
};

/** A payment just applied, as the referral rewards port sees it. */
export type AppliedPaymentInfo = {
  paymentId: number;
  companyId: number;
  amountKopecks: number;
  at: Date;
};

/**
 * The referral programme's hook, filled by services.ts from the referral feature.
 * `applied` runs in the transaction that applies a payment (every path: staff, ЮKassa, a
 * statement); `announce` after commit (never throws).
 */
export type PaymentRewards = {
  applied(tx: Db, payment: AppliedPaymentInfo): Promise<void>;
  announce(paymentIds: readonly number[]): Promise<void>;
};
