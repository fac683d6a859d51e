import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi } from '../../../test/test-api.ts';
import { taskPage, testTask, testTaskDetail } from '../../../test/tasks/tasks.fixtures.ts';
import { StaffTasksPage } from './staff-tasks-page.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const manager = () =>
  demoUser({ name: 'Анна', role: { role_name: 'Менеджер', role_slug: 'manager' } });

const PEOPLE = [
  { id: 7, name: 'Пётр Сидоров', is_staff: false },
  { id: 8, name: 'Ольга Новикова', is_staff: false },
  { id: 3, name: 'Анна Менеджерова', is_staff: true },
];

/** A Mantine Select's own option list (its options are hidden in jsdom while it animates). */
async function openList(select: HTMLElement) {
  await userEvent.click(select);
  await waitFor(() => expect(select.getAttribute('aria-controls')).toBeTruthy());
  return within(document.getElementById(select.getAttribute('aria-controls') ?? '')!);
}

describe('/tasks for staff', () => {
  it('lists the clients’ tasks with their company and asks for overdue ones by the chip', async () => {
    api = await startTestApi({
      'GET /api/v1/staff/tasks': (request) => ({
        status: 200,
        body: taskPage(
          request.url.includes('overdue=1')
            ? [testTask({ id: 12, title: 'Сдайте отчёт', overdue: true, overdue_days: 2 })]
            : [testTask()],
        ),
      }),
    });
    renderWithProviders(<StaffTasksPage />, { user: manager() });
    const list = await screen.findByRole('list', { name: 'Задачи' });
    expect(within(list).getByText('Пришлите договор аренды')).toBeTruthy();
    expect(within(list).getByText(/ООО «Ромашка»/)).toBeTruthy();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Просроченные' }));
    expect(await screen.findByText('просрочено на 2 дня')).toBeTruthy();
    expect(api.seen.some((request) => request.url.includes('overdue=1'))).toBe(true);
  });

  it('«Новая задача» sends the company, title, date, assignee and checklist', async () => {
    let sent: unknown;
    api = await startTestApi({
      'GET /api/v1/staff/tasks': { status: 200, body: taskPage([]) },
      'GET /api/v1/staff/clients': {
        status: 200,
        body: taskPage([{ id: 1, name: 'ООО «Ромашка»' }] as never),
      },
      'GET /api/v1/staff/tasks/assignees': { status: 200, body: { data: PEOPLE } },
      'POST /api/v1/staff/tasks': (request) => {
        sent = request.body;
        return { status: 201, body: { data: testTaskDetail() } };
      },
    });
    renderWithProviders(<StaffTasksPage />, { user: manager() });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Новая задача' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая задача' });

    const companies = await openList(within(dialog).getByRole('textbox', { name: 'Компания' }));
    await user.click(await companies.findByRole('option', { name: 'ООО «Ромашка»', hidden: true }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Название' }), 'Пришлите устав');
    fireEvent.change(within(dialog).getByLabelText('Срок'), { target: { value: '2026-12-01' } });
    const people = await openList(within(dialog).getByRole('textbox', { name: 'Исполнитель' }));
    await user.click(await people.findByRole('option', { name: 'Пётр Сидоров', hidden: true }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Чек-лист' }),
      'Найти устав{Enter}Отсканировать',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Поставить задачу' }));

    await waitFor(() =>
      expect(sent).toEqual({
        company_id: 1,
        title: 'Пришлите устав',
        description: '',
        due_date: '2026-12-01',
        audience: 'client',
        assignee_user_id: 7,
        checklist: ['Найти устав', 'Отсканировать'],
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Новая задача' })).toBeNull());
  });

  it('the drawer reassigns the task, moves its due date and adds a checklist item', async () => {
    let detail = testTaskDetail({ assignee: PEOPLE[0]!, assignee_name: 'Пётр Сидоров' });
    const patches: unknown[] = [];
    api = await startTestApi({
      'GET /api/v1/staff/tasks': { status: 200, body: taskPage([testTask()]) },
      'GET /api/v1/staff/tasks/11': () => ({ status: 200, body: { data: detail } }),
      'GET /api/v1/staff/tasks/assignees': { status: 200, body: { data: PEOPLE } },
      'PATCH /api/v1/staff/tasks/11': (request) => {
        const body = request.body as { assignee_user_id?: number; due_date?: string };
        patches.push(body);
        const person = PEOPLE.find((p) => p.id === body.assignee_user_id);
        detail = {
          ...detail,
          ...(person ? { assignee: person, assignee_name: person.name } : {}),
          ...(body.due_date ? { due_date: body.due_date } : {}),
        };
        return { status: 200, body: { data: detail } };
      },
      'POST /api/v1/staff/tasks/11/checklist': (request) => {
        const { text } = request.body as { text: string };
        detail = {
          ...detail,
          checklist_total: 2,
          checklist: [
            ...detail.checklist,
            { id: 6, text, done: false, done_at: null, position: 1 },
          ],
        };
        return { status: 201, body: { data: detail } };
      },
    });
    renderWithProviders(<StaffTasksPage />, { user: manager() });
    const user = userEvent.setup({ delay: null });
    await user.click(
      await screen.findByRole('button', { name: 'Открыть задачу «Пришлите договор аренды»' }),
    );
    const assignee = await screen.findByRole('textbox', { name: 'Исполнитель' });
    await waitFor(() => expect((assignee as HTMLInputElement).value).toBe('Пётр Сидоров'));

    const people = await openList(assignee);
    await user.click(await people.findByRole('option', { name: 'Ольга Новикова', hidden: true }));
    expect(await screen.findByText(/Исполнитель: Ольга Новикова/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Срок'), { target: { value: '2026-12-10' } });
    expect(await screen.findByText('срок 10.12.2026')).toBeTruthy();
    expect(patches).toEqual([
      { assignee_user_id: 8, audience: 'client' },
      { due_date: '2026-12-10' },
    ]);

    await user.type(screen.getByRole('textbox', { name: 'Новый пункт чек-листа' }), 'Копия ИНН');
    await user.click(screen.getByRole('button', { name: 'Добавить пункт' }));
    expect(await screen.findByRole('checkbox', { name: 'Копия ИНН' })).toBeTruthy();
    expect(screen.getByText('Чек-лист (0/2)')).toBeTruthy();
  });
});
