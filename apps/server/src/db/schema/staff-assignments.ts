import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

import { companies } from './companies.ts';
import { users } from './users.ts';

/** Which companies a manager of the firm works with (admin/crm assign them). */
export const staffAssignments = pgTable(
  'staff_assignments',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.userId] }),
    index('staff_assignments_user_id_index').on(table.userId),
  ],
);

export type StaffAssignmentRow = typeof staffAssignments.$inferSelect;

/**
 * A staff member's settings as a manager. No row means the defaults: accepting new
 * clients (automatic assignment may pick them), no working hours shown.
 */
export const staffProfiles = pgTable('staff_profiles', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  acceptingNewClients: boolean().notNull().default(true),
  /** Shown to the clients on the manager card, e.g. «Пн–Пт, 9:00–18:00 МСК». */
  workingHours: text(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type StaffProfileRow = typeof staffProfiles.$inferSelect;
