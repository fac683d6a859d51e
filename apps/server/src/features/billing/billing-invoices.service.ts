import {
  INVOICE_KIND,
  OPEN_INVOICE_STATUSES,
  balanceAndDebt,
  type BillingSummary,
  type Invoice,
  type TopUpBody,
} from '@kabinet/domain/billing';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { JobLogger } from '../../platform/jobs/jobs.types.ts';

import {
  getVisibleCompany,
  getVisibleInvoice,
  type BillingActor,
} from './billing-access.service.ts';
import { issueInvoiceIn, issueTariffInvoiceIn } from './billing-issue.service.ts';
import type { InvoiceTasks, NotifyBilling } from './billing.events.ts';
import { invoiceNotFound } from './billing.errors.ts';
import * as repo from './billing.repository.ts';
import { serializeInvoice } from './billing.serializers.ts';

export type { BillingActor } from './billing-access.service.ts';

/** An invoice as the cabinet shows it, read for a job acting without a caller (autopay). */
export async function readInvoice(db: Db, invoiceId: number): Promise<Invoice | null> {
  const row = await repo.findInvoice(db, invoiceId);
  return row ? serializeInvoice(row) : null;
}

/** «Выставлен счёт» for an invoice issued here (a top-up) or in connect's transaction. */
function issuedNotices(deps: {
  db: Db;
  notify?: NotifyBilling;
  tasks?: InvoiceTasks;
  logger?: Pick<JobLogger, 'error'>;
}) {
  const { db } = deps;
  return { tellIssued, invoiceIssued };

  /** «Выставлен счёт» to the company's client users except the actor (after commit). */
  async function tellIssued(invoice: Invoice, actorUserId: number | null): Promise<void> {
    await deps.notify?.([
      {
        event: 'invoice_issued',
        companyId: invoice.company_id,
        invoiceId: invoice.id,
        invoiceNumber: invoice.number,
        amountKopecks: invoice.total_kopecks,
        dueDate: invoice.due_date,
        actorUserId,
      },
    ]);
  }

  /**
   * Connect's port: the tariff invoice a connect issued in its transaction is told to
   * the company's users once that transaction has committed. Never throws: the connect is done.
   */
  async function invoiceIssued(invoiceId: number, actorUserId: number | null): Promise<void> {
    try {
      const saved = await repo.findInvoice(db, invoiceId);
      if (saved) await tellIssued(serializeInvoice(saved), actorUserId);
      await deps.tasks?.announce([invoiceId]);
    } catch (error) {
      deps.logger?.error({ err: error }, 'invoice notification failed');
    }
  }
}

/**
 * Invoices: issuing (a tariff connection's, in connect's transaction; a top-up) and
 * the client's reads (summary, list, one). Another company's invoice is 404.
 */
export function createInvoicesService(deps: {
  db: Db;
  clock: Clock;
  notify?: NotifyBilling;
  /** «Оплатите счёт» opened with each invoice. */
  tasks?: InvoiceTasks;
  logger?: Pick<JobLogger, 'error'>;
  /** ЮKassa is configured: the summary offers online payment. */
  onlinePayment?: boolean;
}) {
  const { db, clock } = deps;
  const { tellIssued, invoiceIssued } = issuedNotices(deps);
  const visibleCompany = (actor: BillingActor, companyId: number) =>
    getVisibleCompany(db, actor, companyId);
  return {
    issueTariffInvoice: (tx: Db, args: Parameters<typeof issueTariffInvoiceIn>[2]) =>
      issueTariffInvoiceIn(tx, clock.now(), args, deps.tasks),
    invoiceIssued,
    balanceKopecks: repo.sumLedger,
    summary,
    listInvoices,
    getInvoice,
    topUp,
    visibleCompany,
    visibleInvoice: (actor: BillingActor, invoiceId: number) =>
      getVisibleInvoice(db, actor, invoiceId),
  };

  /** `payment` page: balance and debt from the ledger, what is due and by when. */
  async function summary(actor: BillingActor, companyId: number): Promise<BillingSummary> {
    await visibleCompany(actor, companyId);
    const sum = await repo.sumLedger(db, companyId);
    const invoices = (await repo.listInvoices(db, companyId)).map(serializeInvoice);
    const open = invoices.filter((invoice) => OPEN_INVOICE_STATUSES.includes(invoice.status));
    const dueDates = open.map((invoice) => invoice.due_date).sort();
    return {
      ...balanceAndDebt(sum),
      due_kopecks: open.reduce((total, invoice) => total + invoice.due_kopecks, 0),
      next_due_date: dueDates[0] ?? null,
      online_payment: deps.onlinePayment ?? false,
      invoices,
    };
  }

  async function listInvoices(actor: BillingActor, companyId: number): Promise<Invoice[]> {
    await visibleCompany(actor, companyId);
    return (await repo.listInvoices(db, companyId)).map(serializeInvoice);
  }

  async function getInvoice(actor: BillingActor, companyId: number, invoiceId: number) {
    await visibleCompany(actor, companyId);
    const invoice = await repo.findInvoice(db, invoiceId);
    if (!invoice || invoice.companyId !== companyId) throw invoiceNotFound();
    return serializeInvoice(invoice);
  }

  /** A top-up invoice of any positive amount, for anyone who sees the company. */
  async function topUp(actor: BillingActor, companyId: number, body: TopUpBody) {
    await visibleCompany(actor, companyId);
    const line = { name: 'Пополнение баланса', quantity: 1, price_kopecks: body.amount_kopecks };
    const row = await db.transaction((tx) =>
      issueInvoiceIn(
        tx,
        clock.now(),
        {
          companyId,
          kind: INVOICE_KIND.TOPUP,
          lines: [line],
          actorId: actor.id,
        },
        deps.tasks,
      ),
    );
    const saved = await repo.findInvoice(db, row.id);
    if (!saved) throw invoiceNotFound();
    const invoice = serializeInvoice(saved);
    await tellIssued(invoice, actor.id);
    await deps.tasks?.announce([invoice.id]);
    return invoice;
  }
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
