import { privateUserChannel } from '@kabinet/domain/realtime';
import { useQueryClient } from '@tanstack/react-query';

import { useChannel } from '../../shared/realtime/use-channel.ts';

import { managementKeys } from './keys.ts';

/**
 * CONVENTIONS §4.5: `ManagementAccountingChanged` on `private-user.{id}`
 * (docs/api/management-accounting.md): a report was published, edited or removed, or an
 * adjustment changed — the lists and graphs are asked again.
 */
export function useManagementAccountingEvents(userId: number) {
  const queryClient = useQueryClient();
  useChannel(privateUserChannel(userId), {
    ManagementAccountingChanged: () => {
      void queryClient.invalidateQueries({ queryKey: managementKeys.all });
    },
  });
}
