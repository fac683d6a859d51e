import {
  applyReadNotifications,
  removeNotifications,
  type ReadNotification,
} from '@kabinet/domain/notifications';
import { type Notification } from '@kabinet/domain/users';
import { queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';

import { http, type DataEnvelope } from '../../shared/http/http.ts';

/** docs/api/notifications.md: how many the bell loads (the newest). */
export const NOTIFICATIONS_LIMIT = 50;

export const notificationsKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationsKeys.all, 'list'] as const,
};

type ListAnswer = { data: Notification[]; next_cursor: string | null };

/** GET /api/v1/notifications: the newest notifications of the signed-in user. */
export const notificationsQuery = (initial?: Notification[]) =>
  queryOptions({
    queryKey: notificationsKeys.list(),
    queryFn: ({ signal }) =>
      http
        .get<ListAnswer>(`/api/v1/notifications?limit=${NOTIFICATIONS_LIMIT}`, { signal })
        .then((body) => body.data),
    ...(initial ? { placeholderData: initial } : {}),
    staleTime: 60_000,
  });

export const useNotifications = (initial?: Notification[]) => useQuery(notificationsQuery(initial));

/** Cache patches shared by the mutation and the realtime events. */
export function patchNotifications(
  queryClient: QueryClient,
  patch: (list: Notification[]) => Notification[],
): void {
  queryClient.setQueryData<Notification[]>(notificationsKeys.list(), (list) =>
    list ? patch(list) : list,
  );
}

/** SPEC §7 mark-read answer (or the NotificationsRead event) applied to the cache. */
export const applyRead = (queryClient: QueryClient, read: readonly ReadNotification[]) =>
  patchNotifications(queryClient, (list) => applyReadNotifications(list, read));

/** SPEC §7 ChatConversationNotificationsRead: these notifications are gone. */
export const applyRemoved = (queryClient: QueryClient, ids: readonly string[]) =>
  patchNotifications(queryClient, (list) => removeNotifications(list, ids));

/** NotificationCreated: the new one on top, once. */
export const applyCreated = (queryClient: QueryClient, notification: Notification) =>
  patchNotifications(queryClient, (list) => [
    notification,
    ...list.filter((item) => item.id !== notification.id),
  ]);

/** SPEC §7 POST /api/notifications/mark-read with the ids (all when left out). */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) =>
      http
        .post<DataEnvelope<ReadNotification[]>>(
          '/api/notifications/mark-read',
          ids ? { notifications_ids: ids } : {},
        )
        .then((body) => body.data),
    onSuccess: (read) => applyRead(queryClient, read),
  });
}
