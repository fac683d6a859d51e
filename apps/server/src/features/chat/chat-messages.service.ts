import {
  isEmptyMessage,
  messageTypeFor,
  type Message,
  type MessageDeleted,
} from '@kabinet/domain/chat';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Realtime } from '../../platform/realtime.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';

import type { ChatFilesService } from './chat-files.service.ts';
import type { ChatLoader, PageRequest } from './chat-loader.ts';
import { createMessageSender } from './chat-message-send.ts';
import {
  findLiveMessage,
  softDeleteMessage,
  updateMessageText,
} from './chat-messages.repository.ts';
import type { ChatActor } from './chat-users.service.ts';
import { findConversationAccess } from './chat.policy.ts';
import {
  conversationNotFound,
  emptyMessage,
  messageNotFound,
  notOwnMessageDelete,
  notOwnMessageEdit,
} from './chat.errors.ts';

export type MessagesDeps = {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  loader: ChatLoader;
  files: ChatFilesService;
  notifications: NotificationsService;
  logger?: { error(object: object, message: string): void };
};

/** SPEC §7 messages: send (deduplicated by client id), edit, delete, pages and catch-up. */
export function createChatMessagesService(deps: MessagesDeps) {
  const { db, clock, realtime, loader } = deps;
  const { send } = createMessageSender({ ...deps, access });
  return { send, edit, remove, list };

  async function access(actor: ChatActor, conversationId: number) {
    const found = await findConversationAccess(
      db,
      { userId: actor.user.id, chatUserId: actor.chatUser.id },
      conversationId,
    );
    if (!found) throw conversationNotFound();
    return found;
  }

  /** A page (or catch-up window) of a conversation the actor is in. */
  async function list(
    actor: ChatActor,
    conversationId: number,
    perPage: number,
    request: PageRequest,
  ) {
    const { conversation } = await access(actor, conversationId);
    return loader.page(conversation, perPage, request);
  }

  /** Only the author edits; edited ⇔ updated_at ≠ created_at (SPEC §4). */
  async function edit(actor: ChatActor, id: number, text: string): Promise<Message> {
    const row = await visibleMessage(actor, id);
    if (row.chatUserId !== actor.chatUser.id) throw notOwnMessageEdit();
    const files = (await loader.message(row)).files;
    if (isEmptyMessage({ text, files })) throw emptyMessage();
    const updated = await updateMessageText(
      db,
      id,
      text,
      messageTypeFor({ text, files }),
      clock.now(),
    );
    const message = await loader.message(updated);
    realtime.toConversation(row.conversationId).emit('MessageUpdated', message);
    return message;
  }

  /** The author, or the conversation master (moderation), deletes. */
  async function remove(actor: ChatActor, id: number): Promise<MessageDeleted> {
    const row = await visibleMessage(actor, id);
    const { conversation } = await access(actor, row.conversationId);
    const allowed =
      row.chatUserId === actor.chatUser.id || conversation.chatUserId === actor.chatUser.id;
    if (!allowed) throw notOwnMessageDelete();
    await softDeleteMessage(db, id, clock.now());
    const deleted = { id, chat_conversation_id: row.conversationId };
    realtime.toConversation(row.conversationId).emit('MessageDeleted', deleted);
    return deleted;
  }

  async function visibleMessage(actor: ChatActor, id: number) {
    const row = await findLiveMessage(db, id);
    if (!row) throw messageNotFound();
    const found = await findConversationAccess(
      db,
      { userId: actor.user.id, chatUserId: actor.chatUser.id },
      row.conversationId,
    );
    if (!found) throw messageNotFound();
    return row;
  }
}

export type ChatMessagesService = ReturnType<typeof createChatMessagesService>;
