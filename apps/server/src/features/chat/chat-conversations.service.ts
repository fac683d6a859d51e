import {
  CHAT_PAGE_SIZE,
  type Conversation,
  type ChatPresenceMember,
  type ConversationType,
  type ReadMessage,
} from '@kabinet/domain/chat';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { canUseCompany } from '../companies/companies.policy.ts';

import {
  addParticipants,
  insertConversation,
  listAssignedStaffUserIds,
  listConversationsOfChatUser,
  listUsersForChat,
  lockConversation,
  resetUnread,
} from './chat-conversations.repository.ts';
import type { ChatLoader } from './chat-loader.ts';
import { createParticipantOperations } from './chat-participants.ts';
import { markOthersRead } from './chat-messages.repository.ts';
import { findChatUserByUserId } from './chat-users.repository.ts';
import type { ChatActor, ChatUsersService } from './chat-users.service.ts';
import { canJoinCompanyConversation, findConversationAccess } from './chat.policy.ts';
import { companyNotFound, conversationNotFound, notCompanyUser } from './chat.errors.ts';

type Deps = {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  loader: ChatLoader;
  chatUsers: ChatUsersService;
};

/** SPEC §7 conversations: list, create, open, read, invite, leave, disconnect (SPEC §5/§6 rules). */
export function createChatConversationsService(deps: Deps) {
  const { db, clock, realtime, loader } = deps;
  return {
    list,
    create,
    get,
    read,
    listByCompany,
    access,
    one,
    ...createParticipantOperations({ ...deps, access, one, chatUserIdsOf }),
    presenceMember,
  };

  /** /broadcasting/auth: the member info of a participant, or null for anyone else. */
  async function presenceMember(
    user: { id: number },
    conversationId: number,
  ): Promise<ChatPresenceMember | null> {
    const chatUser = await findChatUserByUserId(db, user.id);
    if (!chatUser) return null;
    const found = await findConversationAccess(
      db,
      { userId: user.id, chatUserId: chatUser.id },
      conversationId,
    );
    return found ? { chat_user_id: chatUser.id, user_id: user.id, name: chatUser.name } : null;
  }

  async function access(actor: ChatActor, conversationId: number) {
    const found = await findConversationAccess(
      db,
      { userId: actor.user.id, chatUserId: actor.chatUser.id },
      conversationId,
    );
    if (!found) throw conversationNotFound();
    return found;
  }

  /** The conversation as the actor sees it (their unread count). */
  async function one(actor: ChatActor, conversationId: number): Promise<Conversation> {
    const { conversation, participant } = await access(actor, conversationId);
    const [serialized] = await loader.conversations([
      { conversation, unreadCount: participant.unreadCount },
    ]);
    if (!serialized) throw conversationNotFound();
    return serialized;
  }

  /** The caller's conversations, optionally only the given ids (non-numeric ones skipped). */
  async function list(actor: ChatActor, ids?: number[]) {
    const rows = await listConversationsOfChatUser(db, actor.chatUser.id, ids ? { ids } : {});
    const visible = [];
    for (const row of rows) {
      if (await canUseCompany(db, actor.user.id, row.conversation.companyId)) visible.push(row);
    }
    return loader.conversations(visible);
  }

  async function listByCompany(actor: ChatActor, companyId: number, nameContains?: string) {
    if (!(await canUseCompany(db, actor.user.id, companyId))) throw companyNotFound();
    const rows = await listConversationsOfChatUser(db, actor.chatUser.id, {
      companyId,
      ...(nameContains ? { nameContains } : {}),
    });
    return loader.conversations(rows);
  }

  /** Creates a company conversation: the creator is the master; assigned managers join. */
  async function create(
    actor: ChatActor,
    input: {
      name: string;
      type: ConversationType;
      company_id: number;
      user_ids?: number[] | undefined;
    },
  ) {
    if (!(await canUseCompany(db, actor.user.id, input.company_id))) throw companyNotFound();
    const invited = input.user_ids ?? [];
    for (const userId of invited) {
      if (!(await canJoinCompanyConversation(db, userId, input.company_id))) throw notCompanyUser();
    }
    const staff = await listAssignedStaffUserIds(db, input.company_id);
    const memberIds = await chatUserIdsOf([...staff, ...invited]);
    const now = clock.now();
    const conversation = await db.transaction(async (tx) => {
      const row = await insertConversation(tx, {
        name: input.name,
        type: input.type,
        chatUserId: actor.chatUser.id,
        companyId: input.company_id,
      });
      await addParticipants(tx, row.id, [actor.chatUser.id, ...memberIds], now);
      return row;
    });
    const serialized = await one(actor, conversation.id);
    for (const userId of new Set([...staff, ...invited])) {
      if (userId !== actor.user.id) {
        realtime.toUser(userId).emit('ConversationAdded', { ...serialized, unread_count: 0 });
      }
    }
    return serialized;
  }

  async function chatUserIdsOf(userIds: number[]) {
    const users = await listUsersForChat(db, userIds);
    const rows = await Promise.all(users.map((user) => deps.chatUsers.ensureChatUserOf(user)));
    return rows.map((row) => row.id);
  }

  /** The conversation with its newest page (SPEC §7 change-conversation / get by id). */
  async function get(actor: ChatActor, conversationId: number): Promise<Conversation> {
    const base = await one(actor, conversationId);
    const { conversation } = await access(actor, conversationId);
    const page = await loader.page(conversation, CHAT_PAGE_SIZE, {});
    return {
      ...base,
      messages: page.data,
      message_pagination_info: { meta: page.meta, links: page.links },
    };
  }

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
    return { read_messages: readMessages };
  }
}

export type ChatConversationsService = ReturnType<typeof createChatConversationsService>;
