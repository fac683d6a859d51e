import * as z from 'zod';

import { FILE_KINDS } from '../files/file-types.ts';
import { paginationLinksSchema, paginationMetaSchema } from '../shared/envelope.ts';
import { idFieldSchema } from '../shared/ids.ts';

import { MAX_MESSAGE_LENGTH } from './chat-limits.ts';
import { CONVERSATION_TYPE } from './conversation-constants.ts';
import { MESSAGE_TYPE } from './message-kind.ts';

const id = z.number().int().positive();

/** SPEC §3 Chat user: a user's chat identity, or a standalone one (Telegram) without user_id. */
export const chatUserSchema = z.object({
  id,
  user_id: id.nullable(),
  current_chat_conversation_id: id.nullable(),
  name: z.string(),
  telegram_id: z.string().nullable(),
  platform: z.string().nullable(),
  state: z.string().nullable(),
  online: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
/** SPEC §3 Chat user. */
export type ChatUser = z.infer<typeof chatUserSchema>;

/**
 * SPEC §3 Conversation.users: the participants' users, as far as SPEC §6 needs them (the role
 * decides manager rights). Loose, so a fuller user passes through.
 */
export const conversationUserSchema = z.looseObject({
  id,
  name: z.string(),
  role: z.object({ role_name: z.string(), role_slug: z.string() }),
});
/** A user of SPEC §3 Conversation.users. */
export type ConversationUser = z.infer<typeof conversationUserSchema>;

/** SPEC §3 attachments: a stored file; `preview_url` is set for images (preview size). */
export const fileSchema = z.object({
  id,
  name: z.string(),
  mime: z.string(),
  size: z.number().int().nonnegative(),
  kind: z.enum(FILE_KINDS),
  url: z.string(),
  preview_url: z.string().nullable(),
});
/** SPEC §3 attachment. */
export type ChatFile = z.infer<typeof fileSchema>;

/** SPEC §3 Message.extra: `date` is the sender's client timestamp, `client_id` our send id. */
export const messageExtraSchema = z.object({
  date: z.string(),
  client_id: z.string().optional(),
});
/** SPEC §3 Message.extra. */
export type MessageExtra = z.infer<typeof messageExtraSchema>;

const messageCore = {
  id,
  /** ARCHITECTURE §3: per-conversation sequence number, commit order. */
  seq: z.number().int().positive(),
  /**
   * ARCHITECTURE §3 change log: the conversation's change counter at this message's last insert
   * or edit (a delete takes one too), so a reconnecting client catches up the edits it missed.
   */
  change_seq: z.number().int().nonnegative(),
  text: z.string(),
  type: z.enum(MESSAGE_TYPE),
  chat_user_id: id,
  chat_user: chatUserSchema.nullable(),
  chat_conversation_id: id,
  user_id: id.nullable(),
  reply_message_id: id.nullable(),
  files: z.array(fileSchema),
  extra: messageExtraSchema,
  created_at: z.string(),
  updated_at: z.string(),
  read_at: z.string().nullable(),
  /** Where the sender wrote it; absent means the cabinet. */
  source: z.enum(['cabinet', 'telegram']).optional(),
};

/**
 * SPEC §3 Message.reply_message: the replied message one level deep (its own reply is not
 * nested again). `null` when the target was deleted (SPEC §8 «Сообщение было удалено»).
 */
export const replyMessageSchema = z.object(messageCore);
/** The replied message inside a message. */
export type ReplyMessage = z.infer<typeof replyMessageSchema>;

/**
 * SPEC §3 Message as the server sends it (REST answers and real-time events alike). `text` is ''
 * for a file-only message; `seq` orders messages within the conversation (ARCHITECTURE §3).
 */
export const messageSchema = z.object({
  ...messageCore,
  reply_message: replyMessageSchema.nullable(),
});
/** SPEC §3 Message. */
export type Message = z.infer<typeof messageSchema>;

/** SPEC §3 Conversation.draft_message: draft_id is set while editing (SPEC §4 Draft). */
export const draftMessageSchema = z.object({
  text: z.string(),
  files: z.array(fileSchema),
  draft_id: id.nullable(),
  reply_message_id: id.nullable(),
});
/** SPEC §3 draft_message as sent over the wire. */
export type DraftMessage = z.infer<typeof draftMessageSchema>;

/** SPEC §3 Conversation.message_pagination_info: meta.current_page, meta.last_page, links. */
export const messagePaginationInfoSchema = z.object({
  meta: paginationMetaSchema.partial().required({ current_page: true, last_page: true }),
  links: paginationLinksSchema.partial(),
});
/** SPEC §3 message_pagination_info. */
export type MessagePaginationInfo = z.infer<typeof messagePaginationInfoSchema>;

/** SPEC §3 Conversation.typing_users: who is typing now (from `client-typing`, SPEC §7). */
export const typingUserSchema = z.object({ chat_user_id: id, name: z.string() });
/** A typing user. */
export type TypingUser = z.infer<typeof typingUserSchema>;

/**
 * SPEC §3 Conversation; `chat_user_id` is the master (manager, SPEC §6). unread_count defaults
 * to 0 and typing_users to [] (SPEC §3); draft_message and message_pagination_info to null.
 */
export const conversationSchema = z.object({
  id,
  name: z.string(),
  type: z.enum(CONVERSATION_TYPE),
  chat_user_id: id,
  chat_users: z.array(chatUserSchema),
  users: z.array(conversationUserSchema),
  messages: z.array(messageSchema).default([]),
  last_message: messageSchema.nullable(),
  unread_count: z.number().int().nonnegative().default(0),
  typing_users: z.array(typingUserSchema).default([]),
  draft_message: draftMessageSchema.nullable().default(null),
  message_pagination_info: messagePaginationInfoSchema.nullable().default(null),
  created_at: z.string(),
  settings: z.object({
    telegram_chat_id: z.string().nullable(),
    bot_is_admin: z.boolean(),
  }),
});
/** SPEC §3 Conversation (after defaults). */
export type Conversation = z.infer<typeof conversationSchema>;
/** SPEC §3 Conversation as written by the server (defaulted fields may be left out). */
export type ConversationInput = z.input<typeof conversationSchema>;

/** A page of messages with its pagination meta (SPEC §3 chat_messages entry, SPEC §7 pages). */
export const messagePageSchema = z.object({
  data: z.array(messageSchema),
  meta: messagePaginationInfoSchema.shape.meta,
});
/** A page of messages. */
export type MessagePage = z.infer<typeof messagePageSchema>;

/**
 * SPEC §3 initial chat load: the current chat user, chat users, conversations, the current
 * conversation and chat_messages keyed by conversation id (JSON keys are strings).
 */
export const initialChatLoadSchema = z.object({
  current_chat_user: chatUserSchema,
  chat_users: z.array(chatUserSchema),
  chat_conversations: z.array(conversationSchema),
  current_chat_conversation: conversationSchema.nullable(),
  chat_messages: z.record(z.string().regex(/^[1-9]\d*$/), messagePageSchema),
});
/** SPEC §3 initial chat load. */
export type InitialChatLoad = z.infer<typeof initialChatLoadSchema>;

/** A positive id sent as a number (JSON) or a decimal string (multipart, query, path). */
export { idFieldSchema };

const messageText = z
  .string('Неверный формат.')
  .max(MAX_MESSAGE_LENGTH, `Не длиннее ${MAX_MESSAGE_LENGTH} символов.`);

/**
 * SPEC §7 POST /api/chat/messages (multipart/form-data): the text fields as parsed, with the
 * bracketed names of the form (`extra[date]`, `extra[client_id]`). Files travel as file parts
 * and are checked with `chatFileProblem`; a message needs text or a file (`isEmptyMessage`).
 */
export const sendMessageFieldsSchema = z.object({
  chat_conversation_id: idFieldSchema,
  text: messageText.default(''),
  reply_message_id: idFieldSchema.nullish(),
  'extra[date]': z.string('Укажите время отправки.').min(1, 'Укажите время отправки.').max(64),
  'extra[client_id]': z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Неверный идентификатор отправки.')
    .optional(),
});
/** SPEC §7 send-message form fields. */
export type SendMessageFields = z.infer<typeof sendMessageFieldsSchema>;

/** SPEC §7 PUT /api/chat/messages/{id}: the new text. */
export const editMessageBodySchema = z.object({ text: messageText });
/** SPEC §7 edit body. */
export type EditMessageBody = z.infer<typeof editMessageBodySchema>;

/** SPEC §7 GET …/messages: optional page; `after_seq` is our catch-up (ARCHITECTURE §3). */
export const messagesQuerySchema = z.object({
  page: z.coerce.number().int().positive().optional(),
  after_seq: z.coerce.number().int().nonnegative().optional(),
});
/** Messages query. */
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;

/** SPEC §7 POST /api/v1/chat/conversations/{id}/read: optional manual_read. */
export const readConversationBodySchema = z.object({ manual_read: z.boolean().optional() });
/** SPEC §7 read body. */
export type ReadConversationBody = z.infer<typeof readConversationBodySchema>;

/** One message marked read (SPEC §7 read_messages item, MessagesRead event). */
export const readMessageSchema = z.object({ id, read_at: z.string() });
/** A message marked read. */
export type ReadMessage = z.infer<typeof readMessageSchema>;

/** SPEC §7 read answer, `data.data.read_messages` (inside the `{ data }` envelope). */
export const readConversationAnswerSchema = z.object({ read_messages: z.array(readMessageSchema) });
/** SPEC §7 read answer body. */
export type ReadConversationAnswer = z.infer<typeof readConversationAnswerSchema>;

/** SPEC §7 POST /api/v1/chat/conversations/{id}/invite: users to add. */
export const inviteBodySchema = z.object({
  user_ids: z
    .array(id, 'Выберите пользователей.')
    .min(1, 'Выберите пользователей.')
    .max(100, 'Не больше 100 пользователей за раз.'),
});
/** SPEC §7 invite body. */
export type InviteBody = z.infer<typeof inviteBodySchema>;

/** SPEC §7 POST /api/v1/chat/user/change-conversation. */
export const changeConversationBodySchema = z.object({ chat_conversation_id: idFieldSchema });
/** SPEC §7 change-conversation body. */
export type ChangeConversationBody = z.infer<typeof changeConversationBodySchema>;

/** SPEC §7 leave/other: the chat user the master removes. */
export const leaveOtherQuerySchema = z.object({ chat_user_id: idFieldSchema });
/** SPEC §7 leave/other query. */
export type LeaveOtherQuery = z.infer<typeof leaveOtherQuerySchema>;
