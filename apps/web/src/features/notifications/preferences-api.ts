import {
  isVisibleInApp,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  resolveNotificationPreferences,
  type NotificationPreferences,
  type NotificationPreferencesPatch,
  type NotificationType,
} from '@kabinet/domain/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { ResponseError } from '../../shared/http/http-errors.ts';
import { http, type DataEnvelope } from '../../shared/http/http.ts';
import { showToast } from '../../shared/toast/toast-store.ts';

const PATH = '/api/v1/notification-preferences';

/** Shown when a change could not be saved (the switch goes back). */
export const PREFERENCES_SAVE_FAILED =
  'Не удалось сохранить настройку уведомлений. Попробуйте ещё раз.';

export const notificationPreferencesKeys = {
  all: ['notification-preferences'] as const,
};

type Answer = DataEnvelope<NotificationPreferences>;

/** docs/api/notifications.md: GET /api/v1/notification-preferences, every type × channel. */
export const notificationPreferencesQuery = () =>
  queryOptions({
    queryKey: notificationPreferencesKeys.all,
    queryFn: ({ signal }) => http.get<Answer>(PATH, { signal }).then((body) => body.data),
  });

export const useNotificationPreferences = () => useQuery(notificationPreferencesQuery());

/**
 * Whether notifications of `type` show in the app (its «В приложении» switch); true while the
 * preferences load or when they failed, so nothing is silenced by a network error.
 */
export function useInAppEnabled(type: NotificationType): boolean {
  const { data } = useNotificationPreferences();
  return isVisibleInApp(type, data);
}

/** The patch that puts back, in `preferences`, the switches `patch` is about to change. */
function inverseOf(
  patch: NotificationPreferencesPatch,
  preferences: NotificationPreferences,
): NotificationPreferencesPatch {
  const inverse: NotificationPreferencesPatch = {};
  for (const type of NOTIFICATION_TYPES) {
    for (const channel of NOTIFICATION_CHANNELS) {
      if (patch[type]?.[channel] === undefined) continue;
      inverse[type] = { ...inverse[type], [channel]: preferences[type][channel] };
    }
  }
  return inverse;
}

/**
 * PATCH /api/v1/notification-preferences, optimistic: the switch moves at once; on failure only
 * the switches of that change go back (others changed meanwhile stay) and a toast says so. The
 * answer replaces the cache when no other change is still on its way.
 */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  const key = notificationPreferencesKeys.all;
  const patchCache = (patch: NotificationPreferencesPatch) =>
    queryClient.setQueryData<NotificationPreferences>(key, (current) =>
      current ? resolveNotificationPreferences(patch, current) : current,
    );
  return useMutation({
    mutationKey: key,
    mutationFn: (patch: NotificationPreferencesPatch) =>
      http.patch<Answer>(PATH, patch).then((body) => body.data),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: key });
      const current = queryClient.getQueryData<NotificationPreferences>(key);
      patchCache(patch);
      return { inverse: current ? inverseOf(patch, current) : null };
    },
    onError: (error, _patch, context) => {
      if (context?.inverse) patchCache(context.inverse);
      // A 403 already has its toast from the HTTP client.
      if (!(error instanceof ResponseError && error.status === 403)) {
        showToast({ type: 'negative', message: PREFERENCES_SAVE_FAILED });
      }
    },
    onSuccess: (preferences) => {
      if (queryClient.isMutating({ mutationKey: key }) <= 1) {
        queryClient.setQueryData(key, preferences);
      }
    },
  });
}
