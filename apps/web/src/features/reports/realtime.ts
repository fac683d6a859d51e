import { privateUserChannel } from '@kabinet/domain/realtime';
import { useQueryClient } from '@tanstack/react-query';

import { useChannel } from '../../shared/realtime/use-channel.ts';
import { reportsKeys } from './keys.ts';

/**
 * CONVENTIONS §4.5: `ReportChanged` on `private-user.{id}` (docs/api/reports.md): a report of a
 * company the user sees was made, moved, signed or got a file — its lists and calendars are
 * asked again.
 */
export function useReportsEvents(userId: number) {
  const queryClient = useQueryClient();
  useChannel(privateUserChannel(userId), {
    ReportChanged: () => {
      void queryClient.invalidateQueries({ queryKey: reportsKeys.all });
    },
  });
}
