import type {
  ChatFile,
  ChatUser,
  Conversation,
  ConversationUser,
  Message,
  ReplyMessage,
} from '@kabinet/domain/chat';
import { roleName, type RoleSlug } from '@kabinet/domain/users';

import type { ChatConversationRow, ChatMessageFileRow, ChatUserRow } from '../../db/schema/chat.ts';

import type { MessageRow } from './chat-messages.repository.ts';

/** SPEC §3 Chat user. */
export function serializeChatUser(row: ChatUserRow): ChatUser {
  return {
    id: row.id,
    user_id: row.userId,
    current_chat_conversation_id: row.currentChatConversationId,
    name: row.name,
    telegram_id: row.telegramId,
    platform: row.platform,
    state: row.state,
    online: row.online,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** SPEC §3 Conversation.users item. */
export function serializeConversationUser(user: {
  id: number;
  name: string;
  lastName: string | null;
  roleSlug: RoleSlug;
}): ConversationUser {
  return {
    id: user.id,
    name: [user.name, user.lastName].filter(Boolean).join(' '),
    role: { role_name: roleName(user.roleSlug), role_slug: user.roleSlug },
  };
}

/** SPEC §3 attachment, with signed URLs. */
export function serializeFile(
  row: ChatMessageFileRow,
  fileUrl: (id: number, variant: 'original' | 'preview') => string,
): ChatFile {
  return {
    id: row.id,
    name: row.name,
    mime: row.mime,
    size: row.size,
    kind: row.kind,
    url: fileUrl(row.id, 'original'),
    preview_url: row.previewKey ? fileUrl(row.id, 'preview') : null,
  };
}

/** What a message needs around it: its sender, files and replied message. */
export type MessageContext = {
  chatUsers: ReadonlyMap<number, ChatUserRow>;
  files: ReadonlyMap<number, ChatMessageFileRow[]>;
  replies: ReadonlyMap<number, MessageRow>;
  fileUrl: (id: number, variant: 'original' | 'preview') => string;
};

function serializeCore(row: MessageRow, context: MessageContext): ReplyMessage {
  const sender = context.chatUsers.get(row.chatUserId);
  return {
    id: row.id,
    seq: row.seq,
    change_seq: row.changeSeq,
    text: row.text,
    type: row.type,
    chat_user_id: row.chatUserId,
    chat_user: sender ? serializeChatUser(sender) : null,
    chat_conversation_id: row.conversationId,
    user_id: row.userId,
    reply_message_id: row.replyMessageId,
    files: (context.files.get(row.id) ?? []).map((file) => serializeFile(file, context.fileUrl)),
    extra: row.extra,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
    source: row.source,
  };
}

/** SPEC §3 Message; reply_message is null when the replied message was deleted. */
export function serializeMessage(row: MessageRow, context: MessageContext): Message {
  const reply = row.replyMessageId ? context.replies.get(row.replyMessageId) : undefined;
  return {
    ...serializeCore(row, context),
    reply_message: reply ? serializeCore(reply, context) : null,
  };
}

/** SPEC §3 Conversation. */
export function serializeConversation(
  row: ChatConversationRow,
  parts: {
    chatUsers: ChatUserRow[];
    users: ConversationUser[];
    lastMessage: Message | null;
    unreadCount: number;
    messages?: Message[];
    paginationInfo?: Conversation['message_pagination_info'];
  },
): Conversation {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    chat_user_id: row.chatUserId,
    chat_users: parts.chatUsers.map(serializeChatUser),
    users: parts.users,
    messages: parts.messages ?? [],
    last_message: parts.lastMessage,
    unread_count: parts.unreadCount,
    typing_users: [],
    draft_message: null,
    message_pagination_info: parts.paginationInfo ?? null,
    created_at: row.createdAt.toISOString(),
    settings: row.settings,
  };
}
