import type { StaffReportsQuery } from '@kabinet/domain/reports';

/**
 * Query keys of (reports and the tax calendar); everything hangs under one key for one
 * invalidation. Apart from api.ts so the realtime listener does not pull the API in.
 */
export const reportsKeys = {
  all: ['reports'] as const,
  company: (companyId: number) => [...reportsKeys.all, 'company', companyId] as const,
  list: (companyId: number) => [...reportsKeys.company(companyId), 'list'] as const,
  calendar: (companyId: number, year: number) =>
    [...reportsKeys.company(companyId), 'calendar', year] as const,
  feed: (companyId: number) => [...reportsKeys.company(companyId), 'feed'] as const,
  staff: (query: StaffReportsQuery) => [...reportsKeys.all, 'staff', query] as const,
};
