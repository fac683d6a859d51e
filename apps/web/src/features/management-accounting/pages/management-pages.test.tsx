import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi } from '../../../test/test-api.ts';
import { testDashboard } from '../../../test/management-accounting/management-accounting.fixtures.ts';
import { ManagementFilesPage } from './management-files-page.tsx';
import { ManagementGraphsPage } from './management-graphs-page.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const file = (id: number, extension: 'pdf' | 'xlsx', title: string) => ({
  id,
  company_id: 1,
  kind: 'pnl',
  kind_name: 'ОПиУ (прибыли и убытки)',
  period_type: 'month',
  period: '2026-10',
  period_name: 'октябрь 2026',
  title,
  comment: 'Прибыль выросла',
  file_name: `${title}.${extension}`,
  extension,
  mime_type: 'application/pdf',
  size: 1000,
  uploaded_by_name: 'Менеджер',
  created_at: '2026-11-02T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
});

const xlsxPreview = {
  sheets: [
    {
      name: 'Баланс',
      rows: [
        ['Актив', 'На 31.10.2026'],
        ['Денежные средства', '390\u00a0000'],
      ],
      row_count: 150,
      column_count: 2,
      truncated: true,
    },
    { name: 'ДДС', rows: [['Поступления']], row_count: 1, column_count: 1, truncated: false },
  ],
  sheet_count: 3,
};

describe('/management-accounting/graphs', () => {
  it('shows the KPI cards with their changes and the charts, asking the spec’s DateStart/DateEnd', async () => {
    api = await startTestApi({
      'GET /api/v1/companies/current/accounting-management/dashboard': {
        status: 200,
        body: { data: testDashboard },
      },
    });
    renderWithProviders(<ManagementGraphsPage />, { user: demoUser() });
    const revenue = await screen.findByRole('article', { name: 'Выручка' });
    expect(revenue.textContent).toContain('200\u00a0000,00\u00a0₽');
    expect(revenue.textContent).toContain('+12,5\u00a0% к прошлому периоду');
    expect(revenue.textContent).toContain('— к прошлому году');
    expect(
      screen.getByRole('article', { name: 'Кредиторская задолженность' }).textContent,
    ).toContain('нет данных');
    expect(api.seen.at(-1)?.url).toMatch(/DateStart=\d{4}-01-01&DateEnd=\d{4}-12-31/);
    expect(screen.getByRole('img', { name: /Остаток денег/ })).toBeTruthy();
  });
});

describe('/management-accounting/files', () => {
  it('lists the reports, shows an XLSX’s sheets as tables and previews the chosen PDF', async () => {
    api = await startTestApi({
      'GET /api/v1/companies/1/accounting-management/files': {
        status: 200,
        body: { data: [file(3, 'xlsx', 'Баланс за октябрь'), file(2, 'pdf', 'ОПиУ за октябрь')] },
      },
      'GET /api/v1/companies/1/accounting-management/files/3/preview': {
        status: 200,
        body: { data: xlsxPreview },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ManagementFilesPage />, { user: demoUser() });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Баланс за октябрь' }),
    ).toBeTruthy();
    const balance = await screen.findByRole('table', { name: 'Лист «Баланс»' });
    const cells = within(balance)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      ['Актив', 'На 31.10.2026'],
      ['Денежные средства', '390\u00a0000'],
    ]);
    expect(screen.getByText('Показаны 2 строки из 150 — весь лист в файле.')).toBeTruthy();
    expect(screen.getByText(/Показаны 2 листа из 3/)).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'ДДС' }));
    expect(await screen.findByRole('table', { name: 'Лист «ДДС»' })).toBeTruthy();
    const list = screen.getByRole('list');
    await user.click(within(list).getByRole('button', { name: /ОПиУ за октябрь/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'ОПиУ за октябрь' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Скачать' })).toBeTruthy();
  });

  it('says that no report is published yet', async () => {
    api = await startTestApi({
      'GET /api/v1/companies/1/accounting-management/files': { status: 200, body: { data: [] } },
    });
    renderWithProviders(<ManagementFilesPage />, { user: demoUser() });
    expect(await screen.findByText('Отчётов пока нет')).toBeTruthy();
  });
});
