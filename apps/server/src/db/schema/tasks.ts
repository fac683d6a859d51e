import type { TaskAudience, TaskKind, TaskStatus } from '@kabinet/domain/tasks';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { companies } from './companies.ts';
import { users } from './users.ts';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * «Задачи»: what a company's side or its manager has to do. Manual tasks are written by
 * staff; event tasks are opened by other features through the tasks port with a `source_key`
 * (unique where set: 'invoice:12', 'statement:3:2026-10') and complete themselves. A null
 * assignee means the whole company (audience client) or its managers (audience staff).
 */
export const tasks = pgTable(
  'tasks',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text().$type<TaskKind>().notNull(),
    sourceKey: text(),
    title: text().notNull(),
    description: text().notNull().default(''),
    dueDate: date({ mode: 'string' }),
    status: text().$type<TaskStatus>().notNull().default('open'),
    audience: text().$type<TaskAudience>().notNull(),
    assigneeId: integer().references(() => users.id, { onDelete: 'set null' }),
    link: text(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
    completedAt: at(),
    completedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    lastRemindedAt: at(),
    remindersSent: integer().notNull().default(0),
  },
  (table) => [
    uniqueIndex('tasks_source_key_unique')
      .on(table.sourceKey)
      .where(sql`${table.sourceKey} is not null`),
    index('tasks_company_status_due_index').on(table.companyId, table.status, table.dueDate),
    index('tasks_assignee_status_index').on(table.assigneeId, table.status),
    index('tasks_status_due_index').on(table.status, table.dueDate),
  ],
);
export type TaskRow = typeof tasks.$inferSelect;
export type NewTaskRow = typeof tasks.$inferInsert;

/** The comments on a task, oldest first. */
export const taskComments = pgTable(
  'task_comments',
  {
    id: serial().primaryKey(),
    taskId: integer()
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    text: text().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (table) => [index('task_comments_task_index').on(table.taskId, table.id)],
);
export type TaskCommentRow = typeof taskComments.$inferSelect;

/** The checklist of a task, in `position` order. */
export const taskChecklistItems = pgTable(
  'task_checklist_items',
  {
    id: serial().primaryKey(),
    taskId: integer()
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    text: text().notNull(),
    done: boolean().notNull().default(false),
    doneAt: at(),
    doneBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('task_checklist_items_task_index').on(table.taskId, table.position)],
);
export type TaskChecklistItemRow = typeof taskChecklistItems.$inferSelect;

/** Files attached to a task, kept in the storage port; the type sniffed from the bytes. */
export const taskAttachments = pgTable(
  'task_attachments',
  {
    id: serial().primaryKey(),
    taskId: integer()
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    extension: text().notNull(),
    mimeType: text().notNull(),
    size: integer().notNull(),
    storageKey: text().notNull(),
    uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
  },
  (table) => [index('task_attachments_task_index').on(table.taskId, table.id)],
);
export type TaskAttachmentRow = typeof taskAttachments.$inferSelect;
