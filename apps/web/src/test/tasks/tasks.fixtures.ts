import type { Task, TaskDetail } from '@kabinet/domain/tasks';

/** A task as the API answers it, for the feature's component tests. */
export function testTask(overrides: Partial<Task> = {}): Task {
  return {
    id: 11,
    company_id: 1,
    company_name: 'ООО «Ромашка»',
    kind: 'manual',
    kind_name: 'Поручение',
    status: 'open',
    status_name: 'Открыта',
    title: 'Пришлите договор аренды',
    description: 'Скан подписанного договора',
    due_date: '2026-11-25',
    overdue: false,
    overdue_days: 0,
    audience: 'client',
    assignee: null,
    assignee_name: 'Компания',
    link: '',
    can_complete: true,
    created_by: { id: 3, name: 'Анна Менеджерова', is_staff: true },
    created_at: '2026-11-20T09:00:00Z',
    completed_at: null,
    completed_by: null,
    checklist_total: 1,
    checklist_done: 0,
    comments_count: 0,
    attachments_count: 0,
    ...overrides,
  };
}

/** The task with its checklist, comments and files. */
export function testTaskDetail(overrides: Partial<TaskDetail> = {}): TaskDetail {
  return {
    ...testTask(overrides),
    checklist: [{ id: 5, text: 'Найти договор', done: false, done_at: null, position: 0 }],
    comments: [],
    attachments: [],
    ...overrides,
  };
}

/** A page of tasks in the Laravel shape. */
export function taskPage(tasks: Task[]) {
  return {
    data: tasks,
    meta: { current_page: 1, last_page: 1, per_page: 20, total: tasks.length },
    links: { first: null, last: null, prev: null, next: null },
  };
}
