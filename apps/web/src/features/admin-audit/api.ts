import type { AuditEntry } from '@kabinet/domain/audit';
import type { PaginationMeta } from '@kabinet/domain/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { http } from '../../shared/http/http.ts';
import type { AuditFilters } from './model.ts';

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (filters: AuditFilters) => [...auditKeys.all, filters] as const,
};

export type AuditPage = { data: AuditEntry[]; meta: PaginationMeta };

/** GET /admin/audit: the staff actions log, newest first, filtered and searched on the server. */
export const auditQuery = (filters: AuditFilters) =>
  queryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: ({ signal }) =>
      http.get<AuditPage>('/api/v1/admin/audit', {
        signal,
        query: {
          search: filters.search || undefined,
          action: filters.action || undefined,
          actor_id: filters.actor || undefined,
          company_id: filters.company || undefined,
          page: filters.page,
          per_page: 30,
        },
      }),
    placeholderData: keepPreviousData,
  });

export const useAudit = (filters: AuditFilters, enabled: boolean) =>
  useQuery({ ...auditQuery(filters), enabled });
