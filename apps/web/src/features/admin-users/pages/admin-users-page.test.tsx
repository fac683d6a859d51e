import type { AdminUser, UserSession } from '@kabinet/domain/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi, type SeenRequest } from '../../../test/test-api.ts';
import { AdminUsersPage } from './admin-users-page.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const admin = () => demoUser({ role: { role_name: 'Администратор', role_slug: 'admin' } });

const anna: AdminUser = {
  id: 21,
  name: 'Черёмухина Анна Павловна',
  email: 'anna@lesnoy.test',
  phone: '79035550101',
  role: { role_name: 'Клиент', role_slug: 'client' },
  status: 'ACTIVE',
  companies_count: 2,
  last_activity_at: '2026-11-21T09:05:00.000Z',
  created_at: '2026-01-10T08:00:00.000Z',
};
const maria: AdminUser = {
  ...anna,
  id: 5,
  name: 'Смирнова Мария Ивановна',
  email: 'maria@kabinet.test',
  phone: '',
  role: { role_name: 'Менеджер', role_slug: 'manager' },
  companies_count: 14,
  last_activity_at: null,
};

const page = (data: AdminUser[]) => ({
  status: 200,
  body: { data, meta: { current_page: 1, last_page: 1, per_page: 20, total: data.length } },
});

const session = (id: number, overrides: Partial<UserSession> = {}): UserSession => ({
  id,
  name: 'web',
  created_at: '2026-11-20T07:00:00.000Z',
  last_used_at: null,
  expires_at: '2026-12-20T07:00:00.000Z',
  current: false,
  ...overrides,
});
const sessions = [session(41, { last_used_at: '2026-11-21T09:05:00.000Z' }), session(40)];

const usersRequests = () =>
  (api?.seen ?? []).filter((request) => request.url.startsWith('/api/v1/admin/users?'));

/** Anna's drawer routes: the user, her sessions, and what the test adds. */
function annaRoutes(extra: Record<string, (request: SeenRequest) => object>) {
  return {
    'GET /api/v1/admin/users': page([anna, maria]),
    'GET /api/v1/admin/users/21': { status: 200, body: { data: anna } },
    'GET /api/v1/admin/users/21/sessions': { status: 200, body: { data: sessions } },
    ...Object.fromEntries(
      Object.entries(extra).map(([route, answer]) => [
        route,
        (request: SeenRequest) => ({ status: 200, body: answer(request) }),
      ]),
    ),
  };
}

/** Opens a Mantine Select and picks the option of its own list (another list may name it too). */
async function pick(user: ReturnType<typeof userEvent.setup>, select: HTMLElement, name: string) {
  await user.click(select);
  await waitFor(() => expect(select.getAttribute('aria-controls')).toBeTruthy());
  const list = document.getElementById(select.getAttribute('aria-controls') ?? '');
  await user.click(within(list!).getByRole('option', { name, hidden: true }));
}

async function openAnna() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: anna.name }));
  const drawer = await screen.findByRole('dialog', { name: anna.name });
  await within(drawer).findByText('Браузер №41');
  return { user, drawer };
}

