import { addDays, localDate } from '@kabinet/domain/shared';
import {
  firstPaidMonth,
  INVOICE_KIND,
  INVOICE_STATUS,
  tariffInvoiceLines,
  type InvoiceKind,
  type InvoiceLineInput,
} from '@kabinet/domain/billing';

import type { Db } from '../../db/client.ts';

import { companyNotFound } from './billing.errors.ts';
import type { InvoiceTasks } from './billing.events.ts';
import { buyerParty } from './billing-parties.mapping.ts';
import * as repo from './billing.repository.ts';
import { readSellerSettings } from './billing-settings.service.ts';

/** What one invoice is for. */
export type IssueArgs = {
  companyId: number;
  kind: InvoiceKind;
  companyTariffId?: number | null;
  lines: InvoiceLineInput[];
  actorId: number | null;
};

/**
 * Issues an invoice in `tx` at `now`: the year's next number (Moscow year), the seller
 * and VAT mode from the firm's settings and the buyer from the company as they are now, due in
 * the settings' days. With `tasks`, «Оплатите счёт» is opened in the same transaction.
 */
export async function issueInvoiceIn(tx: Db, now: Date, args: IssueArgs, tasks?: InvoiceTasks) {
  const buyer = await repo.findBuyer(tx, args.companyId);
  if (!buyer) throw companyNotFound();
  const today = localDate(now);
  const year = Number(today.slice(0, 4));
  const { seller, vatMode, dueDays } = await readSellerSettings(tx);
  const sequence = await repo.nextInvoiceSequence(tx, year);
  const total = args.lines.reduce((sum, line) => sum + line.quantity * line.price_kopecks, 0);
  const lines = args.lines.map((line) => ({
    name: line.name,
    quantity: line.quantity,
    priceKopecks: line.price_kopecks,
    period: line.period ?? null,
  }));
  const row = await repo.insertInvoice(
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
      buyer: buyerParty(buyer),
      dueDate: addDays(today, dueDays),
      issuedAt: now,
      createdBy: args.actorId,
    },
    lines,
  );
  await tasks?.issued(tx, row);
  return row;
}

/**
 * Connect's port (ConnectBilling): the tariff invoice for the months chosen, its lines
 * split from the amount the connect priced (tariffInvoiceLines), in the connect's transaction.
 * Each line names the months it pays for, counted from the month the connection starts — the
 * month the month job first charges it. Answers the invoice's id, so the connect can have its
 * users told after commit.
 */
export async function issueTariffInvoiceIn(
  tx: Db,
  now: Date,
  args: {
    companyId: number;
    companyTariffId: number;
    info: Record<string, unknown>;
    amount: number;
    actorId: number;
  },
  tasks?: InvoiceTasks,
): Promise<number> {
  const dateConnect = await repo.findTariffConnectDate(tx, args.companyTariffId);
  const firstMonth = firstPaidMonth(dateConnect, localDate(now));
  const row = await issueInvoiceIn(
    tx,
    now,
    {
      companyId: args.companyId,
      kind: INVOICE_KIND.TARIFF,
      companyTariffId: args.companyTariffId,
      lines: tariffInvoiceLines(args.info, args.amount, firstMonth),
      actorId: args.actorId,
    },
    tasks,
  );
  return row.id;
}
