import type { Conversation } from '@kabinet/domain/chat';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { canUseCompany, filterCanUseCompany } from '../companies/companies.policy.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';

import {
  addParticipants,
  findActiveParticipant,
  findConversation,
  listConversationIdsOfCompany,
  listConversationsOfChatUser,
  listUsersForChat,
  markLeft,
} from './chat-conversations.repository.ts';
import type { ChatLoader } from './chat-loader.service.ts';
import { listActiveParticipationsAmong } from './chat-membership.repository.ts';
import {
  clearCurrentConversation,
  ensureChatUserRow,
  findChatUserByUserId,
} from './chat-users.repository.ts';
import { chatNameOf } from './chat-users.service.ts';

/** A user and a conversation. */
export type MembershipPair = { userId: number; conversationId: number };

/**
 * The pairs whose user is a member of the conversation right now — an active
 * participant, with an active account, who can still use the conversation's company (the access
 * rule of docs/api/chat.md). Chat notifications go to these only, at send time and again when a
 * queued delivery (push, e-mail digest) runs.
 */
export async function currentMembersOf(
  db: Db,
  pairs: readonly MembershipPair[],
): Promise<MembershipPair[]> {
  const participations = await listActiveParticipationsAmong(
    db,
    [...new Set(pairs.map((pair) => pair.userId))],
    [...new Set(pairs.map((pair) => pair.conversationId))],
  );
  const members = await filterCanUseCompany(db, participations);
  const key = (pair: MembershipPair) => `${pair.userId}:${pair.conversationId}`;
  const current = new Set(members.map(key));
  return pairs.filter((pair) => current.has(key(pair)));
}

/**
 * A participant is gone (left, kicked, lost the company): their sockets leave the channel first,
 * so nothing published afterwards reaches them; then the others hear ChatUserLeft and the user
 * ConversationRemoved.
 */
export function publishParticipantLeft(
  realtime: Realtime,
  left: {
    conversationId: number;
    chatUserId: number;
    userId: number | null;
    removedByChatUserId: number | null;
  },
) {
  const { conversationId, userId } = left;
  if (userId) realtime.removeUserFromConversation(userId, conversationId);
  realtime.toConversation(conversationId).emit('ChatUserLeft', {
    chat_conversation_id: conversationId,
    chat_user_id: left.chatUserId,
    removed_by_chat_user_id: left.removedByChatUserId,
  });
  if (userId) {
    realtime.toUser(userId).emit('ConversationRemoved', { chat_conversation_id: conversationId });
  }
}

/**
 * Participants joined a conversation (invited, or staff assigned to its company): the
 * conversation hears ChatUserJoined for each and then ConversationUpdated, and each joined user
 * ConversationAdded, so their open tabs list it and subscribe to its channel.
 */
export function publishParticipantsJoined(
  realtime: Realtime,
  conversation: Conversation,
  chatUserIds: readonly number[],
) {
  const id = conversation.id;
  const listed = { ...conversation, unread_count: 0 };
  for (const chatUserId of chatUserIds) {
    const chatUser = conversation.chat_users.find((item) => item.id === chatUserId);
    if (!chatUser) continue;
    realtime
      .toConversation(id)
      .emit('ChatUserJoined', { chat_conversation_id: id, chat_user: chatUser });
    if (chatUser.user_id) realtime.toUser(chatUser.user_id).emit('ConversationAdded', listed);
  }
  if (chatUserIds.length > 0) realtime.toConversation(id).emit('ConversationUpdated', listed);
}

type Deps = {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  loader: Pick<ChatLoader, 'conversations'>;
  notifications: Pick<NotificationsService, 'forgetConversations'>;
};

/** What a membership change outside the chat does to the user's conversations (ADR 008). */
export function createChatMembershipService(deps: Deps) {
  const { db, clock, realtime } = deps;
  return { currentMembers, companyAccessLost, companyAccessGained, withdrawFromConversations };

  async function currentMembers(pairs: readonly MembershipPair[]) {
    return currentMembersOf(db, pairs);
  }

  /**
   * docs/decisions/006: a user who can no longer use a company (removed from it, left it, or a
   * manager unassigned from it) leaves every conversation of that company, and their chat
   * notifications about them are deleted — in the caller's transaction `tx`. The answer
   * publishes it all after commit.
   */
  async function companyAccessLost(
    tx: Db,
    change: { companyId: number; userId: number; byUserId: number },
  ): Promise<() => void> {
    const nothing = () => undefined;
    if (await canUseCompany(tx, change.userId, change.companyId)) return nothing;
    const chatUser = await findChatUserByUserId(tx, change.userId);
    if (!chatUser) return nothing;
    const rows = await listConversationsOfChatUser(tx, chatUser.id, {
      companyId: change.companyId,
    });
    const conversationIds = rows.map((row) => row.conversation.id);
    const now = clock.now();
    for (const conversationId of conversationIds) {
      await markLeft(tx, conversationId, chatUser.id, now);
      await clearCurrentConversation(tx, chatUser.id, conversationId);
    }
    const forgotten = await deps.notifications.forgetConversations(tx, {
      userId: change.userId,
      conversationIds,
    });
    const remover =
      change.byUserId === change.userId ? null : await findChatUserByUserId(tx, change.byUserId);
    return () => {
      for (const conversationId of conversationIds) {
        publishParticipantLeft(realtime, {
          conversationId,
          chatUserId: chatUser.id,
          userId: change.userId,
          removedByChatUserId: remover?.id ?? null,
        });
      }
      forgotten();
    };
  }

  /**
   * Staff newly assigned to a company join every conversation of that company — in the
   * caller's transaction `tx` — and see their whole history (the chat shows a participant every
   * message). The answer tells the conversations and the user after commit.
   */
  async function companyAccessGained(
    tx: Db,
    change: { companyId: number; userId: number },
  ): Promise<() => Promise<void>> {
    const [user] = await listUsersForChat(tx, [change.userId]);
    if (!user) return async () => undefined;
    const chatUser =
      (await findChatUserByUserId(tx, user.id)) ??
      (await ensureChatUserRow(tx, { userId: user.id, name: chatNameOf(user) }));
    const joined: number[] = [];
    for (const conversationId of await listConversationIdsOfCompany(tx, change.companyId)) {
      if (await findActiveParticipant(tx, conversationId, chatUser.id)) continue;
      await addParticipants(tx, conversationId, [chatUser.id], clock.now());
      joined.push(conversationId);
    }
    return async () => {
      for (const conversationId of joined) {
        const conversation = await findConversation(db, conversationId);
        if (!conversation) continue;
        const [serialized] = await deps.loader.conversations([{ conversation, unreadCount: 0 }], {
          userId: user.id,
          chatUserId: chatUser.id,
        });
        if (serialized) publishParticipantsJoined(realtime, serialized, [chatUser.id]);
      }
    };
  }

  /**
   * An account entering deletion keeps its participations (cancelling the deletion brings the
   * user back), but its open sockets leave every conversation channel: its REST calls and
   * channel authorizations are refused meanwhile.
   */
  async function withdrawFromConversations(userId: number): Promise<void> {
    const chatUser = await findChatUserByUserId(db, userId);
    if (!chatUser) return;
    for (const row of await listConversationsOfChatUser(db, chatUser.id)) {
      realtime.removeUserFromConversation(userId, row.conversation.id);
    }
  }
}

export type ChatMembershipService = ReturnType<typeof createChatMembershipService>;
