import type { TodoItem } from '@kabinet/domain/todo';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { fetchCompanyTariffs } from '../../shared/companies/company-tariffs-api.ts';
import { type DataEnvelope, http } from '../../shared/http/http.ts';

/** Query keys of the main page; everything hangs under ['home'] for one invalidation. */
export const homeKeys = {
  all: ['home'] as const,
  todo: (companyId: number) => [...homeKeys.all, 'todo', companyId] as const,
  tariffs: (companyId: number) => [...homeKeys.all, 'tariffs', companyId] as const,
};

/** GET /api/v1/companies/{id}/todo (docs/api/todo.md): what is left to do, most urgent first. */
export const todoQuery = (companyId: number) =>
  queryOptions({
    queryKey: homeKeys.todo(companyId),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<TodoItem[]>>(`/api/v1/companies/${companyId}/todo`, { signal })
        .then((body) => body.data),
  });

/** GET /api/company-tariffs-by-active?company_id=: the company's tariffs, for its summary. */
export const homeTariffsQuery = (companyId: number) =>
  queryOptions({
    queryKey: homeKeys.tariffs(companyId),
    queryFn: ({ signal }) => fetchCompanyTariffs({ companyId, signal }),
  });

export const useTodo = (companyId: number) => useQuery(todoQuery(companyId));
export const useHomeTariffs = (companyId: number) => useQuery(homeTariffsQuery(companyId));
