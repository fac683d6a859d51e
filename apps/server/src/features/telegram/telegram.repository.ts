import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import {
  telegramLinks,
  telegramLinkTokens,
  type TelegramLinkRow,
} from '../../db/schema/telegram.ts';

export async function insertLinkToken(
  db: Db,
  values: { tokenHash: string; userId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(telegramLinkTokens).values(values);
}

/**
 * Marks an unused, unexpired token used and answers its user; null for a token that is unknown,
 * used or expired. One UPDATE, so two /start with the same token link at most once.
 */
export async function consumeLinkToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(telegramLinkTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(telegramLinkTokens.tokenHash, tokenHash),
        isNull(telegramLinkTokens.usedAt),
        gt(telegramLinkTokens.expiresAt, now),
      ),
    )
    .returning({ userId: telegramLinkTokens.userId });
  return row?.userId ?? null;
}

/** The chat becomes the user's one chat: the user's old chat and the chat's old user let go. */
export async function replaceLink(
  db: Db,
  values: { userId: number; chatId: number; username: string | null; linkedAt: Date },
): Promise<TelegramLinkRow> {
  await db
    .delete(telegramLinks)
    .where(or(eq(telegramLinks.userId, values.userId), eq(telegramLinks.chatId, values.chatId)));
  const [row] = await db.insert(telegramLinks).values(values).returning();
  return row!;
}

export async function findLinkOfUser(db: Db, userId: number): Promise<TelegramLinkRow | null> {
  const [row] = await db.select().from(telegramLinks).where(eq(telegramLinks.userId, userId));
  return row ?? null;
}

export async function findLinkOfChat(db: Db, chatId: number): Promise<TelegramLinkRow | null> {
  const [row] = await db.select().from(telegramLinks).where(eq(telegramLinks.chatId, chatId));
  return row ?? null;
}

export async function deleteLinkOfUser(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .delete(telegramLinks)
    .where(eq(telegramLinks.userId, userId))
    .returning({ id: telegramLinks.id });
  return rows.length > 0;
}

export async function deleteLinkOfChat(db: Db, chatId: number): Promise<number | null> {
  const [row] = await db
    .delete(telegramLinks)
    .where(eq(telegramLinks.chatId, chatId))
    .returning({ userId: telegramLinks.userId });
  return row?.userId ?? null;
}

/** The linked chats of these users, by user id. */
export async function linksOfUsers(db: Db, userIds: readonly number[]): Promise<TelegramLinkRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(telegramLinks)
    .where(inArray(telegramLinks.userId, [...userIds]));
}
