import { and, eq, inArray, isNull } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { chatConversations, chatParticipants, chatUsers } from '../../db/schema/chat.ts';
import { users } from '../../db/schema/users.ts';

/**
 * Among these users and conversations: the active participations of users whose account is
 * active (not blocked, not being deleted), with the conversation's company.
 */
export async function listActiveParticipationsAmong(
  db: Db,
  userIds: readonly number[],
  conversationIds: readonly number[],
): Promise<{ userId: number; conversationId: number; companyId: number }[]> {
  if (userIds.length === 0 || conversationIds.length === 0) return [];
  const rows = await db
    .select({
      userId: users.id,
      conversationId: chatParticipants.conversationId,
      companyId: chatConversations.companyId,
    })
    .from(chatParticipants)
    .innerJoin(chatUsers, eq(chatUsers.id, chatParticipants.chatUserId))
    .innerJoin(users, eq(users.id, chatUsers.userId))
    .innerJoin(chatConversations, eq(chatConversations.id, chatParticipants.conversationId))
    .where(
      and(
        isNull(chatParticipants.leftAt),
        eq(users.status, 'ACTIVE'),
        inArray(users.id, [...userIds]),
        inArray(chatParticipants.conversationId, [...conversationIds]),
      ),
    );
  return rows;
}
