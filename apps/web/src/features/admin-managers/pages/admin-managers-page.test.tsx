import type { StaffMember } from '@kabinet/domain/companies';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi, type SeenRequest } from '../../../test/test-api.ts';
import { AdminManagersPage } from './admin-managers-page.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const admin = () => demoUser({ role: { role_name: 'Администратор', role_slug: 'admin' } });

const maria: StaffMember = {
  id: 5,
  name: 'Смирнова Мария Ивановна',
  role_slug: 'manager',
  position: 'Менеджер',
  serves_new_clients: true,
  accepting_new_clients: true,
  working_hours: '',
  active_companies: 3,
  last_assigned_at: '2026-11-20T09:00:00.000Z',
};
const olga: StaffMember = {
  ...maria,
  id: 2,
  name: 'Админова Ольга',
  role_slug: 'admin',
  position: 'Администратор',
  serves_new_clients: false,
  active_companies: 0,
  last_assigned_at: null,
};

function patchAnswer(request: SeenRequest) {
  return { status: 200, body: { data: { ...maria, ...(request.body as object) } } };
}

describe('/admin/managers', () => {
  it('tells a client «Недостаточно прав» and asks the server nothing', async () => {
    api = await startTestApi({});
    renderWithProviders(<AdminManagersPage />, { user: demoUser() });
    expect(screen.getByRole('heading', { level: 1, name: 'Менеджеры' })).toBeTruthy();
    expect(screen.getByText('Недостаточно прав')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.seen).toHaveLength(0);
  });

  it('shows each manager’s load and lets the admin stop new clients', async () => {
    api = await startTestApi({
      'GET /api/v1/admin/managers': { status: 200, body: { data: [olga, maria] } },
      'PATCH /api/v1/admin/managers/5': patchAnswer,
    });
    renderWithProviders(<AdminManagersPage />, { user: admin() });
    const table = await screen.findByRole('table', { name: 'Менеджеры' });
    const [, adminRow, mariaRow] = within(table).getAllByRole('row');
    expect(within(adminRow!).getByText('Не назначается автоматически')).toBeTruthy();
    expect(within(mariaRow!).getByText('3 активные компании')).toBeTruthy();
    expect(within(mariaRow!).getByText('20.11.2026')).toBeTruthy();

    const toggle = within(mariaRow!).getByRole('switch', {
      name: 'Смирнова Мария Ивановна: принимает новых клиентов',
    });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    const user = userEvent.setup();
    await user.click(toggle);
    // Stopping new clients is asked first; nothing is sent before the answer.
    const ask = await screen.findByRole('dialog', { name: 'Не назначать новых клиентов?' });
    expect(api.seen.some((request) => request.method === 'PATCH')).toBe(false);
    await user.click(within(ask).getByRole('button', { name: 'Не назначать' }));
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
    const patch = api.seen.find((request) => request.method === 'PATCH');
    expect(patch?.body).toEqual({ accepting_new_clients: false });
  });

  it('saves the working hours the clients see', async () => {
    api = await startTestApi({
      'GET /api/v1/admin/managers': { status: 200, body: { data: [maria] } },
      'PATCH /api/v1/admin/managers/5': patchAnswer,
    });
    renderWithProviders(<AdminManagersPage />, { user: admin() });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Изменить часы работы: Смирнова Мария Ивановна' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Часы работы' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Часы работы' }), 'Пн–Пт, 9–18');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Пн–Пт, 9–18')).toBeTruthy();
    expect(api.seen.find((request) => request.method === 'PATCH')?.body).toEqual({
      working_hours: 'Пн–Пт, 9–18',
    });
  });
});
