import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import {
  managementAdjustments,
  managementFiles,
  type NewManagementFileRow,
} from '../../db/schema/management-accounting.ts';
import { users } from '../../db/schema/users.ts';

export { findCompanyName } from '../../db/company-rows.ts';

const fileColumns = { file: managementFiles, uploaderName: users.name };

/** A company's reports, newest period first (management_files_company_index). */
export function listFiles(db: Db, companyId: number) {
  return db
    .select(fileColumns)
    .from(managementFiles)
    .leftJoin(users, eq(users.id, managementFiles.uploadedBy))
    .where(eq(managementFiles.companyId, companyId))
    .orderBy(desc(managementFiles.periodEnd), desc(managementFiles.id))
    .limit(500);
}

export async function findFile(db: Db, companyId: number, fileId: number) {
  const [row] = await db
    .select(fileColumns)
    .from(managementFiles)
    .leftJoin(users, eq(users.id, managementFiles.uploadedBy))
    .where(and(eq(managementFiles.companyId, companyId), eq(managementFiles.id, fileId)));
  return row ?? null;
}

export async function insertFile(db: Db, row: NewManagementFileRow) {
  const [inserted] = await db.insert(managementFiles).values(row).returning();
  if (!inserted) throw new Error('management file was not inserted');
  return inserted;
}

export async function updateFile(
  db: Db,
  fileId: number,
  changes: Partial<
    Pick<
      NewManagementFileRow,
      'title' | 'comment' | 'kind' | 'periodType' | 'period' | 'periodEnd' | 'updatedAt'
    >
  >,
) {
  await db.update(managementFiles).set(changes).where(eq(managementFiles.id, fileId));
}

export async function deleteFile(db: Db, fileId: number) {
  await db.delete(managementFiles).where(eq(managementFiles.id, fileId));
}

const adjustmentColumns = { adjustment: managementAdjustments, authorName: users.name };

/** A company's adjustments of the months between `from` and `to` ('YYYY-MM', inclusive). */
export function listAdjustments(db: Db, companyId: number, from: string, to: string) {
  return db
    .select(adjustmentColumns)
    .from(managementAdjustments)
    .leftJoin(users, eq(users.id, managementAdjustments.createdBy))
    .where(
      and(
        eq(managementAdjustments.companyId, companyId),
        gte(managementAdjustments.month, from),
        lte(managementAdjustments.month, to),
      ),
    )
    .orderBy(asc(managementAdjustments.month), asc(managementAdjustments.kind));
}

export async function findAdjustment(db: Db, companyId: number, adjustmentId: number) {
  const [row] = await db
    .select(adjustmentColumns)
    .from(managementAdjustments)
    .leftJoin(users, eq(users.id, managementAdjustments.createdBy))
    .where(
      and(
        eq(managementAdjustments.companyId, companyId),
        eq(managementAdjustments.id, adjustmentId),
      ),
    );
  return row ?? null;
}

/** Saves the company's figure of a month and kind: a second entry replaces the first. */
export async function upsertAdjustment(
  db: Db,
  row: {
    companyId: number;
    month: string;
    kind: (typeof managementAdjustments.$inferInsert)['kind'];
    amountKopecks: number;
    comment: string;
    createdBy: number;
    at: Date;
  },
) {
  const { at, ...values } = row;
  const [saved] = await db
    .insert(managementAdjustments)
    .values({ ...values, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [
        managementAdjustments.companyId,
        managementAdjustments.month,
        managementAdjustments.kind,
      ],
      set: {
        amountKopecks: values.amountKopecks,
        comment: values.comment,
        createdBy: values.createdBy,
        updatedAt: at,
      },
    })
    .returning();
  if (!saved) throw new Error('adjustment was not saved');
  return saved;
}

export async function updateAdjustment(
  db: Db,
  adjustmentId: number,
  changes: Partial<typeof managementAdjustments.$inferInsert>,
) {
  await db
    .update(managementAdjustments)
    .set(changes)
    .where(eq(managementAdjustments.id, adjustmentId));
}

export async function deleteAdjustment(db: Db, adjustmentId: number) {
  await db.delete(managementAdjustments).where(eq(managementAdjustments.id, adjustmentId));
}
