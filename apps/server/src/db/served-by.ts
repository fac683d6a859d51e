import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import type { Db } from './client.ts';
import { companyUsers } from './schema/companies.ts';
import { staffAssignments } from './schema/staff-assignments.ts';

/**
 * The company whose id is `companyId` (a column of the outer query) is served by the staff user:
 * assigned to them, or held by them through a legacy `manager` membership. The one rule of a
 * manager's lists (tasks, acts, orders, invoices), as companies' `staffUserIds` is of audiences.
 */
export function servedBy(db: Db, companyId: AnyPgColumn, userId: number): SQL {
  return or(
    exists(
      db
        .select({ one: sql`1` })
        .from(staffAssignments)
        .where(and(eq(staffAssignments.companyId, companyId), eq(staffAssignments.userId, userId))),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(companyUsers)
        .where(
          and(
            eq(companyUsers.companyId, companyId),
            eq(companyUsers.userId, userId),
            eq(companyUsers.position, 'manager'),
          ),
        ),
    ),
  ) as SQL;
}
