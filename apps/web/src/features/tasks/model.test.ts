import { describe, expect, it } from 'vitest';

import { filtersFromSearch, taskDueText } from './model.ts';

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
