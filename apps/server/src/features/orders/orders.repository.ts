import type { OrderStatus } from '@kabinet/domain/orders';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { servedBy } from '../../db/served-by.ts';
import { companies, companyUsers } from '../../db/schema/companies.ts';
import {
  orderFiles,
  orders,
  orderStatusHistory,
  type NewOrderRow,
  type OrderFileRow,
  type OrderRow,
} from '../../db/schema/orders.ts';
import { staffAssignments } from '../../db/schema/staff-assignments.ts';
import { users } from '../../db/schema/users.ts';

export { findCompanyName } from '../../db/company-rows.ts';

/** An order with the names its answer shows. */
export type OrderListRow = OrderRow & { companyName: string; createdByName: string | null };

const listColumns = {
  order: orders,
  companyName: companies.name,
  createdByName: users.name,
};

function flatten(rows: { order: OrderRow; companyName: string; createdByName: string | null }[]) {
  return rows.map(({ order, companyName, createdByName }) => ({
    ...order,
    companyName,
    createdByName,
  }));
}

function selectOrders(db: Db) {
  return db
    .select(listColumns)
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .leftJoin(users, eq(users.id, orders.createdBy));
}

export async function insertOrder(db: Db, values: NewOrderRow): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  if (!row) throw new Error('order insert returned nothing');
  return row;
}

export async function updateOrder(db: Db, id: number, values: Partial<NewOrderRow>) {
  await db.update(orders).set(values).where(eq(orders.id, id));
}

export async function lockOrder(db: Db, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row ?? null;
}

export async function findOrder(db: Db, id: number): Promise<OrderListRow | null> {
  return flatten(await selectOrders(db).where(eq(orders.id, id)))[0] ?? null;
}

/** A company's orders, newest first. */
export async function listCompanyOrders(db: Db, companyId: number): Promise<OrderListRow[]> {
  return flatten(
    await selectOrders(db).where(eq(orders.companyId, companyId)).orderBy(desc(orders.id)),
  );
}

/**
 * Orders for the staff list, newest first — every company's (admin) or only those of
 * the companies assigned to `assignedTo` (a manager's), by status and company when asked.
 */
export async function listStaffOrders(
  db: Db,
  filter: {
    assignedTo?: number | undefined;
    status?: OrderStatus | undefined;
    companyId?: number | undefined;
    limit: number;
  },
): Promise<OrderListRow[]> {
  return flatten(
    await selectOrders(db)
      .where(
        and(
          filter.assignedTo === undefined
            ? undefined
            : servedBy(db, orders.companyId, filter.assignedTo),
          filter.status ? eq(orders.status, filter.status) : undefined,
          filter.companyId ? eq(orders.companyId, filter.companyId) : undefined,
        ),
      )
      .orderBy(desc(orders.id))
      .limit(filter.limit),
  );
}

export async function insertHistory(db: Db, values: typeof orderStatusHistory.$inferInsert) {
  await db.insert(orderStatusHistory).values(values);
}

/** An order's moves, oldest first, with who made them. */
export async function listHistory(db: Db, orderId: number) {
  return db
    .select({
      id: orderStatusHistory.id,
      fromStatus: orderStatusHistory.fromStatus,
      toStatus: orderStatusHistory.toStatus,
      comment: orderStatusHistory.comment,
      actorName: users.name,
      createdAt: orderStatusHistory.createdAt,
    })
    .from(orderStatusHistory)
    .leftJoin(users, eq(users.id, orderStatusHistory.actorId))
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.id));
}

export async function insertFile(db: Db, values: typeof orderFiles.$inferInsert) {
  const [row] = await db.insert(orderFiles).values(values).returning();
  if (!row) throw new Error('order file insert returned nothing');
  return row;
}

/** An order's files, oldest first, with who attached them. */
export async function listFiles(db: Db, orderId: number) {
  return db
    .select({ file: orderFiles, uploaderName: users.name })
    .from(orderFiles)
    .leftJoin(users, eq(users.id, orderFiles.uploadedBy))
    .where(eq(orderFiles.orderId, orderId))
    .orderBy(asc(orderFiles.id));
}

export async function findFile(
  db: Db,
  orderId: number,
  fileId: number,
): Promise<OrderFileRow | null> {
  const [row] = await db
    .select()
    .from(orderFiles)
    .where(and(eq(orderFiles.orderId, orderId), eq(orderFiles.id, fileId)));
  return row ?? null;
}

export async function countFiles(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(orderFiles)
    .where(eq(orderFiles.orderId, orderId));
  return row?.value ?? 0;
}

/**
 * Who hears of a company's orders live (OrderChanged): its owner and members, its assigned
 * staff, and the admins.
 */
export async function listOrderAudience(db: Db, companyId: number): Promise<number[]> {
  const owner = db
    .select({ id: companies.userId })
    .from(companies)
    .where(eq(companies.id, companyId));
  const members = db
    .select({ id: companyUsers.userId })
    .from(companyUsers)
    .where(eq(companyUsers.companyId, companyId));
  const staff = db
    .select({ id: staffAssignments.userId })
    .from(staffAssignments)
    .where(eq(staffAssignments.companyId, companyId));
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      sql`${users.id} in (${owner}) or ${users.id} in (${members}) or ${users.id} in (${staff}) or ${inArray(users.roleSlug, ['admin', 'crm'])}`,
    );
  return [...new Set(rows.map((row) => row.id))];
}
