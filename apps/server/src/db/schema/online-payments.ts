import type { OnlinePaymentMethod, OnlinePaymentStatus } from '@kabinet/domain/online-payments';
import {
  bigint,
  index,
  integer,
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
 * Issue 13: a payment started online through ЮKassa for an invoice. The provider's payment id
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
