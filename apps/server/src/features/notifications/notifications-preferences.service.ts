import {
  NOTIFICATION_TYPES,
  resolveNotificationPreferences,
  type NotificationPreferences,
  type NotificationPreferencesPatch,
} from '@kabinet/domain/notifications';

import type { Db } from '../../db/client.ts';
import { systemClock, type Clock } from '../../platform/clock.ts';

import {
  loadNotificationPreferences,
  lockNotificationPreferencesPatch,
  saveNotificationPreferences,
} from './notifications-preferences.repository.ts';

/**
 * The change laid over the stored patch, switch by switch. We store the user's explicit
 * choices (the patch), not only their differences from the defaults: a switch the user set keeps
 * its value even if we change that default later, while the switches never touched follow the
 * defaults. Types that no longer exist are dropped.
 */
export function mergeNotificationPreferencesPatch(
  stored: NotificationPreferencesPatch,
  change: NotificationPreferencesPatch,
): NotificationPreferencesPatch {
  const merged: NotificationPreferencesPatch = {};
  for (const type of NOTIFICATION_TYPES) {
    const channels = { ...stored[type], ...change[type] };
    if (Object.keys(channels).length > 0) merged[type] = channels;
  }
  return merged;
}

/**
 * The caller's notification preferences (type × channel). Only the caller's own: there
 * is no way to name another user.
 */
export function createNotificationPreferencesService(deps: { db: Db; clock?: Clock }) {
  const clock = deps.clock ?? systemClock;
  return { get, update };

  /** GET /api/v1/notification-preferences: every type × channel, defaults filled in. */
  async function get(user: { id: number }): Promise<NotificationPreferences> {
    const preferences = await loadNotificationPreferences(deps.db, [user.id]);
    return preferences.get(user.id) ?? resolveNotificationPreferences(null);
  }

  /**
   * PATCH /api/v1/notification-preferences: merges the change into the stored patch under a row
   * lock (two tabs switching different channels at once both keep their change).
   */
  async function update(
    user: { id: number },
    change: NotificationPreferencesPatch,
  ): Promise<NotificationPreferences> {
    const now = clock.now();
    const merged = await deps.db.transaction(async (tx) => {
      const stored = await lockNotificationPreferencesPatch(tx, user.id, now);
      const next = mergeNotificationPreferencesPatch(stored, change);
      await saveNotificationPreferences(tx, user.id, next, now);
      return next;
    });
    return resolveNotificationPreferences(merged);
  }
}

export type NotificationPreferencesService = ReturnType<
  typeof createNotificationPreferencesService
>;
