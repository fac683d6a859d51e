import { asc, eq, isNull, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { chatReplyTemplates, type ChatReplyTemplateRow } from '../../db/schema/chat.ts';

/** The firm's saved replies and the user's own, firm's first, each by title. */
export async function listTemplatesFor(db: Db, userId: number): Promise<ChatReplyTemplateRow[]> {
  return db
    .select()
    .from(chatReplyTemplates)
    .where(or(isNull(chatReplyTemplates.ownerUserId), eq(chatReplyTemplates.ownerUserId, userId)))
    .orderBy(
      sql`${chatReplyTemplates.ownerUserId} asc nulls first`,
      asc(chatReplyTemplates.title),
      asc(chatReplyTemplates.id),
    );
}

export async function findTemplate(db: Db, id: number): Promise<ChatReplyTemplateRow | null> {
  const [row] = await db.select().from(chatReplyTemplates).where(eq(chatReplyTemplates.id, id));
  return row ?? null;
}

export async function insertTemplate(
  db: Db,
  values: { ownerUserId: number | null; title: string; text: string; now: Date },
): Promise<ChatReplyTemplateRow> {
  const [row] = await db
    .insert(chatReplyTemplates)
    .values({ ...values, createdAt: values.now, updatedAt: values.now })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateTemplate(
  db: Db,
  id: number,
  values: { ownerUserId: number | null; title: string; text: string; now: Date },
): Promise<ChatReplyTemplateRow | null> {
  const { now, ...columns } = values;
  const [row] = await db
    .update(chatReplyTemplates)
    .set({ ...columns, updatedAt: now })
    .where(eq(chatReplyTemplates.id, id))
    .returning();
  return row ?? null;
}

export async function deleteTemplate(db: Db, id: number): Promise<void> {
  await db.delete(chatReplyTemplates).where(eq(chatReplyTemplates.id, id));
}
