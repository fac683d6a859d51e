import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

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
