import { describe, expect, it } from 'vitest';

import { assigneeChoices, filtersFromSearch, reassignBody, taskDueText } from './model.ts';

const base = {
  due_date: '2026-12-05',
  overdue: false,
  overdue_days: 0,
  status: 'open' as const,
  completed_at: null,
};

describe('tasks model', () => {
  it.each([
    [base, 'срок 05.12.2026'],
    [{ ...base, overdue: true, overdue_days: 3 }, 'просрочено на 3 дня'],
    [{ ...base, overdue: true, overdue_days: 5 }, 'просрочено на 5 дней'],
    [{ ...base, due_date: null }, 'без срока'],
    [
      { ...base, status: 'done' as const, completed_at: '2026-12-02T09:00:00Z' },
      'выполнена 02.12.2026',
    ],
  ])('says when a task is due: %o → %s', (task, text) => {
    expect(taskDueText(task)).toBe(text);
  });

  it('reads the filters and the open task from the address', () => {
    expect(
      filtersFromSearch(new URLSearchParams('status=done&mine=1&task=12&kind=manual')),
    ).toEqual({
      status: 'done',
      mine: true,
      overdue: false,
      kind: 'manual',
      page: 1,
      companyId: null,
      taskId: 12,
    });
    expect(filtersFromSearch(new URLSearchParams('task=abc')).taskId).toBeNull();
  });
});

describe('reassigning a task', () => {
  const people = [
    { id: 7, name: 'Пётр Сидоров', is_staff: false },
    { id: 3, name: 'Анна Менеджерова', is_staff: true },
  ];
  it('moves a manual task to the chosen person’s side', () => {
    const manual = { kind: 'manual', audience: 'client' } as const;
    expect(reassignBody(manual, '3', new Set([3]))).toEqual({
      assignee_user_id: 3,
      audience: 'staff',
    });
    expect(reassignBody(manual, '', new Set([3]))).toEqual({
      assignee_user_id: null,
      audience: 'client',
    });
    expect(assigneeChoices(manual, people).map((option) => option.value)).toEqual([
      '',
      'staff',
      '7',
      '3',
    ]);
  });

  it('keeps an event task on its side: only its people are offered, no audience is sent', () => {
    const order = { kind: 'order', audience: 'staff' } as const;
    expect(assigneeChoices(order, people)).toEqual([
      { value: 'staff', label: 'Менеджеры компании' },
      { value: '3', label: 'Анна Менеджерова (менеджер)' },
    ]);
    expect(reassignBody(order, '3', new Set([3]))).toEqual({ assignee_user_id: 3 });
  });
});
