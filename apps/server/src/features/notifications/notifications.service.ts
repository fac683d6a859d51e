import { randomUUID } from 'node:crypto';

import {
  chatMessageNotificationRecipients,
  DEFAULT_NOTIFICATION_PREFERENCES,
  isInstantEmailType,
  isNotificationType,
  NOTIFICATION_TYPE,
  removesChatNotificationsOnRead,
  type ChatConversationNotificationsRead,
  type ChatMessageNotificationData,
  type KnownNotificationData,
  type ReadNotification,
} from '@kabinet/domain/notifications';
import { DEVICE_PLATFORMS, type Notification } from '@kabinet/domain/users';

import type { Db } from '../../db/client.ts';
import type { NotificationRow } from '../../db/schema/notifications.ts';
import { systemClock, type Clock } from '../../platform/clock.ts';
import type { Realtime } from '../../platform/realtime.ts';

import { insertNotificationsWithJobs } from './notifications-delivery.repository.ts';
import {
  EMAIL_MAX_ATTEMPTS,
  EMAIL_QUEUE,
  type NotificationEmailQueue,
} from './notifications-email.service.ts';
import {
  PUSH_MAX_ATTEMPTS,
  PUSH_QUEUE,
  type NotificationPush,
} from './notifications-push.service.ts';
import {
  TELEGRAM_MAX_ATTEMPTS,
  TELEGRAM_QUEUE,
  type NotificationTelegram,
} from './notifications-telegram.service.ts';
import {
  deleteConversationNotifications,
  listNotificationsPage,
  listRecentNotifications,
  markConversationNotificationsRead,
  markNotificationsRead,
} from './notifications.repository.ts';
import {
  decodeNotificationsCursor,
  encodeNotificationsCursor,
  serializeNotification,
  serializeReadNotification,
} from './notifications.serializers.ts';

/** The realtime event of a new notification on `private-user.{id}`. */
export const NOTIFICATION_CREATED = 'NotificationCreated';
/** Ours: notifications marked read in one tab, for the others (`private-user.{id}`). */
export const NOTIFICATIONS_READ = 'NotificationsRead';
/** SPEC §7: a non-manager's chat notifications removed after reading a conversation. */
export const CHAT_CONVERSATION_NOTIFICATIONS_READ = 'ChatConversationNotificationsRead';

/** docs/api/notifications.md: default and largest page of the list. */
export const NOTIFICATIONS_PAGE_SIZE = 30;
export const NOTIFICATIONS_PAGE_MAX = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A page of the caller's notifications and the cursor of the next one (null at the end). */
export type NotificationsPage = { data: Notification[]; next_cursor: string | null };

/**
 * One statement: the notification rows and their push, e-mail and Telegram jobs commit together
 * or not at all (notifications-delivery.repository.ts). Here each notification gets, per channel
 * that may carry it, the type's default; the statement lays the stored preferences over it. Only
 * Telegram asks first which recipients have a linked chat (the telegram feature knows).
 */
async function storeWithDeliveryJobs(
  db: Db,
  items: readonly NewNotification[],
  {
    push,
    email,
    telegram,
  }: {
    push?: NotificationPush | undefined;
    email?: NotificationEmailQueue | undefined;
    telegram?: NotificationTelegram | undefined;
  },
  now: Date,
): Promise<{ rows: NotificationRow[]; queuedJobs: number }> {
  const linked = telegram
    ? new Set(
        await telegram.chats.linkedUserIds(db, [...new Set(items.map((item) => item.userId))]),
      )
    : new Set<number>();
  const toStore = items.map(({ userId, data }) => {
    const defaults = isNotificationType(data.type)
      ? DEFAULT_NOTIFICATION_PREFERENCES[data.type]
      : undefined;
    return {
      id: randomUUID(),
      userId,
      type: data.type,
      data,
      push: push && defaults ? defaults.push : null,
      email: email && defaults && isInstantEmailType(data.type) ? defaults.email : null,
      telegram: telegram && defaults && linked.has(userId) ? defaults.telegram : null,
    };
  });
  return insertNotificationsWithJobs(
    db,
    toStore,
    {
      push: push && { queue: PUSH_QUEUE, maxAttempts: PUSH_MAX_ATTEMPTS },
      platforms: push ? DEVICE_PLATFORMS.filter((platform) => push.supports(platform)) : [],
      email: email && { queue: EMAIL_QUEUE, maxAttempts: EMAIL_MAX_ATTEMPTS },
      telegram: telegram && { queue: TELEGRAM_QUEUE, maxAttempts: TELEGRAM_MAX_ATTEMPTS },
    },
    now,
  );
}

/**
 * Deletes the user's chat notifications about these conversations through `db` (the caller's
 * transaction, if any); the answer tells their open tabs after commit
 * (ChatConversationNotificationsRead). SPEC §4: a non-manager read the conversation;
 * docs/decisions/006: the user lost the company of these conversations.
 */
function conversationsForgetter(realtime: Realtime) {
  return async (
    db: Db,
    args: { userId: number; conversationIds: readonly number[] },
  ): Promise<() => void> => {
    const rows = await deleteConversationNotifications(db, {
      userId: args.userId,
      type: NOTIFICATION_TYPE.NEW_CHAT_MESSAGE,
      conversationIds: args.conversationIds,
    });
    if (rows.length === 0) return () => undefined;
    const payload: ChatConversationNotificationsRead = {
      read_notification_ids: rows.map((row) => row.id),
    };
    return () => realtime.toUser(args.userId).emit(CHAT_CONVERSATION_NOTIFICATIONS_READ, payload);
  };
}

