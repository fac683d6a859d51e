import { CHAT_PAGE_SIZE, type InitialChatLoad, type MessagePage } from '@kabinet/domain/chat';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';

import type { ChatConversationsService } from './chat-conversations.service.ts';
import {
  listParticipantsOf,
  listConversationsOfChatUser,
} from './chat-conversations.repository.ts';
import type { ChatLoader } from './chat-loader.service.ts';
import { viewerOf } from './chat-files.signing.ts';
import { findChatUser, updateChatUser } from './chat-users.repository.ts';
import type { ChatActor } from './chat-users.service.ts';
import { serializeChatUser } from './chat.serializers.ts';

/** SPEC §3 initial load and SPEC §4 «opening a conversation». */
export function createChatSessionService(deps: {
  db: Db;
  clock: Clock;
  loader: ChatLoader;
  conversations: ChatConversationsService;
}) {
  const { db, loader, conversations } = deps;
  return { changeConversation, initialLoad };

  /**
   * SPEC §4: opening sets the chat user's current conversation, loads it and marks the other
   * users' unread messages read. The answer is the conversation with its newest page.
   */
  async function changeConversation(actor: ChatActor, conversationId: number) {
    await conversations.access(actor, conversationId);
    const chatUser = await updateChatUser(
      db,
      actor.chatUser.id,
      { currentChatConversationId: conversationId },
      deps.clock.now(),
    );
    await conversations.read({ ...actor, chatUser }, conversationId);
    return conversations.get({ ...actor, chatUser }, conversationId);
  }

  /** SPEC §3 initial chat load. */
  async function initialLoad(actor: ChatActor): Promise<InitialChatLoad> {
    const chatConversations = await conversations.list(actor);
    const ids = chatConversations.map((c) => c.id);
    const participants = await listParticipantsOf(db, ids);
    const chatUsers = new Map(
      participants.map((p) => [p.chatUser.id, serializeChatUser(p.chatUser)]),
    );
    const me = (await findChatUser(db, actor.chatUser.id)) ?? actor.chatUser;
    chatUsers.set(me.id, serializeChatUser(me));
    const rows = await listConversationsOfChatUser(db, actor.chatUser.id, { ids });
    const chatMessages: Record<string, MessagePage> = {};
    for (const { conversation } of rows) {
      const page = await loader.page(conversation, CHAT_PAGE_SIZE, {}, viewerOf(actor));
      chatMessages[String(conversation.id)] = { data: page.data, meta: page.meta };
    }
    const currentId = me.currentChatConversationId;
    const current =
      currentId && ids.includes(currentId) ? await conversations.get(actor, currentId) : null;
    return {
      current_chat_user: serializeChatUser(me),
      chat_users: [...chatUsers.values()],
      chat_conversations: chatConversations,
      current_chat_conversation: current,
      chat_messages: chatMessages,
    };
  }
}

export type ChatSessionService = ReturnType<typeof createChatSessionService>;
