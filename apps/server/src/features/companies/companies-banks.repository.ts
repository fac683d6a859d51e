import { and, asc, eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { companyBanks, type CompanyBankRow } from '../../db/schema/company-banks.ts';

export async function listBanks(db: Db, companyId: number): Promise<CompanyBankRow[]> {
  return db
    .select()
    .from(companyBanks)
    .where(eq(companyBanks.companyId, companyId))
    .orderBy(asc(companyBanks.id));
}

export async function findBank(
  db: Db,
  companyId: number,
  bankId: number,
): Promise<CompanyBankRow | null> {
  const [row] = await db
    .select()
    .from(companyBanks)
    .where(and(eq(companyBanks.companyId, companyId), eq(companyBanks.id, bankId)));
  return row ?? null;
}

export async function findBankByAccount(
  db: Db,
  companyId: number,
  account: string,
): Promise<CompanyBankRow | null> {
  const [row] = await db
    .select()
    .from(companyBanks)
    .where(and(eq(companyBanks.companyId, companyId), eq(companyBanks.account, account)));
  return row ?? null;
}

export async function insertBank(db: Db, values: typeof companyBanks.$inferInsert) {
  const [row] = await db.insert(companyBanks).values(values).returning();
  if (!row) throw new Error('bank insert returned nothing');
  return row;
}

export async function updateBank(
  db: Db,
  bankId: number,
  values: Partial<typeof companyBanks.$inferInsert>,
): Promise<CompanyBankRow | null> {
  const [row] = await db
    .update(companyBanks)
    .set(values)
    .where(eq(companyBanks.id, bankId))
    .returning();
  return row ?? null;
}

export async function deleteBank(db: Db, bankId: number): Promise<void> {
  await db.delete(companyBanks).where(eq(companyBanks.id, bankId));
}
