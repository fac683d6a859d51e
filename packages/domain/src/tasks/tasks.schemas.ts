import * as z from 'zod';

import { calendarDateSchema } from '../shared/calendar-date.ts';
import { idFieldSchema, idSchema } from '../shared/ids.ts';
import { pageQueryFields } from '../shared/page-query.ts';

import { TASK_LIMITS, TASK_STATUS_FILTERS } from './task-limits.ts';
import { TASK_AUDIENCES, TASK_KINDS, TASK_STATUSES } from './task-statuses.ts';

// «Задачи»: the wire format of the tasks API (docs/api/tasks.md), snake_case JSON.

/** A calendar date 'YYYY-MM-DD' that exists (2026-02-30 does not), within 1900–2100. */
const dateSchema = calendarDateSchema();

const flagSchema = z
  .enum(['0', '1', 'true', 'false'], 'Неверное значение.')
  .transform((value) => value === '1' || value === 'true');

/** GET /companies/{id}/tasks: the client's filters and page. */
export const companyTasksQuerySchema = z.object({
  status: z.enum(TASK_STATUS_FILTERS, 'Неверный фильтр статуса.').optional(),
  /** Only tasks assigned to the caller personally. */
  mine: flagSchema.optional(),
  kind: z.enum(TASK_KINDS, 'Неверный тип задачи.').optional(),
  ...pageQueryFields,
});
/** The client's task list query. */
export type CompanyTasksQuery = z.infer<typeof companyTasksQuerySchema>;

/** GET /staff/tasks: the staff list's filters and page. */
export const staffTasksQuerySchema = z.object({
  status: z.enum(TASK_STATUS_FILTERS, 'Неверный фильтр статуса.').optional(),
  /** Only tasks assigned to the caller (and staff tasks of their companies nobody holds). */
  mine: flagSchema.optional(),
  overdue: flagSchema.optional(),
  company_id: idFieldSchema.optional(),
  kind: z.enum(TASK_KINDS, 'Неверный тип задачи.').optional(),
  ...pageQueryFields,
});
/** The staff task list query. */
export type StaffTasksQuery = z.infer<typeof staffTasksQuerySchema>;

const titleSchema = z
  .string('Укажите название задачи.')
  .trim()
  .min(1, 'Укажите название задачи.')
  .max(TASK_LIMITS.title, `Название — не длиннее ${TASK_LIMITS.title} символов.`);
const descriptionSchema = z
  .string('Описание должно быть текстом.')
  .trim()
  .max(TASK_LIMITS.description, `Описание — не длиннее ${TASK_LIMITS.description} символов.`);
const checklistTextSchema = z
  .string('Пункт должен быть текстом.')
  .trim()
  .min(1, 'Пункт не может быть пустым.')
  .max(TASK_LIMITS.checklistItem, `Пункт — не длиннее ${TASK_LIMITS.checklistItem} символов.`);

/** POST /staff/tasks: a manual task for a company. */
export const staffTaskCreateBodySchema = z.object({
  company_id: idSchema('Выберите компанию.'),
  title: titleSchema,
  description: descriptionSchema.default(''),
  due_date: dateSchema.nullable().default(null),
  /** 'client': the company's side does it; 'staff': a manager does it. */
  audience: z.enum(TASK_AUDIENCES, 'Укажите, кто выполняет задачу.').default('client'),
  /** A client user of the company or a manager of it; null = «вся компания» / the managers. */
  assignee_user_id: idSchema('Неверный исполнитель.').nullable().default(null),
  checklist: z
    .array(checklistTextSchema, 'Чек-лист — список пунктов.')
    .max(TASK_LIMITS.checklistItems, `Не больше ${TASK_LIMITS.checklistItems} пунктов.`)
    .default([]),
});
/** What staff send to create a task. */
export type StaffTaskCreateBody = z.infer<typeof staffTaskCreateBodySchema>;

/** PATCH /staff/tasks/{taskId}: the fields staff edit (any subset). */
export const staffTaskUpdateBodySchema = z.object({
  title: titleSchema.optional(),
  description: descriptionSchema.optional(),
  due_date: dateSchema.nullable().optional(),
  audience: z.enum(TASK_AUDIENCES, 'Укажите, кто выполняет задачу.').optional(),
  assignee_user_id: idSchema('Неверный исполнитель.').nullable().optional(),
  status: z.enum(TASK_STATUSES, 'Неверный статус.').optional(),
});
/** What staff send to edit a task. */
export type StaffTaskUpdateBody = z.infer<typeof staffTaskUpdateBodySchema>;

/** POST …/tasks/{taskId}/status: staff move a task to a status. */
export const taskStatusBodySchema = z.object({
  status: z.enum(TASK_STATUSES, 'Неверный статус.'),
});
/** A status change. */
export type TaskStatusBody = z.infer<typeof taskStatusBodySchema>;

/** POST …/tasks/{taskId}/comments. */
export const taskCommentBodySchema = z.object({
  text: z
    .string('Напишите комментарий.')
    .trim()
    .min(1, 'Напишите комментарий.')
    .max(TASK_LIMITS.comment, `Комментарий — не длиннее ${TASK_LIMITS.comment} символов.`),
});
/** A new comment. */
export type TaskCommentBody = z.infer<typeof taskCommentBodySchema>;

