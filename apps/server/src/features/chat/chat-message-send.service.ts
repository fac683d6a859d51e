import {
  isEmptyMessage,
  messageTypeFor,
  type Message,
  type SendMessageFields,
} from '@kabinet/domain/chat';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { isDatabaseUnavailable, isUniqueViolation } from '../../platform/db-errors.ts';
import type { Realtime } from '../../platform/realtime.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';

import type { ChatFilesService, StoredFile, UploadedFile } from './chat-files.service.ts';
import type { NewMessage, ParticipantPresence } from './chat-message-send.repository.ts';
import { findByClientId, findLiveMessage, type MessageRow } from './chat-messages.repository.ts';
import {
  createSendBatcher,
  StoredButNotPublished,
  type Sent,
} from './chat-send-batcher.service.ts';
import type { ChatLoader } from './chat-loader.service.ts';
import { viewerOf } from './chat-files.signing.ts';
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

/**
 * SPEC §7 send (ARCHITECTURE §3 sequence, client-id dedupe, publish after commit). Nothing is
 * acknowledged before the commit: the route answers with what `send` returns, and `send` returns
 * after the commit (a 2xx message survives a database restart).
 */
export function createMessageSender(deps: Deps) {
  const { db, loader, access } = deps;
  const batcher = createSendBatcher(deps);
  return { send };

  /**
   * ARCHITECTURE §3: the seq is taken under a row lock on the conversation by the statement that
   * inserts the message (with the other sends of its batch: chat-send-batcher.service.ts); a retried send
   * (same client id) answers the stored message and publishes nothing.
   */
  async function send(
    actor: ChatActor,
    fields: SendMessageFields,
    uploads: UploadedFile[],
    /** Left out: the cabinet. */
    source?: MessageRow['source'],
  ): Promise<{ message: Message; created: boolean }> {
    const conversationId = fields.chat_conversation_id;
    const clientId = fields['extra[client_id]'];
    const earlier = async () => {
      const found = clientId
        ? await findByClientId(db, { conversationId, chatUserId: actor.chatUser.id, clientId })
        : null;
      return found && { message: await loader.message(found, viewerOf(actor)), created: false };
    };
    // A plain text send leaves its access check to the statement that stores it (one
    // round trip fewer); a send with files or a reply is checked first, so an outsider stores no
    // file and learns nothing of a message elsewhere. Its retry answers the stored message before
    // any work: its files would be stored only to be thrown away, and its reply target may be
    // gone since the first try.
    const checkedFirst = uploads.length > 0 || Boolean(fields.reply_message_id);
    if (checkedFirst) {
      await access(actor, conversationId);
      const retried = await earlier();
      if (retried) return retried;
    }
    await checkSend(deps, fields, uploads);
    const stored = await deps.files.store(conversationId, uploads);
    let sent: Sent | null;
    try {
      sent = await batcher.store(conversationId, newMessage(actor, fields, stored, source), (row) =>
        publishSent(deps, actor, row, stored.length > 0),
      );
    } catch (error) {
      // Stored but not published: the message and its files stay; the client's retry with its
      // client id is answered with it.
      if (error instanceof StoredButNotPublished) throw error.cause;
      // A connection lost at the commit leaves its outcome unknown — the message may be
      // stored (unacknowledged; a retry with its client id finds it), so its files stay: an
      // orphaned file is cheaper than a stored message whose files are gone.
      if (!isDatabaseUnavailable(error)) await deps.files.discard(stored);
      // The same client id sent twice at once: the second insert hits the unique index, its
      // statement (seq included) rolls back, and it answers the first one's message.
      const raced = isUniqueViolation(error) ? await earlier() : null;
      if (!raced) throw error;
      return raced;
    }
    if (sent) {
      await notifyParticipants(deps, actor, sent.message, sent.participants);
      return { message: sent.message, created: true };
    }
    // Nothing written: the sender may not send there (the access check's 404, before anything
    // of the conversation is answered), a retried send (its client id is taken) answers the
    // stored message, or the conversation went away after the check.
    await deps.files.discard(stored);
    if (!checkedFirst) await access(actor, conversationId);
    const retried = await earlier();
    if (!retried) throw conversationNotFound();
    return retried;
  }
}

/** The message a send stores, from its fields and the files it stored. */
function newMessage(
  actor: ChatActor,
  fields: SendMessageFields,
  stored: StoredFile[],
  source: NewMessage['source'],
): NewMessage {
  const clientId = fields['extra[client_id]'];
  return {
    chatUserId: actor.chatUser.id,
    userId: actor.user.id,
    text: fields.text,
    type: messageTypeFor({ text: fields.text, files: stored }),
    replyMessageId: fields.reply_message_id ?? null,
    clientId: clientId ?? null,
    extra: clientId
      ? { date: fields['extra[date]'], client_id: clientId }
      : { date: fields['extra[date]'] },
    files: stored,
    source,
  };
}

/** MessageSent to the conversation's channel; answers the message it published. */
async function publishSent(deps: Deps, actor: ChatActor, row: MessageRow, hasFiles: boolean) {
  const message = await serializeSent(deps, actor, row, hasFiles);
  deps.realtime.toConversation(row.conversationId).emit('MessageSent', message);
  return message;
}

/**
 * A plain text message is serialized from what the send already holds (its sender is the
 * actor); a reply or a message with files goes through the loader, which signs file URLs and
 * reads the replied message.
 */
async function serializeSent(deps: Deps, actor: ChatActor, row: MessageRow, hasFiles: boolean) {
  if (row.replyMessageId || hasFiles) return deps.loader.message(row, viewerOf(actor));
  return serializeMessage(row, {
    chatUsers: new Map([[actor.chatUser.id, actor.chatUser]]),
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
 * NEW_CHAT_MESSAGE for participants not in the conversation right now; only
 * those who are members now (a participant who lost the company or whose account is blocked or
 * being deleted gets nothing).
 */
async function notifyParticipants(
  deps: Deps,
  actor: ChatActor,
  message: Message,
  participants: ParticipantPresence[],
) {
  try {
    const conversationId = message.chat_conversation_id;
    const isPresent = (p: ParticipantPresence) =>
      p.online && p.currentChatConversationId === conversationId;
    // Membership comes with the participants from the storing statement: a send costs no query
    // here unless someone away is to be notified.
    const away = participants.flatMap((p) =>
      p.userId && p.member && p.userId !== actor.user.id && !isPresent(p) ? [p.userId] : [],
    );
    if (away.length === 0) return;
    await deps.notifications.notifyNewChatMessage({
      participantUserIds: away,
      senderUserId: actor.user.id,
      presentUserIds: [],
      message: {
        id: message.id,
        chat_conversation_id: conversationId,
        text: message.text,
        chat_user: { name: actor.chatUser.name },
      },
    });
  } catch (error) {
    deps.logger?.error({ err: error }, 'chat notification failed');
  }
}
