import {
  foldText,
  operationCategory,
  orderRules,
  OWN_TRANSFER_CATEGORY,
  UNSORTED_CATEGORY,
  type CategoryRule,
  type OperationsFilter,
} from '@kabinet/domain/operations';
import { and, desc, eq, gte, ilike, lte, notInArray, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import {
  operationCategoryRules,
  operations,
  type NewOperationRow,
  type OperationRow,
} from '../../db/schema/operations.ts';

const INN = /^(\d{10}|\d{12})$/;

/**
 * The filter as SQL over the company's rows. Every condition narrows a range of one of the
 * `(company_id, …, date desc, id desc)` indexes or is checked on the rows that range yields; the
 * search is the GIN-indexed Russian full-text vector (schema/operations.ts).
 */
export function filterWhere(companyId: number, filter: OperationsFilter): SQL {
  const conditions: (SQL | undefined)[] = [eq(operations.companyId, companyId)];
  if (filter.from) conditions.push(gte(operations.date, filter.from));
  if (filter.to) conditions.push(lte(operations.date, filter.to));
  if (filter.direction) conditions.push(eq(operations.direction, filter.direction));
  if (filter.category) conditions.push(eq(operations.categoryCode, filter.category));
  if (filter.amount_min !== undefined) {
    conditions.push(gte(operations.amountKopecks, filter.amount_min));
  }
  if (filter.amount_max !== undefined) {
    conditions.push(lte(operations.amountKopecks, filter.amount_max));
  }
  if (filter.counterparty) {
    conditions.push(
      INN.test(filter.counterparty)
        ? eq(operations.counterpartyInn, filter.counterparty)
        : ilike(operations.counterpartyName, containsPattern(filter.counterparty)),
    );
  }
  if (filter.search) {
    conditions.push(
      sql`${operations.search} @@ plainto_tsquery('russian'::regconfig, ${foldText(filter.search)})`,
    );
  }
  return and(...conditions) ?? sql`true`;
}

/**
 * Rows after the cursor (the list runs newest first), at most `limit` — the query itself, so
 * the bench can EXPLAIN exactly what the list runs; {@link listOperationsPage} runs it.
 */
export function operationsPageQuery(
  db: Db,
  where: SQL,
  cursor: { date: string; id: number } | null,
  limit: number,
) {
  // A row comparison, not `date < d or (date = d and id < i)`: PostgreSQL reads it as one range
  // of the `(company_id, [direction | category_code,] date desc, id desc)` index, so a page deep in
  // the list is an index range scan with no sort, like the first.
  const after = cursor
    ? sql`(${operations.date}, ${operations.id}) < (${cursor.date}::date, ${cursor.id}::int)`
    : undefined;
  return db
    .select()
    .from(operations)
    .where(and(where, after))
    .orderBy(desc(operations.date), desc(operations.id))
    .limit(limit);
}

export async function listOperationsPage(
  db: Db,
  where: SQL,
  cursor: { date: string; id: number } | null,
  limit: number,
): Promise<OperationRow[]> {
  return operationsPageQuery(db, where, cursor, limit);
}

/**
 * Income, expense and count of everything the filter selects, in one aggregate. A transfer
 * between the company's own accounts is counted as operations but is neither income nor expense
 * (domain `countsInTurnover`).
 */
export async function sumOperations(db: Db, where: SQL) {
  const turnover = sql`${operations.categoryCode} <> ${OWN_TRANSFER_CATEGORY}`;
  const [row] = await db
    .select({
      income: sql<string>`coalesce(sum(${operations.amountKopecks}) filter (where ${operations.direction} = 'in' and ${turnover}), 0)`,
      expense: sql<string>`coalesce(sum(${operations.amountKopecks}) filter (where ${operations.direction} = 'out' and ${turnover}), 0)`,
      count: sql<number>`count(*)::int`,
    })
    .from(operations)
    .where(where);
  return {
    income: Number(row?.income ?? 0),
    expense: Number(row?.expense ?? 0),
    count: row?.count ?? 0,
  };
}

export async function findOperation(db: Db, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(operations)
    .where(and(eq(operations.companyId, companyId), eq(operations.id, id)));
  return row ?? null;
}

export async function setOperationCategory(db: Db, id: number, categoryCode: string) {
  const [row] = await db
    .update(operations)
    .set({ categoryCode, categorySource: 'manual' })
    .where(eq(operations.id, id))
    .returning();
  return row ?? null;
}

/** Inserts a chunk; a row whose dedupe key the company already has is skipped. Answers added. */
export async function insertOperations(db: Db, rows: readonly NewOperationRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const added = await db
    .insert(operations)
    .values([...rows])
    .onConflictDoNothing({ target: [operations.companyId, operations.dedupeKey] })
    .returning({ id: operations.id });
  return added.length;
}

/** The operations of a month (`from`…`to` inclusive). */
export async function countOperations(db: Db, companyId: number, from: string, to: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(operations)
    .where(
      and(
        eq(operations.companyId, companyId),
        gte(operations.date, from),
        lte(operations.date, to),
      ),
    );
  return row?.count ?? 0;
}

export function listRules(db: Db, companyId: number) {
  return db
    .select()
    .from(operationCategoryRules)
    .where(eq(operationCategoryRules.companyId, companyId))
    .orderBy(desc(operationCategoryRules.priority), operationCategoryRules.id);
}

export async function insertRule(db: Db, values: typeof operationCategoryRules.$inferInsert) {
  const [row] = await db.insert(operationCategoryRules).values(values).returning();
  if (!row) throw new Error('rule insert returned nothing');
  return row;
}

export async function deleteRule(db: Db, companyId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(operationCategoryRules)
    .where(and(eq(operationCategoryRules.companyId, companyId), eq(operationCategoryRules.id, id)))
    .returning({ id: operationCategoryRules.id });
  return deleted.length > 0;
}

/**
 * The domain's `categorise` as SQL CASE expressions (the category and its source), so re-applying
 * the rules is one UPDATE: the same order (INN first, then priority), a rule only for its own
 * direction, all of a rule's words in the purpose (lower case, ё as е), else unsorted.
 */
function categoryCases(rules: readonly CategoryRule[]): { code: SQL; source: SQL } {
  const folded = sql`replace(lower(${operations.purpose}), 'ё', 'е')`;
  const whens = orderRules(rules).flatMap((rule) => {
    const direction = operationCategory(rule.categoryCode)?.direction;
    if (!direction) return [];
    const words = foldText(rule.value).split(/\s+/).filter(Boolean);
    const match =
      rule.kind === 'inn'
        ? sql`${operations.counterpartyInn} = ${rule.value.trim()}`
        : sql.join(
            words.map((word) => sql`${folded} like ${containsPattern(word)}`),
            sql` and `,
          );
    // A category of both directions (the transfer between own accounts) fits either.
    const fits = direction === 'both' ? sql`true` : sql`${operations.direction} = ${direction}`;
    return [{ when: sql`${fits} and ${match}`, code: rule.categoryCode }];
  });
  const unsorted = sql`case ${operations.direction} when 'in' then ${UNSORTED_CATEGORY.in}::text else ${UNSORTED_CATEGORY.out}::text end`;
  if (whens.length === 0) return { code: unsorted, source: sql`'default'::text` };
  const branches = (value: (code: string) => SQL) =>
    sql.join(
      whens.map((item) => sql`when ${item.when} then ${value(item.code)}`),
      sql` `,
    );
  return {
    code: sql`(case ${branches((code) => sql`${code}::text`)} else ${unsorted} end)`,
    source: sql`(case ${branches(() => sql`'rule'::text`)} else 'default'::text end)`,
  };
}

/**
 * One statement: the company's operations categorised by default or by a rule take the category
 * the rules give them now (one set by hand or by the statement itself stays); answers how many
 * changed.
 */
export async function recategorise(db: Db, companyId: number, rules: readonly CategoryRule[]) {
  const { code: categoryCase, source: sourceCase } = categoryCases(rules);
  const changed = await db
    .update(operations)
    .set({ categoryCode: categoryCase, categorySource: sourceCase })
    .where(
      and(
        eq(operations.companyId, companyId),
        notInArray(operations.categorySource, ['manual', 'statement']),
        sql`(${operations.categoryCode}, ${operations.categorySource}) is distinct from (${categoryCase}, ${sourceCase})`,
      ),
    )
    .returning({ id: operations.id });
  return changed.length;
}
