import { privateUserChannel } from '@kabinet/domain/realtime';
import { useQueryClient } from '@tanstack/react-query';

import { useChannel } from '../../shared/realtime/use-channel.ts';
import { tariffKeys } from './api.ts';

/**
 * CONVENTIONS §4.5: `CompanyTariffStatusChanged` on `private-user.{id}` (docs/api/tariffs.md):
 * a tariff of the owner's company moved to another status, so the tariff page, the current and
 * active tariff and the history are asked again (also after a reconnect, in case it was missed).
 */
export function useTariffEvents(userId: number) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: tariffKeys.all });
  useChannel(privateUserChannel(userId), {
    CompanyTariffStatusChanged: refresh,
    'subscription:succeeded': ({ resubscribed }) => {
      if (resubscribed) refresh();
    },
  });
}
