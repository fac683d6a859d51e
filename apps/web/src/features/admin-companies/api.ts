import type { AdminCompanyChangesBody, Company, CompanyUser } from '@kabinet/domain/companies';
import type { PaginationMeta } from '@kabinet/domain/shared';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

import { http } from '../../shared/http/http.ts';
import { useStaff } from '../../shared/staff/api.ts';
import type { AdminCompaniesFilters } from './model.ts';

export const adminCompanyKeys = {
  all: ['admin', 'companies'] as const,
  list: (filters: AdminCompaniesFilters) => [...adminCompanyKeys.all, 'list', filters] as const,
  detail: (id: number) => [...adminCompanyKeys.all, id] as const,
};

export type AdminCompaniesPage = { data: Company[]; meta: PaginationMeta };

const base = '/api/v1/admin/companies';

/** GET /admin/companies: server-side search, filters and pagination. */
export const adminCompaniesQuery = (filters: AdminCompaniesFilters) =>
  queryOptions({
    queryKey: adminCompanyKeys.list(filters),
    queryFn: ({ signal }) =>
      http.get<AdminCompaniesPage>(base, {
        signal,
        query: {
          search: filters.search || undefined,
          status: filters.status || undefined,
          manager_id: filters.manager && filters.manager !== 'none' ? filters.manager : undefined,
          has_manager: filters.manager === 'none' ? 0 : undefined,
          page: filters.page,
          per_page: 20,
        },
      }),
    placeholderData: keepPreviousData,
  });

export const useAdminCompanies = (filters: AdminCompaniesFilters, enabled: boolean) =>
  useQuery({ ...adminCompaniesQuery(filters), enabled });

export const adminCompanyQuery = (id: number) =>
  queryOptions({
    queryKey: adminCompanyKeys.detail(id),
    queryFn: ({ signal }) =>
      http.get<{ data: Company }>(`${base}/${id}`, { signal }).then((body) => body.data),
  });

export const useAdminCompany = (id: number | null) =>
  useQuery({ ...adminCompanyQuery(id ?? 0), enabled: id !== null });

export const useManagers = useStaff;

/** Every admin change answers the company (or its user): refresh the drawer and the table. */
function useAdminChange<TArgs>(
  id: number,
  call: (args: TArgs) => Promise<{ data: Company } | { data: CompanyUser }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer) => {
      if ('inn' in answer.data) queryClient.setQueryData(adminCompanyKeys.detail(id), answer.data);
      await queryClient.invalidateQueries({ queryKey: adminCompanyKeys.all });
    },
  });
}

export const useUpdateAdminCompany = (id: number) =>
  useAdminChange(id, (body: AdminCompanyChangesBody) =>
    http.put<{ data: Company }>(`${base}/${id}`, body),
  );

export const useAssignManager = (id: number) =>
  useAdminChange(id, (userId: number) =>
    http.post<{ data: Company }>(`${base}/${id}/managers`, { user_id: userId }),
  );

export const useUnassignManager = (id: number) =>
  useAdminChange(id, (userId: number) =>
    http.delete<{ data: Company }>(`${base}/${id}/managers/${userId}`),
  );

export const useBlockCompanyUser = (id: number) =>
  useAdminChange(id, ({ userId, block }: { userId: number; block: boolean }) =>
    http.post<{ data: CompanyUser }>(
      `${base}/${id}/users/${userId}/${block ? 'block' : 'unblock'}`,
      {},
    ),
  );
