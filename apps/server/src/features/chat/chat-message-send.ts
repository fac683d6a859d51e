import {
  isEmptyMessage,
  messageTypeFor,
  type Message,
  type SendMessageFields,
} from '@kabinet/domain/chat';

import { isUniqueViolation } from '../../platform/db-errors.ts';

import type { UploadedFile } from './chat-files.service.ts';
import {
  incrementUnread,
  listParticipantsOf,
  lockConversation,
  setLastMessage,
} from './chat-conversations.repository.ts';
import { findByClientId, findLiveMessage, insertMessage } from './chat-messages.repository.ts';
import type { MessagesDeps } from './chat-messages.service.ts';
import type { ChatActor } from './chat-users.service.ts';
import type { ConversationAccess } from './chat.policy.ts';
import { conversationNotFound, emptyMessage, replyTargetMissing } from './chat.errors.ts';

type Deps = MessagesDeps & {
  access: (actor: ChatActor, conversationId: number) => Promise<ConversationAccess>;
};

/** SPEC §7 send (ARCHITECTURE §3 sequence, client-id dedupe, publish after commit). */
export function createMessageSender(deps: Deps) {
  const { db, clock, realtime, loader, access } = deps;
  return { send };

  /**
   * ARCHITECTURE §3: the seq is taken under a row lock on the conversation inside the inserting
   * transaction; a retried send (same client id) answers the stored message and publishes nothing.
   */
  async function send(
    actor: ChatActor,
    fields: SendMessageFields,
    uploads: UploadedFile[],
  ): Promise<{ message: Message; created: boolean }> {
    const conversationId = fields.chat_conversation_id;
    await access(actor, conversationId);
    const clientId = fields['extra[client_id]'];
    const retried = clientId
      ? await findByClientId(db, { conversationId, chatUserId: actor.chatUser.id, clientId })
      : null;
    if (retried) return { message: await loader.message(retried), created: false };
    if (isEmptyMessage({ text: fields.text, files: uploads })) throw emptyMessage();
    deps.files.check(uploads);
    if (fields.reply_message_id) {
      const target = await findLiveMessage(db, fields.reply_message_id);
      if (target?.conversationId !== conversationId) throw replyTargetMissing();
    }
    const stored = await deps.files.store(conversationId, uploads);
    const now = clock.now();
    let outcome: { row: Awaited<ReturnType<typeof insertMessage>>; created: boolean };
    try {
      outcome = await db.transaction(async (tx) => {
        const conversation = await lockConversation(tx, conversationId);
        if (!conversation) throw conversationNotFound();
        const existing = clientId
          ? await findByClientId(tx, { conversationId, chatUserId: actor.chatUser.id, clientId })
          : null;
        if (existing) return { row: existing, created: false };
        const seq = conversation.lastSeq + 1;
        const row = await insertMessage(
          tx,
          {
            conversationId,
            seq,
            chatUserId: actor.chatUser.id,
            userId: actor.user.id,
            text: fields.text,
            type: messageTypeFor({ text: fields.text, files: stored }),
            replyMessageId: fields.reply_message_id ?? null,
            clientId: clientId ?? null,
            extra: clientId
              ? { date: fields['extra[date]'], client_id: clientId }
              : { date: fields['extra[date]'] },
            createdAt: now,
            updatedAt: now,
          },
          stored.map(({ name, mime, size, kind, storageKey, previewKey }) => ({
            name,
            mime,
            size,
            kind,
            storageKey,
            previewKey,
          })),
        );
        await setLastMessage(tx, conversationId, { seq, messageId: row.id, at: now });
        await incrementUnread(tx, conversationId, actor.chatUser.id);
        return { row, created: true };
      });
    } catch (error) {
      await deps.files.discard(stored);
      if (!clientId || !isUniqueViolation(error)) throw error;
      const raced = await findByClientId(db, {
        conversationId,
        chatUserId: actor.chatUser.id,
        clientId,
      });
      if (!raced) throw error;
      return { message: await loader.message(raced), created: false };
    }
    if (!outcome.created) await deps.files.discard(stored);
    const message = await loader.message(outcome.row);
    if (outcome.created) {
      realtime.toConversation(conversationId).emit('MessageSent', message);
      await notify(actor, message);
    }
    return { message, created: outcome.created };
  }

  async function notify(actor: ChatActor, message: Message) {
    try {
      const participants = await listParticipantsOf(db, [message.chat_conversation_id]);
      await deps.notifications.notifyNewChatMessage({
        participantUserIds: participants.map((p) => p.chatUser.userId),
        senderUserId: actor.user.id,
        presentUserIds: participants
          .filter(
            (p) =>
              p.chatUser.online &&
              p.chatUser.currentChatConversationId === message.chat_conversation_id,
          )
          .flatMap((p) => (p.chatUser.userId ? [p.chatUser.userId] : [])),
        message: {
          id: message.id,
          chat_conversation_id: message.chat_conversation_id,
          text: message.text,
          chat_user: { name: actor.chatUser.name },
        },
      });
    } catch (error) {
      deps.logger?.error({ err: error }, 'chat notification failed');
    }
  }
}
