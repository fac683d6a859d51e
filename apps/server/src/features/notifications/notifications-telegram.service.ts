import { notificationPushPayload } from '@kabinet/domain/notifications';
import { z } from 'zod';

import type { Db } from '../../db/client.ts';
import type { NotificationRow } from '../../db/schema/notifications.ts';
import {
  giveUp,
  retryLater,
  type ClaimedJob,
  type JobContext,
  type JobQueue,
} from '../../platform/jobs/jobs.types.ts';

import { stillForTheirUsers, type ChatMembersNow } from './notifications-audience.service.ts';
import { findNotificationById } from './notifications.repository.ts';

/** The job queue of Telegram notices: one job per notification of a linked user. */
export const TELEGRAM_QUEUE = 'telegram';
/** Tries before a notice stays a dead letter; a 429 waits Telegram's retry_after, not backoff. */
export const TELEGRAM_MAX_ATTEMPTS = 6;

/** How a send to Telegram ended, as the telegram feature reads the Bot API's answer. */
export type TelegramSendResult =
  | { ok: true }
  | {
      ok: false;
      /** blocked: 403, the user blocked the bot or deleted the chat; retry: 429/5xx/no answer. */
      reason: 'blocked' | 'retry' | 'rejected';
      retryAfterMs: number | null;
      message: string;
    };

/** What notices need of the telegram feature (its service, passed in by the composition root). */
export type TelegramChats = {
  /** Of these users, those with a linked chat, read through `db` (the caller's transaction). */
  linkedUserIds(db: Db, userIds: readonly number[]): Promise<number[]>;
  chatOf(userId: number): Promise<number | null>;
  /** `about`: the notification it tells of (a chat message's forward is answered in the bot). */
  send(
    chatId: number,
    notice: { text: string; url: string; about?: Pick<NotificationRow, 'userId' | 'data'> },
  ): Promise<TelegramSendResult>;
  /** A dead chat (403): unlinked, nothing more is sent there. */
  forgetChat(chatId: number): Promise<void>;
};

/** What the notification service needs to queue Telegram notices. */
export type NotificationTelegram = { jobs: JobQueue; chats: Pick<TelegramChats, 'linkedUserIds'> };

const telegramJobSchema = z.object({ notification_id: z.uuid() });

/**
 * The `telegram` job handler: the notice goes to the user's chat as linked when the job runs.
 * Nothing is sent when the notification is gone or read, the user unlinked meanwhile, or (as for
 * push) it is about a conversation the user left. A 403 unlinks the dead chat; a 429 retries
 * after Telegram's retry_after; a refused message gives up.
 */
export function createTelegramDelivery(deps: {
  db: Db;
  chats: TelegramChats;
  membersNow: ChatMembersNow;
  /** The web app's public address: the notice's button opens its page. */
  appUrl: string;
}) {
  const appUrl = deps.appUrl.replace(/\/+$/, '');
  return { handle };

  async function handle(job: ClaimedJob, context: JobContext): Promise<void> {
    const parsed = telegramJobSchema.safeParse(job.payload);
    if (!parsed.success) throw giveUp('malformed telegram job payload');
    const notification = await findNotificationById(deps.db, parsed.data.notification_id);
    if (!notification || notification.readAt !== null) return;
    if ((await stillForTheirUsers(deps.db, [notification], deps.membersNow)).length === 0) return;
    const payload = notificationPushPayload(notification.data);
    const chatId = await deps.chats.chatOf(notification.userId);
    if (!payload || chatId === null) return;
    const result = await deps.chats.send(chatId, {
      text: `${payload.title}\n${payload.body}`,
      url: `${appUrl}${payload.url.startsWith('/') ? '' : '/'}${payload.url}`,
      about: notification,
    });
    if (result.ok) return;
    if (result.reason === 'blocked') {
      await deps.chats.forgetChat(chatId);
      context.logger.info({ chatId }, 'telegram: dead chat unlinked');
      return;
    }
    if (result.reason === 'retry') throw retryLater(result.message, result.retryAfterMs);
    throw giveUp(result.message);
  }
}

export type TelegramDelivery = ReturnType<typeof createTelegramDelivery>;