/** PATCH …/tasks/{taskId}/checklist/{itemId}: tick or untick an item. */
export const taskChecklistToggleBodySchema = z.object({
  done: z.boolean('Укажите, выполнен ли пункт.'),
});
/** A checklist toggle. */
export type TaskChecklistToggleBody = z.infer<typeof taskChecklistToggleBodySchema>;

/** POST /staff/tasks/{taskId}/checklist: staff add an item. */
export const taskChecklistAddBodySchema = z.object({ text: checklistTextSchema });

/** A person as a task shows them. */
export const taskPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_staff: z.boolean(),
});
/** A task person. */
export type TaskPerson = z.infer<typeof taskPersonSchema>;

/** One task in a list. */
export const taskSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  kind: z.enum(TASK_KINDS),
  kind_name: z.string(),
  status: z.enum(TASK_STATUSES),
  status_name: z.string(),
  title: z.string(),
  description: z.string(),
  due_date: z.string().nullable(),
  overdue: z.boolean(),
  overdue_days: z.number().int(),
  audience: z.enum(TASK_AUDIENCES),
  /** null: the whole company (client tasks) or its managers (staff tasks). */
  assignee: taskPersonSchema.nullable(),
  /** «Компания», «Менеджер» or the assignee's name. */
  assignee_name: z.string(),
  /** The web path where the thing is done, '' when the task itself is the place. */
  link: z.string(),
  /** The caller may mark it done from the task (manual tasks of the caller's side). */
  can_complete: z.boolean(),
  created_by: taskPersonSchema.nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  completed_by: taskPersonSchema.nullable(),
  checklist_total: z.number().int(),
  checklist_done: z.number().int(),
  comments_count: z.number().int(),
  attachments_count: z.number().int(),
});
/** A task. */
export type Task = z.infer<typeof taskSchema>;

/** An item of a task's checklist. */
export const taskChecklistItemSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  done: z.boolean(),
  done_at: z.string().nullable(),
  position: z.number().int(),
});
/** A checklist item. */
export type TaskChecklistItem = z.infer<typeof taskChecklistItemSchema>;

/** A comment on a task. */
export const taskCommentSchema = z.object({
  id: z.number().int(),
  author: taskPersonSchema.nullable(),
  text: z.string(),
  created_at: z.string(),
});
/** A task comment. */
export type TaskComment = z.infer<typeof taskCommentSchema>;

/** A file attached to a task. */
export const taskAttachmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
  /** GET path of the file (through the API, with the caller's token). */
  url: z.string(),
  uploaded_by: taskPersonSchema.nullable(),
  created_at: z.string(),
});
/** A task attachment. */
export type TaskAttachment = z.infer<typeof taskAttachmentSchema>;

/** GET …/tasks/{taskId}: the task with its checklist, comments and attachments. */
export const taskDetailSchema = taskSchema.extend({
  checklist: z.array(taskChecklistItemSchema),
  comments: z.array(taskCommentSchema),
  attachments: z.array(taskAttachmentSchema),
});
/** A task with everything on it. */
export type TaskDetail = z.infer<typeof taskDetailSchema>;

/** GET /companies/{id}/tasks/count and /staff/tasks/count: the menu badge. */
export const taskCountSchema = z.object({
  open: z.number().int(),
  overdue: z.number().int(),
});
/** Open and overdue task counts. */
export type TaskCount = z.infer<typeof taskCountSchema>;

/** The realtime event of a task created, changed or finished (on `private-user.{id}`). */
export const taskChangedSchema = z.object({
  task_id: z.number().int(),
  company_id: z.number().int(),
  kind: z.enum(TASK_KINDS),
  status: z.enum(TASK_STATUSES),
});
/** TaskChanged payload. */
export type TaskChanged = z.infer<typeof taskChangedSchema>;

/**
 * CONVENTIONS §4.5: task events on `private-user.{userId}` (docs/api/tasks.md).
 * - `TaskChanged`: a task of a company the user works with was opened, changed or finished;
 *   lists, the menu count and the main page refetch.
 */
export interface TaskUserEvents {
  TaskChanged: TaskChanged;
}

/** Runtime schemas of {@link TaskUserEvents}. */
export const taskUserEventSchemas = {
  TaskChanged: taskChangedSchema,
} satisfies { [K in keyof TaskUserEvents]: z.ZodType<TaskUserEvents[K], unknown> };

/** Path of a company's tasks. */
export const companyTasksParamsSchema = z.object({ id: idFieldSchema });
/** Path of one company task. */
export const companyTaskParamsSchema = z.object({ id: idFieldSchema, taskId: idFieldSchema });
/** Path of a company task's attachment. */
export const companyTaskAttachmentParamsSchema = companyTaskParamsSchema.extend({
  attachmentId: idFieldSchema,
});
/** Path of a company task's checklist item. */
export const companyTaskChecklistParamsSchema = companyTaskParamsSchema.extend({
  itemId: idFieldSchema,
});
/** Path of one staff task. */
export const staffTaskParamsSchema = z.object({ taskId: idFieldSchema });
/** Path of a staff task's attachment. */
export const staffTaskAttachmentParamsSchema = staffTaskParamsSchema.extend({
  attachmentId: idFieldSchema,
});
/** Path of a staff task's checklist item. */
export const staffTaskChecklistParamsSchema = staffTaskParamsSchema.extend({
  itemId: idFieldSchema,
});
/** GET /staff/tasks/assignees: the company whose people to list. */
export const staffTaskAssigneesQuerySchema = z.object({ company_id: idFieldSchema });
