import { privateUserChannel } from '@kabinet/domain/realtime';
import { useQueryClient } from '@tanstack/react-query';

import { useChannel } from '../../shared/realtime/use-channel.ts';
import { actsKeys } from './keys.ts';

/**
 * CONVENTIONS §4.5: `ActChanged` on `private-user.{id}` (docs/api/acts.md): an act of a company
 * the user sees was issued, signed, disputed or re-issued — its lists are asked again.
 */
export function useActsEvents(userId: number) {
  const queryClient = useQueryClient();
  useChannel(privateUserChannel(userId), {
    ActChanged: () => {
      void queryClient.invalidateQueries({ queryKey: actsKeys.all });
    },
  });
}
