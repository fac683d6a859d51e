import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

import { companies } from './companies.ts';
import { users } from './users.ts';

/** Files of a company kept in the storage port; the type was sniffed from the bytes. */
export const companyDocuments = pgTable(
  'company_documents',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    extension: text().notNull(),
    mimeType: text().notNull(),
    size: integer().notNull(),
    storageKey: text().notNull(),
    uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('company_documents_company_id_index').on(table.companyId)],
);

export type CompanyDocumentRow = typeof companyDocuments.$inferSelect;
