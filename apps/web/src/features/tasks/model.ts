import { DAY_FORMS, formatCount, formatDate } from '@kabinet/domain/shared';
import type {
  StaffTaskUpdateBody,
  Task,
  TaskKind,
  TaskPerson,
  TaskStatusFilter,
} from '@kabinet/domain/tasks';

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

/** The assignee select's value of a task: '' the whole company, 'staff' its managers, or an id. */
export function assigneeValue(task: Pick<Task, 'audience' | 'assignee'>): string {
  if (task.assignee) return String(task.assignee.id);
  return task.audience === 'staff' ? 'staff' : '';
}

/**
 * The PATCH body of a reassignment (docs/api/tasks.md): a manual task follows the chosen person's
 * side (a manager → the staff's task); an event task keeps its side (the server refuses a new
 * audience), so only its people are offered (`assigneeChoices`).
 */
export function reassignBody(
  task: Pick<Task, 'kind' | 'audience'>,
  value: string,
  staffIds: ReadonlySet<number>,
): StaffTaskUpdateBody {
  const assigneeId = value && value !== 'staff' ? Number(value) : null;
  if (task.kind !== 'manual') return { assignee_user_id: assigneeId };
  const staff = value === 'staff' || (assigneeId !== null && staffIds.has(assigneeId));
  return { assignee_user_id: assigneeId, audience: staff ? 'staff' : 'client' };
}

/** Who a task may be given to, as select options: for an event task only its own side. */
export function assigneeChoices(
  task: Pick<Task, 'kind' | 'audience'>,
  people: readonly TaskPerson[],
): { value: string; label: string }[] {
  const manual = task.kind === 'manual';
  const sides = [
    ...(manual || task.audience === 'client' ? [{ value: '', label: 'Вся компания' }] : []),
    ...(manual || task.audience === 'staff'
      ? [{ value: 'staff', label: 'Менеджеры компании' }]
      : []),
  ];
  return [
    ...sides,
    ...people
      .filter((person) => manual || person.is_staff === (task.audience === 'staff'))
      .map((person) => ({
        value: String(person.id),
        label: person.is_staff ? `${person.name} (менеджер)` : person.name,
      })),
  ];
}
