import {
  INVOICE_KIND,
  INVOICE_STATUS,
  OPEN_INVOICE_STATUSES,
  balanceAndDebt,
  formatInvoiceNumber,
  tariffInvoiceLines,
  type BillingSummary,
  type CancelInvoiceBody,
  type Invoice,
  type InvoiceKind,
  type InvoiceLineInput,
  type TopUpBody,
} from '@kabinet/domain/billing';

import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RecordAudit } from '../audit/audit.service.ts';
import { localDate } from '../company-tariffs/company-tariffs-connect.service.ts';

import {
  alreadyCancelled,
  cannotCancelPaid,
  companyNotFound,
  invoiceNotFound,
  notBillingStaff,
} from './billing.errors.ts';
import { canManageCompanyBilling, canSeeCompanyBilling } from './billing.policy.ts';
import * as repo from './billing.repository.ts';
import { serializeInvoice } from './billing.serializers.ts';
import { readSellerSettings } from './billing-settings.service.ts';
import type { NotifyBilling } from './billing.events.ts';

/** The caller of billing calls. */
export type BillingActor = Pick<UserRow, 'id' | 'roleSlug'>;

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' plus `days` calendar days. */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** What one invoice is for. */
type IssueArgs = {
  companyId: number;
  kind: InvoiceKind;
  companyTariffId?: number | null;
  lines: InvoiceLineInput[];
  actorId: number | null;
};

/**
 * Issue 13 invoices: issuing (a tariff connection's, in connect's transaction; a top-up), the
 * client's reads (summary, list, one), staff cancellation. Another company's invoice is 404.
 */
export function createInvoicesService(deps: {
  db: Db;
  clock: Clock;
  audit: RecordAudit;
  notify?: NotifyBilling;
}) {
  const { db, clock } = deps;
  return {
    issueInvoice,
    issueTariffInvoice,
    balanceKopecks: repo.sumLedger,
    summary,
    listInvoices,
    getInvoice,
    topUp,
    cancel,
    visibleCompany,
    visibleInvoice,
  };

  /**
   * Issues an invoice in `tx`: the year's next number, the seller and VAT mode from the firm's
   * settings and the buyer from the company as they are now, due in the settings' days.
   */
  async function issueInvoice(tx: Db, args: IssueArgs) {
    const buyer = await repo.findBuyer(tx, args.companyId);
    if (!buyer) throw companyNotFound();
    const now = clock.now();
    const today = localDate(now);
    const year = Number(today.slice(0, 4));
    const { seller, vatMode, dueDays } = await readSellerSettings(tx);
    const sequence = await repo.nextInvoiceSequence(tx, year);
    const address = (buyer.info as { address?: unknown }).address;
    const total = args.lines.reduce((sum, line) => sum + line.quantity * line.price_kopecks, 0);
    return repo.insertInvoice(
      tx,
      {
        companyId: args.companyId,
        year,
        sequence,
        kind: args.kind,
        status: INVOICE_STATUS.ISSUED,
        companyTariffId: args.companyTariffId ?? null,
        totalKopecks: total,
        vatMode,
        seller,
        buyer: {
          name: buyer.name,
          inn: buyer.inn,
          kpp: buyer.kpp ?? '',
          address: typeof address === 'string' ? address : '',
        },
        dueDate: addDays(today, dueDays),
        issuedAt: now,
        createdBy: args.actorId,
      },
      args.lines.map((line) => ({
        name: line.name,
        quantity: line.quantity,
        priceKopecks: line.price_kopecks,
      })),
    );
  }

  /** Connect's port (ConnectBilling): the invoice for the months chosen, lines from the snapshot. */
  async function issueTariffInvoice(
    tx: Db,
    args: {
      companyId: number;
      companyTariffId: number;
      info: Record<string, unknown>;
      amount: number;
      actorId: number;
    },
  ): Promise<void> {
    await issueInvoice(tx, {
      companyId: args.companyId,
      kind: INVOICE_KIND.TARIFF,
      companyTariffId: args.companyTariffId,
      lines: tariffInvoiceLines(args.info, args.amount),
      actorId: args.actorId,
    });
  }

  /** The company when the actor may see its billing; 404 otherwise (no existence leak). */
  async function visibleCompany(actor: BillingActor, companyId: number) {
    const company = await repo.findBuyer(db, companyId);
    if (!company || !(await canSeeCompanyBilling(db, actor, companyId))) throw companyNotFound();
    return company;
  }

  /** The invoice when the actor may see its company's billing; 404 otherwise. */
  async function visibleInvoice(actor: BillingActor, invoiceId: number) {
    const invoice = await repo.findInvoice(db, invoiceId);
    if (!invoice || !(await canSeeCompanyBilling(db, actor, invoice.companyId))) {
      throw invoiceNotFound();
    }
    return invoice;
  }

  /** Issue 13 `payment` page: balance and debt from the ledger, what is due and by when. */
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

  /** Issue 13: a top-up invoice of any positive amount, for anyone who sees the company. */
  async function topUp(actor: BillingActor, companyId: number, body: TopUpBody) {
    await visibleCompany(actor, companyId);
    const line = { name: 'Пополнение баланса', quantity: 1, price_kopecks: body.amount_kopecks };
    const row = await db.transaction((tx) =>
      issueInvoice(tx, {
        companyId,
        kind: INVOICE_KIND.TOPUP,
        lines: [line],
        actorId: actor.id,
      }),
    );
    const saved = await repo.findInvoice(db, row.id);
    if (!saved) throw invoiceNotFound();
    const invoice = serializeInvoice(saved);
    await deps.notify?.([
      {
        event: 'invoice_issued',
        companyId,
        invoiceId: invoice.id,
        invoiceNumber: invoice.number,
        amountKopecks: invoice.total_kopecks,
        dueDate: invoice.due_date,
        actorUserId: actor.id,
      },
    ]);
    return invoice;
  }

  /** Issue 13: staff cancel an unpaid invoice with a reason (audit log); money taken is 409. */
  async function cancel(actor: BillingActor, invoiceId: number, body: CancelInvoiceBody) {
    const invoice = await visibleInvoice(actor, invoiceId);
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
    const saved = await repo.findInvoice(db, invoiceId);
    if (!saved) throw invoiceNotFound();
    return serializeInvoice(saved);
  }
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
