import type { AdminCompanyChangesBody, Company, CompanyUser } from '@kabinet/domain/companies';
import type { PaginationMeta } from '@kabinet/domain/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { http, type DataEnvelope } from '../../shared/http/http.ts';
import { adminResource } from '../../shared/lib/admin-resource.ts';
import { useStaff } from '../../shared/staff/api.ts';
import type { AdminCompaniesFilters } from './model.ts';

const companies = adminResource<Company, AdminCompaniesFilters>('companies', (filters) => ({
  search: filters.search || undefined,
  status: filters.status || undefined,
  manager_id: filters.manager && filters.manager !== 'none' ? filters.manager : undefined,
  has_manager: filters.manager === 'none' ? 0 : undefined,
}));

export const adminCompanyKeys = companies.keys;
export type AdminCompaniesPage = { data: Company[]; meta: PaginationMeta };
const base = companies.base;

/** GET /admin/companies: server-side search, filters and pagination. */
export const adminCompaniesQuery = companies.listQuery;
export const useAdminCompanies = companies.useList;
export const adminCompanyQuery = companies.detailQuery;
export const useAdminCompany = companies.useDetail;

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
    http.put<DataEnvelope<Company>>(`${base}/${id}`, body),
  );

export const useAssignManager = (id: number) =>
  useAdminChange(id, (userId: number) =>
    http.post<DataEnvelope<Company>>(`${base}/${id}/managers`, { user_id: userId }),
  );

export const useUnassignManager = (id: number) =>
  useAdminChange(id, (userId: number) =>
    http.delete<DataEnvelope<Company>>(`${base}/${id}/managers/${userId}`),
  );

export const useBlockCompanyUser = (id: number) =>
  useAdminChange(id, ({ userId, block }: { userId: number; block: boolean }) =>
    http.post<DataEnvelope<CompanyUser>>(
      `${base}/${id}/users/${userId}/${block ? 'block' : 'unblock'}`,
      {},
    ),
  );
