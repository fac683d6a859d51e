import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi } from '../../../test/test-api.ts';
import { testCalendar, testReport } from '../../../test/reports/reports.fixtures.ts';
import { CompanyReportsPanel } from './company-reports-panel.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const manager = () =>
  demoUser({ id: 2, role: { role_name: 'Менеджер', role_slug: 'manager' }, companies: [] });

const sent = testReport({
  company_id: 4,
  status: 'sent',
  status_name: 'Отправлен',
  signed_at: '2026-10-21T09:00:00Z',
  signer_name: 'Сидоров Пётр',
});

function routes(report = sent) {
  return {
    'GET /api/v1/companies/4/reports': { status: 200, body: { data: [report] } },
    'GET /api/v1/companies/4/tax-calendar': { status: 200, body: { data: testCalendar(2026) } },
    'POST /api/v1/staff/companies/4/reports': { status: 201, body: { data: report } },
    'POST /api/v1/staff/companies/4/reports/7/files/receipt': {
      status: 200,
      body: { data: report },
    },
    'POST /api/v1/staff/companies/4/reports/7/files/report': {
      status: 200,
      body: { data: report },
    },
  };
}

async function openReport(user: ReturnType<typeof userEvent.setup>) {
  const table = await screen.findByRole('table', { name: 'Отчёты' });
  await user.click(within(table).getByRole('button', { name: '6-НДФЛ' }));
  return screen.findByRole('dialog', { name: /^6-НДФЛ за / });
}

describe('the client card’s «Отчётность»', () => {
  it('starts a report for the chosen period and deadline and says the client was told', async () => {
    api = await startTestApi(routes());
    const user = userEvent.setup();
    renderWithProviders(<CompanyReportsPanel companyId={4} />, { user: manager() });
    await screen.findByRole('table', { name: 'Отчёты' });
    const year = screen.getByRole('textbox', { name: 'Год' });
    await user.clear(year);
    await user.type(year, '2026');
    const deadline = screen.getByLabelText('Срок сдачи');
    await user.type(deadline, '2026-10-27');
    await user.click(screen.getByRole('button', { name: 'Завести отчёт' }));
    expect(
      await screen.findByText('Отчёт заведён: клиент получил уведомление.'),
    ).toBeInTheDocument();
    const body = api.seen.find((r) => r.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      kind: 'ndfl_6',
      year: 2026,
      month: null,
      deadline: '2026-10-27',
    });
    expect(typeof body.quarter === 'number' || body.quarter === null).toBe(true);
  });

  it('offers a sent report only the receipt, not a new report file', async () => {
    api = await startTestApi(routes());
    const user = userEvent.setup();
    renderWithProviders(<CompanyReportsPanel companyId={4} />, { user: manager() });
    const sheet = await openReport(user);
    expect(
      within(sheet).getByRole('button', { name: 'Приложить квитанцию или протокол' }),
    ).toBeInTheDocument();
    expect(within(sheet).queryByRole('button', { name: /файл отчёта/ })).toBeNull();
    expect(within(sheet).getByRole('textbox', { name: 'Новый статус' })).toBeInTheDocument();
  });
});
