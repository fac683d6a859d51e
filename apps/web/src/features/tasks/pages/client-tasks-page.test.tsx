import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi } from '../../../test/test-api.ts';
import { taskPage, testTask, testTaskDetail } from '../../../test/tasks/tasks.fixtures.ts';
import { ClientTasksPage } from './client-tasks-page.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const OVERDUE = testTask({
  id: 12,
  kind: 'pay_invoice',
  kind_name: 'Оплата счёта',
  title: 'Оплатите счёт № 2026-0012',
  overdue: true,
  overdue_days: 3,
  can_complete: false,
  link: '/payment',
});

describe('/tasks for a company’s user', () => {
  it('lists the open tasks, overdue in red with «просрочено на N дн.», and filters by chips', async () => {
    api = await startTestApi({
      'GET /api/v1/companies/1/tasks': (request) => ({
        status: 200,
        body: taskPage(request.url.includes('status=done') ? [] : [OVERDUE, testTask()]),
      }),
    });
    renderWithProviders(<ClientTasksPage companyId={1} />, { user: demoUser() });
    expect(screen.getByRole('heading', { level: 1, name: 'Задачи' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Задачи' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const late = within(items[0]!).getByText('просрочено на 3 дня');
    expect(late.getAttribute('style') ?? late.className).toBeTruthy();
    expect(within(items[1]!).getByText('срок 25.11.2026')).toBeTruthy();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Выполненные' }));
    expect(await screen.findByText('Выполненных задач нет')).toBeTruthy();
    expect(api.seen.some((request) => request.url.includes('status=done'))).toBe(true);
  });

  it('opens a task, ticks its checklist, comments and marks it done', async () => {
    let detail = testTaskDetail();
    api = await startTestApi({
      'GET /api/v1/companies/1/tasks': { status: 200, body: taskPage([testTask()]) },
      'GET /api/v1/companies/1/tasks/11': () => ({ status: 200, body: { data: detail } }),
      'PATCH /api/v1/companies/1/tasks/11/checklist/5': () => {
        detail = testTaskDetail({
          checklist_done: 1,
          checklist: [
            {
              id: 5,
              text: 'Найти договор',
              done: true,
              done_at: '2026-11-21T09:00:00Z',
              position: 0,
            },
          ],
        });
        return { status: 200, body: { data: detail } };
      },
      'POST /api/v1/companies/1/tasks/11/comments': (request) => {
        detail = {
          ...detail,
          comments: [
            {
              id: 1,
              author: { id: 7, name: 'Пётр Сидоров', is_staff: false },
              text: (request.body as { text: string }).text,
              created_at: '2026-11-21T09:05:00Z',
            },
          ],
        };
        return { status: 201, body: { data: detail } };
      },
      'POST /api/v1/companies/1/tasks/11/complete': () => {
        detail = { ...detail, status: 'done', status_name: 'Выполнена', can_complete: false };
        return { status: 200, body: { data: detail } };
      },
    });
    renderWithProviders(<ClientTasksPage companyId={1} />, { user: demoUser() });
    const user = userEvent.setup({ delay: null });
    await user.click(
      await screen.findByRole('button', { name: 'Открыть задачу «Пришлите договор аренды»' }),
    );

    const item = await screen.findByRole('checkbox', { name: 'Найти договор' });
    await user.click(item);
    expect(await screen.findByText('Чек-лист (1/1)')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Новый комментарий' }), 'Договор нашли');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Договор нашли')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Отметить выполненной' }));
    expect(await screen.findByText('Выполнена')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Отметить выполненной' })).toBeNull();
  });
});
