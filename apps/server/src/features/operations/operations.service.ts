import {
  decodeOperationsCursor,
  encodeOperationsCursor,
  monthCountText,
  categoryFits,
  type ChangeCategoryBody,
  type OperationsListQuery,
  type OperationsPage,
  type OperationsSummary,
} from '@kabinet/domain/operations';

import type { Db } from '../../db/client.ts';

import type { OperationsAccess, OperationsActor } from './operations-access.service.ts';
import { operationNotFound, wrongDirection } from './operations.errors.ts';
import type { IncludedOperations } from './operations.events.ts';
import * as repo from './operations.repository.ts';
import { serializeOperation } from './operations.serializers.ts';

/** The last day of a month 'YYYY-MM' as ISO. */
function lastDayOf(month: string): string {
  const [year = 0, index = 1] = month.split('-').map(Number);
  const day = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, '0')}`;
}

/**
 * The company's operations — keyset pages newest first with the filter's totals on the
 * first page (one aggregate; later pages need not count again), a category changed by hand, and
 * the month's count next to what the tariff includes.
 */
export function createOperationsService(deps: {
  db: Db;
  access: OperationsAccess;
  included: IncludedOperations;
}) {
  const { db, access } = deps;
  return { list, changeCategory, summary };

  async function list(
    actor: OperationsActor,
    companyId: number,
    query: OperationsListQuery,
  ): Promise<OperationsPage> {
    await access.visible(actor, companyId);
    const { cursor, per_page: perPage, ...filter } = query;
    const where = repo.filterWhere(companyId, filter);
    const after = cursor ? decodeOperationsCursor(cursor) : null;
    const rows = await repo.listOperationsPage(db, where, after, perPage + 1);
    const page = rows.slice(0, perPage);
    const last = page.at(-1);
    const totals = after ? null : await repo.sumOperations(db, where);
    return {
      data: page.map(serializeOperation),
      meta: {
        next_cursor: rows.length > perPage && last ? encodeOperationsCursor(last) : null,
        per_page: perPage,
        totals: totals && {
          income_kopecks: totals.income,
          expense_kopecks: totals.expense,
          count: totals.count,
        },
      },
    };
  }

  /** A category set by hand: it stays when the rules are applied again. */
  async function changeCategory(
    actor: OperationsActor,
    companyId: number,
    operationId: number,
    body: ChangeCategoryBody,
  ) {
    await access.writable(actor, companyId);
    const operation = await repo.findOperation(db, companyId, operationId);
    if (!operation) throw operationNotFound();
    if (!categoryFits(body.category_code, operation.direction)) {
      throw wrongDirection();
    }
    const row = await repo.setOperationCategory(db, operationId, body.category_code);
    if (!row) throw operationNotFound();
    return serializeOperation(row);
  }

  async function summary(
    actor: OperationsActor,
    companyId: number,
    month: string,
  ): Promise<OperationsSummary> {
    await access.visible(actor, companyId);
    const count = await repo.countOperations(db, companyId, `${month}-01`, lastDayOf(month));
    const included = await deps.included(companyId);
    return {
      month,
      count,
      included,
      over: included !== null && count > included,
      text: monthCountText(month, count, included),
    };
  }
}

export type OperationsService = ReturnType<typeof createOperationsService>;
