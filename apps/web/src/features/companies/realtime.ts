import { privateUserChannel } from '@kabinet/domain/realtime';
import { useQueryClient } from '@tanstack/react-query';

import { useChannel } from '../../shared/realtime/use-channel.ts';
import { currentUserKeys } from '../../shared/user/api.ts';
import { companyKeys } from './api/keys.ts';

/**
 * CONVENTIONS §4.5: the company events of `private-user.{id}` (docs/api/companies.md) refresh
 * the open pages. An invitation arrives: the pending invitations are asked again. The user left
 * or was removed from a company: their companies (switcher, active company — user-full) and that
 * company's page with its users are asked again. After a reconnect both are, in case an event
 * was missed meanwhile.
 */
export function useCompanyEvents(userId: number) {
  const queryClient = useQueryClient();
  const refresh = (queryKey: readonly unknown[]) =>
    void queryClient.invalidateQueries({ queryKey });
  useChannel(privateUserChannel(userId), {
    CompanyInvitationCreated: () => refresh(companyKeys.invitations),
    CompanyUserRemoved: ({ company_id }) => {
      refresh(companyKeys.detail(company_id));
      refresh(currentUserKeys.all);
    },
    CompanyUpdated: ({ company_id }) => {
      refresh(companyKeys.detail(company_id));
      refresh(currentUserKeys.all);
    },
    'subscription:succeeded': ({ resubscribed }) => {
      if (!resubscribed) return;
      refresh(companyKeys.invitations);
      refresh(currentUserKeys.all);
    },
  });
}
