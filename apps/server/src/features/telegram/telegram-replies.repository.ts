import { and, eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import {
  telegramLinks,
  telegramMessages,
  type TelegramMessageRow,
} from '../../db/schema/telegram.ts';

/** Remembers a Telegram message standing for a chat message (a retried update changes nothing). */
export async function rememberTelegramMessage(
  db: Db,
  values: {
    chatId: number;
    telegramMessageId: number;
    direction: TelegramMessageRow['direction'];
    userId: number;
    conversationId: number;
    chatMessageId: number | null;
  },
): Promise<void> {
  await db.insert(telegramMessages).values(values).onConflictDoNothing();
}

/** The chat message a Telegram message of this chat stands for, if any, of this user. */
export async function findTelegramMessage(
  db: Db,
  chatId: number,
  telegramMessageId: number,
  userId: number,
): Promise<TelegramMessageRow | null> {
  const [row] = await db
    .select()
    .from(telegramMessages)
    .where(
      and(
        eq(telegramMessages.chatId, chatId),
        eq(telegramMessages.telegramMessageId, telegramMessageId),
        eq(telegramMessages.userId, userId),
      ),
    );
  return row ?? null;
}

/** The conversation a plain message of this chat goes to, chosen with the bot's buttons. */
export async function chooseReplyConversation(
  db: Db,
  chatId: number,
  conversationId: number,
  at: Date,
): Promise<void> {
  await db
    .update(telegramLinks)
    .set({ replyConversationId: conversationId, replyChosenAt: at })
    .where(eq(telegramLinks.chatId, chatId));
}
