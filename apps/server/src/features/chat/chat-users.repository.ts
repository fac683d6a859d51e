import { and, eq, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { chatUsers, type ChatUserRow } from '../../db/schema/chat.ts';

/** The chat user of a user, or null. */
export async function findChatUserByUserId(db: Db, userId: number): Promise<ChatUserRow | null> {
  const [row] = await chatUserOfUser(db).execute({ userId });
  return row ?? null;
}

/** Every chat call starts with it. */
const chatUserOfUser = preparedPerDb((db) =>
  db
    .select()
    .from(chatUsers)
    .where(eq(chatUsers.userId, sql.placeholder('userId')))
    .prepare('chat_user_of_user'),
);

/** Inserts the user's chat user unless another request did it first; returns the row. */
export async function ensureChatUserRow(
  db: Db,
  args: { userId: number; name: string },
): Promise<ChatUserRow> {
  await db.insert(chatUsers).values({ userId: args.userId, name: args.name }).onConflictDoNothing();
  const row = await findChatUserByUserId(db, args.userId);
  if (!row) throw new Error(`chat user of ${args.userId} vanished`);
  return row;
}

/** A chat user by id, or null. */
export async function findChatUser(db: Db, id: number): Promise<ChatUserRow | null> {
  const [row] = await db.select().from(chatUsers).where(eq(chatUsers.id, id));
  return row ?? null;
}

/** Chat users by ids (any order). */
export async function listChatUsers(db: Db, ids: readonly number[]): Promise<ChatUserRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(chatUsers)
    .where(inArray(chatUsers.id, [...new Set(ids)]));
}

/** Chat users of the given users. */
export async function listChatUsersOfUsers(
  db: Db,
  userIds: readonly number[],
): Promise<ChatUserRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(chatUsers)
    .where(inArray(chatUsers.userId, [...new Set(userIds)]));
}

/** Updates a chat user and returns the new row. */
export async function updateChatUser(
  db: Db,
  id: number,
  patch: Partial<Pick<ChatUserRow, 'name' | 'state' | 'online' | 'currentChatConversationId'>>,
  now: Date,
): Promise<ChatUserRow> {
  const [row] = await db
    .update(chatUsers)
    .set({ ...patch, updatedAt: now })
    .where(eq(chatUsers.id, id))
    .returning();
  if (!row) throw new Error(`chat user ${id} vanished`);
  return row;
}

/** SPEC §4: clears the current conversation of a chat user who is in it. */
export async function clearCurrentConversation(
  db: Db,
  chatUserId: number,
  conversationId: number,
): Promise<void> {
  await db
    .update(chatUsers)
    .set({ currentChatConversationId: null })
    .where(
      and(eq(chatUsers.id, chatUserId), eq(chatUsers.currentChatConversationId, conversationId)),
    );
}
