import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderApp } from '../../../test/render.tsx';
import { startTestApi } from '../../../test/test-api.ts';
import { testOperation } from '../../../test/operations/operations.fixtures.ts';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const income = testOperation({
  id: 2,
  date: '2026-10-20',
  number: '225',
  direction: 'in',
  amount_kopecks: 4_500_050,
  counterparty: { ...testOperation().counterparty, name: 'АО "Горизонт"', inn: '7802345678' },
  purpose: 'Оплата по договору 12 за услуги',
  category_code: 'other_in',
  category_name: 'Прочие поступления',
});

function routes() {
  return {
    'GET /api/v1/companies/1/operations': (request: { url: string }) => {
      const out = request.url.includes('direction=out');
      const data = out ? [testOperation()] : [income, testOperation()];
      return {
        status: 200,
        body: {
          data,
          meta: {
            next_cursor: null,
            per_page: 50,
            totals: {
              income_kopecks: out ? 0 : 4_500_050,
              expense_kopecks: 6_000_000,
              count: data.length,
            },
          },
        },
      };
    },
    'GET /api/v1/companies/1/operations/summary': {
      status: 200,
      body: {
        data: {
          month: '2026-11',
          count: 137,
          included: 100,
          over: true,
          text: 'В тарифе до 100 операций, в ноябре 137',
        },
      },
    },
    'GET /api/v1/companies/1/operations/imports': { status: 200, body: { data: [] } },
    'PUT /api/v1/companies/1/operations/1/category': {
      status: 200,
      body: { data: testOperation({ category_code: 'rent', category_source: 'manual' }) },
    },
  };
}

describe('/service/operations', () => {
  it('shows the month against the tariff, the totals and the list; filters and re-files', async () => {
    api = await startTestApi(routes());
    const user = userEvent.setup();
    renderApp('/service/operations', { user: demoUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Операции' })).toBeTruthy();
    expect(await screen.findByText('В тарифе до 100 операций, в ноябре 137')).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('АО "Горизонт"')).toBeTruthy();
    const totals = screen.getByLabelText('Итоги по фильтру');
    expect(totals).toHaveTextContent(/45\s000,50/);
    expect(totals).toHaveTextContent(/60\s000,00/);
    expect(screen.getByRole('button', { name: 'Выгрузить в Excel' })).toBeTruthy();
    expect(screen.getByLabelText('Файл выписки')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Направление'), 'out');
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2),
    );
    expect(api.seen.some((request) => request.url.includes('direction=out'))).toBe(true);

    await user.selectOptions(screen.getByLabelText('Категория операции № 7 от 2026-10-05'), 'rent');
    await waitFor(() =>
      expect(api?.seen.find((request) => request.method === 'PUT')?.body).toEqual({
        category_code: 'rent',
      }),
    );
  });

  it('lets an employee read without uploading or changing categories', async () => {
    api = await startTestApi(routes());
    const owner = demoUser();
    const company = owner.active_company;
    if (!company) throw new Error('the demo user has an active company');
    renderApp('/service/operations', {
      user: demoUser({ active_company: { ...company, current_user_position: 'employee' } }),
    });
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByLabelText('Файл выписки')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Правила категорий' })).toBeNull();
    expect(screen.getAllByText('Прочие списания').length).toBeGreaterThan(0);
  });

  it('answers a bad sum in the filter in Russian without asking the server', async () => {
    api = await startTestApi(routes());
    const user = userEvent.setup();
    renderApp('/service/operations', { user: demoUser() });
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Сумма от, ₽'), 'много');
    expect(screen.getByText('Сумма в рублях, например 15 000,50')).toBeTruthy();
  });
});
