import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import {
  companyTariffHistory,
  companyTariffs,
  type CompanyTariffRow,
  type NewCompanyTariffRow,
} from '../../db/schema/company-tariffs.ts';
import { tariffs } from '../../db/schema/tariffs.ts';
import { users } from '../../db/schema/users.ts';

/** A company tariff with its catalogue tariff's slug and name (null for a draft without one). */
export type CompanyTariffWithTariff = CompanyTariffRow & {
  tariffSlug: string | null;
  tariffName: string | null;
};

const withTariff = {
  row: companyTariffs,
  tariffSlug: tariffs.slug,
  tariffName: tariffs.name,
};

function flatten(
  rows: { row: CompanyTariffRow; tariffSlug: string | null; tariffName: string | null }[],
) {
  return rows.map(({ row, tariffSlug, tariffName }) => ({ ...row, tariffSlug, tariffName }));
}

/** The company's tariffs, newest first. */
export async function listCompanyTariffs(
  db: Db,
  companyId: number,
): Promise<CompanyTariffWithTariff[]> {
  const rows = await db
    .select(withTariff)
    .from(companyTariffs)
    .leftJoin(tariffs, eq(tariffs.id, companyTariffs.tariffId))
    .where(eq(companyTariffs.companyId, companyId))
    .orderBy(desc(companyTariffs.id));
  return flatten(rows);
}

export async function findCompanyTariff(
  db: Db,
  id: number,
): Promise<CompanyTariffWithTariff | null> {
  const rows = await db
    .select(withTariff)
    .from(companyTariffs)
    .leftJoin(tariffs, eq(tariffs.id, companyTariffs.tariffId))
    .where(eq(companyTariffs.id, id));
  return flatten(rows)[0] ?? null;
}

export async function findByIdempotencyKey(
  db: Db,
  companyId: number,
  key: string,
): Promise<CompanyTariffRow | null> {
  const [row] = await db
    .select()
    .from(companyTariffs)
    .where(and(eq(companyTariffs.companyId, companyId), eq(companyTariffs.idempotencyKey, key)));
  return row ?? null;
}

/** The company row locked for the rest of the transaction (one connect at a time). */
export async function lockCompany(db: Db, companyId: number) {
  const [row] = await db
    .select({ id: companies.id, userId: companies.userId, balance: companies.balance })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  return row ?? null;
}

export async function findCompany(db: Db, companyId: number) {
  const [row] = await db
    .select({ id: companies.id, userId: companies.userId, balance: companies.balance })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}

export async function insertCompanyTariff(
  db: Db,
  values: NewCompanyTariffRow,
): Promise<CompanyTariffRow> {
  const [row] = await db.insert(companyTariffs).values(values).returning();
  if (!row) throw new Error('company tariff insert returned nothing');
  return row;
}

export async function updateCompanyTariff(
  db: Db,
  id: number,
  values: Partial<NewCompanyTariffRow>,
): Promise<void> {
  await db.update(companyTariffs).set(values).where(eq(companyTariffs.id, id));
}

export async function deleteCompanyTariff(db: Db, id: number): Promise<void> {
  await db.delete(companyTariffs).where(eq(companyTariffs.id, id));
}

/** The company's tariffs in these statuses, except one. */
export async function listCompanyTariffsInStatuses(
  db: Db,
  companyId: number,
  statuses: readonly string[],
  exceptId = 0,
): Promise<CompanyTariffRow[]> {
  return db
    .select()
    .from(companyTariffs)
    .where(
      and(
        eq(companyTariffs.companyId, companyId),
        inArray(companyTariffs.status, [...statuses] as CompanyTariffRow['status'][]),
        ne(companyTariffs.id, exceptId),
      ),
    );
}

export async function insertHistory(
  db: Db,
  values: typeof companyTariffHistory.$inferInsert,
): Promise<void> {
  await db.insert(companyTariffHistory).values(values);
}

/** History of one company tariff, oldest first, with the actor's name. */
export async function listHistory(db: Db, companyTariffId: number) {
  return db
    .select({
      entry: companyTariffHistory,
      actorName: users.name,
      actorLastName: users.lastName,
    })
    .from(companyTariffHistory)
    .leftJoin(users, eq(users.id, companyTariffHistory.actorUserId))
    .where(eq(companyTariffHistory.companyTariffId, companyTariffId))
    .orderBy(asc(companyTariffHistory.id));
}

/** Tariffs in these statuses across companies (the monthly job), oldest first. */
export async function listCompanyTariffsByStatuses(
  db: Db,
  statuses: readonly string[],
): Promise<CompanyTariffRow[]> {
  return db
    .select()
    .from(companyTariffs)
    .where(inArray(companyTariffs.status, [...statuses] as CompanyTariffRow['status'][]))
    .orderBy(asc(companyTariffs.id));
}

/** The company tariff row locked for the rest of the transaction. */
export async function lockCompanyTariff(db: Db, id: number): Promise<CompanyTariffRow | null> {
  const [row] = await db
    .select()
    .from(companyTariffs)
    .where(eq(companyTariffs.id, id))
    .for('update');
  return row ?? null;
}
