import type { InvoiceKind, InvoiceStatus, LedgerKind } from '@kabinet/domain/billing';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { companies } from './companies.ts';
import { companyTariffs } from './company-tariffs.ts';
import { users } from './users.ts';
import { yearCounterTable } from '../year-counter.ts';

/** Which of a company's accounts an entry moves. */
export type LedgerAccount = 'company' | 'referral';

const money = () => bigint({ mode: 'number' });
const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * Ledger: append-only money movements of a company, signed kopecks seen from the
 * company (payment +, charge −, refund −, correction ±). Balance and debt are the SUM. Each
 * source (a payment, a month charge, a refund, a correction) posts once: (source_type,
 * source_id) is unique. Migration refuses UPDATE and DELETE by trigger.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial().primaryKey(),
    /** No foreign keys: an entry outlives what it names, as audit_log's do. */
    companyId: integer().notNull(),
    kind: text().$type<LedgerKind>().notNull(),
    /** 'company' (balance and debt) or 'referral' (the company's referral rewards). */
    account: text().$type<LedgerAccount>().notNull().default('company'),
    amountKopecks: money().notNull(),
    sourceType: text().notNull(),
    sourceId: text().notNull(),
    reason: text(),
    createdBy: integer(),
    createdAt: at().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_entries_source_unique').on(table.sourceType, table.sourceId),
    index('ledger_entries_company_created_index').on(table.companyId, table.createdAt, table.id),
    index('ledger_entries_company_account_index').on(table.companyId, table.account),
    check('ledger_entries_amount_not_zero', sql`${table.amountKopecks} <> 0`),
  ],
);
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type NewLedgerEntryRow = typeof ledgerEntries.$inferInsert;

/** The last invoice sequence of each year, bumped in the issuing transaction. */
export const invoiceCounters = yearCounterTable('invoice_counters');

/**
 * Invoices (счета на оплату): number = year + sequence (unique), seller and buyer
 * requisites and the VAT mode as they were at issue time, paid_kopecks kept in the paying
 * transaction.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    year: integer().notNull(),
    sequence: integer().notNull(),
    kind: text().$type<InvoiceKind>().notNull(),
    status: text().$type<InvoiceStatus>().notNull(),
    companyTariffId: integer().references(() => companyTariffs.id, { onDelete: 'set null' }),
    totalKopecks: money().notNull(),
    paidKopecks: money().notNull().default(0),
    vatMode: text().notNull(),
    seller: jsonb().$type<Record<string, unknown>>().notNull(),
    buyer: jsonb().$type<Record<string, unknown>>().notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    issuedAt: at().notNull().defaultNow(),
    paidAt: at(),
    cancelledAt: at(),
    cancelReason: text(),
    cancelledBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('invoices_year_sequence_unique').on(table.year, table.sequence),
    index('invoices_company_index').on(table.companyId, table.id),
    index('invoices_company_tariff_index').on(table.companyTariffId),
    index('invoices_status_due_index').on(table.status, table.dueDate),
    check('invoices_total_positive', sql`${table.totalKopecks} > 0`),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;

/** The lines of an invoice, in print order. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial().primaryKey(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    name: text().notNull(),
    quantity: integer().notNull(),
    priceKopecks: money().notNull(),
    amountKopecks: money().notNull(),
    /** The months a tariff line pays for, 'YYYY-MM' both included; null for other lines. */
    periodFrom: text(),
    periodTo: text(),
  },
  (table) => [index('invoice_lines_invoice_index').on(table.invoiceId, table.position)],
);
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;

/**
 * Money received against an invoice (a bank transfer staff recorded, later YooKassa
 * and statement imports). `source_key` makes applying the same payment twice a no-op.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial().primaryKey(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    amountKopecks: money().notNull(),
    paidOn: date({ mode: 'string' }).notNull(),
    orderNumber: text(),
    method: text().notNull(),
    sourceKey: text().notNull(),
    /**
     * A bank transfer's identity (domain `bankPaymentKey`): the same real payment recorded by hand
     * and by a statement import holds one key, so the unique index lets only the first in. Null
     * for money that is not a bank transfer (ЮKassa) and for payments recorded before the key.
     */
    bankKey: text(),
    /**
     * The part of the sum the invoice did not take (it was paid or cancelled meanwhile, or the
     * payer sent more): it stays on the company's balance as an advance, its own ledger entry.
     */
    advanceKopecks: money().notNull().default(0),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_source_key_unique').on(table.sourceKey),
    uniqueIndex('payments_bank_key_unique').on(table.bankKey),
    index('payments_invoice_index').on(table.invoiceId),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;

/** The firm's billing settings (seller requisites, VAT mode, due days); one row. */
export const billingSettings = pgTable('billing_settings', {
  id: integer().primaryKey().default(1),
  settings: jsonb().$type<Record<string, unknown>>().notNull(),
  updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  updatedAt: at().notNull().defaultNow(),
});
