import { and, eq, exists, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect, QueryBuilder } from 'drizzle-orm/pg-core';

import type { Db } from './client.ts';
import { companies, companyUsers } from './schema/companies.ts';
import { staffAssignments } from './schema/staff-assignments.ts';

/**
 * Reads of the company row every feature needs, kept once and re-exported by the features'
 * repositories. The name, or null when there is no such company: what notices, audit subjects
 * and documents print.
 */
export async function findCompanyName(db: Db, companyId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.name ?? null;
}

/**
 * Locks the company's row to the end of the transaction, so that one company's writes that must
 * not interleave (billing's postings, making its act, replacing its manager) queue; false when
 * there is no such company.
 */
export async function lockCompanyRow(db: Db, companyId: number): Promise<boolean> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  return rows.length > 0;
}

/** The app's SQL dialect (db/client.ts), for the rule below, which needs no database handle. */
const dialect = new PgDialect({ casing: 'snake_case' });
const subqueries = new QueryBuilder(dialect);

/**
 * ARCHITECTURE §2's company access as a condition: the user belongs to the company (any
 * position) or is its assigned staff. One home for the rule, for queries that check it together
 * with their own rows, and rendered as SQL text for hand-written statements below
 * (companies.policy.ts canUseCompany asks the same two questions one by one).
 */
export function companyUsableBy(companyId: SQLWrapper, userId: SQLWrapper | number): SQL {
  const member = subqueries
    .select({ one: sql`1` })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, userId)));
  const assigned = subqueries
    .select({ one: sql`1` })
    .from(staffAssignments)
    .where(and(eq(staffAssignments.companyId, companyId), eq(staffAssignments.userId, userId)));
  return or(exists(member), exists(assigned)) as SQL;
}

/**
 * The same rule as SQL text, for a statement written by hand (db/prepared-sql.ts): `companyId`
 * and `userId` are expressions of that statement, such as `c.company_id`.
 */
export function companyUsableBySql(companyId: string, userId: string): string {
  const rendered = dialect.sqlToQuery(companyUsableBy(sql.raw(companyId), sql.raw(userId)));
  if (rendered.params.length > 0) throw new Error('the company access rule took parameters');
  return rendered.sql;
}
