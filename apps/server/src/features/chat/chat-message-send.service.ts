import {
  isEmptyMessage,
  messageTypeFor,
  type Message,
  type SendMessageFields,
} from '@kabinet/domain/chat';

import type { Db } from '../../db/client.ts';
import type { ChatMessageFileRow, ChatUserRow } from '../../db/schema/chat.ts';
import type { Clock } from '../../platform/clock.ts';
import { isDatabaseUnavailable, isUniqueViolation } from '../../platform/db-errors.ts';
import type { Realtime } from '../../platform/realtime.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';

import type { ChatFilesService, StoredFile, UploadedFile } from './chat-files.service.ts';
import {
  incrementUnreadOfParticipants,
  takeNextMessageSeq,
} from './chat-conversations.repository.ts';
import {
  findByClientId,
  findLiveMessage,
  insertMessageWithFiles,
  type MessageRow,
} from './chat-messages.repository.ts';
import type { ChatLoader } from './chat-loader.service.ts';
import { currentMembersOf } from './chat-membership.service.ts';
import type { ChatActor } from './chat-users.service.ts';
import type { ConversationAccess } from './chat.policy.ts';
import { conversationNotFound, emptyMessage, replyTargetMissing } from './chat.errors.ts';
import { serializeMessage } from './chat.serializers.ts';

/** What a send needs; chat-messages.service.ts passes it in with its access check. */
export type MessageSendDeps = {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  loader: ChatLoader;
  files: ChatFilesService;
  notifications: NotificationsService;
  logger?: { error(object: object, message: string): void };
  access: (actor: ChatActor, conversationId: number) => Promise<ConversationAccess>;
};
type Deps = MessageSendDeps;

/** What the send transaction wrote, with the active participants' chat users it read. */
type Inserted = { row: MessageRow; files: ChatMessageFileRow[]; participants: ChatUserRow[] };

/**
 * SPEC §7 send (ARCHITECTURE §3 sequence, client-id dedupe, publish after commit). Nothing is
 * acknowledged before the commit: the route answers with what `send` returns, and `send` returns
 * after the transaction (issue 18: a 2xx message survives a database restart).
 */
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
    let inserted: Inserted;
    try {
      inserted = await db.transaction((tx) =>
        insertInSequence(tx, { actor, fields, stored, at: clock.now() }),
      );
    } catch (error) {
      // Issue 18: a connection lost at the commit leaves its outcome unknown — the message may be
      // stored (unacknowledged; a retry with its client id finds it), so its files stay: an
      // orphaned file is cheaper than a stored message whose files are gone.
      if (!isDatabaseUnavailable(error)) await deps.files.discard(stored);
      // The same client id sent twice at once: the second insert hits the unique index, its
      // transaction (seq included) rolls back, and it answers the first one's message.
      const chatUserId = actor.chatUser.id;
      const raced =
        clientId && isUniqueViolation(error)
          ? await findByClientId(db, { conversationId, chatUserId, clientId })
          : null;
      if (!raced) throw error;
      return { message: await loader.message(raced), created: false };
    }
    const message = await serializeSent(deps, actor, inserted);
    realtime.toConversation(conversationId).emit('MessageSent', message);
    await notifyParticipants(deps, actor, message, inserted.participants);
    return { message, created: true };
  }
}

/**
 * A plain text message is serialized from what the send already holds (its sender is one of the
 * participants); a reply or a message with files goes through the loader, which signs file URLs
 * and reads the replied message.
 */
async function serializeSent(deps: Deps, actor: ChatActor, inserted: Inserted) {
  const { row, files, participants } = inserted;
  if (row.replyMessageId || files.length > 0) return deps.loader.message(row);
  const chatUsers = new Map([actor.chatUser, ...participants].map((user) => [user.id, user]));
  return serializeMessage(row, {
    chatUsers,
    files: new Map(),
    replies: new Map(),
    fileUrl: () => {
      throw new Error('a message without files has no file URLs');
    },
  });
}

/** 422s of a send: no text and no files, a refused file, a reply outside the conversation. */
async function checkSend(deps: Deps, fields: SendMessageFields, uploads: UploadedFile[]) {
  if (isEmptyMessage({ text: fields.text, files: uploads })) throw emptyMessage();
  await deps.files.check(uploads);
  if (!fields.reply_message_id) return;
  const target = await findLiveMessage(deps.db, fields.reply_message_id);
  if (target?.conversationId !== fields.chat_conversation_id) throw replyTargetMissing();
}

/**
 * ARCHITECTURE §3: inside the transaction — take the next seq and change_seq (locking the
 * conversation), insert, count the message as unread for the others.
 */
async function insertInSequence(
  tx: Db,
  args: { actor: ChatActor; fields: SendMessageFields; stored: StoredFile[]; at: Date },
): Promise<Inserted> {
  const { actor, fields, stored, at } = args;
  const conversationId = fields.chat_conversation_id;
  const clientId = fields['extra[client_id]'];
  const taken = await takeNextMessageSeq(tx, conversationId, at);
  if (!taken) throw conversationNotFound();
  const { row, files } = await insertMessageWithFiles(
    tx,
    {
      id: taken.messageId,
      conversationId,
      seq: taken.seq,
      changeSeq: taken.changeSeq,
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
  const participants = await incrementUnreadOfParticipants(tx, conversationId, actor.chatUser.id);
  return { row, files, participants };
}

/**
 * Issue 5: NEW_CHAT_MESSAGE for participants not in the conversation right now; issue 10: only
 * those who are members now (a participant who lost the company or whose account is blocked or
 * being deleted gets nothing).
 */
async function notifyParticipants(
  deps: Deps,
  actor: ChatActor,
  message: Message,
  participants: ChatUserRow[],
) {
  try {
    const conversationId = message.chat_conversation_id;
    const members = await currentMembersOf(
      deps.db,
      participants.flatMap((p) => (p.userId ? [{ userId: p.userId, conversationId }] : [])),
    );
    await deps.notifications.notifyNewChatMessage({
      participantUserIds: members.map((member) => member.userId),
      senderUserId: actor.user.id,
      presentUserIds: participants
        .filter((p) => p.online && p.currentChatConversationId === message.chat_conversation_id)
        .flatMap((p) => (p.userId ? [p.userId] : [])),
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
