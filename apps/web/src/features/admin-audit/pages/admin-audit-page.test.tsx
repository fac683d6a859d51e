import type { AuditEntry } from '@kabinet/domain/audit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi, type SeenRequest } from '../../../test/test-api.ts';
import { AdminAuditPage } from './admin-audit-page.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const admin = () => demoUser({ role: { role_name: 'Администратор', role_slug: 'admin' } });
const romashka = { id: 7, name: 'ООО «Ромашка»' };

const entries: AuditEntry[] = [
  {
    id: 3,
    action: 'user.blocked',
    actor: { id: 2, name: 'Админова Ольга' },
    company: romashka,
    subject: { type: 'user', id: 11, name: 'Сидоров Пётр' },
    before: { status: 'ACTIVE' },
    after: { status: 'BLOCKED' },
    created_at: '2026-11-21T09:05:00.000Z',
  },
  {
    id: 2,
    action: 'manager.auto_assigned',
    actor: null,
    company: romashka,
    subject: { type: 'company', id: 7, name: romashka.name },
    before: { managers: [] },
    after: { managers: [{ id: 5, name: 'Смирнова Мария' }] },
    created_at: '2026-11-20T07:00:00.000Z',
  },
];

function logAnswer(request: SeenRequest) {
  const url = new URL(request.url, 'http://local');
  const action = url.searchParams.get('action');
  const data = action ? entries.filter((entry) => entry.action === action) : entries;
  return {
    status: 200,
    body: { data, meta: { current_page: 1, last_page: 1, per_page: 30, total: data.length } },
  };
}

describe('/admin/audit', () => {
  it('tells a manager «Недостаточно прав» and asks the server nothing', async () => {
    api = await startTestApi({});
    const manager = demoUser({ role: { role_name: 'Менеджер', role_slug: 'manager' } });
    renderWithProviders(<AdminAuditPage />, { user: manager });
    expect(screen.getByRole('heading', { level: 1, name: 'Журнал действий' })).toBeTruthy();
    expect(screen.getByText('Недостаточно прав')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.seen).toHaveLength(0);
  });

  it('shows who did what and when, with the state before and after', async () => {
    api = await startTestApi({
      'GET /api/v1/admin/audit': logAnswer,
      'GET /api/v1/admin/managers': {
        status: 200,
        body: { data: [{ id: 2, name: 'Админова Ольга' }] },
      },
    });
    renderWithProviders(<AdminAuditPage />, { user: admin() });
    const table = await screen.findByRole('table', { name: 'Журнал действий' });
    const [, blocked, assigned] = within(table).getAllByRole('row');
    expect(within(blocked!).getByText('21.11.2026 12:05')).toBeTruthy();
    expect(within(blocked!).getByText('Админова Ольга')).toBeTruthy();
    expect(within(blocked!).getByText('Пользователь заблокирован')).toBeTruthy();
    expect(within(blocked!).getByText('Сидоров Пётр')).toBeTruthy();
    expect(within(blocked!).getByText('Активен')).toBeTruthy();
    expect(within(blocked!).getByText('Заблокирован')).toBeTruthy();
    expect(within(assigned!).getByText('Система')).toBeTruthy();
    expect(within(assigned!).getByText('Менеджер назначен автоматически')).toBeTruthy();
    expect(within(assigned!).getByText('Не назначен')).toBeTruthy();
    expect(within(assigned!).getByText('Смирнова Мария')).toBeTruthy();
    expect(screen.getByText(/2 записи/)).toBeTruthy();
  });

  it('filters by action and by the company picked in the log, on the server', async () => {
    api = await startTestApi({
      'GET /api/v1/admin/audit': logAnswer,
      'GET /api/v1/admin/managers': { status: 200, body: { data: [] } },
    });
    renderWithProviders(<AdminAuditPage />, { user: admin() });
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Журнал действий' });

    await user.click(screen.getAllByRole('button', { name: romashka.name })[0]!);
    await waitFor(() =>
      expect(api?.seen.some((request) => request.url.includes('company_id=7'))).toBe(true),
    );
    expect(await screen.findByText(`Компания: ${romashka.name}`)).toBeTruthy();

    await user.click(screen.getByRole('textbox', { name: 'Действие' }));
    await user.click(
      await screen.findByRole('option', { name: 'Пользователь заблокирован', hidden: true }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Журнал действий' })).queryByText(
          'Менеджер назначен автоматически',
        ),
      ).toBeNull(),
    );
    const last = api.seen.filter((request) => request.url.startsWith('/api/v1/admin/audit')).at(-1);
    expect(last?.url).toBe(
      '/api/v1/admin/audit?action=user.blocked&company_id=7&page=1&per_page=30',
    );

    await user.click(screen.getByRole('button', { name: 'Показать все компании' }));
    await waitFor(() =>
      expect(
        api?.seen.filter((request) => request.url.startsWith('/api/v1/admin/audit')).at(-1)?.url,
      ).toBe('/api/v1/admin/audit?action=user.blocked&page=1&per_page=30'),
    );
  });
});
