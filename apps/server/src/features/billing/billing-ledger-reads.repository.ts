import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { ledgerEntries } from '../../db/schema/billing.ts';

/** A company's ledger entries posted in [from, to), oldest first. */
export async function listLedgerBetween(db: Db, companyId: number, from: Date, to: Date) {
  return db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.companyId, companyId),
        eq(ledgerEntries.account, 'company'),
        gte(ledgerEntries.createdAt, from),
        lt(ledgerEntries.createdAt, to),
      ),
    )
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
}

/** The signed sum of a company's ledger posted before `before` (an opening balance). */
export async function sumLedgerBefore(db: Db, companyId: number, before: Date): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountKopecks}), 0)` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.companyId, companyId),
        eq(ledgerEntries.account, 'company'),
        lt(ledgerEntries.createdAt, before),
      ),
    );
  return Number(row?.sum ?? 0);
}

/** The companies charged anything in [from, to), by id. */
export async function listCompaniesChargedBetween(db: Db, from: Date, to: Date) {
  const rows = await db
    .selectDistinct({ companyId: ledgerEntries.companyId })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.kind, 'charge'),
        gte(ledgerEntries.createdAt, from),
        lt(ledgerEntries.createdAt, to),
      ),
    )
    .orderBy(asc(ledgerEntries.companyId));
  return rows.map((row) => row.companyId);
}
