import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import {
  chatConversations,
  chatMessageFiles,
  chatMessages,
  type ChatMessageFileRow,
  type ChatMessageRow,
} from '../../db/schema/chat.ts';

/** Columns of a message row (the search vector stays in the database). */
const messageColumns = {
  id: chatMessages.id,
  conversationId: chatMessages.conversationId,
  seq: chatMessages.seq,
  changeSeq: chatMessages.changeSeq,
  chatUserId: chatMessages.chatUserId,
  userId: chatMessages.userId,
  text: chatMessages.text,
  type: chatMessages.type,
  replyMessageId: chatMessages.replyMessageId,
  clientId: chatMessages.clientId,
  extra: chatMessages.extra,
  createdAt: chatMessages.createdAt,
  updatedAt: chatMessages.updatedAt,
  deletedAt: chatMessages.deletedAt,
  readAt: chatMessages.readAt,
  source: chatMessages.source,
};
/** A message row without the search vector. */
export type MessageRow = Omit<ChatMessageRow, 'search'>;
type NewMessage = Omit<typeof chatMessages.$inferInsert, 'search' | 'id'>;
type NewFile = Omit<typeof chatMessageFiles.$inferInsert, 'id' | 'messageId'>;

/** The sender's earlier message with this client id (a retried send), or null. */
export async function findByClientId(
  db: Db,
  args: { conversationId: number; chatUserId: number; clientId: string },
): Promise<MessageRow | null> {
  const [row] = await messageByClientId(db).execute(args);
  return row ?? null;
}

/** A retried send finds its stored message with it. */
const messageByClientId = preparedPerDb((db) =>
  db
    .select(messageColumns)
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, sql.placeholder('conversationId')),
        eq(chatMessages.chatUserId, sql.placeholder('chatUserId')),
        eq(chatMessages.clientId, sql.placeholder('clientId')),
      ),
    )
    .prepare('chat_message_by_client_id'),
);

/**
 * Inserts a message with its files. Without a change_seq the message takes its seq (as the
 * migration back-filled existing rows), which keeps seeded history consistent.
 */
export async function insertMessage(
  tx: Db,
  values: NewMessage,
  files: readonly NewFile[],
): Promise<MessageRow> {
  const [row] = await tx
    .insert(chatMessages)
    .values({ changeSeq: values.seq, ...values })
    .returning(messageColumns);
  if (!row) throw new Error('message insert returned nothing');
  if (files.length > 0) {
    await tx.insert(chatMessageFiles).values(files.map((file) => ({ ...file, messageId: row.id })));
  }
  return row;
}

/** A message that is not deleted, or null. */
export async function findLiveMessage(db: Db, id: number): Promise<MessageRow | null> {
  const [row] = await db
    .select(messageColumns)
    .from(chatMessages)
    .where(and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt)));
  return row ?? null;
}

/** Live messages by ids. */
export async function listLiveMessagesByIds(db: Db, ids: readonly number[]): Promise<MessageRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(messageColumns)
    .from(chatMessages)
    .where(and(inArray(chatMessages.id, [...new Set(ids)]), isNull(chatMessages.deletedAt)));
}

/**
 * Keyset range of a conversation, ascending by seq: `seq > afterSeq and seq <= uptoSeq`
 * (index range scan on (conversation_id, seq)). With `newestFirst`, the last `limit` of the range.
 */
export async function listMessagesInRange(
  db: Db,
  args: {
    conversationId: number;
    afterSeq: number;
    uptoSeq?: number;
    limit: number;
    newestFirst?: boolean;
  },
): Promise<MessageRow[]> {
  const rows = await db
    .select(messageColumns)
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, args.conversationId),
        gt(chatMessages.seq, args.afterSeq),
        args.uptoSeq === undefined ? undefined : lte(chatMessages.seq, args.uptoSeq),
        isNull(chatMessages.deletedAt),
      ),
    )
    .orderBy(args.newestFirst ? desc(chatMessages.seq) : asc(chatMessages.seq))
    .limit(args.limit);
  return args.newestFirst ? rows.reverse() : rows;
}

/**
 * The newest live message of each conversation, in one round trip: a lateral join walks the
 * (conversation_id, seq) index backwards once per conversation, so an inbox of 200 rows costs
 * one query, not 200.
 */
