import { and, desc, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { companyBanks } from '../../db/schema/company-banks.ts';
import {
  operationImports,
  operationStatementBalances,
  operations,
  type OperationImportRow,
} from '../../db/schema/operations.ts';

export async function insertImport(db: Db, values: typeof operationImports.$inferInsert) {
  const [row] = await db.insert(operationImports).values(values).returning();
  if (!row) throw new Error('import insert returned nothing');
  return row;
}

export async function findImport(db: Db, id: number): Promise<OperationImportRow | null> {
  const [row] = await db.select().from(operationImports).where(eq(operationImports.id, id));
  return row ?? null;
}

export async function findCompanyImport(db: Db, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(operationImports)
    .where(and(eq(operationImports.companyId, companyId), eq(operationImports.id, id)));
  return row ?? null;
}

export function listImports(db: Db, companyId: number, limit: number) {
  return db
    .select()
    .from(operationImports)
    .where(eq(operationImports.companyId, companyId))
    .orderBy(desc(operationImports.createdAt), desc(operationImports.id))
    .limit(limit);
}

/** A chunk done: the counters move on by what it added and skipped. */
export async function advanceImport(
  db: Db,
  id: number,
  chunk: { processed: number; added: number; skipped: number },
) {
  const [row] = await db
    .update(operationImports)
    .set({
      status: 'processing',
      processed: sql`${operationImports.processed} + ${chunk.processed}`,
      added: sql`${operationImports.added} + ${chunk.added}`,
      skipped: sql`${operationImports.skipped} + ${chunk.skipped}`,
    })
    .where(eq(operationImports.id, id))
    .returning();
  if (!row) throw new Error('import vanished');
  return row;
}

export async function finishImport(
  db: Db,
  id: number,
  values: Pick<OperationImportRow, 'status' | 'error' | 'finishedAt'> & { storageKey: null },
) {
  const [row] = await db
    .update(operationImports)
    .set(values)
    .where(eq(operationImports.id, id))
    .returning();
  if (!row) throw new Error('import vanished');
  return row;
}

export async function insertBalances(
  db: Db,
  rows: readonly (typeof operationStatementBalances.$inferInsert)[],
) {
  if (rows.length > 0) await db.insert(operationStatementBalances).values([...rows]);
}

/**
 * The accounts the company is known to have: those in its requisites (company banks) and those
 * its earlier statements were of (their balance sections and operations).
 */
export async function knownAccounts(db: Db, companyId: number): Promise<Set<string>> {
  const rows = await db
    .select({ account: companyBanks.account })
    .from(companyBanks)
    .where(eq(companyBanks.companyId, companyId))
    .union(
      db
        .selectDistinct({ account: operationStatementBalances.account })
        .from(operationStatementBalances)
        .where(eq(operationStatementBalances.companyId, companyId)),
    )
    .union(
      db
        .selectDistinct({ account: operations.account })
        .from(operations)
        .where(eq(operations.companyId, companyId)),
    );
  return new Set(rows.map((row) => row.account).filter(Boolean));
}
