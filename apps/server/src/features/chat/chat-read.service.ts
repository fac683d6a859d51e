import type { ReadMessage } from '@kabinet/domain/chat';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { createNotificationsService } from '../notifications/notifications.service.ts';

import { lockConversation, resetUnread } from './chat-conversations.repository.ts';
import { markOthersRead } from './chat-messages.repository.ts';
import type { ChatActor } from './chat-users.service.ts';
import type { ConversationAccess } from './chat.policy.ts';
import { conversationNotFound } from './chat.errors.ts';

/** What reading needs; chat-conversations.service.ts passes it in with its access check. */
type Deps = {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  access: (actor: ChatActor, conversationId: number) => Promise<ConversationAccess>;
};

/** SPEC §7 POST …/{id}/read (both sets) and SPEC §4 «opening marks others' messages read». */
export function createReadOperation(deps: Deps) {
  const { db, clock, realtime, access } = deps;
  const notifications = createNotificationsService({ db, realtime, clock });
  return { read };

  /** SPEC §4: marks the other users' unread messages read and zeroes the reader's counter. */
  async function read(
    actor: ChatActor,
    conversationId: number,
  ): Promise<{ read_messages: ReadMessage[] }> {
    await access(actor, conversationId);
    const now = clock.now();
    const rows = await db.transaction(async (tx) => {
      const conversation = await lockConversation(tx, conversationId);
      if (!conversation) throw conversationNotFound();
      const marked = await markOthersRead(tx, {
        conversationId,
        readerChatUserId: actor.chatUser.id,
        at: now,
      });
      await resetUnread(tx, conversationId, actor.chatUser.id, conversation.lastSeq);
      return marked;
    });
    const readMessages = rows
      .map((row) => ({ id: row.id, read_at: (row.readAt ?? now).toISOString() }))
      .sort((a, b) => a.id - b.id);
    if (readMessages.length > 0) {
      realtime.toConversation(conversationId).emit('MessagesRead', {
        chat_conversation_id: conversationId,
        chat_user_id: actor.chatUser.id,
        read_messages: readMessages,
      });
    }
    // SPEC §4: a non-manager's chat notifications of this conversation go, a manager's get read.
    await notifications.conversationRead({ user: actor.user, conversationId });
    return { read_messages: readMessages };
  }
}
