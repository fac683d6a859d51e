import { OWN_TRANSFER_CATEGORY, type OperationDirection } from '@kabinet/domain/operations';
import { and, asc, desc, eq, gte, lt, lte, ne, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { operationStatementBalances, operations } from '../../db/schema/operations.ts';

const between = (companyId: number, from: string, to: string) =>
  and(eq(operations.companyId, companyId), gte(operations.date, from), lte(operations.date, to));

/** Sums by month, direction and category (the company's date index narrows the range). */
export function sumByMonthAndCategory(db: Db, companyId: number, from: string, to: string) {
  const month = sql<string>`to_char(${operations.date}, 'YYYY-MM')`;
  return db
    .select({
      month,
      direction: operations.direction,
      category: operations.categoryCode,
      kopecks: sql<string>`sum(${operations.amountKopecks})`,
      count: sql<number>`count(*)::int`,
    })
    .from(operations)
    .where(between(companyId, from, to))
    .groupBy(month, operations.direction, operations.categoryCode)
    .orderBy(month, operations.direction, operations.categoryCode);
}

/**
 * Counterparties by money moved in one direction, the largest first; the company itself (a
 * transfer between its own accounts) is no counterparty.
 */
export function sumByCounterparty(
  db: Db,
  args: {
    companyId: number;
    from: string;
    to: string;
    direction: OperationDirection;
    limit: number;
  },
) {
  const kopecks = sql<string>`sum(${operations.amountKopecks})`;
  // One INN is one counterparty whatever the bank spelled its name; without an INN, the name.
  const who = sql<string>`coalesce(${operations.counterpartyInn}, lower(${operations.counterpartyName}))`;
  return db
    .select({
      name: sql<string>`max(${operations.counterpartyName})`,
      inn: sql<string | null>`max(${operations.counterpartyInn})`,
      kopecks,
      count: sql<number>`count(*)::int`,
    })
    .from(operations)
    .where(
      and(
        between(args.companyId, args.from, args.to),
        eq(operations.direction, args.direction),
        ne(operations.categoryCode, OWN_TRANSFER_CATEGORY),
      ),
    )
    .groupBy(who)
    .orderBy(desc(kopecks), asc(who))
    .limit(args.limit);
}

/** Per account, the earliest statement section with an opening balance starting by `date`. */
export function earliestBalances(db: Db, companyId: number, date: string) {
  return db
    .selectDistinctOn([operationStatementBalances.account], {
      account: operationStatementBalances.account,
      dateStart: operationStatementBalances.dateStart,
      openingKopecks: operationStatementBalances.openingKopecks,
    })
    .from(operationStatementBalances)
    .where(
      and(
        eq(operationStatementBalances.companyId, companyId),
        lte(operationStatementBalances.dateStart, date),
        sql`${operationStatementBalances.openingKopecks} is not null`,
      ),
    )
    .orderBy(operationStatementBalances.account, operationStatementBalances.dateStart);
}

/** Net kopecks (in − out) of one account's operations in [from, before). */
export async function netOfAccount(
  db: Db,
  args: { companyId: number; account: string; from: string; before: string },
): Promise<number> {
  const [row] = await db
    .select({
      net: sql<string>`coalesce(sum(case when ${operations.direction} = 'in' then ${operations.amountKopecks} else -${operations.amountKopecks} end), 0)`,
    })
    .from(operations)
    .where(
      and(
        eq(operations.companyId, args.companyId),
        eq(operations.account, args.account),
        gte(operations.date, args.from),
        lt(operations.date, args.before),
      ),
    );
  return Number(row?.net ?? 0);
}
