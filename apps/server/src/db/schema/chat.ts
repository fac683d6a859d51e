import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

import { companies } from './companies.ts';
import { users } from './users.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const timestamps = {
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** SPEC §3 Chat user: a user's chat identity, or a standalone one (Telegram, user_id null). */
export const chatUsers = pgTable(
  'chat_users',
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    telegramId: text(),
    platform: text(),
    state: text(),
    online: boolean().notNull().default(false),
    currentChatConversationId: integer().references((): AnyPgColumn => chatConversations.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('chat_users_user_id_unique')
      .on(table.userId)
      .where(sql`${table.userId} is not null`),
  ],
);

/** SPEC §3 Conversation; `chat_user_id` is the master. last_seq is the per-conversation counter. */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    type: text().$type<'PRIVATE' | 'PUBLIC'>().notNull().default('PRIVATE'),
    chatUserId: integer()
      .notNull()
      .references((): AnyPgColumn => chatUsers.id, { onDelete: 'restrict' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    settings: jsonb()
      .$type<{ telegram_chat_id: string | null; bot_is_admin: boolean }>()
      .notNull()
      .default({ telegram_chat_id: null, bot_is_admin: false }),
    lastSeq: bigint({ mode: 'number' }).notNull().default(0),
    /**
     * The change counter: every insert, edit and delete of a message takes the next value into
     * the message's change_seq, so a client catches up edits and deletes it missed too.
     */
    lastChangeSeq: bigint({ mode: 'number' }).notNull().default(0),
    lastMessageId: integer(),
    lastMessageAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [index('chat_conversations_company_id_index').on(table.companyId)],
);

/** Who is in a conversation, with their read position and unread counter. */
export const chatParticipants = pgTable(
  'chat_participants',
  {
    conversationId: integer()
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    chatUserId: integer()
      .notNull()
      .references(() => chatUsers.id, { onDelete: 'cascade' }),
    lastReadSeq: bigint({ mode: 'number' }).notNull().default(0),
    unreadCount: integer().notNull().default(0),
    joinedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    leftAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.chatUserId] }),
    index('chat_participants_chat_user_id_index').on(table.chatUserId),
  ],
);

/**
 * SPEC §3 Message. `seq` is assigned under a row lock on the conversation (ARCHITECTURE §3);
 * `search` is the `russian` full-text vector with ё folded to е.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial().primaryKey(),
    conversationId: integer()
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    seq: bigint({ mode: 'number' }).notNull(),
    /** The conversation's change counter at the last insert, edit or delete of this message. */
    changeSeq: bigint({ mode: 'number' }).notNull().default(0),
    chatUserId: integer()
      .notNull()
      .references(() => chatUsers.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    text: text().notNull().default(''),
    type: text().$type<'TEXT' | 'FILE' | 'TEXT_FILE'>().notNull().default('TEXT'),
    replyMessageId: integer().references((): AnyPgColumn => chatMessages.id, {
      onDelete: 'set null',
    }),
    clientId: text(),
    extra: jsonb().$type<{ date: string; client_id?: string }>().notNull(),
    /** Where the sender wrote it: the cabinet, or a reply in the Telegram bot. */
    source: text().$type<'cabinet' | 'telegram'>().notNull().default('cabinet'),
    search: tsvector().generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('russian'::regconfig, replace(replace(${chatMessages.text}, 'ё', 'е'), 'Ё', 'Е'))`,
    ),
    ...timestamps,
    deletedAt: timestamp({ withTimezone: true, mode: 'date' }),
    readAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('chat_messages_conversation_seq_unique').on(table.conversationId, table.seq),
    index('chat_messages_conversation_change_seq_index').on(table.conversationId, table.changeSeq),
    uniqueIndex('chat_messages_client_id_unique').on(
      table.conversationId,
      table.chatUserId,
      table.clientId,
    ),
    index('chat_messages_unread_index')
      .on(table.conversationId, table.seq)
      .where(sql`${table.readAt} is null and ${table.deletedAt} is null`),
    index('chat_messages_search_index').using('gin', table.search),
  ],
);

/** SPEC §3 attachments of a message; keys point into the storage port. */
export const chatMessageFiles = pgTable(
  'chat_message_files',
  {
    id: serial().primaryKey(),
    messageId: integer()
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    mime: text().notNull(),
    size: integer().notNull(),
    kind: text().$type<'image' | 'document' | 'video' | 'audio' | 'sticker'>().notNull(),
    storageKey: text().notNull(),
    previewKey: text(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('chat_message_files_message_id_index').on(table.messageId)],
);

export type ChatUserRow = typeof chatUsers.$inferSelect;
export type ChatConversationRow = typeof chatConversations.$inferSelect;
export type ChatParticipantRow = typeof chatParticipants.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type ChatMessageFileRow = typeof chatMessageFiles.$inferSelect;

/**
 * Saved replies of the staff. `ownerUserId` null is a firm-wide template (admins keep
 * them), otherwise the manager's own; inserted in the composer with «/».
 */
export const chatReplyTemplates = pgTable(
  'chat_reply_templates',
  {
    id: serial().primaryKey(),
    ownerUserId: integer().references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    text: text().notNull(),
    ...timestamps,
  },
  (table) => [index('chat_reply_templates_owner_user_id_index').on(table.ownerUserId)],
);

export type ChatReplyTemplateRow = typeof chatReplyTemplates.$inferSelect;
