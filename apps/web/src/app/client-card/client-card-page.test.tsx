// The client card — one page per company for the staff who serve it, with tabs in the
// URL and the staff actions beside the client's data.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { testAnalytics } from '../../test/analytics/analytics.fixtures.ts';
import { demoCompany } from '../../test/companies/demo-company.ts';
import { testDashboard } from '../../test/management-accounting/management-accounting.fixtures.ts';
import { testCompanyTariff } from '../../test/tariffs/tariffs.fixtures.ts';
import { demoUser } from '../../test/demo-user.ts';
import { renderApp } from '../../test/render.tsx';
import { startTestApi } from '../../test/test-api.ts';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const manager = () =>
  demoUser({
    id: 2,
    name: 'Мария',
    role: { role_name: 'Менеджер', role_slug: 'manager' },
    companies: [],
    active_company: null,
  });
const admin = () =>
  demoUser({
    id: 3,
    role: { role_name: 'Администратор', role_slug: 'admin' },
    companies: [],
    active_company: null,
  });
const romashka = (managers = [{ id: 2, name: 'Смирнова Мария' }]) =>
  demoCompany({
    current_user_position: 'manager',
    company_meta: { ...demoCompany().company_meta, managers },
  });
const history = [
  {
    id: 1,
    company_tariff_id: 40,
    from_status: null,
    from_status_name: '',
    to_status: 'NEW',
    to_status_name: 'Новый',
    actor: { id: 7, name: 'Смирнов Иван' },
    comment: '',
    at: '2026-11-21T09:00:00Z',
  },
];

/** A Mantine Select's own option list (its options are hidden in jsdom while it animates). */
async function openList(select: HTMLElement) {
  await userEvent.click(select);
  await waitFor(() => expect(select.getAttribute('aria-controls')).toBeTruthy());
  return within(document.getElementById(select.getAttribute('aria-controls') ?? '')!);
}

