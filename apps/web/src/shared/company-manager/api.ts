import type { CompanyManager } from '@kabinet/domain/companies';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { http, type DataEnvelope } from '../http/http.ts';

export const companyManagerKeys = {
  of: (companyId: number) => ['companies', companyId, 'manager'] as const,
};

/** GET /companies/{id}/manager — the company's manager, null while none is assigned. */
export const companyManagerQuery = (companyId: number) =>
  queryOptions({
    queryKey: companyManagerKeys.of(companyId),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<CompanyManager | null>>(`/api/v1/companies/${companyId}/manager`, {
          signal,
        })
        .then((body) => body.data),
    staleTime: 5 * 60_000,
  });

/** The manager of the company (none asked for without a company). */
export const useCompanyManager = (companyId: number | null) =>
  useQuery({ ...companyManagerQuery(companyId ?? 0), enabled: companyId !== null });
