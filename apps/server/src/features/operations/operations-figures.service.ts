import type { OperationDirection } from '@kabinet/domain/operations';

import type { Db } from '../../db/client.ts';

import * as figures from './operations-figures.repository.ts';

/**
 * The operations as figures for analytics and management accounting (their consumer
 * ports are filled with these in services.ts). Dates are ISO and inclusive; kopecks are always
 * positive and `direction` gives the sign. No access check here: the consumer checked the caller.
 */
export function createOperationsFigures(deps: { db: Db }) {
  const { db } = deps;
  return { monthlyByCategory, topCounterparties, balanceAt };

  async function monthlyByCategory(companyId: number, from: string, to: string) {
    const rows = await figures.sumByMonthAndCategory(db, companyId, from, to);
    return rows.map((row) => ({ ...row, kopecks: Number(row.kopecks) }));
  }

  async function topCounterparties(
    companyId: number,
    from: string,
    to: string,
    direction: OperationDirection,
    limit: number,
  ) {
    const rows = await figures.sumByCounterparty(db, { companyId, from, to, direction, limit });
    return rows.map((row) => ({ ...row, kopecks: Number(row.kopecks) }));
  }

  /**
   * The balance of the company's accounts at the start of `date`: for each account, the earliest
   * imported statement's opening balance plus the net of its operations from that statement's
   * start up to (not including) `date`; null when no statement starting by then gave one.
   */
  async function balanceAt(companyId: number, date: string): Promise<number | null> {
    const openings = await figures.earliestBalances(db, companyId, date);
    if (openings.length === 0) return null;
    let total = 0;
    for (const opening of openings) {
      const net = await figures.netOfAccount(db, {
        companyId,
        account: opening.account,
        from: opening.dateStart,
        before: date,
      });
      total += (opening.openingKopecks ?? 0) + net;
    }
    return total;
  }
}

export type OperationsFigures = ReturnType<typeof createOperationsFigures>;
