import type { DateRange } from '@kabinet/domain/analytics';

/**
 * Query keys of management accounting. Apart from api.ts so the shell's realtime
 * listener does not pull the API into every page.
 */
export const managementKeys = {
  all: ['management-accounting'] as const,
  dashboard: (scope: number | 'current', range: DateRange) =>
    [...managementKeys.all, 'dashboard', scope, range.from, range.to] as const,
  files: (companyId: number) => [...managementKeys.all, 'files', companyId] as const,
  adjustments: (companyId: number) => [...managementKeys.all, 'adjustments', companyId] as const,
};
