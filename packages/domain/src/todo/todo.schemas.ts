import * as z from 'zod';

/**
 * What a to-do is about. Tasks, acts and orders come later and add their kinds here.
 */
export const TODO_KIND = {
  INVOICE: 'invoice',
  CHAT: 'chat',
  COMPANY_DATA: 'company_data',
  TARIFF: 'tariff',
  TASK: 'task',
  ACT: 'act',
} as const;
/** A to-do kind. */
export type TodoKind = (typeof TODO_KIND)[keyof typeof TODO_KIND];

/** `danger` = overdue (shown in red), `warning` = needs doing soon, `info` = whenever. */
export const TODO_SEVERITY = { DANGER: 'danger', WARNING: 'warning', INFO: 'info' } as const;
/** A to-do severity. */
export type TodoSeverity = (typeof TODO_SEVERITY)[keyof typeof TODO_SEVERITY];

/** One item of «Что сделать дальше»; `link` is the web path where it is done. */
export const todoItemSchema = z.object({
  kind: z.enum(TODO_KIND),
  title: z.string(),
  detail: z.string(),
  due_date: z.string().optional(),
  link: z.string(),
  severity: z.enum(TODO_SEVERITY),
});
/** A to-do item. */
export type TodoItem = z.infer<typeof todoItemSchema>;

const SEVERITY_ORDER: Record<TodoSeverity, number> = { danger: 0, warning: 1, info: 2 };

/** Most urgent first: overdue, then by due date (dated before undated), keeping the given order. */
export function sortTodoItems(items: readonly TodoItem[]): TodoItem[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      const bySeverity = SEVERITY_ORDER[a.item.severity] - SEVERITY_ORDER[b.item.severity];
      if (bySeverity !== 0) return bySeverity;
      const aDue = a.item.due_date ?? '9999-12-31';
      const bDue = b.item.due_date ?? '9999-12-31';
      return aDue < bDue ? -1 : aDue > bDue ? 1 : a.index - b.index;
    })
    .map(({ item }) => item);
}
