// «Задачи»: the texts' limits and the list's status filters, without zod, so the task
// pages use them without loading the schemas (docs/testing.md «JavaScript budgets»).

/** Limits of the texts a task carries. */
export const TASK_LIMITS = {
  title: 200,
  description: 5000,
  comment: 5000,
  checklistItem: 300,
  checklistItems: 50,
} as const;

/** «Открытые» (open and in progress) or «Выполненные» (done and cancelled). */
export const TASK_STATUS_FILTERS = ['open', 'done'] as const;
/** A status filter of a task list. */
export type TaskStatusFilter = (typeof TASK_STATUS_FILTERS)[number];
