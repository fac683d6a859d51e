import { DEFAULT_TIME_ZONE } from '../shared/dates.ts';
import { dateTimeFormat } from '../shared/intl.ts';

import type { NotificationPreferences } from './notification-preferences.ts';

/** Headings of the notification list, newest group first. */
export const NOTIFICATION_GROUP_LABELS = {
  today: 'Сегодня',
  yesterday: 'Вчера',
  earlier: 'Ранее',
} as const;
/** A notification group key. */
export type NotificationGroupKey = keyof typeof NOTIFICATION_GROUP_LABELS;

/** A group of the notification list. */
export interface NotificationGroup<T> {
  key: NotificationGroupKey;
  label: (typeof NOTIFICATION_GROUP_LABELS)[NotificationGroupKey];
  items: T[];
}

/** SPEC §4 Notification: unread until read_at is set — the count for the bell. */
export function unreadNotificationsCount(
  list: readonly { read_at: string | null | undefined }[],
): number {
  return list.reduce((count, item) => (item.read_at ? count : count + 1), 0);
}

const DAY_MS = 86_400_000;

/** Days since the epoch of the calendar day `date` falls on in `timeZone`. */
function dayNumber(date: Date, timeZone: string): number {
  const parts = dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Math.floor(Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS);
}

function groupKey(createdAt: string, today: number, timeZone: string): NotificationGroupKey {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return 'earlier';
  const days = today - dayNumber(date, timeZone);
  if (days <= 0) return 'today';
  return days === 1 ? 'yesterday' : 'earlier';
}

/**
 * The notification list in groups «Сегодня», «Вчера», «Ранее» by the calendar day of
 * created_at in the viewer's zone (Europe/Moscow by default), newest first inside each group;
 * empty groups are left out. A date in the future counts as today, an unreadable one as earlier.
 */
export function groupNotifications<T extends { created_at: string }>(
  list: readonly T[],
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): NotificationGroup<T>[] {
  const today = dayNumber(now, timeZone);
  const groups = new Map<NotificationGroupKey, T[]>([
    ['today', []],
    ['yesterday', []],
    ['earlier', []],
  ]);
  const newestFirst = [...list].sort(
    (a, b) => (Date.parse(b.created_at) || 0) - (Date.parse(a.created_at) || 0),
  );
  for (const item of newestFirst) {
    groups.get(groupKey(item.created_at, today, timeZone))?.push(item);
  }
  return [...groups]
    .filter(([, items]) => items.length > 0)
    .map(([key, items]) => ({ key, label: NOTIFICATION_GROUP_LABELS[key], items }));
}

/**
 * SPEC §7 mark-read answer applied to a list: each listed {id, read_at} sets that notification's
 * read_at. Others are kept as they are; the input is not changed.
 */
export function applyReadNotifications<T extends { id: string; read_at: string | null }>(
  list: readonly T[],
  read: readonly { id: string; read_at: string }[],
): T[] {
  const readAt = new Map(read.map((item) => [item.id, item.read_at]));
  return list.map((item) => {
    const at = readAt.get(item.id);
    return at === undefined || item.read_at ? item : { ...item, read_at: at };
  });
}

/**
 * SPEC §4/§7: ChatConversationNotificationsRead removes the listed notifications (a non-manager's
 * chat notifications are removed once the messages are read).
 */
export function removeNotifications<T extends { id: string }>(
  list: readonly T[],
  ids: readonly string[],
): T[] {
  const gone = new Set(ids);
  return list.filter((item) => !gone.has(item.id));
}

/**
 * docs/api/notifications.md: whether the bell shows a notification of `type` — its
 * `in_app` switch is on. A type these preferences do not know stays visible (a newer server may
 * send types this client has no switch for), and so does everything while the preferences are
 * not known yet (`null`/`undefined`: loading or failed), so nothing seems lost.
 */
export function isVisibleInApp(
  type: string,
  preferences: NotificationPreferences | null | undefined,
): boolean {
  if (!preferences || !Object.hasOwn(preferences, type)) return true;
  return preferences[type as keyof NotificationPreferences].in_app;
}

/**
 * The notifications the bell shows — those whose type has `in_app` on
 * ({@link isVisibleInApp}). The rows stay stored either way (the switch only hides them); the
 * bell's list, unread count and "mark shown as read" use only these. The input is not changed.
 */
export function visibleInApp<T extends { type: string }>(
  list: readonly T[],
  preferences: NotificationPreferences | null | undefined,
): T[] {
  return list.filter((item) => isVisibleInApp(item.type, preferences));
}