describe('the client card', () => {
  it('shows a manager the company’s header and requisites, and keeps the tab in the URL', async () => {
    api = await startTestApi({
      'GET /api/v1/companies/1': { status: 200, body: { data: romashka() } },
      'GET /api/company-tariffs-by-active': {
        status: 200,
        body: { data: [testCompanyTariff('ACTIVE', { company_id: 1 })] },
      },
      'GET /api/v1/company-tariffs/40/history': { status: 200, body: { data: history } },
    });
    const { router } = renderApp('/clients/1', { user: manager() });

    expect(await screen.findByRole('heading', { level: 1, name: 'ООО «Ромашка»' })).toBeVisible();
    expect(screen.getByText(/ИНН 7707083893/)).toBeInTheDocument();
    expect(screen.getByTestId('card-managers')).toHaveTextContent('Менеджер: Смирнова Мария');
    expect(screen.queryByRole('button', { name: 'Сменить менеджера' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Реквизиты' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Пользователи' }));
    expect(router.state.location.search).toBe('?tab=users');
    expect(await screen.findByText('Смирнов Иван Петрович')).toBeInTheDocument();
    expect(screen.getByText('Владелец')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Заблокировать/ })).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Тариф' }));
    expect(await screen.findByTestId('card-tariff-status')).toHaveTextContent('Активен');
    const asked = api.seen.find((call) => call.url.startsWith('/api/company-tariffs-by-active'));
    expect(asked?.url).toBe('/api/company-tariffs-by-active?company_id=1');
    expect(await screen.findByText('Смирнов Иван', { exact: false })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Чат' }));
    expect(screen.getByRole('link', { name: 'Открыть диалоги компании' })).toHaveAttribute(
      'href',
      '/inbox?company=1',
    );
  });

  it('lets staff change the tariff status to the transitions SPEC §4 allows', async () => {
    api = await startTestApi({
      'GET /api/v1/companies/1': { status: 200, body: { data: romashka() } },
      'GET /api/company-tariffs-by-active': {
        status: 200,
        body: { data: [testCompanyTariff('ACTIVE', { company_id: 1 })] },
      },
      'GET /api/v1/company-tariffs/40/history': { status: 200, body: { data: history } },
      'POST /api/v1/company-tariffs/40/status': {
        status: 200,
        body: { data: testCompanyTariff('SUSPENDED', { company_id: 1 }) },
      },
    });
    renderApp('/clients/1?tab=tariff', { user: manager() });
    await userEvent.click(await screen.findByRole('button', { name: 'Сменить статус' }));
    const dialog = await screen.findByRole('dialog', { name: 'Статус тарифа' });
    const list = await openList(within(dialog).getByRole('textbox', { name: 'Новый статус' }));
    const options = list
      .getAllByRole('option', { hidden: true })
      .map((option) => option.textContent);
    expect(options).toEqual(['Приостановлен', 'Расторгнут', 'В архиве']);
    await userEvent.click(list.getByRole('option', { name: 'Приостановлен', hidden: true }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Комментарий' }), 'Долг');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сменить статус' }));
    await waitFor(() =>
      expect(api?.seen.find((call) => call.method === 'POST')?.body).toEqual({
        status: 'SUSPENDED',
        comment: 'Долг',
      }),
    );
  });

  it('lets an admin replace the manager with one call and shows the new one', async () => {
    let managers = [{ id: 2, name: 'Смирнова Мария' }];
    api = await startTestApi({
      'GET /api/v1/companies/1': () => ({ status: 200, body: { data: romashka(managers) } }),
      'GET /api/v1/admin/managers': {
        status: 200,
        body: {
          data: [
            { id: 2, name: 'Смирнова Мария', active_companies: 3 },
            { id: 5, name: 'Новикова Ольга', active_companies: 1 },
          ],
        },
      },
      'PUT /api/v1/admin/companies/1/manager': () => {
        managers = [{ id: 5, name: 'Новикова Ольга' }];
        return { status: 200, body: { data: romashka(managers) } };
      },
    });
    renderApp('/clients/1', { user: admin() });
    await userEvent.click(await screen.findByRole('button', { name: 'Сменить менеджера' }));
    const dialog = await screen.findByRole('dialog', { name: 'Сменить менеджера' });
    const list = await openList(within(dialog).getByRole('textbox', { name: 'Новый менеджер' }));
    await userEvent.click(
      await list.findByRole('option', { name: /Новикова Ольга/, hidden: true }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Назначить' }));
    await waitFor(() =>
      expect(screen.getByTestId('card-managers')).toHaveTextContent('Менеджер: Новикова Ольга'),
    );
    expect(api.seen.find((call) => call.method === 'PUT')?.body).toEqual({ user_id: 5 });
  });

  it('lets an admin block a company user after a confirmation', async () => {
    const employee = {
      id: 8,
      name: 'Олег',
      last_name: 'Бухгалтеров',
      patronymic: '',
      email: 'oleg@romashka.ru',
      phone: '',
      status: 'ACTIVE',
      position: 'employee',
      position_name: 'Сотрудник',
      is_owner: false,
    };
    api = await startTestApi({
      'GET /api/v1/companies/1': {
        status: 200,
        body: { data: { ...romashka(), users: [...romashka().users, employee] } },
      },
      'POST /api/v1/admin/companies/1/users/8/block': {
        status: 200,
        body: { data: { ...employee, status: 'BLOCKED' } },
      },
    });
    renderApp('/clients/1?tab=users', { user: admin() });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Заблокировать: Бухгалтеров Олег' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Заблокировать пользователя?' });
    expect(api.seen.some((call) => call.url.endsWith('/block'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Заблокировать' }));
    await waitFor(() =>
      expect(api?.seen.some((call) => call.url === '/api/v1/admin/companies/1/users/8/block')).toBe(
        true,
      ),
    );
  });

  it('opens the client’s analytics and management graphs with their tabs, by company id', async () => {
    api = await startTestApi({
      'GET /api/v1/companies/1': { status: 200, body: { data: romashka() } },
      'GET /api/v1/companies/1/analytics': { status: 200, body: { data: testAnalytics } },
      'GET /api/v1/companies/1/accounting-management/files': { status: 200, body: { data: [] } },
      'GET /api/v1/companies/1/accounting-management/adjustments': {
        status: 200,
        body: { data: [] },
      },
      'GET /api/v1/companies/1/accounting-management/dashboard': {
        status: 200,
        body: { data: testDashboard },
      },
    });
    const { router } = renderApp('/clients/1', { user: manager() });
    expect(await screen.findByRole('heading', { level: 1, name: 'ООО «Ромашка»' })).toBeVisible();
    // The card asks for neither until its tab opens (the charts load with the tab).
    expect(api.seen.some((call) => /analytics|dashboard/.test(call.url))).toBe(false);

    await userEvent.click(screen.getByRole('tab', { name: 'Аналитика' }));
    expect(router.state.location.search).toBe('?tab=analytics');
    expect(
      await screen.findByRole('img', { name: /Поступления: всего 1,2 млн/ }),
    ).toBeInTheDocument();
    expect(api.seen.some((call) => call.url.startsWith('/api/v1/companies/1/analytics?'))).toBe(
      true,
    );

    await userEvent.click(screen.getByRole('tab', { name: 'Управленческий учёт' }));
    const graphs = await screen.findByRole('region', { name: 'Графики клиента' });
    expect(await within(graphs).findByRole('article', { name: 'Выручка' })).toBeInTheDocument();
    expect(
      api.seen.some((call) =>
        call.url.startsWith('/api/v1/companies/1/accounting-management/dashboard?'),
      ),
    ).toBe(true);
  });

  it('answers a manager of another company «Клиент не найден»', async () => {
    api = await startTestApi({
      'GET /api/v1/companies/9': { status: 404, body: { message: 'Компания не найдена.' } },
    });
    renderApp('/clients/9', { user: manager() });
    expect(await screen.findByRole('heading', { name: 'Клиент не найден' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'К списку клиентов' })).toHaveAttribute(
      'href',
      '/clients',
    );
  });

  it('shows a client «Недостаточно прав» and asks the server nothing about the company', async () => {
    api = await startTestApi({});
    renderApp('/clients/1', { user: demoUser() });
    expect((await screen.findAllByText('Недостаточно прав')).length).toBeGreaterThan(0);
    expect(api.seen.filter((call) => call.url.startsWith('/api/v1/companies/1'))).toEqual([]);
  });
});
