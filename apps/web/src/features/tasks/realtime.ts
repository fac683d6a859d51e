import { privateUserChannel } from '@kabinet/domain/realtime';
import { useQueryClient } from '@tanstack/react-query';

import { useChannel } from '../../shared/realtime/use-channel.ts';
import { tasksKeys } from './keys.ts';

/**
 * A task of the user's companies was opened, changed or finished (TaskChanged): the
 * lists, the open task and the menu count are asked again in every open tab — and after a
 * reconnect, in case one was missed. Mounted by the shell, so the badge is live on every page.
 */
export function useTaskEvents(userId: number) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: tasksKeys.all });
  useChannel(privateUserChannel(userId), {
    TaskChanged: refresh,
    'subscription:succeeded': ({ resubscribed }) => {
      if (resubscribed) refresh();
    },
  });
}
