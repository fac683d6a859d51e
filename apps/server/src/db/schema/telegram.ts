import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { chatConversations, chatMessages } from './chat.ts';
import { users } from './users.ts';

/**
 * A user's Telegram chat with the bot: one per user, and one user per chat. Removed on unlink,
 * on /stop and when Telegram answers 403 (the user blocked the bot).
 */
export const telegramLinks = pgTable(
  'telegram_links',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Telegram chat ids pass 2^31 (up to 52 bits): a bigint read as a JS number.
    chatId: bigint({ mode: 'number' }).notNull(),
    username: text(),
    linkedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The conversation chosen with the bot's buttons: a plain message goes there for a while. */
    replyConversationId: integer().references(() => chatConversations.id, {
      onDelete: 'set null',
    }),
    replyChosenAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('telegram_links_user_id_unique').on(table.userId),
    uniqueIndex('telegram_links_chat_id_unique').on(table.chatId),
  ],
);

export type TelegramLinkRow = typeof telegramLinks.$inferSelect;

/**
 * One-time start tokens of t.me/<bot>?start=<token>: only the SHA-256 of the token is kept, bound
 * to the user who asked for it; it links once, before `expires_at`.
 */
export const telegramLinkTokens = pgTable(
  'telegram_link_tokens',
  {
    id: serial().primaryKey(),
    tokenHash: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('telegram_link_tokens_token_hash_unique').on(table.tokenHash),
    index('telegram_link_tokens_user_id_idx')
      .on(table.userId)
      .where(sql`${table.usedAt} is null`),
  ],
);

export type TelegramLinkTokenRow = typeof telegramLinkTokens.$inferSelect;

/**
 * Telegram messages that stand for chat messages: `out` — a chat message the bot forwarded (a
 * reply to it lands in its conversation), `in` — the user's message stored in the chat (an edit of
 * it edits the stored one).
 */
export const telegramMessages = pgTable(
  'telegram_messages',
  {
    id: serial().primaryKey(),
    chatId: bigint({ mode: 'number' }).notNull(),
    telegramMessageId: bigint({ mode: 'number' }).notNull(),
    direction: text().$type<'out' | 'in'>().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: integer()
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    chatMessageId: integer().references(() => chatMessages.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('telegram_messages_chat_message_unique').on(table.chatId, table.telegramMessageId),
  ],
);

export type TelegramMessageRow = typeof telegramMessages.$inferSelect;
