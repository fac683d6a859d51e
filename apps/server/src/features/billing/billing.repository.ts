import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { nextYearSequence } from '../../db/year-counter.ts';
import {
  billingSettings,
  invoiceCounters,
  invoiceLines,
  invoices,
  ledgerEntries,
  payments,
  type InvoiceLineRow,
  type InvoiceRow,
  type NewInvoiceRow,
  type NewLedgerEntryRow,
  type PaymentRow,
} from '../../db/schema/billing.ts';
import { companies } from '../../db/schema/companies.ts';
import { companyTariffs } from '../../db/schema/company-tariffs.ts';

export { lockCompanyRow } from '../../db/company-rows.ts';

/** An invoice with its lines. */
export type InvoiceWithLines = InvoiceRow & { lines: InvoiceLineRow[] };

/** The signed sum of a company's ledger (account 'company') in kopecks (balance − debt): one query. */
export async function sumLedger(db: Db, companyId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountKopecks}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.companyId, companyId), eq(ledgerEntries.account, 'company')));
  return Number(row?.sum ?? 0);
}

/**
 * Appends an entry unless its source already posted; true when it was appended. The unique
 * (source_type, source_id) index decides, so two nodes posting the same source post it once.
 */
export async function appendLedgerEntry(db: Db, entry: NewLedgerEntryRow): Promise<boolean> {
  const rows = await db
    .insert(ledgerEntries)
    .values(entry)
    .onConflictDoNothing({ target: [ledgerEntries.sourceType, ledgerEntries.sourceId] })
    .returning({ id: ledgerEntries.id });
  return rows.length > 0;
}

/** A company's ledger, newest first. */
export async function listLedger(db: Db, companyId: number) {
  return db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.companyId, companyId), eq(ledgerEntries.account, 'company')))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id));
}

/** How many month charges a company tariff has had (its month index for the next one). */
export async function countMonthCharges(db: Db, companyTariffId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.sourceType, 'tariff_month'),
        sql`${ledgerEntries.sourceId} like ${`${companyTariffId}:%`}`,
      ),
    );
  return row?.count ?? 0;
}

/**
 * The next sequence of `year`, allocated by one upsert of the year's counter row: concurrent
 * issuers queue on that row, so no two invoices share a number and none is skipped on commit.
 */
export function nextInvoiceSequence(db: Db, year: number): Promise<number> {
  return nextYearSequence(db, invoiceCounters, year);
}

export async function insertInvoice(
  db: Db,
  invoice: NewInvoiceRow,
  lines: {
    name: string;
    quantity: number;
    priceKopecks: number;
    period?: { from: string; to: string } | null;
  }[],
): Promise<InvoiceRow> {
  const [row] = await db.insert(invoices).values(invoice).returning();
  if (!row) throw new Error('invoice insert returned nothing');
  await db.insert(invoiceLines).values(
    lines.map((line, position) => ({
      invoiceId: row.id,
      position,
      name: line.name,
      quantity: line.quantity,
      priceKopecks: line.priceKopecks,
      amountKopecks: line.quantity * line.priceKopecks,
      periodFrom: line.period?.from ?? null,
      periodTo: line.period?.to ?? null,
    })),
  );
  return row;
}

async function withLines(db: Db, rows: InvoiceRow[]): Promise<InvoiceWithLines[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(
      inArray(
        invoiceLines.invoiceId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
  return rows.map((row) => ({ ...row, lines: lines.filter((line) => line.invoiceId === row.id) }));
}

/** A company's invoices with their lines, newest first. */
export async function listInvoices(db: Db, companyId: number): Promise<InvoiceWithLines[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.companyId, companyId))
    .orderBy(desc(invoices.id));
  return withLines(db, rows);
}

export async function findInvoice(db: Db, id: number): Promise<InvoiceWithLines | null> {
  const rows = await db.select().from(invoices).where(eq(invoices.id, id));
  return (await withLines(db, rows))[0] ?? null;
}

/** The invoice row locked for the rest of the transaction (payments on it queue here). */
export async function lockInvoice(db: Db, id: number): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row ?? null;
}

export async function updateInvoice(db: Db, id: number, values: Partial<NewInvoiceRow>) {
  await db.update(invoices).set(values).where(eq(invoices.id, id));
}

/** Open invoices past their due date (the overdue sweep), as ids. */
export async function listOverdueCandidates(db: Db, today: string, statuses: readonly string[]) {
  return db
    .select({ id: invoices.id, companyId: invoices.companyId })
    .from(invoices)
    .where(
      and(
        lt(invoices.dueDate, today),
        inArray(invoices.status, [...statuses] as InvoiceRow['status'][]),
      ),
    );
}

export async function findPaymentBySource(db: Db, sourceKey: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.sourceKey, sourceKey));
  return row ?? null;
}

export async function insertPayment(
  db: Db,
  values: typeof payments.$inferInsert,
): Promise<PaymentRow | null> {
  const [row] = await db
    .insert(payments)
    .values(values)
    .onConflictDoNothing({ target: payments.sourceKey })
    .returning();
  return row ?? null;
}

/** The buyer as the company is now (name, INN, KPP, address from its info). */
export async function findBuyer(db: Db, companyId: number) {
  const [row] = await db
    .select({
      id: companies.id,
      userId: companies.userId,
      name: companies.name,
      inn: companies.inn,
      kpp: companies.kpp,
      info: companies.info,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}

/** The date a company tariff connects (its first month is the month the month job charges first). */
export async function findTariffConnectDate(
  db: Db,
  companyTariffId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ dateConnect: companyTariffs.dateConnect })
    .from(companyTariffs)
    .where(eq(companyTariffs.id, companyTariffId));
  return row?.dateConnect ?? null;
}

export async function findBillingSettings(db: Db): Promise<Record<string, unknown> | null> {
  const [row] = await db.select().from(billingSettings).where(eq(billingSettings.id, 1));
  return row?.settings ?? null;
}

export async function saveBillingSettings(
  db: Db,
  settings: Record<string, unknown>,
  updatedBy: number,
  at: Date,
) {
  await db
    .insert(billingSettings)
    .values({ id: 1, settings, updatedBy, updatedAt: at })
    .onConflictDoUpdate({
      target: billingSettings.id,
      set: { settings, updatedBy, updatedAt: at },
    });
}

/** Cancels the still open invoices of a company tariff (its connection was withdrawn). */
export async function cancelOpenTariffInvoices(
  db: Db,
  companyTariffId: number,
  args: { statuses: readonly string[]; reason: string; at: Date },
): Promise<number[]> {
  const rows = await db
    .update(invoices)
    .set({ status: 'cancelled', cancelledAt: args.at, cancelReason: args.reason })
    .where(
      and(
        eq(invoices.companyTariffId, companyTariffId),
        inArray(invoices.status, [...args.statuses] as InvoiceRow['status'][]),
      ),
    )
    .returning({ id: invoices.id });
  return rows.map((row) => row.id);
}