export async function listLastLiveMessages(
  db: Db,
  conversationIds: readonly number[],
): Promise<MessageRow[]> {
  if (conversationIds.length === 0) return [];
  const last = db
    .select(messageColumns)
    .from(chatMessages)
    .where(
      and(eq(chatMessages.conversationId, chatConversations.id), isNull(chatMessages.deletedAt)),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(1)
    .as('last_message');
  const rows = await db
    .select()
    .from(chatConversations)
    .innerJoinLateral(last, sql`true`)
    .where(inArray(chatConversations.id, [...conversationIds]));
  return rows.map((row) => row.last_message);
}

/** SPEC §4: marks every unread message of the other chat users read; returns them. */
export async function markOthersRead(
  tx: Db,
  args: { conversationId: number; readerChatUserId: number; at: Date },
) {
  return tx
    .update(chatMessages)
    .set({ readAt: args.at })
    .where(
      and(
        eq(chatMessages.conversationId, args.conversationId),
        isNull(chatMessages.readAt),
        isNull(chatMessages.deletedAt),
        ne(chatMessages.chatUserId, args.readerChatUserId),
      ),
    )
    .returning({ id: chatMessages.id, readAt: chatMessages.readAt });
}

/** New text of a live message with the change_seq of the edit; null when it is deleted. */
export async function updateMessageText(
  tx: Db,
  args: { id: number; text: string; type: MessageRow['type']; at: Date; changeSeq: number },
): Promise<MessageRow | null> {
  const [row] = await tx
    .update(chatMessages)
    .set({ text: args.text, type: args.type, updatedAt: args.at, changeSeq: args.changeSeq })
    .where(and(eq(chatMessages.id, args.id), isNull(chatMessages.deletedAt)))
    .returning(messageColumns);
  return row ?? null;
}

/**
 * Soft delete with the change_seq of the delete: the row keeps its seq (no gaps are reused) and
 * stays as the tombstone of the change catch-up; lists skip it. False when it was gone already.
 */
export async function softDeleteMessage(
  tx: Db,
  args: { id: number; at: Date; changeSeq: number },
): Promise<boolean> {
  const rows = await tx
    .update(chatMessages)
    .set({ deletedAt: args.at, changeSeq: args.changeSeq })
    .where(and(eq(chatMessages.id, args.id), isNull(chatMessages.deletedAt)))
    .returning({ id: chatMessages.id });
  return rows.length > 0;
}

/**
 * ARCHITECTURE §3 change catch-up: the messages (deleted ones included) changed after
 * `afterChangeSeq`, ascending — an index range scan on (conversation_id, change_seq).
 */
export async function listChangedMessages(
  db: Db,
  args: { conversationId: number; afterChangeSeq: number; limit: number },
): Promise<MessageRow[]> {
  return db
    .select(messageColumns)
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, args.conversationId),
        gt(chatMessages.changeSeq, args.afterChangeSeq),
      ),
    )
    .orderBy(asc(chatMessages.changeSeq))
    .limit(args.limit);
}

/** The files of messages. */
export async function listFilesOfMessages(
  db: Db,
  messageIds: readonly number[],
): Promise<ChatMessageFileRow[]> {
  if (messageIds.length === 0) return [];
  return db
    .select()
    .from(chatMessageFiles)
    .where(inArray(chatMessageFiles.messageId, [...new Set(messageIds)]))
    .orderBy(asc(chatMessageFiles.id));
}

/** A stored file by id, or null. */
export async function findFile(db: Db, id: number): Promise<ChatMessageFileRow | null> {
  const [row] = await db.select().from(chatMessageFiles).where(eq(chatMessageFiles.id, id));
  return row ?? null;
}

/**
 * Full-text search with the `russian` configuration over the given conversations; ё is folded
 * to е in the query as in the stored vector. Newest first.
 */
export async function searchMessages(
  db: Db,
  args: { conversationIds: readonly number[]; query: string; limit: number; offset: number },
): Promise<{ rows: MessageRow[]; total: number }> {
  if (args.conversationIds.length === 0) return { rows: [], total: 0 };
  const folded = args.query.replaceAll('ё', 'е').replaceAll('Ё', 'Е');
  const where = and(
    inArray(chatMessages.conversationId, [...args.conversationIds]),
    isNull(chatMessages.deletedAt),
    sql`${chatMessages.search} @@ plainto_tsquery('russian'::regconfig, ${folded})`,
  );
  const rows = await db
    .select(messageColumns)
    .from(chatMessages)
    .where(where)
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(args.limit)
    .offset(args.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}
