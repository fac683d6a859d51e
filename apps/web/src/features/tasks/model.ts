import { DAY_FORMS, formatCount, formatDate } from '@kabinet/domain/shared';
import type { Task, TaskKind, TaskStatusFilter } from '@kabinet/domain/tasks';

/** «просрочено на 3 дня», «срок 05.12.2026», «без срока», «выполнена 02.12.2026». */
export function taskDueText(
  task: Pick<Task, 'due_date' | 'overdue' | 'overdue_days' | 'status' | 'completed_at'>,
): string {
  if (task.status === 'done' && task.completed_at) {
    return `выполнена ${formatDate(task.completed_at)}`;
  }
  if (task.status === 'cancelled') return 'отменена';
  if (task.overdue) return `просрочено на ${formatCount(task.overdue_days, DAY_FORMS)}`;
  return task.due_date ? `срок ${formatDate(task.due_date)}` : 'без срока';
}

/** The kinds a client's filter offers (staff see every kind). */
export const CLIENT_FILTER_KINDS: readonly TaskKind[] = [
  'manual',
  'pay_invoice',
  'sign_act',
  'upload_statement',
];

/** The page's filters read from its URL (`?status=done&mine=1&kind=…&task=12`). */
export function filtersFromSearch(search: URLSearchParams): {
  status: TaskStatusFilter;
  mine: boolean;
  overdue: boolean;
  kind: TaskKind | null;
  page: number;
  companyId: number | null;
  taskId: number | null;
} {
  const number = (name: string) => {
    const value = Number(search.get(name));
    return Number.isInteger(value) && value > 0 ? value : null;
  };
  return {
    status: search.get('status') === 'done' ? 'done' : 'open',
    mine: search.get('mine') === '1',
    overdue: search.get('overdue') === '1',
    kind: (search.get('kind') as TaskKind | null) || null,
    page: number('page') ?? 1,
    companyId: number('company'),
    taskId: number('task'),
  };
}
