import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { http, type DataEnvelope } from '../http/http.ts';
import { clearSession, isAuthenticated, leaveToLogin } from '../session/session.ts';
import type { User } from './user.types.ts';

export const currentUserKeys = {
  all: ['users', 'current'] as const,
};

/** SPEC §7: GET api/user-full/current answers `{ data: User }`. */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: currentUserKeys.all,
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<User>>('/api/user-full/current', { signal }).then((body) => body.data),
    enabled: isAuthenticated(),
    staleTime: 60_000,
  });

export const useCurrentUser = () => useQuery(currentUserQuery());

/** The signed-in user; only for components rendered behind the auth guard. */
export function useSignedInUser(): User {
  const { data } = useCurrentUser();
  if (!data) throw new Error('useSignedInUser is used outside the auth guard');
  return data;
}

/**
 * SPEC §4: logout removes the token and goes to /auth/login, even if the server is unreachable.
 * SPEC §7: the device's push token goes along as `device_token`, so the server forgets it.
 */
export function useLogout() {
  return useMutation({
    mutationFn: (deviceToken?: string | null) =>
      http.post<void>('/api/v1/logout', deviceToken ? { device_token: deviceToken } : {}, {
        retry: false,
      }),
    onSettled: () => {
      clearSession();
      leaveToLogin();
    },
  });
}

/** SPEC §7: switching the active company is a user update; every cached answer depends on it. */
export function useSwitchActiveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, companyId }: { userId: number; companyId: number }) =>
      http.put<DataEnvelope<User>>(`/api/v1/users/${userId}`, { active_company_id: companyId }),
    onSuccess: async ({ data }) => {
      queryClient.setQueryData(currentUserKeys.all, data);
      await queryClient.invalidateQueries();
    },
  });
}
