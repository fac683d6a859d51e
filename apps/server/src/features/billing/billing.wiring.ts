import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { JobLogger } from '../../platform/jobs/jobs.types.ts';
import type { RecordAudit } from '../audit/audit.service.ts';
import type { PublishPaidChanges } from '../company-tariffs/company-tariffs-payment.service.ts';

import type { InvoiceTasks, NotifyBilling, PaymentRewards } from './billing.events.ts';
import { cancelTariffInvoicesIn, createCancelService } from './billing-cancel.service.ts';
import { createInvoicesService } from './billing-invoices.service.ts';
import { createLedgerService } from './billing-ledger.service.ts';
import { createMonthService } from './billing-month.service.ts';
import { createOrderBilling } from './billing-orders.service.ts';
import { createPaymentsService } from './billing-payments.service.ts';
import { createHandPayments } from './billing-payments-hand.service.ts';
import { createBillingSettingsService } from './billing-settings.service.ts';
import { createInvoicePdfService } from './billing-pdf.service.ts';
import { createStatementsService } from './billing-statements.service.ts';
import { createStaffInvoicesService } from './billing-staff-invoices.service.ts';

/**
 * The billing services, created once from explicit dependencies. `connectBilling` is
 * what company-tariffs' connect takes as its ConnectBilling port (services.ts passes it on).
 */
export function createBillingServices(deps: {
  db: Db;
  clock: Clock;
  audit: RecordAudit;
  /** Tariff status changes a payment or the month made, published after commit. */
  publishTariffChanges?: PublishPaidChanges;
  /** Invoice issued, payment received, invoice overdue → the company's users (notifications). */
  notify?: NotifyBilling;
  /** «Оплатите счёт» opened with each invoice, completed when it is paid or cancelled. */
  tasks?: InvoiceTasks;
  /** A referred company's payment rewards its referrer (the referral feature). */
  rewards?: PaymentRewards;
  logger?: Pick<JobLogger, 'error'>;
  /** ЮKassa is configured (online-payments feature): the summary offers online payment. */
  onlinePayment?: boolean;
}) {
  const invoices = createInvoicesService(deps);
  const payments = createPaymentsService({ ...deps, invoices });
  return {
    billingInvoices: invoices,
    billingPayments: {
      ...payments,
      ...createHandPayments({ ...deps, invoices, announceApplied: payments.announceApplied }),
    },
    billingLedger: createLedgerService({ ...deps, invoices }),
    billingCancel: createCancelService(deps),
    billingMonth: createMonthService(deps),
    billingSettings: createBillingSettingsService(deps),
    billingStatements: createStatementsService({
      ...deps,
      announceApplied: payments.announceApplied,
    }),
    billingStaffInvoices: createStaffInvoicesService(deps),
    billingPdf: createInvoicePdfService({ getInvoice: invoices.getInvoice }),
    /** What the orders feature takes as its OrderBilling port. */
    orderBilling: {
      ...createOrderBilling(deps),
      invoiceIssued: invoices.invoiceIssued,
    },
    connectBilling: {
      balanceKopecks: invoices.balanceKopecks,
      issueTariffInvoice: invoices.issueTariffInvoice,
      invoiceIssued: invoices.invoiceIssued,
      cancelTariffInvoices: (tx: Db, companyTariffId: number) =>
        cancelTariffInvoicesIn(tx, deps.clock.now(), companyTariffId, deps.tasks),
    },
  };
}
