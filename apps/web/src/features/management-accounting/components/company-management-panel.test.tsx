import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi } from '../../../test/test-api.ts';
import { testDashboard } from '../../../test/management-accounting/management-accounting.fixtures.ts';
import { CompanyManagementPanel } from './company-management-panel.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const notFinancial = {
  'GET /api/v1/companies/4/accounting-management/dashboard': {
    status: 403,
    body: { message: 'Графики управленческого учёта доступны на финансовых тарифах.' },
  },
};

const manager = () => demoUser({ role: { role_name: 'Менеджер', role_slug: 'manager' } });

describe('the client card’s «Управленческий учёт»', () => {
  it('checks the period before publishing, then sends the report with its fields', async () => {
    api = await startTestApi({
      'GET /api/v1/companies/4/accounting-management/files': { status: 200, body: { data: [] } },
      'GET /api/v1/companies/4/accounting-management/adjustments': {
        status: 200,
        body: { data: [] },
      },
      'POST /api/v1/companies/4/accounting-management/files': { status: 201, body: { data: {} } },
      ...notFinancial,
    });
    const user = userEvent.setup();
    const { container } = renderWithProviders(<CompanyManagementPanel companyId={4} />, {
      user: manager(),
    });
    expect(await screen.findByText('Отчётов ещё нет — опубликуйте первый.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Опубликовать' }));
    expect(screen.getByText('Приложите файл отчёта.')).toBeTruthy();

    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.4'], 'ОПиУ.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('radio', { name: 'Квартал' }));
    await user.type(screen.getByRole('textbox', { name: 'Период' }), '2026-10');
    await user.click(screen.getByRole('button', { name: 'Опубликовать' }));
    expect(screen.getByText('Период в формате ГГГГ-QN.')).toBeTruthy();

    await user.clear(screen.getByRole('textbox', { name: 'Период' }));
    await user.type(screen.getByRole('textbox', { name: 'Период' }), '2026-Q4');
    await user.click(screen.getByRole('button', { name: 'Опубликовать' }));
    await waitFor(() => expect(api?.seen.some((r) => r.method === 'POST')).toBe(true));
    const sent = String(api.seen.find((r) => r.method === 'POST')?.body ?? '');
    expect(sent).toContain('2026-Q4');
    expect(sent).toContain('name="period_type"');
  });

  it('enters a month’s receivables in roubles, sent as kopecks', async () => {
    api = await startTestApi({
      'GET /api/v1/companies/4/accounting-management/files': { status: 200, body: { data: [] } },
      'GET /api/v1/companies/4/accounting-management/adjustments': {
        status: 200,
        body: { data: [] },
      },
      'POST /api/v1/companies/4/accounting-management/adjustments': {
        status: 201,
        body: { data: {} },
      },
      ...notFinancial,
    });
    const user = userEvent.setup();
    renderWithProviders(<CompanyManagementPanel companyId={4} />, { user: manager() });
    await screen.findByText('Данных ещё нет.');
    fireEvent.change(screen.getByLabelText('Месяц', { selector: 'input[type="month"]' }), {
      target: { value: '2026-10' },
    });
    await user.type(screen.getByRole('textbox', { name: 'Сумма, ₽' }), '150 000,50');
    await user.click(screen.getByRole('button', { name: 'Внести' }));
    await waitFor(() => expect(api?.seen.some((r) => r.method === 'POST')).toBe(true));
    expect(api.seen.find((r) => r.method === 'POST')?.body).toMatchObject({
      month: '2026-10',
      kind: 'receivables',
      amount_kopecks: 15_000_050,
    });
  });

  it('shows staff the client’s graphs from the company’s own dashboard call', async () => {
    api = await startTestApi({
      'GET /api/v1/companies/4/accounting-management/files': { status: 200, body: { data: [] } },
      'GET /api/v1/companies/4/accounting-management/adjustments': {
        status: 200,
        body: { data: [] },
      },
      'GET /api/v1/companies/4/accounting-management/dashboard': {
        status: 200,
        body: { data: { ...testDashboard, company_id: 4 } },
      },
    });
    renderWithProviders(<CompanyManagementPanel companyId={4} />, { user: manager() });
    const graphs = await screen.findByRole('region', { name: 'Графики клиента' });
    const revenue = await within(graphs).findByRole('article', { name: 'Выручка' });
    expect(revenue.textContent).toContain('200\u00a0000,00\u00a0₽');
    expect(within(graphs).getByRole('img', { name: /Остаток денег/ })).toBeTruthy();
    const asked = api.seen.find((request) => request.url.includes('/dashboard'));
    expect(asked?.url).toMatch(/DateStart=\d{4}-01-01&DateEnd=\d{4}-12-31/);
  });

  it('tells staff the client has no graphs off a financial tariff', async () => {
    api = await startTestApi({
      'GET /api/v1/companies/4/accounting-management/files': { status: 200, body: { data: [] } },
      'GET /api/v1/companies/4/accounting-management/adjustments': {
        status: 200,
        body: { data: [] },
      },
      ...notFinancial,
    });
    renderWithProviders(<CompanyManagementPanel companyId={4} />, { user: manager() });
    expect(
      await screen.findByText(/У клиента не финансовый тариф — графики управленческого учёта/),
    ).toBeTruthy();
  });
});
