import {
  isEmptyMessage,
  messageTypeFor,
  type Message,
  type SendMessageFields,
} from '@kabinet/domain/chat';

import { isUniqueViolation } from '../../platform/db-errors.ts';

import type { Db } from '../../db/client.ts';

import type { StoredFile, UploadedFile } from './chat-files.service.ts';
import {
  incrementUnread,
  listParticipantsOf,
  lockConversation,
  setLastMessage,
} from './chat-conversations.repository.ts';
import {
  findByClientId,
  findLiveMessage,
  insertMessage,
  type MessageRow,
} from './chat-messages.repository.ts';
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
    await checkSend(deps, fields, uploads);
    const stored = await deps.files.store(conversationId, uploads);
    let outcome: { row: MessageRow; created: boolean };
    try {
      outcome = await db.transaction((tx) =>
        insertInSequence(tx, { actor, fields, stored, at: clock.now() }),
      );
    } catch (error) {
      await deps.files.discard(stored);
      const chatUserId = actor.chatUser.id;
      const raced =
        clientId && isUniqueViolation(error)
          ? await findByClientId(db, { conversationId, chatUserId, clientId })
          : null;
      if (!raced) throw error;
      return { message: await loader.message(raced), created: false };
    }
    if (!outcome.created) await deps.files.discard(stored);
    const message = await loader.message(outcome.row);
    if (outcome.created) {
      realtime.toConversation(conversationId).emit('MessageSent', message);
      await notifyParticipants(deps, actor, message);
    }
    return { message, created: outcome.created };
  }
}

/** 422s of a send: no text and no files, a refused file, a reply outside the conversation. */
async function checkSend(deps: Deps, fields: SendMessageFields, uploads: UploadedFile[]) {
  if (isEmptyMessage({ text: fields.text, files: uploads })) throw emptyMessage();
  deps.files.check(uploads);
  if (!fields.reply_message_id) return;
  const target = await findLiveMessage(deps.db, fields.reply_message_id);
  if (target?.conversationId !== fields.chat_conversation_id) throw replyTargetMissing();
}

/**
 * ARCHITECTURE §3: inside the transaction — lock the conversation, dedupe, take the next seq and
 * the next change_seq.
 */
async function insertInSequence(
  tx: Db,
  args: { actor: ChatActor; fields: SendMessageFields; stored: StoredFile[]; at: Date },
): Promise<{ row: MessageRow; created: boolean }> {
  const { actor, fields, stored, at } = args;
  const conversationId = fields.chat_conversation_id;
  const clientId = fields['extra[client_id]'];
  const conversation = await lockConversation(tx, conversationId);
  if (!conversation) throw conversationNotFound();
  const existing = clientId
    ? await findByClientId(tx, { conversationId, chatUserId: actor.chatUser.id, clientId })
    : null;
  if (existing) return { row: existing, created: false };
  const seq = conversation.lastSeq + 1;
  const changeSeq = conversation.lastChangeSeq + 1;
  const row = await insertMessage(
    tx,
    {
      conversationId,
      seq,
      changeSeq,
      chatUserId: actor.chatUser.id,
      userId: actor.user.id,
      text: fields.text,
      type: messageTypeFor({ text: fields.text, files: stored }),
      replyMessageId: fields.reply_message_id ?? null,
      clientId: clientId ?? null,
      extra: clientId
        ? { date: fields['extra[date]'], client_id: clientId }
        : { date: fields['extra[date]'] },
      createdAt: at,
      updatedAt: at,
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
  await setLastMessage(tx, conversationId, { seq, changeSeq, messageId: row.id, at });
  await incrementUnread(tx, conversationId, actor.chatUser.id);
  return { row, created: true };
}

/** Issue 5: NEW_CHAT_MESSAGE for participants not in the conversation right now. */
async function notifyParticipants(deps: Deps, actor: ChatActor, message: Message) {
  const { db } = deps;
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
