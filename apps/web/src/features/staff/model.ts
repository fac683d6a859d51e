import type { StaffAct } from '@kabinet/domain/acts';
import type { Order } from '@kabinet/domain/orders';
import { addDays, DAY_FORMS, formatCount, formatDate } from '@kabinet/domain/shared';
import type { Task } from '@kabinet/domain/tasks';

/** One row of a staff home list: where it is acted on, what it is, an optional badge. */
export type HomeRow = {
  key: number | string;
  to: string;
  title: string;
  detail: string;
  badge?: { label: string; color: string } | null;
};

/** Days ahead a task counts as «due soon» on the staff home. */
export const DUE_SOON_DAYS = 3;

/**
 * The staff home's «Задачи»: the open tasks that are overdue or due within
 * DUE_SOON_DAYS of `today` (the server lists open tasks by due date), each opening in /tasks.
 */
export function urgentTaskRows(tasks: readonly Task[], today: string): HomeRow[] {
  const until = addDays(today, DUE_SOON_DAYS);
  return tasks
    .filter((task) => task.overdue || (task.due_date !== null && task.due_date <= until))
    .map((task) => ({
      key: task.id,
      to: `/tasks?task=${task.id}`,
      title: task.title,
      detail: `${task.company_name} · срок ${formatDate(task.due_date ?? today)}`,
      badge: task.overdue
        ? { label: `просрочено на ${formatCount(task.overdue_days, DAY_FORMS)}`, color: 'red' }
        : { label: task.due_date === today ? 'сегодня' : 'скоро срок', color: 'orange' },
    }));
}

/** «Оспоренные акты»: each opens in «Документы» where the dispute is resolved. */
export function disputedActRows(acts: readonly StaffAct[]): HomeRow[] {
  return acts.map((act) => ({
    key: act.id,
    to: `/documents?act=${act.id}`,
    title: act.company_name,
    detail: `Акт № ${act.number} за ${act.period_name}${act.dispute ? ` · ${act.dispute.reason}` : ''}`,
    badge: { label: 'Оспорен', color: 'red' },
  }));
}

/** «Новые заказы»: each opens in /orders where it is moved on. */
export function newOrderRows(orders: readonly Order[]): HomeRow[] {
  return orders.map((order) => ({
    key: order.id,
    to: `/orders?order=${order.id}`,
    title: order.company_name,
    detail: `${order.number}: ${order.service_name}`,
    badge: { label: formatDate(order.created_at), color: 'blue' },
  }));
}
