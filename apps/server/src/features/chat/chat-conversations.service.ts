import { CHAT_PAGE_SIZE, type Conversation } from '@kabinet/domain/chat';
import { type ChatPresenceMember } from '@kabinet/domain/realtime';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { canUseCompany } from '../companies/companies.policy.ts';

import { listConversationsOfChatUser } from './chat-conversations.repository.ts';
import type { ChatLoader } from './chat-loader.service.ts';
import { viewerOf } from './chat-files.signing.ts';
import { createConversationCreator } from './chat-conversation-create.service.ts';
import { createReadOperation } from './chat-read.service.ts';
import { createParticipantOperations } from './chat-participants.service.ts';
import { findChatUserByUserId } from './chat-users.repository.ts';
import type { ChatActor, ChatUsersService } from './chat-users.service.ts';
import { findConversationAccess, requireConversationAccess } from './chat.policy.ts';
import { companyNotFound, conversationNotFound } from './chat.errors.ts';

export type ConversationsDeps = {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  loader: ChatLoader;
  chatUsers: ChatUsersService;
};

/** SPEC §7 conversations: list, create, open, read, invite, leave, disconnect (SPEC §5/§6 rules). */
export function createChatConversationsService(deps: ConversationsDeps) {
  const { db, loader } = deps;
  const { read } = createReadOperation({ ...deps, access: (a, id) => access(a, id) });
  const { create, chatUserIdsOf } = createConversationCreator({
    ...deps,
    one: (a, id) => one(a, id),
  });
  return {
    list,
    create,
    get,
    read,
    listByCompany,
    unreadOfCompany: (user: { id: number }, companyId: number) =>
      unreadOfCompany(db, user, companyId),
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

  function access(actor: ChatActor, conversationId: number) {
    return requireConversationAccess(db, actor, conversationId);
  }

  /** The conversation as the actor sees it (their unread count). */
  async function one(actor: ChatActor, conversationId: number): Promise<Conversation> {
    const { conversation, participant } = await access(actor, conversationId);
    const [serialized] = await loader.conversations(
      [{ conversation, unreadCount: participant.unreadCount }],
      viewerOf(actor),
    );
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
    return loader.conversations(visible, viewerOf(actor));
  }

  async function listByCompany(actor: ChatActor, companyId: number, nameContains?: string) {
    if (!(await canUseCompany(db, actor.user.id, companyId))) throw companyNotFound();
    const rows = await listConversationsOfChatUser(db, actor.chatUser.id, {
      companyId,
      ...(nameContains ? { nameContains } : {}),
    });
    return loader.conversations(rows, viewerOf(actor));
  }

  /** The conversation with its newest page (SPEC §7 change-conversation / get by id). */
  async function get(actor: ChatActor, conversationId: number): Promise<Conversation> {
    const base = await one(actor, conversationId);
    const { conversation } = await access(actor, conversationId);
    const page = await loader.page(conversation, CHAT_PAGE_SIZE, {}, viewerOf(actor));
    return {
      ...base,
      messages: page.data,
      message_pagination_info: { meta: page.meta, links: page.links },
    };
  }
}

/**
 * «Что сделать дальше»: the user's conversations of the company with unread
 * messages (id, name, count), newest activity first. The caller has checked the company.
 */
async function unreadOfCompany(db: Db, user: { id: number }, companyId: number) {
  const chatUser = await findChatUserByUserId(db, user.id);
  if (!chatUser) return [];
  const rows = await listConversationsOfChatUser(db, chatUser.id, { companyId });
  return rows
    .filter((row) => row.unreadCount > 0)
    .map((row) => ({
      id: row.conversation.id,
      name: row.conversation.name,
      unread_count: row.unreadCount,
    }));
}

export type ChatConversationsService = ReturnType<typeof createChatConversationsService>;
