import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi } from '../../../test/test-api.ts';
import { AdminCompaniesPage } from './admin-companies-page.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const admin = () => demoUser({ role: { role_name: 'Администратор', role_slug: 'admin' } });

function company(id: number, name: string, inn: string) {
  return {
    id,
    name,
    inn,
    kpp: '',
    ogrn: '',
    status: 'ACTIVE',
    balance: 0,
    debt: 0,
    banks: [],
    users: [],
    company_meta: { kind: 'LEGAL', managers: [], filled: {} },
    info: { legal_address: null, director_name: '' },
  };
}

describe('/admin/companies', () => {
  it('tells a client «Недостаточно прав» and asks the server nothing', async () => {
    api = await startTestApi({});
    renderWithProviders(<AdminCompaniesPage />, { user: demoUser() });
    expect(screen.getAllByText('Недостаточно прав').length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.seen).toHaveLength(0);
  });

  it('lists companies for the admin and searches on the server after the typing stops', async () => {
    api = await startTestApi({
      'GET /api/v1/admin/companies': (request) => ({
        status: 200,
        body: {
          data: request.url.includes('search=')
            ? [company(2, 'ООО «Вектор»', '7724981640')]
            : [company(1, 'ООО «Ромашка»', '7701234560'), company(2, 'ООО «Вектор»', '7724981640')],
          meta: { current_page: 1, last_page: 1, per_page: 20, total: 2 },
        },
      }),
      'GET /api/v1/admin/managers': {
        status: 200,
        body: { data: [{ id: 2, name: 'Смирнова Мария' }] },
      },
    });
    renderWithProviders(<AdminCompaniesPage />, { user: admin() });
    // The table (wide screens) and the cards (phones) are both in the DOM; CSS picks one.
    expect((await screen.findAllByText('ООО «Ромашка»')).length).toBeGreaterThan(0);

    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Поиск' }), '7724');
    await waitFor(() => expect(screen.queryAllByText('ООО «Ромашка»')).toHaveLength(0), {
      timeout: 2000,
    });
    const searches = api.seen.filter((request) => request.url.includes('search='));
    expect(searches.map((request) => request.url)).toEqual([
      '/api/v1/admin/companies?search=7724&page=1&per_page=20',
    ]);
  });

  it('keeps a company opened while the search was still being typed', async () => {
    const list = {
      status: 200,
      body: {
        data: [company(2, 'ООО «Вектор»', '7724981640')],
        meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 },
      },
    };
    api = await startTestApi({
      'GET /api/v1/admin/companies': list,
      'GET /api/v1/admin/managers': { status: 200, body: { data: [] } },
    });
    renderWithProviders(<AdminCompaniesPage />, { user: admin() });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Поиск' }), '7724');
    // Opened before the debounced search commits: the search must not close it again.
    await user.click((await screen.findAllByRole('button', { name: 'ООО «Вектор»' }))[0]!);
    await waitFor(
      () => expect(api?.seen.some((request) => request.url.includes('search=7724'))).toBe(true),
      { timeout: 2000 },
    );
    await waitFor(() => expect(screen.getByRole('dialog')).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('takes a manager off a company only after the confirmation', async () => {
    const vector = {
      ...company(2, 'ООО «Вектор»', '7724981640'),
      company_meta: { kind: 'LEGAL', managers: [{ id: 5, name: 'Анна Петрова' }], filled: {} },
    };
    api = await startTestApi({
      'GET /api/v1/admin/companies': {
        status: 200,
        body: { data: [vector], meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 } },
      },
      'GET /api/v1/admin/companies/2': { status: 200, body: { data: vector } },
      'GET /api/v1/admin/managers': { status: 200, body: { data: [] } },
      'DELETE /api/v1/admin/companies/2/managers/5': { status: 200, body: { data: vector } },
    });
    renderWithProviders(<AdminCompaniesPage />, { user: admin() });
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'ООО «Вектор»' }))[0]!);
    const takeOff = await screen.findByRole('button', { name: 'Снять менеджера Анна Петрова' });
    const deletes = () => api?.seen.filter((request) => request.method === 'DELETE') ?? [];
    await user.click(takeOff);
    const ask = await screen.findByRole('dialog', { name: 'Снять менеджера с компании?' });
    await user.click(within(ask).getByRole('button', { name: 'Отмена' }));
    expect(deletes()).toEqual([]);
    await user.click(takeOff);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Снять менеджера с компании?' })).getByRole(
        'button',
        { name: 'Снять' },
      ),
    );
    await waitFor(() => expect(deletes()).toHaveLength(1));
  });
});
