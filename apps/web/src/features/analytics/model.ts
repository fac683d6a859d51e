import { formatMoneyShort, monthAxisLabel, type Analytics } from '@kabinet/domain/analytics';
import { formatKopecks } from '@kabinet/domain/money';
import { monthName } from '@kabinet/domain/shared';

/** Money on the analytics charts: short on the axis, exact in the tooltip and the table. */
export const MONEY_FORMAT = { short: formatMoneyShort, full: formatKopecks };

/** The months of an answer as the charts label them: full names and the axis's short ones. */
export function monthLabels(analytics: Pick<Analytics, 'months'>) {
  return {
    labels: analytics.months.map((item) => monthName(item.month)),
    axis: analytics.months.map((item) => monthAxisLabel(item.month)),
  };
}

/** Whether the period has any operation at all (else the page says so instead of empty charts). */
export function hasOperations(analytics: Pick<Analytics, 'totals'>): boolean {
  return analytics.totals.count > 0;
}
