import type {
  OnlinePaymentMethod,
  OnlinePaymentStatus,
  Receipt,
} from '@kabinet/domain/online-payments';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { invoices } from './billing.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * A payment started online through ЮKassa for an invoice. The provider's payment id
 * is unique (a notification finds its row); the status only moves from pending to a final one,
 * after ЮKassa's GET confirms it. The money itself reaches the invoice through billing's
 * applyPayment with the source key `yookassa:<provider id>`, so it is credited once.
 */
export const onlinePayments = pgTable(
  'online_payments',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    providerPaymentId: text().notNull(),
    amountKopecks: bigint({ mode: 'number' }).notNull(),
    /** Returned through ЮKassa so far; grows with each confirmed refund, in its ledger posting. */
    refundedKopecks: bigint({ mode: 'number' }).notNull().default(0),
    method: text().$type<OnlinePaymentMethod>(),
    status: text().$type<OnlinePaymentStatus>().notNull(),
    confirmationUrl: text(),
    /**
     * The 54-ФЗ receipt sent with the payment, as sent (null: the firm sent none). The client's
     * receipt page shows it beside the fiscal data ЮKassa registered for it.
     */
    receipt: jsonb().$type<Receipt>(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
    checkedAt: at(),
    finishedAt: at(),
  },
  (table) => [
    uniqueIndex('online_payments_provider_unique').on(table.providerPaymentId),
    index('online_payments_invoice_index').on(table.invoiceId, table.createdAt),
    index('online_payments_company_index').on(table.companyId, table.createdAt),
  ],
);
export type OnlinePaymentRow = typeof onlinePayments.$inferSelect;

/**
 * The firm's settings of online payments; one row. With receipts on, every ЮKassa payment and
 * refund carries a 54-ФЗ receipt (ЮKassa refuses payments without one when «Чеки от ЮKassa» or an
 * online cash register is connected to the shop).
 */
export const onlinePaymentSettings = pgTable('online_payment_settings', {
  id: integer().primaryKey().default(1),
  receiptsEnabled: boolean().notNull().default(false),
  /** ЮKassa's `tax_system_code` 1–6; null sends none (a shop with one tax system). */
  taxSystemCode: integer(),
  updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  updatedAt: at().notNull().defaultNow(),
});
export type OnlinePaymentSettingsRow = typeof onlinePaymentSettings.$inferSelect;

/**
 * A company's side of online payments: where its receipts go, the card saved for payments without
 * a page (ЮKassa's `payment_method_id`, shown masked), and whether the month pays itself from it.
 */
export const onlinePaymentProfiles = pgTable('online_payment_profiles', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  receiptEmail: text(),
  savedMethodId: text(),
  /** `bank_card` or `sbp`: how the saved method pays. */
  savedMethodType: text().$type<OnlinePaymentMethod>(),
  /** «•• 4242», «СБП · Сбербанк»: what the client reads, never the card number. */
  savedMethodTitle: text(),
  savedMethodExpiry: text(),
  savedMethodIssuer: text(),
  savedAt: at(),
  savedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  autopay: boolean().notNull().default(false),
  updatedAt: at().notNull().defaultNow(),
});
export type OnlinePaymentProfileRow = typeof onlinePaymentProfiles.$inferSelect;

/**
 * One month's charge of a company's saved card. Unique per company and month, so the month job
 * charges once however often it runs and on however many nodes; the ЮKassa `Idempotence-Key` is
 * derived from the same pair, so a retried request replays the first answer.
 */
export const autopayCharges = pgTable(
  'autopay_charges',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM', the month the invoice charges for. */
    month: text().notNull(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    onlinePaymentId: integer().references(() => onlinePayments.id, { onDelete: 'set null' }),
    /** pending → succeeded | failed (retried) → stopped (card expired or revoked, or out of tries). */
    status: text().notNull(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** The day of the next try ('YYYY-MM-DD'); null once succeeded or stopped. */
    nextAttemptOn: text(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('autopay_charges_company_month_unique').on(table.companyId, table.month),
    index('autopay_charges_next_attempt_index').on(table.status, table.nextAttemptOn),
    // The settlement asks whether a payment is a charge's (to tell of it once).
    index('autopay_charges_online_payment_index').on(table.onlinePaymentId),
  ],
);
export type AutopayChargeRow = typeof autopayCharges.$inferSelect;
