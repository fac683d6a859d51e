import { and, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import {
  chatConversations,
  chatParticipants,
  chatUsers,
  type ChatConversationRow,
  type ChatParticipantRow,
} from '../../db/schema/chat.ts';
import { companyUsableBy } from '../../db/company-rows.ts';
import { staffAssignments } from '../../db/schema/staff-assignments.ts';
import { users } from '../../db/schema/users.ts';

/** Inserts a conversation. */
export async function insertConversation(
  db: Db,
  values: Pick<ChatConversationRow, 'name' | 'type' | 'chatUserId' | 'companyId'>,
): Promise<ChatConversationRow> {
  const [row] = await db.insert(chatConversations).values(values).returning();
  if (!row) throw new Error('conversation insert returned nothing');
  return row;
}

/** A conversation by id, or null. */
export async function findConversation(db: Db, id: number): Promise<ChatConversationRow | null> {
  const [row] = await conversationById(db).execute({ id });
  return row ?? null;
}

/**
 * The conversation with the user's active participation in it, when the user can still use its
 * company (a member or assigned staff): chat.policy.ts's access check in one round trip.
 */
export async function findParticipationWithAccess(
  db: Db,
  args: { conversationId: number; chatUserId: number; userId: number },
): Promise<{ conversation: ChatConversationRow; participant: ChatParticipantRow } | null> {
  const [row] = await participationWithAccess(db).execute(args);
  return row ?? null;
}

/** Every conversation call checks access with it (one query, not three). */
const participationWithAccess = preparedPerDb((db) =>
  db
    .select({ conversation: chatConversations, participant: chatParticipants })
    .from(chatParticipants)
    .innerJoin(chatConversations, eq(chatConversations.id, chatParticipants.conversationId))
    .where(
      and(
        eq(chatParticipants.conversationId, sql.placeholder('conversationId')),
        eq(chatParticipants.chatUserId, sql.placeholder('chatUserId')),
        isNull(chatParticipants.leftAt),
        companyUsableBy(chatConversations.companyId, sql.placeholder('userId')),
      ),
    )
    .prepare('chat_participation_with_access'),
);

/** Every conversation call checks access with it. */
const conversationById = preparedPerDb((db) =>
  db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.id, sql.placeholder('id')))
    .prepare('chat_conversation_by_id'),
);

/**
 * ARCHITECTURE §3: the conversation row locked for the rest of the transaction, so sequence
 * numbers are handed out in commit order.
 */
export async function lockConversation(tx: Db, id: number): Promise<ChatConversationRow | null> {
  const [row] = await tx
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.id, id))
    .for('update');
  return row ?? null;
}

/**
 * Records the newest message, the new last seq and the change counter (without `changeSeq`, as
 * for seeded history, the counter reaches at least the seq).
 */
export async function setLastMessage(
  tx: Db,
  id: number,
  args: { seq: number; messageId: number; at: Date; changeSeq?: number },
): Promise<void> {
  const changeSeq = args.changeSeq ?? args.seq;
  await tx
    .update(chatConversations)
    .set({
      lastSeq: args.seq,
      lastMessageId: args.messageId,
      lastMessageAt: args.at,
      lastChangeSeq: sql`greatest(${chatConversations.lastChangeSeq}, ${changeSeq})`,
    })
    .where(eq(chatConversations.id, id));
}

/** ARCHITECTURE §3: an edit or a delete took this change_seq (under the conversation's lock). */
export async function setLastChangeSeq(tx: Db, id: number, changeSeq: number): Promise<void> {
  await tx
    .update(chatConversations)
    .set({ lastChangeSeq: changeSeq })
    .where(eq(chatConversations.id, id));
}

