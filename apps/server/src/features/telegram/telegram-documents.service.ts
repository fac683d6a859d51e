import { InlineKeyboard, InputFile } from 'grammy';

import type {
  TelegramChats,
  TelegramSendResult,
} from '../notifications/notifications-telegram.service.ts';

import { botApiFailure, type TelegramBot } from './telegram-bot.service.ts';

/** The PDF a notice carries and the button under it («Оплатить», «Подписать»). */
export type NoticeDocument = {
  fileName: string;
  bytes: Buffer;
  button: string;
  /** The cabinet's page the button opens, from the app's root. */
  path: string;
};

/** The document of a notification (an issued invoice, an act to sign), or null: text only. */
export type NoticeDocuments = (about: {
  userId: number;
  data: unknown;
}) => Promise<NoticeDocument | null>;

/** Telegram refuses URL buttons to hosts it cannot open (localhost): those go without. */
const buttonable = (url: string) => /^https?:\/\/(?!localhost|127\.)/.test(url);

/**
 * Notices that stand for a document go as that PDF (sendDocument, multipart) with the notice as
 * its caption and a button into the cabinet; every other notice, and one whose PDF cannot be
 * made (the firm's requisites unset, the document gone), goes as the plain message.
 */
export function withNoticeDocuments(
  chats: TelegramChats,
  deps: { bot: TelegramBot; documents: NoticeDocuments; appUrl: string },
): TelegramChats {
  const appUrl = deps.appUrl.replace(/\/+$/, '');
  return {
    ...chats,
    async send(chatId, notice): Promise<TelegramSendResult> {
      const about = notice.about;
      const document = about ? await deps.documents(about).catch(() => null) : null;
      if (!document) return chats.send(chatId, notice);
      const url = `${appUrl}${document.path}`;
      try {
        await deps.bot.api.sendDocument(chatId, new InputFile(document.bytes, document.fileName), {
          caption: notice.text,
          ...(buttonable(url)
            ? { reply_markup: new InlineKeyboard().url(document.button, url) }
            : {}),
        });
        return { ok: true };
      } catch (error) {
        return { ok: false, ...botApiFailure(error) };
      }
    },
  };
}
