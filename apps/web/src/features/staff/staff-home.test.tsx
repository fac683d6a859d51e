// On the staff home: the manager's tasks that are overdue or due soon, the clients'
// disputed acts and their new orders, each row a link to where it is acted on.
import { addDays, localDate } from '@kabinet/domain/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../test/demo-user.ts';
import { renderApp } from '../../test/render.tsx';
import { startTestApi } from '../../test/test-api.ts';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const manager = () =>
  demoUser({ name: 'Мария', role: { role_name: 'Менеджер', role_slug: 'manager' } });
const page = (data: unknown[]) => ({
  data,
  meta: { current_page: 1, last_page: 1, per_page: 20, total: data.length },
  links: { first: null, last: null, prev: null, next: null },
});
const today = localDate(new Date());
const task = (id: number, title: string, fields: Record<string, unknown>) => ({
  id,
  title,
  company_id: 1,
  company_name: 'ООО «Ромашка»',
  status: 'open',
  overdue: false,
  overdue_days: 0,
  ...fields,
});
const empty = { status: 200, body: { data: [] } };

describe('the staff home', () => {
  it('shows overdue and due soon tasks, disputed acts and new orders, each opening its place', async () => {
    api = await startTestApi({
      'GET /api/v1/staff/clients': { status: 200, body: page([]) },
      'GET /api/v1/chat/inbox': empty,
      'GET /api/v1/staff/invoices': empty,
      'GET /api/v1/staff/tasks': {
        status: 200,
        body: page([
          task(21, 'Сверить остатки', {
            due_date: addDays(today, -2),
            overdue: true,
            overdue_days: 2,
          }),
          task(22, 'Выполнить заказ № 7: Декларация 3-НДФЛ', { due_date: addDays(today, 2) }),
          task(23, 'Подготовить отчёт за год', { due_date: addDays(today, 20) }),
          task(24, 'Без срока', { due_date: null }),
        ]),
      },
      'GET /api/v1/staff/acts': {
        status: 200,
        body: {
          data: [
            {
              id: 5,
              number: 'А-2026-0005',
              company_name: 'ООО «Вектор»',
              period_name: 'ноябрь 2026',
              dispute: { reason: 'Заказ выполнен в декабре', disputed_at: '', resolved_at: null },
            },
          ],
        },
      },
      'GET /api/v1/staff/orders': {
        status: 200,
        body: {
          data: [
            {
              id: 7,
              number: 'Заказ № 7',
              company_name: 'ИП Петров',
              service_name: 'Регистрация ООО',
              created_at: '2026-11-21T09:00:00Z',
            },
          ],
        },
      },
    });
    const { router } = renderApp('/', { user: manager() });

    const tasks = await screen.findByRole('list', { name: 'Задачи: сроки' });
    const taskRows = within(tasks).getAllByRole('link');
    expect(taskRows).toHaveLength(2);
    expect(taskRows[0]).toHaveTextContent('Сверить остатки');
    expect(within(taskRows[0]!).getByText('просрочено на 2 дня')).toBeInTheDocument();
    expect(taskRows[1]).toHaveTextContent('Выполнить заказ № 7');
    expect(within(taskRows[1]!).getByText('скоро срок')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Задачи: сроки · 2 задачи' })).toBeInTheDocument();
    expect(
      api.seen.some((call) => call.url === '/api/v1/staff/tasks?status=open&mine=1&per_page=20'),
    ).toBe(true);

    const acts = await screen.findByRole('list', { name: 'Оспоренные акты' });
    expect(within(acts).getByRole('link')).toHaveTextContent(
      'Акт № А-2026-0005 за ноябрь 2026 · Заказ выполнен в декабре',
    );
    expect(api.seen.some((call) => call.url === '/api/v1/staff/acts?status=disputed')).toBe(true);
    const orders = await screen.findByRole('list', { name: 'Новые заказы' });
    expect(within(orders).getByRole('link')).toHaveTextContent('Заказ № 7: Регистрация ООО');
    expect(api.seen.some((call) => call.url === '/api/v1/staff/orders?status=new')).toBe(true);

    await userEvent.click(within(acts).getByRole('link'));
    expect(router.state.location.pathname).toBe('/documents');
    expect(router.state.location.search).toBe('?act=5');
  });

  it('says so when nothing is due, disputed or new', async () => {
    api = await startTestApi({
      'GET /api/v1/staff/clients': { status: 200, body: page([]) },
      'GET /api/v1/chat/inbox': empty,
      'GET /api/v1/staff/invoices': empty,
      'GET /api/v1/staff/tasks': { status: 200, body: page([]) },
      'GET /api/v1/staff/acts': empty,
      'GET /api/v1/staff/orders': empty,
    });
    renderApp('/', { user: manager() });
    expect(await screen.findByText('Сроки в порядке')).toBeInTheDocument();
    expect(await screen.findByText('Споров нет')).toBeInTheDocument();
    expect(await screen.findByText('Новых заказов нет')).toBeInTheDocument();
  });
});
