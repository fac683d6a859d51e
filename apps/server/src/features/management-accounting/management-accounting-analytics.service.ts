import {
  buildAnalytics,
  TOP_COUNTERPARTIES,
  type Analytics,
  type AnalyticsQuery,
} from '@kabinet/domain/analytics';

import type { ManagementAccess } from './management-accounting-access.service.ts';
import type { OperationsFigures } from './management-accounting.events.ts';
import type { ManagementActor } from './management-accounting.policy.ts';

/**
 * Analytics: income and expenses by month, by category, the top counterparties both
 * ways and the taxes paid — read from the operations through the port, on any tariff.
 */
export function createAnalyticsService(deps: {
  access: ManagementAccess;
  operations: OperationsFigures;
}) {
  const { access, operations } = deps;
  return { analyticsOf };

  async function analyticsOf(
    actor: ManagementActor,
    companyId: number,
    query: AnalyticsQuery,
  ): Promise<Analytics> {
    await access.visibleCompany(actor, companyId);
    const { from, to } = query;
    const [rows, topIn, topOut] = await Promise.all([
      operations.monthlyByCategory(companyId, from, to),
      operations.topCounterparties(companyId, from, to, 'in', TOP_COUNTERPARTIES),
      operations.topCounterparties(companyId, from, to, 'out', TOP_COUNTERPARTIES),
    ]);
    return buildAnalytics({ from, to }, rows, { in: topIn, out: topOut });
  }
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
