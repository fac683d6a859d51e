import { and, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import {
  taskAttachments,
  taskChecklistItems,
  taskComments,
  type TaskAttachmentRow,
} from '../../db/schema/tasks.ts';

/** Adds a comment. */
export async function insertComment(
  db: Db,
  row: { taskId: number; authorId: number; text: string; createdAt: Date },
) {
  const [comment] = await db.insert(taskComments).values(row).returning();
  if (!comment) throw new Error('comment insert returned nothing');
  return comment;
}

/** Adds a checklist item at the end. */
export async function appendChecklistItem(db: Db, taskId: number, text: string) {
  const [last] = await db
    .select({
      position: sql<number>`coalesce(max(${taskChecklistItems.position}), -1)`.mapWith(Number),
    })
    .from(taskChecklistItems)
    .where(eq(taskChecklistItems.taskId, taskId));
  const [item] = await db
    .insert(taskChecklistItems)
    .values({ taskId, text, position: (last?.position ?? -1) + 1 })
    .returning();
  if (!item) throw new Error('checklist insert returned nothing');
  return item;
}

/** Ticks or unticks a checklist item of the task; null when the task has no such item. */
export async function setChecklistItemDone(
  db: Db,
  args: { taskId: number; itemId: number; done: boolean; by: number; at: Date },
) {
  const [item] = await db
    .update(taskChecklistItems)
    .set({
      done: args.done,
      doneAt: args.done ? args.at : null,
      doneBy: args.done ? args.by : null,
    })
    .where(and(eq(taskChecklistItems.id, args.itemId), eq(taskChecklistItems.taskId, args.taskId)))
    .returning();
  return item ?? null;
}

/** Stores an attachment's row. */
export async function insertAttachment(
  db: Db,
  row: Omit<TaskAttachmentRow, 'id'>,
): Promise<TaskAttachmentRow> {
  const [attachment] = await db.insert(taskAttachments).values(row).returning();
  if (!attachment) throw new Error('attachment insert returned nothing');
  return attachment;
}

/** One attachment of the task, or null. */
export async function findAttachment(db: Db, taskId: number, attachmentId: number) {
  const [row] = await db
    .select()
    .from(taskAttachments)
    .where(and(eq(taskAttachments.id, attachmentId), eq(taskAttachments.taskId, taskId)));
  return row ?? null;
}
