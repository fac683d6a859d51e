import { pushBodyLine, type PushPayload } from './chat-notifications.ts';
import { NOTIFICATION_TYPE } from './notification-types.ts';
import type { TaskEvent, TaskNotificationData } from './notifications.schemas.ts';

/** The page a task notice opens (the task's drawer on the tasks page). */
export function taskPageUrl(taskId: number): string {
  return `/tasks?task=${taskId}`;
}

/** The title of each task notice. */
export const TASK_EVENT_TITLES: Record<TaskEvent, string> = {
  assigned: 'Новая задача',
  done: 'Задача выполнена',
  due_soon: 'Скоро срок задачи',
  overdue: 'Задача просрочена',
};

const dotted = (date: string) => date.split('-').reverse().join('.');

/**
 * The line of a task notice, the company first (a user may belong to several):
 * «ООО «Ромашка»: Оплатите счёт № 2026-0012, срок 05.12.2026», «…: Загрузите выписку за
 * октябрь 2026 — просрочено на 3 дн.», «…: выполнена задача «Подписать договор»».
 */
export function taskNotificationText(args: {
  event: TaskEvent;
  title: string;
  companyName?: string | undefined;
  dueDate?: string | null | undefined;
  overdueDays?: number | undefined;
}): string {
  const due = args.dueDate ? `, срок ${dotted(args.dueDate)}` : '';
  const line = {
    assigned: `${args.title}${due}`,
    due_soon: `${args.title}${due}`,
    overdue: `${args.title} — просрочено${args.overdueDays ? ` на ${args.overdueDays} дн.` : ''}`,
    done: `выполнена задача «${args.title}»`,
  }[args.event];
  const company = args.companyName?.trim();
  return company ? `${company}: ${line}` : line.charAt(0).toLocaleUpperCase('ru') + line.slice(1);
}

/** The data of a TASK_UPDATED notification. */
export function taskNotificationData(args: {
  event: TaskEvent;
  companyId: number;
  companyName?: string | undefined;
  taskId: number;
  title: string;
  dueDate?: string | null | undefined;
  overdueDays?: number | undefined;
}): TaskNotificationData {
  return {
    type: NOTIFICATION_TYPE.TASK_UPDATED,
    event: args.event,
    company_id: args.companyId,
    task_id: args.taskId,
    ...(args.companyName ? { company_name: args.companyName } : {}),
    title: TASK_EVENT_TITLES[args.event],
    text: taskNotificationText(args),
  };
}

/** The push of a task notice; a tap opens the task. */
export function taskPushPayload(data: TaskNotificationData): PushPayload {
  return {
    title: data.title,
    body: pushBodyLine(data.text),
    tag: `task-${data.task_id}`,
    url: taskPageUrl(data.task_id),
    data: {
      type: data.type,
      event: data.event,
      company_id: data.company_id,
      task_id: data.task_id,
    },
  };
}
