import type { PaginationMeta } from '@kabinet/domain/shared';
import type { AdminUser, EndedSessions, RoleSlug, UserSession } from '@kabinet/domain/users';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { http, type DataEnvelope } from '../../shared/http/http.ts';
import { adminResource } from '../../shared/lib/admin-resource.ts';
import { staffKeys } from '../../shared/staff/api.ts';
import type { AdminUsersFilters } from './model.ts';

const users = adminResource<AdminUser, AdminUsersFilters>('users', (filters) => ({
  search: filters.search || undefined,
  role: filters.role || undefined,
  status: filters.status || undefined,
}));

export const adminUserKeys = {
  ...users.keys,
  sessions: (id: number) => [...users.keys.detail(id), 'sessions'] as const,
};
export type AdminUsersPage = { data: AdminUser[]; meta: PaginationMeta };
const base = users.base;

/** GET /admin/users: server-side search, role and status filters, pages. */
export const adminUsersQuery = users.listQuery;
export const useAdminUsers = users.useList;
export const adminUserQuery = users.detailQuery;
export const useAdminUser = users.useDetail;

/** GET /admin/users/{id}/sessions: the user's working sessions, newest first. */
export const userSessionsQuery = (id: number) =>
  queryOptions({
    queryKey: adminUserKeys.sessions(id),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<UserSession[]>>(`${base}/${id}/sessions`, { signal })
        .then((body) => body.data),
  });

export const useUserSessions = (id: number) => useQuery(userSessionsQuery(id));

/**
 * A change of the user answers the user: the drawer shows it at once, the list (and the staff
 * list, whose members a role change moves) is read again.
 */
function useUserChange<TArgs>(id: number, call: (args: TArgs) => Promise<DataEnvelope<AdminUser>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer) => {
      queryClient.setQueryData(adminUserKeys.detail(id), answer.data);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...adminUserKeys.all, 'list'] }),
        queryClient.invalidateQueries({ queryKey: adminUserKeys.sessions(id) }),
        queryClient.invalidateQueries({ queryKey: staffKeys.all }),
      ]);
    },
  });
}

export const useChangeRole = (id: number) =>
  useUserChange(id, (role: RoleSlug) =>
    http.patch<DataEnvelope<AdminUser>>(`${base}/${id}/role`, { role_slug: role }),
  );

export const useBlockUser = (id: number) =>
  useUserChange(id, (reason: string) =>
    http.post<DataEnvelope<AdminUser>>(`${base}/${id}/block`, { reason }),
  );

export const useUnblockUser = (id: number) =>
  useUserChange(id, (reason: string) =>
    http.post<DataEnvelope<AdminUser>>(`${base}/${id}/unblock`, reason ? { reason } : {}),
  );

/** Ends one session (`tokenId`) or, with null, all of them but the admin's own. */
export const useEndSessions = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: number | null) =>
      http
        .delete<DataEnvelope<EndedSessions>>(
          tokenId === null ? `${base}/${id}/sessions` : `${base}/${id}/sessions/${tokenId}`,
        )
        .then((body) => body.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.sessions(id) }),
  });
};
