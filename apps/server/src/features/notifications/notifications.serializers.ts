import type { ReadNotification } from '@kabinet/domain/notifications';
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

/** SPEC §7 mark-read answer item {id, read_at}. */
export function serializeReadNotification(row: {
  id: string;
  readAt: Date | null;
}): ReadNotification {
  return { id: row.id, read_at: (row.readAt ?? new Date(0)).toISOString() };
}

/** docs/api/notifications.md: the opaque keyset cursor of the list — `created_at` and `id`. */
export function encodeNotificationsCursor(row: Pick<NotificationRow, 'createdAt' | 'id'>): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
}

const CURSOR = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)\|([0-9a-f-]{36})$/i;

/** The position a cursor names, or undefined for a cursor we did not issue (the first page). */
export function decodeNotificationsCursor(
  cursor: string,
): { createdAt: Date; id: string } | undefined {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match?.[1] || !match[2]) return undefined;
  const createdAt = new Date(match[1]);
  return Number.isNaN(createdAt.getTime()) ? undefined : { createdAt, id: match[2] };
}
