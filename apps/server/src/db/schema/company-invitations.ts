import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { companies } from './companies.ts';
import { users } from './users.ts';

/**
 * Invitations into a company by phone or e-mail (security R19): bound to company, contact and
 * position, single use (status leaves PENDING once), expiring.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    phone: text(),
    email: text(),
    position: text().$type<'admin' | 'employee'>().notNull(),
    status: text()
      .$type<'PENDING' | 'ACCEPTED' | 'DECLINED' | 'CANCELLED'>()
      .notNull()
      .default('PENDING'),
    invitedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    respondedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('company_invitations_pending_phone_unique')
      .on(table.companyId, table.phone)
      .where(sql`${table.status} = 'PENDING' and ${table.phone} is not null`),
    uniqueIndex('company_invitations_pending_email_unique')
      .on(table.companyId, table.email)
      .where(sql`${table.status} = 'PENDING' and ${table.email} is not null`),
    index('company_invitations_phone_index').on(table.phone),
    index('company_invitations_email_index').on(table.email),
  ],
);

export type CompanyInvitationRow = typeof companyInvitations.$inferSelect;
