import type {
  ChangePositionBody,
  Company,
  CompanyBank,
  CompanyBankBody,
  CompanyInvitation,
  CompanyUser,
  InviteUserBody,
} from '@kabinet/domain/companies';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { http, type DataEnvelope } from '../../../shared/http/http.ts';
import { currentUserKeys } from '../../../shared/user/api.ts';
import { companyKeys } from './keys.ts';

const base = (companyId: number) => `/api/v1/companies/${companyId}`;

/** A change inside a company (bank, user, invitation): the company answer is read again. */
function useCompanyChange<TArgs, TResult>(
  companyId: number,
  call: (args: TArgs) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: companyKeys.detail(companyId) });
    },
  });
}

export const useAddBank = (companyId: number) =>
  useCompanyChange(companyId, (body: CompanyBankBody) =>
    http.post<DataEnvelope<CompanyBank>>(`${base(companyId)}/banks`, body, { retry: false }),
  );

/** «Сделать основным»: the main bank is a company field (info.main_bank_id). */
export const useMakeBankMain = (companyId: number) =>
  useCompanyChange(companyId, (bankId: number) =>
    http.post<DataEnvelope<Company>>(`${base(companyId)}/edit`, { info: { main_bank_id: bankId } }),
  );

export const useDeleteBank = (companyId: number) =>
  useCompanyChange(companyId, (bankId: number) =>
    http.delete<void>(`${base(companyId)}/banks/${bankId}`),
  );

export const useInviteUser = (companyId: number) =>
  useCompanyChange(companyId, (body: InviteUserBody) =>
    http.post<DataEnvelope<CompanyInvitation>>(`${base(companyId)}/invitations`, body, {
      retry: false,
    }),
  );

export const useCancelInvitation = (companyId: number) =>
  useCompanyChange(companyId, (invitationId: number) =>
    http.delete<void>(`${base(companyId)}/invitations/${invitationId}`),
  );

export const useChangePosition = (companyId: number) =>
  useCompanyChange(companyId, ({ userId, ...body }: ChangePositionBody & { userId: number }) =>
    http.put<DataEnvelope<CompanyUser>>(`${base(companyId)}/users/${userId}`, body),
  );

export const useRemoveUser = (companyId: number) =>
  useCompanyChange(companyId, (userId: number) =>
    http.delete<void>(`${base(companyId)}/users/${userId}`),
  );

/**
 * The client card: an admin blocks or unblocks a user of the company
 * (POST /admin/companies/{id}/users/{userId}/block · unblock; blocking ends their sessions).
 */
export const useSetUserBlocked = (companyId: number) =>
  useCompanyChange(companyId, ({ userId, block }: { userId: number; block: boolean }) =>
    http.post<DataEnvelope<CompanyUser>>(
      `/api/v1/admin/companies/${companyId}/users/${userId}/${block ? 'block' : 'unblock'}`,
      {},
      { retry: false },
    ),
  );

/** GET /invitations: pending invitations to the signed-in user's e-mail or phone. */
export const invitationsQuery = () =>
  queryOptions({
    queryKey: companyKeys.invitations,
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<CompanyInvitation[]>>('/api/v1/invitations', { signal })
        .then((body) => body.data),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });

export const useMyInvitations = () => useQuery(invitationsQuery());

/** Accept or decline: the invitation leaves the list; accepting adds the company to the user. */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, accept }: { id: number; accept: boolean }): Promise<void> => {
      const path = `/api/v1/invitations/${id}/${accept ? 'accept' : 'decline'}`;
      await http.post<{ data: Company } | undefined>(path, {}, { retry: false });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: companyKeys.invitations });
      await queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
    },
  });
}
