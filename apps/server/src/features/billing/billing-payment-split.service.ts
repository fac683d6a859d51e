import { localDate } from '@kabinet/domain/shared';
import {
  INVOICE_KIND,
  INVOICE_STATUS,
  LEDGER_KIND,
  invoiceStatusFor,
} from '@kabinet/domain/billing';
import { formatInvoiceNumber } from '@kabinet/domain/money';

import type { Db } from '../../db/client.ts';
import type { InvoiceRow, PaymentRow } from '../../db/schema/billing.ts';
import {
  markCompanyTariffPaid,
  type PaidStatusChange,
} from '../company-tariffs/company-tariffs-payment.service.ts';

import { invoiceAlreadyPaid, invoiceCancelled } from './billing.errors.ts';
import type { InvoiceTasks } from './billing.events.ts';
import { postLedgerEntry } from './billing-ledger.service.ts';
import * as repo from './billing.repository.ts';

/** What the split needs of the incoming payment. */
type Incoming = { amountKopecks: number; whenSettled?: 'advance' | 'refuse' | undefined };

/** How a payment divides between its invoice and the balance, and why any of it is an advance. */
export type Split = { invoiceKopecks: number; advanceKopecks: number; why: string };

/**
 * What the invoice takes (at most what is left), the rest an advance. Money that arrived is
 * never turned away: a cancelled or paid invoice takes nothing, and only a hand entry is refused
 * there (409).
 */
export function splitPayment(invoice: InvoiceRow, input: Incoming): Split {
  const cancelled = invoice.status === INVOICE_STATUS.CANCELLED;
  const remaining = cancelled ? 0 : Math.max(invoice.totalKopecks - invoice.paidKopecks, 0);
  if (remaining === 0 && input.whenSettled === 'refuse') {
    throw cancelled ? invoiceCancelled() : invoiceAlreadyPaid();
  }
  const invoiceKopecks = Math.min(input.amountKopecks, remaining);
  const number = formatInvoiceNumber(invoice.year, invoice.sequence);
  const why = cancelled
    ? `Аванс: платёж по отменённому счёту № ${number}`
    : remaining === 0
      ? `Аванс: счёт № ${number} уже был оплачен`
      : `Аванс: переплата по счёту № ${number}`;
  return { invoiceKopecks, advanceKopecks: input.amountKopecks - invoiceKopecks, why };
}

/** The ledger entries of a payment: what the invoice took, and the advance (each when not 0). */
export async function postPayment(
  tx: Db,
  args: {
    invoice: InvoiceRow;
    payment: PaymentRow;
    split: Split;
    actorId: number | null;
    now: Date;
  },
) {
  const { invoice, payment, split } = args;
  const common = {
    companyId: invoice.companyId,
    kind: LEDGER_KIND.PAYMENT,
    sourceId: String(payment.id),
    createdBy: args.actorId,
    createdAt: args.now,
  };
  if (split.invoiceKopecks > 0) {
    await postLedgerEntry(tx, {
      ...common,
      amountKopecks: split.invoiceKopecks,
      sourceType: 'payment',
      reason: `Оплата по счёту № ${formatInvoiceNumber(invoice.year, invoice.sequence)}`,
    });
  }
  if (split.advanceKopecks > 0) {
    await postLedgerEntry(tx, {
      ...common,
      amountKopecks: split.advanceKopecks,
      sourceType: 'advance',
      reason: split.why,
    });
  }
}

/**
 * The invoice takes its part: paid so far, its status (Частично оплачен / Оплачен; Просрочен
 * stays when still short after the due date), and when paid in full its «Оплатите счёт» task is
 * closed and a tariff invoice moves its tariff on. Returns that tariff change, if any.
 */
export async function settleInvoice(
  tx: Db,
  args: { invoice: InvoiceRow; split: Split; actorId: number | null; now: Date },
  tasks?: InvoiceTasks,
): Promise<PaidStatusChange | null> {
  const { invoice, split, now } = args;
  if (split.invoiceKopecks === 0) return null;
  const paid = invoice.paidKopecks + split.invoiceKopecks;
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
  const tariffChange =
    fullyPaid && invoice.kind === INVOICE_KIND.TARIFF && invoice.companyTariffId
      ? await markCompanyTariffPaid(tx, {
          id: invoice.companyTariffId,
          actorUserId: args.actorId,
          at: now,
        })
      : null;
  return tariffChange;
}
