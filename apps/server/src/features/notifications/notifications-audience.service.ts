import { chatNotificationData } from '@kabinet/domain/notifications';

import type { Db } from '../../db/client.ts';

/** A user and a conversation. */
type Pair = { userId: number; conversationId: number };

/**
 * The pairs whose user is a member of the conversation right now, read through `db`
 * (the caller's transaction when it holds one). The chat decides (chat-membership.service.ts
 * `currentMembersOf`); the composition root passes it in.
 */
export type ChatMembersNow = (db: Db, pairs: readonly Pair[]) => Promise<Pair[]>;

const chatPairOf = (row: { userId: number; data: unknown }): Pair | null => {
  const message = chatNotificationData(row)?.message;
  return message ? { userId: row.userId, conversationId: message.chat_conversation_id } : null;
};

const keyOf = (pair: Pair) => `${pair.userId}:${pair.conversationId}`;

/**
 * The stored notifications that may still reach their users when a delayed delivery
 * (a push job, the e-mail digest) runs — a chat notification only while its user is still a
 * member of the conversation; any other notification always.
 */
export async function stillForTheirUsers<R extends { userId: number; data: unknown }>(
  db: Db,
  rows: readonly R[],
  membersNow: ChatMembersNow,
): Promise<R[]> {
  const pairs = rows.flatMap((row) => chatPairOf(row) ?? []);
  if (pairs.length === 0) return [...rows];
  const members = new Set((await membersNow(db, pairs)).map(keyOf));
  return rows.filter((row) => {
    const pair = chatPairOf(row);
    return pair === null || members.has(keyOf(pair));
  });
}
