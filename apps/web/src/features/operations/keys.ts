import type { OperationsFilter } from '@kabinet/domain/operations';

/** Query keys of (operations): one company's everything under one key. */
export const operationsKeys = {
  all: ['operations'] as const,
  company: (companyId: number) => [...operationsKeys.all, 'company', companyId] as const,
  list: (companyId: number, filter: OperationsFilter) =>
    [...operationsKeys.company(companyId), 'list', filter] as const,
  summary: (companyId: number, month: string) =>
    [...operationsKeys.company(companyId), 'summary', month] as const,
  imports: (companyId: number) => [...operationsKeys.company(companyId), 'imports'] as const,
  rules: (companyId: number) => [...operationsKeys.company(companyId), 'rules'] as const,
};
