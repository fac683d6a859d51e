import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { companies } from './companies.ts';

/** Bank accounts of a company (russian-domain §1.5–1.6); the main one is `info.main_bank_id`. */
export const companyBanks = pgTable(
  'company_banks',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    bik: text().notNull(),
    bankName: text().notNull(),
    correspondentAccount: text(),
    account: text().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('company_banks_company_account_unique').on(table.companyId, table.account),
    index('company_banks_company_id_index').on(table.companyId),
  ],
);

export type CompanyBankRow = typeof companyBanks.$inferSelect;
