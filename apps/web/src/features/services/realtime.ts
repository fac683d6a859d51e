import { privateUserChannel } from '@kabinet/domain/realtime';
import { useQueryClient } from '@tanstack/react-query';

import { useChannel } from '../../shared/realtime/use-channel.ts';
import { ordersKeys } from './orders-api.ts';

/**
 * CONVENTIONS §4.5: `OrderChanged` on `private-user.{id}` — an order was made or moved
 * (by the client in another tab, by the manager): every orders list and card is asked again.
 */
export function useOrderEvents(userId: number) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
  useChannel(privateUserChannel(userId), {
    OrderChanged: refresh,
    'subscription:succeeded': ({ resubscribed }) => {
      if (resubscribed) refresh();
    },
  });
}
