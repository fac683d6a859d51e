import type { StaffActsQuery } from '@kabinet/domain/acts';

/**
 * Query keys of (acts); a company's acts hang under one key for one invalidation. Apart
 * from api.ts so the shell's realtime listener does not pull the acts API into every page.
 */
export const actsKeys = {
  all: ['acts'] as const,
  company: (companyId: number) => [...actsKeys.all, 'company', companyId] as const,
  list: (companyId: number) => [...actsKeys.company(companyId), 'list'] as const,
  reconciliation: (companyId: number, from: string, to: string) =>
    [...actsKeys.company(companyId), 'reconciliation', from, to] as const,
  staff: (query: StaffActsQuery) => [...actsKeys.all, 'staff', query] as const,
};
