import { canLeave, canRemoveParticipant, type Conversation } from '@kabinet/domain/chat';

import type { ConversationAccess } from './chat.policy.ts';
import {
  addParticipants,
  findActiveParticipant,
  markLeft,
} from './chat-conversations.repository.ts';
import { publishParticipantLeft, publishParticipantsJoined } from './chat-membership.service.ts';
import { clearCurrentConversation, findChatUser } from './chat-users.repository.ts';
import type { ChatActor } from './chat-users.service.ts';
import { canJoinCompanyConversation } from './chat.policy.ts';
import {
  kickNotAllowed,
  masterCannotLeave,
  notCompanyUser,
  notEnoughRights,
  participantNotFound,
} from './chat.errors.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Realtime } from '../../platform/realtime.ts';

type Deps = {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  access: (actor: ChatActor, conversationId: number) => Promise<ConversationAccess>;
  one: (actor: ChatActor, conversationId: number) => Promise<Conversation>;
  chatUserIdsOf: (userIds: number[]) => Promise<number[]>;
};

/** SPEC §5/§6 participants: invite, leave, remove by the master, kick (disconnect). */
export function createParticipantOperations(deps: Deps) {
  const { db, clock, realtime, access, one, chatUserIdsOf } = deps;
  return { invite, disconnect, leave };

  /** Any participant adds users of the conversation's company (or its assigned staff). */
  async function invite(actor: ChatActor, conversationId: number, userIds: number[]) {
    const { conversation } = await access(actor, conversationId);
    for (const userId of userIds) {
      if (!(await canJoinCompanyConversation(db, userId, conversation.companyId))) {
        throw notCompanyUser();
      }
    }
    const chatUserIds = await chatUserIdsOf(userIds);
    const fresh: number[] = [];
    for (const id of chatUserIds) {
      if (!(await findActiveParticipant(db, conversationId, id))) fresh.push(id);
    }
    await addParticipants(db, conversationId, fresh, clock.now());
    const serialized = await one(actor, conversationId);
    publishParticipantsJoined(realtime, serialized, fresh);
    return serialized;
  }

  /** SPEC §7 disconnect/{chatUserId}: a kick by the master, or leaving oneself. */
  async function disconnect(actor: ChatActor, conversationId: number, targetChatUserId: number) {
    const { conversation } = await access(actor, conversationId);
    const permission = canRemoveParticipant({
      conversation: { chat_user_id: conversation.chatUserId },
      actorChatUserId: actor.chatUser.id,
      targetChatUserId,
      via: 'kick',
    });
    if (!permission.allowed) {
      throw targetChatUserId === actor.chatUser.id ? masterCannotLeave() : kickNotAllowed();
    }
    await removeParticipant(deps, actor, conversationId, targetChatUserId);
    return targetChatUserId === actor.chatUser.id ? null : one(actor, conversationId);
  }

  /** SPEC §7 leave/current (oneself) and leave/other (the master removes someone). */
  async function leave(
    actor: ChatActor,
    conversationId: number,
    target: { kind: 'current' } | { kind: 'other'; chatUserId: number },
  ) {
    const { conversation } = await access(actor, conversationId);
    const master = { chat_user_id: conversation.chatUserId };
    if (target.kind === 'current') {
      if (!canLeave({ conversation: master, chatUserId: actor.chatUser.id }).allowed) {
        throw masterCannotLeave();
      }
      await removeParticipant(deps, actor, conversationId, actor.chatUser.id);
      return null;
    }
    const permission = canRemoveParticipant({
      conversation: master,
      actorChatUserId: actor.chatUser.id,
      targetChatUserId: target.chatUserId,
      via: 'remove',
    });
    if (!permission.allowed) {
      throw target.chatUserId === actor.chatUser.id ? masterCannotLeave() : notEnoughRights();
    }
    await removeParticipant(deps, actor, conversationId, target.chatUserId);
    return one(actor, conversationId);
  }
}

/** SPEC §4: removing a user who is in the conversation clears their current conversation. */
async function removeParticipant(
  deps: Deps,
  actor: ChatActor,
  conversationId: number,
  chatUserId: number,
) {
  const { db, clock, realtime } = deps;
  if (!(await findActiveParticipant(db, conversationId, chatUserId))) throw participantNotFound();
  await db.transaction(async (tx) => {
    await markLeft(tx, conversationId, chatUserId, clock.now());
    await clearCurrentConversation(tx, chatUserId, conversationId);
  });
  const removed = await findChatUser(db, chatUserId);
  publishParticipantLeft(realtime, {
    conversationId,
    chatUserId,
    userId: removed?.userId ?? null,
    removedByChatUserId: chatUserId === actor.chatUser.id ? null : actor.chatUser.id,
  });
}