describe('/admin/users', () => {
  it.each([
    ['a client', demoUser()],
    ['a manager', demoUser({ role: { role_name: 'Менеджер', role_slug: 'manager' } })],
  ])('tells %s «Недостаточно прав» and asks the server nothing', async (_, who) => {
    api = await startTestApi({});
    renderWithProviders(<AdminUsersPage />, { user: who });
    expect(screen.getByRole('heading', { level: 1, name: 'Пользователи' })).toBeTruthy();
    expect(screen.getByText('Недостаточно прав')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.seen).toHaveLength(0);
  });

  it('lists users and filters them by text, role and status on the server', async () => {
    api = await startTestApi({
      'GET /api/v1/admin/users': (request) =>
        page(request.url.includes('role=manager') ? [maria] : [anna, maria]),
    });
    renderWithProviders(<AdminUsersPage />, { user: admin() });
    const table = await screen.findByRole('table', { name: 'Пользователи' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('anna@lesnoy.test · +7 (903) 555 - 0101')).toBeTruthy();
    expect(within(first!).getByText('Клиент')).toBeTruthy();
    expect(within(first!).getByText('Активен')).toBeTruthy();
    expect(within(first!).getByText('21.11.2026 12:05')).toBeTruthy();
    expect(within(second!).getByText('14')).toBeTruthy();
    expect(screen.getByText('Найдено 2 пользователя')).toBeTruthy();

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Поиск' }), '903');
    // One search, once the typing stopped.
    await waitFor(
      () =>
        expect(usersRequests().map((request) => request.url)).toEqual([
          '/api/v1/admin/users?page=1&per_page=20',
          '/api/v1/admin/users?search=903&page=1&per_page=20',
        ]),
      { timeout: 2000 },
    );
    await pick(user, screen.getByRole('textbox', { name: 'Роль' }), 'Менеджер');
    await pick(user, screen.getByRole('textbox', { name: 'Статус' }), 'Заблокирован');
    await waitFor(() =>
      expect(usersRequests().at(-1)?.url).toBe(
        '/api/v1/admin/users?search=903&role=manager&status=BLOCKED&page=1&per_page=20',
      ),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: anna.name })).toBeNull());
  });

  it('blocks a user only with a reason, after a confirmation', async () => {
    api = await startTestApi(
      annaRoutes({
        'POST /api/v1/admin/users/21/block': () => ({ data: { ...anna, status: 'BLOCKED' } }),
      }),
    );
    renderWithProviders(<AdminUsersPage />, { user: admin() });
    const { user, drawer } = await openAnna();
    await user.click(within(drawer).getByRole('button', { name: 'Заблокировать' }));
    const modal = await screen.findByRole('dialog', { name: 'Заблокировать пользователя' });
    const confirm = within(modal).getByRole('button', { name: 'Заблокировать' });

    await user.click(confirm);
    expect(await within(modal).findByText('Укажите причину блокировки.')).toBeTruthy();
    await user.type(within(modal).getByRole('textbox', { name: /Причина блокировки/ }), 'ок');
    await user.click(confirm);
    expect(await within(modal).findByText('Причина — не короче 3 символов.')).toBeTruthy();
    expect(api.seen.some((request) => request.method === 'POST')).toBe(false);

    await user.type(
      within(modal).getByRole('textbox', { name: /Причина блокировки/ }),
      ', рассылка спама',
    );
    await user.click(confirm);
    await waitFor(() =>
      expect(api?.seen.find((request) => request.method === 'POST')?.body).toEqual({
        reason: 'ок, рассылка спама',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Заблокировать пользователя' })).toBeNull(),
    );
    expect(await within(drawer).findByRole('button', { name: 'Разблокировать' })).toBeTruthy();
    expect(within(drawer).getByText('Заблокирован')).toBeTruthy();
  });

  it('changes the role only after the admin confirms it', async () => {
    api = await startTestApi(
      annaRoutes({
        'PATCH /api/v1/admin/users/21/role': (request) => ({
          data: {
            ...anna,
            role: {
              role_name: 'Менеджер',
              role_slug: (request.body as { role_slug: string }).role_slug,
            },
          },
        }),
      }),
    );
    renderWithProviders(<AdminUsersPage />, { user: admin() });
    const { user, drawer } = await openAnna();
    const roleSelect = within(drawer).getByRole('textbox', { name: 'Роль пользователя' });
    await pick(user, roleSelect, 'Менеджер');
    const modal = await screen.findByRole('dialog', { name: 'Изменить роль' });
    expect(within(modal).getByText(/«Клиент» → «Менеджер»/)).toBeTruthy();
    await user.click(within(modal).getByRole('button', { name: 'Отмена' }));
    expect(api.seen.some((request) => request.method === 'PATCH')).toBe(false);

    await pick(user, roleSelect, 'Менеджер');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Изменить роль' })).getByRole('button', {
        name: 'Изменить роль',
      }),
    );
    await waitFor(() =>
      expect(api?.seen.find((request) => request.method === 'PATCH')?.body).toEqual({
        role_slug: 'manager',
      }),
    );
    await waitFor(() => expect((roleSelect as HTMLInputElement).value).toBe('Менеджер'));
  });

  it('ends one session or all of them, each after a confirmation', async () => {
    api = await startTestApi(
      annaRoutes({
        'DELETE /api/v1/admin/users/21/sessions/41': () => ({ data: { ended: 1 } }),
        'DELETE /api/v1/admin/users/21/sessions': () => ({ data: { ended: 2 } }),
      }),
    );
    renderWithProviders(<AdminUsersPage />, { user: admin() });
    const { user, drawer } = await openAnna();
    await user.click(within(drawer).getByRole('button', { name: 'Завершить: Браузер №41' }));
    const ask = await screen.findByRole('dialog', { name: 'Завершить сеанс?' });
    expect(api?.seen.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(ask).getByRole('button', { name: 'Завершить' }));
    await waitFor(() =>
      expect(
        api?.seen.some((request) => request.url === '/api/v1/admin/users/21/sessions/41'),
      ).toBe(true),
    );
    await user.click(within(drawer).getByRole('button', { name: 'Завершить все' }));
    const modal = await screen.findByRole('dialog', { name: 'Завершить все сеансы' });
    expect(within(modal).getByText(/на всех устройствах \(2 сеанса\)/)).toBeTruthy();
    await user.click(within(modal).getByRole('button', { name: 'Завершить все' }));
    await waitFor(() =>
      expect(
        api?.seen.some(
          (request) =>
            request.method === 'DELETE' && request.url === '/api/v1/admin/users/21/sessions',
        ),
      ).toBe(true),
    );
  });
});
