import { previousRange, sameRangeLastYear, type DateRange } from '@kabinet/domain/analytics';
import {
  balanceDates,
  buildDashboard,
  type Dashboard,
  type PeriodInput,
} from '@kabinet/domain/management-accounting';
import { isFinancialTariff } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';

import type { CurrentActor, ManagementAccess } from './management-accounting-access.service.ts';
import type { ActiveTariffSlug, OperationsFigures } from './management-accounting.events.ts';
import { notFinancialTariff } from './management-accounting.errors.ts';
import type { ManagementActor } from './management-accounting.policy.ts';
import { listAdjustments } from './management-accounting.repository.ts';

/**
 * Management graphs: the period's series from the operations (port) and the staff's
 * adjustments, compared with the previous period of equal length and the same period a year
 * before. SPEC §2: open only on a financial tariff — the server says so too (403), not only
 * the web guard.
 */
export function createDashboardService(deps: {
  db: Db;
  access: ManagementAccess;
  operations: OperationsFigures;
  activeTariffSlug: ActiveTariffSlug;
}) {
  const { db, access, operations } = deps;
  return { currentDashboard, dashboardOf };

  /** GET companies/current/accounting-management/dashboard. */
  async function currentDashboard(actor: CurrentActor, range: DateRange): Promise<Dashboard> {
    return dashboardOf(actor, await access.currentCompany(actor), range);
  }

  async function dashboardOf(
    actor: ManagementActor,
    companyId: number,
    range: DateRange,
  ): Promise<Dashboard> {
    await access.visibleCompany(actor, companyId);
    if (!isFinancialTariff(await deps.activeTariffSlug(companyId))) throw notFinancialTariff();
    const [current, previous, lastYear] = await Promise.all([
      periodInput(companyId, range),
      periodInput(companyId, previousRange(range)),
      periodInput(companyId, sameRangeLastYear(range)),
    ]);
    return buildDashboard(companyId, current, previous, lastYear);
  }

  async function periodInput(companyId: number, range: DateRange): Promise<PeriodInput> {
    const [rows, adjustments, balances] = await Promise.all([
      operations.monthlyByCategory(companyId, range.from, range.to),
      listAdjustments(db, companyId, range.from.slice(0, 7), range.to.slice(0, 7)),
      Promise.all(balanceDates(range).map((date) => operations.balanceAt(companyId, date))),
    ]);
    return {
      range,
      rows,
      adjustments: adjustments.map(({ adjustment }) => ({
        month: adjustment.month,
        kind: adjustment.kind,
        amountKopecks: adjustment.amountKopecks,
      })),
      balances,
    };
  }
}

export type DashboardService = ReturnType<typeof createDashboardService>;
