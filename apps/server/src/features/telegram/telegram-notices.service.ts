import { chatNotificationData } from '@kabinet/domain/notifications';
import { InlineKeyboard } from 'grammy';

import type { Db } from '../../db/client.ts';
import type {
  TelegramChats,
  TelegramSendResult,
} from '../notifications/notifications-telegram.service.ts';

import { botApiFailure, type TelegramBot } from './telegram-bot.service.ts';
import { rememberTelegramMessage } from './telegram-replies.repository.ts';
import { deleteLinkOfChat, findLinkOfUser, linksOfUsers } from './telegram.repository.ts';

/** Telegram refuses URL buttons to hosts it cannot open (localhost): those notices go without. */
const buttonable = (url: string) => /^https?:\/\/(?!localhost|127\.)/.test(url);

/** Under a forwarded chat message: how to answer it from Telegram. */
export const REPLY_HINT = 'Ответьте на это сообщение, чтобы написать в диалог.';

/** A forwarded chat message is remembered, so a reply to it in the bot lands in its conversation. */
async function rememberForward(
  db: Db,
  chatId: number,
  telegramMessageId: number,
  about: { userId: number; data: unknown } | undefined,
) {
  const chat = about ? chatNotificationData(about) : null;
  if (!about || !chat) return;
  await rememberTelegramMessage(db, {
    chatId,
    telegramMessageId,
    direction: 'out',
    userId: about.userId,
    conversationId: chat.message.chat_conversation_id,
    chatMessageId: chat.message.id ?? null,
  });
}

/** Of these users, those with a linked chat (read through the caller's transaction). */
export async function linkedTelegramUserIds(tx: Db, userIds: readonly number[]): Promise<number[]> {
  return (await linksOfUsers(tx, userIds)).map((link) => link.userId);
}

/** The notices' port into Telegram: linked chats, one message with «Открыть» to the cabinet. */
export function createTelegramChats(deps: { db: Db; bot: TelegramBot }): TelegramChats {
  const { db, bot } = deps;
  return {
    linkedUserIds: linkedTelegramUserIds,
    async chatOf(userId: number) {
      return (await findLinkOfUser(db, userId))?.chatId ?? null;
    },
    async send(chatId, notice): Promise<TelegramSendResult> {
      try {
        const forward = notice.about ? chatNotificationData(notice.about) : null;
        const text = forward ? `${notice.text}\n\n${REPLY_HINT}` : notice.text;
        const sent = await bot.api.sendMessage(chatId, text, {
          ...(buttonable(notice.url)
            ? { reply_markup: new InlineKeyboard().url('Открыть в Кабинете', notice.url) }
            : {}),
          link_preview_options: { is_disabled: true },
        });
        // A lost mapping only costs the reply; a throw here would send the notice again.
        await rememberForward(db, chatId, sent.message_id, notice.about).catch(() => undefined);
        return { ok: true };
      } catch (error) {
        return { ok: false, ...botApiFailure(error) };
      }
    },
    async forgetChat(chatId: number) {
      await deleteLinkOfChat(db, chatId);
    },
  };
}