/** The caller's notifications: the list page, and the newest ones the user answer shows. */
function notificationLists(db: Db) {
  return { list, listRecent };

  /** GET /api/v1/notifications: the caller's notifications, newest first, by keyset cursor. */
  async function list(
    user: { id: number },
    query: { cursor?: string | undefined; limit?: number | undefined },
  ): Promise<NotificationsPage> {
    const limit = Math.min(query.limit ?? NOTIFICATIONS_PAGE_SIZE, NOTIFICATIONS_PAGE_MAX);
    const before = query.cursor ? decodeNotificationsCursor(query.cursor) : undefined;
    const rows = await listNotificationsPage(db, user.id, { before, limit: limit + 1 });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      data: page.map(serializeNotification),
      next_cursor: rows.length > limit && last ? encodeNotificationsCursor(last) : null,
    };
  }

  /** SPEC §3 User.notifications: the user's newest notifications, as the user answer shows them. */
  async function listRecent(userId: number): Promise<Notification[]> {
    return (await listRecentNotifications(db, userId)).map(serializeNotification);
  }
}

/** One notification to store: for whom and its data (its `type` is the notification's). */
export type NewNotification = { userId: number; data: KnownNotificationData };

/**
 * Notifications: stores a notification per recipient and
 * publishes it on their private channel; lists and marks the caller's own; applies the SPEC §4
 * rule when a conversation is read. Called after the caller's transaction committed. With
 * `push`, storing also queues the push deliveries (notifications-push.service.ts); with `email`,
 * the instant e-mails of billing and tariff status (notifications-email.service.ts).
 */
export function createNotificationsService(deps: {
  db: Db;
  realtime: Realtime;
  clock?: Clock;
  push?: NotificationPush | undefined;
  email?: NotificationEmailQueue | undefined;
  /** Notices to linked Telegram chats (notifications-telegram.service.ts). */
  telegram?: NotificationTelegram | undefined;
}) {
  const clock = deps.clock ?? systemClock;
  const { realtime } = deps;
  const forgetConversations = conversationsForgetter(deps.realtime);
  const { list, listRecent } = notificationLists(deps.db);
  return {
    notify,
    notifyNewChatMessage,
    list,
    listRecent,
    markRead,
    conversationRead,
    forgetConversations,
  };

  /**
   * The one way features create notifications. In one statement the rows are stored
   * (always — the in_app preference only hides them, it never loses them) and one push job per
   * device is queued where the push preference allows, and one e-mail job per billing
   * or tariff status notification where the e-mail preference allows; after commit each
   * recipient hears NotificationCreated and the worker is woken if jobs were queued.
   */
  async function notify(items: readonly NewNotification[]): Promise<NotificationRow[]> {
    if (items.length === 0) return [];
    const { rows, queuedJobs } = await storeWithDeliveryJobs(deps.db, items, deps, clock.now());
    for (const row of rows) {
      realtime.toUser(row.userId).emit(NOTIFICATION_CREATED, serializeNotification(row));
    }
    // A woken worker looks for due jobs at once (a query): only worth it when some were queued.
    if (queuedJobs > 0) {
      deps.push?.jobs.wake();
      deps.email?.jobs.wake();
      deps.telegram?.jobs.wake();
    }
    return rows;
  }

  /**
   * SPEC §3: NEW_CHAT_MESSAGE for the participants' users except the sender and those
   * in the conversation right now.
   */
  async function notifyNewChatMessage(args: {
    participantUserIds: readonly (number | null)[];
    senderUserId: number | null;
    presentUserIds: readonly number[];
    message: ChatMessageNotificationData['message'];
  }): Promise<void> {
    const data = { type: NOTIFICATION_TYPE.NEW_CHAT_MESSAGE, message: args.message };
    await notify(chatMessageNotificationRecipients(args).map((userId) => ({ userId, data })));
  }

  /**
   * SPEC §7 mark-read: the caller's listed (or all) unread notifications get read_at now.
   * Another user's ids, unknown and malformed ids are skipped without a word. The others tabs
   * hear NotificationsRead.
   */
  async function markRead(
    user: { id: number },
    ids: readonly string[] | undefined,
  ): Promise<ReadNotification[]> {
    const wanted = ids?.filter((id) => UUID.test(id));
    const rows = await markNotificationsRead(deps.db, user.id, wanted, clock.now());
    const read = rows.map(serializeReadNotification);
    if (read.length > 0) realtime.toUser(user.id).emit(NOTIFICATIONS_READ, { notifications: read });
    return read;
  }

  /**
   * SPEC §4: the user read a conversation. A non-manager's chat notifications about it are
   * removed (ChatConversationNotificationsRead); a manager's stay, marked read (NotificationsRead).
   */
  async function conversationRead(args: {
    user: { id: number; roleSlug: string | null };
    conversationId: number;
  }): Promise<void> {
    const { user, conversationId } = args;
    const type = NOTIFICATION_TYPE.NEW_CHAT_MESSAGE;
    if (removesChatNotificationsOnRead(user.roleSlug)) {
      const conversationIds = [conversationId];
      const publish = await forgetConversations(deps.db, { userId: user.id, conversationIds });
      publish();
      return;
    }
    const rows = await markConversationNotificationsRead(deps.db, {
      userId: user.id,
      type,
      conversationId,
      at: clock.now(),
    });
    if (rows.length > 0) {
      realtime.toUser(user.id).emit(NOTIFICATIONS_READ, {
        notifications: rows.map(serializeReadNotification),
      });
    }
  }
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
