import type { Conversation, ConversationType } from '@kabinet/domain/chat';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { canUseCompany } from '../companies/companies.policy.ts';

import {
  addParticipants,
  insertConversation,
  listAssignedStaffUserIds,
  listUsersForChat,
} from './chat-conversations.repository.ts';
import type { ChatActor, ChatUsersService } from './chat-users.service.ts';
import { canJoinCompanyConversation } from './chat.policy.ts';
import { companyNotFound, notCompanyUser } from './chat.errors.ts';

/** What creating needs; chat-conversations.service.ts passes it in with its reader. */
type Deps = {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  chatUsers: ChatUsersService;
  one: (actor: ChatActor, conversationId: number) => Promise<Conversation>;
};

/** SPEC §7 POST /api/v1/chat/conversations: a company conversation with its first members. */
export function createConversationCreator(deps: Deps) {
  const { db, clock, realtime, one } = deps;
  return { create, chatUserIdsOf };

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
}
