import { isEmptyMessage, messageTypeFor, type Message } from '@kabinet/domain/chat';
import { type MessageDeleted } from '@kabinet/domain/realtime';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Realtime } from '../../platform/realtime.ts';

import { lockConversation, setLastChangeSeq } from './chat-conversations.repository.ts';
import {
  listFilesOfMessages,
  softDeleteMessage,
  updateMessageText,
  type MessageRow,
} from './chat-messages.repository.ts';
import type { ChatLoader } from './chat-loader.service.ts';
import { viewerOf } from './chat-files.signing.ts';
import type { ChatActor } from './chat-users.service.ts';
import type { ConversationAccess } from './chat.policy.ts';
import {
  emptyMessage,
  messageNotFound,
  notOwnMessageDelete,
  notOwnMessageEdit,
} from './chat.errors.ts';

/** What edit and delete need; chat-messages.service.ts passes them in with its lookups. */
type Deps = {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  loader: ChatLoader;
  access: (actor: ChatActor, conversationId: number) => Promise<ConversationAccess>;
  visibleMessage: (actor: ChatActor, id: number) => Promise<MessageRow>;
};

/**
 * ARCHITECTURE §3 change log: runs a change of a message under the conversation's row lock with
 * the conversation's next change_seq, so changes commit in change_seq order like sends do. The
 * change answers null when the message was deleted meanwhile (404 to the caller).
 */
async function inNextChange<T>(
  db: Db,
  conversationId: number,
  change: (tx: Db, changeSeq: number) => Promise<T | null>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const conversation = await lockConversation(tx, conversationId);
    if (!conversation) throw messageNotFound();
    const changeSeq = conversation.lastChangeSeq + 1;
    const result = await change(tx, changeSeq);
    if (result === null) throw messageNotFound();
    await setLastChangeSeq(tx, conversationId, changeSeq);
    return result;
  });
}

/** SPEC §7 edit and delete; each takes the next change_seq and is published after commit. */
export function createMessageEditor(deps: Deps) {
  const { db, clock, realtime, loader, access, visibleMessage } = deps;
  return { edit, remove };

  /** Only the author edits; edited ⇔ updated_at ≠ created_at (SPEC §4). */
  async function edit(actor: ChatActor, id: number, text: string): Promise<Message> {
    const row = await visibleMessage(actor, id);
    if (row.chatUserId !== actor.chatUser.id) throw notOwnMessageEdit();
    const files = await listFilesOfMessages(db, [id]);
    if (isEmptyMessage({ text, files })) throw emptyMessage();
    const type = messageTypeFor({ text, files });
    const updated = await inNextChange(db, row.conversationId, (tx, changeSeq) =>
      updateMessageText(tx, { id, text, type, at: clock.now(), changeSeq }),
    );
    // Published to the conversation: its URLs are the editor's, and the web renews them.
    const message = await loader.message(updated, viewerOf(actor));
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
    const changeSeq = await inNextChange(db, row.conversationId, async (tx, next) =>
      (await softDeleteMessage(tx, { id, at: clock.now(), changeSeq: next })) ? next : null,
    );
    const deleted = { id, chat_conversation_id: row.conversationId, change_seq: changeSeq };
    realtime.toConversation(row.conversationId).emit('MessageDeleted', deleted);
    return deleted;
  }
}
