import type { Notification } from '@kabinet/domain/users';

import type { NotificationRow } from '../../db/schema/notifications.ts';

/** SPEC §3 Notification. */
export function serializeNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    data: row.data,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
