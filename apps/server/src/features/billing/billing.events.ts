import type { BillingEvent } from '@kabinet/domain/notifications';

/** Issue 13: one thing the company's users hear of after commit (an invoice, a payment). */
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
