/**
 * «Задачи»: what made a task. `manual` is a task staff wrote by hand; the others are
 * event tasks other features open through the tasks port and that complete themselves when the
 * thing is done (an invoice paid, an act signed, a statement uploaded, an order fulfilled).
 */
export const TASK_KIND = {
  MANUAL: 'manual',
  PAY_INVOICE: 'pay_invoice',
  SIGN_ACT: 'sign_act',
  UPLOAD_STATEMENT: 'upload_statement',
  ORDER: 'order',
  ACT_DISPUTE: 'act_dispute',
} as const;
/** A task kind. */
export type TaskKind = (typeof TASK_KIND)[keyof typeof TASK_KIND];
/** Every task kind, in the order the filters list them. */
export const TASK_KINDS = Object.values(TASK_KIND) as [TaskKind, ...TaskKind[]];
/** The kinds other features open (the tasks port's `EventTaskKind`). */
export type EventTaskKind = Exclude<TaskKind, 'manual'>;

/** Russian names of the kinds (filter chips, the task card). */
export const TASK_KIND_LABELS: Record<TaskKind, string> = {
  manual: 'Поручение',
  pay_invoice: 'Оплата счёта',
  sign_act: 'Подписание акта',
  upload_statement: 'Выписка',
  order: 'Заказ услуги',
  act_dispute: 'Спор по акту',
};

/** Where a task is in its life. */
export const TASK_STATUS = {
  OPEN: 'open',
  IN_PROGRESS: 'in_progress',
  DONE: 'done',
  CANCELLED: 'cancelled',
} as const;
/** A task status. */
export type TaskStatus = (typeof TASK_STATUS)[keyof typeof TASK_STATUS];
/** Every status, in their order of life. */
export const TASK_STATUSES = Object.values(TASK_STATUS) as [TaskStatus, ...TaskStatus[]];

/** Russian names of the statuses. */
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  open: 'Открыта',
  in_progress: 'В работе',
  done: 'Выполнена',
  cancelled: 'Отменена',
};

/** Statuses of a task still to be done (the «Открытые» filter and the menu count). */
export const ACTIVE_TASK_STATUSES: readonly TaskStatus[] = ['open', 'in_progress'];
/** Statuses of a finished task (the «Выполненные» filter). */
export const CLOSED_TASK_STATUSES: readonly TaskStatus[] = ['done', 'cancelled'];

/** Whether the task is still to be done. */
export function isTaskActive(status: TaskStatus): boolean {
  return ACTIVE_TASK_STATUSES.includes(status);
}

/** Who does a task: the company's side (its users) or the firm's (its managers). */
export const TASK_AUDIENCES = ['client', 'staff'] as const;
/** A task audience. */
export type TaskAudience = (typeof TASK_AUDIENCES)[number];

/** Russian names of the audiences. */
export const TASK_AUDIENCE_LABELS: Record<TaskAudience, string> = {
  client: 'Клиент',
  staff: 'Менеджер',
};