/** Adds (or re-adds after leaving) participants. */
export async function addParticipants(
  db: Db,
  conversationId: number,
  chatUserIds: readonly number[],
  now: Date,
): Promise<void> {
  if (chatUserIds.length === 0) return;
  await db
    .insert(chatParticipants)
    .values(
      [...new Set(chatUserIds)].map((chatUserId) => ({
        conversationId,
        chatUserId,
        joinedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [chatParticipants.conversationId, chatParticipants.chatUserId],
      set: { leftAt: null, joinedAt: now },
    });
}

/** The active participation of a chat user, or null. */
export async function findActiveParticipant(
  db: Db,
  conversationId: number,
  chatUserId: number,
): Promise<ChatParticipantRow | null> {
  const [row] = await activeParticipant(db).execute({ conversationId, chatUserId });
  return row ?? null;
}

/** Every conversation call checks access with it. */
const activeParticipant = preparedPerDb((db) =>
  db
    .select()
    .from(chatParticipants)
    .where(
      and(
        eq(chatParticipants.conversationId, sql.placeholder('conversationId')),
        eq(chatParticipants.chatUserId, sql.placeholder('chatUserId')),
        isNull(chatParticipants.leftAt),
      ),
    )
    .prepare('chat_active_participant'),
);

/** Marks a participant as gone. */
export async function markLeft(db: Db, conversationId: number, chatUserId: number, now: Date) {
  await db
    .update(chatParticipants)
    .set({ leftAt: now, unreadCount: 0 })
    .where(
      and(
        eq(chatParticipants.conversationId, conversationId),
        eq(chatParticipants.chatUserId, chatUserId),
      ),
    );
}

/** The active participants' chat users with their users' role (SPEC §3 chat_users/users). */
export async function listParticipantsOf(db: Db, conversationIds: readonly number[]) {
  if (conversationIds.length === 0) return [];
  return db
    .select({
      conversationId: chatParticipants.conversationId,
      chatUser: chatUsers,
      user: { id: users.id, name: users.name, lastName: users.lastName, roleSlug: users.roleSlug },
    })
    .from(chatParticipants)
    .innerJoin(chatUsers, eq(chatUsers.id, chatParticipants.chatUserId))
    .leftJoin(users, eq(users.id, chatUsers.userId))
    .where(
      and(
        inArray(chatParticipants.conversationId, [...conversationIds]),
        isNull(chatParticipants.leftAt),
      ),
    )
    .orderBy(chatParticipants.joinedAt, chatUsers.id);
}

/** The caller's conversations with their unread counters, newest activity first. */
export async function listConversationsOfChatUser(
  db: Db,
  chatUserId: number,
  filter: { ids?: readonly number[]; companyId?: number; nameContains?: string } = {},
) {
  return db
    .select({ conversation: chatConversations, unreadCount: chatParticipants.unreadCount })
    .from(chatParticipants)
    .innerJoin(chatConversations, eq(chatConversations.id, chatParticipants.conversationId))
    .where(
      and(
        eq(chatParticipants.chatUserId, chatUserId),
        isNull(chatParticipants.leftAt),
        filter.ids ? inArray(chatConversations.id, [...filter.ids]) : undefined,
        filter.companyId === undefined
          ? undefined
          : eq(chatConversations.companyId, filter.companyId),
        filter.nameContains
          ? ilike(chatConversations.name, containsPattern(filter.nameContains))
          : undefined,
      ),
    )
    .orderBy(
      desc(sql`coalesce(${chatConversations.lastMessageAt}, ${chatConversations.createdAt})`),
      desc(chatConversations.id),
    );
}

/** The unread counter of one participant. */
export async function findUnreadCount(db: Db, conversationId: number, chatUserId: number) {
  const row = await findActiveParticipant(db, conversationId, chatUserId);
  return row?.unreadCount ?? 0;
}

/** The reader has read everything up to `seq`. */
export async function resetUnread(tx: Db, conversationId: number, chatUserId: number, seq: number) {
  await tx
    .update(chatParticipants)
    .set({ unreadCount: 0, lastReadSeq: seq })
    .where(
      and(
        eq(chatParticipants.conversationId, conversationId),
        eq(chatParticipants.chatUserId, chatUserId),
      ),
    );
}

/** Every conversation of a company, oldest first. */
export async function listConversationIdsOfCompany(db: Db, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(eq(chatConversations.companyId, companyId))
    .orderBy(chatConversations.id);
  return rows.map((row) => row.id);
}

/** The firm's managers assigned to a company (staff assignments of the companies feature). */
export async function listAssignedStaffUserIds(db: Db, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: staffAssignments.userId })
    .from(staffAssignments)
    .where(eq(staffAssignments.companyId, companyId));
  return rows.map((row) => row.userId);
}

/** Users by ids, as far as a chat user needs them. */
export async function listUsersForChat(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, lastName: users.lastName, roleSlug: users.roleSlug })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
}

/** Sets a participant's read position (seed data and imports). */
export async function setReadPosition(
  db: Db,
  conversationId: number,
  chatUserId: number,
  position: { unreadCount: number; lastReadSeq: number },
) {
  await db
    .update(chatParticipants)
    .set(position)
    .where(
      and(
        eq(chatParticipants.conversationId, conversationId),
        eq(chatParticipants.chatUserId, chatUserId),
      ),
    );
}
