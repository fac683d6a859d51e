import { InlineKeyboard } from 'grammy';

import type { Db } from '../../db/client.ts';
import type {
  TelegramChats,
  TelegramSendResult,
} from '../notifications/notifications-telegram.service.ts';

import { botApiFailure, type TelegramBot } from './telegram-bot.service.ts';
import { deleteLinkOfChat, findLinkOfUser, linksOfUsers } from './telegram.repository.ts';

/** Telegram refuses URL buttons to hosts it cannot open (localhost): those notices go without. */
const buttonable = (url: string) => /^https?:\/\/(?!localhost|127\.)/.test(url);

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
        await bot.api.sendMessage(chatId, notice.text, {
          ...(buttonable(notice.url)
            ? { reply_markup: new InlineKeyboard().url('Открыть в Кабинете', notice.url) }
            : {}),
          link_preview_options: { is_disabled: true },
        });
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
