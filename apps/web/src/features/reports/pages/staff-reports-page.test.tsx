import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi } from '../../../test/test-api.ts';
import { testReport } from '../../../test/reports/reports.fixtures.ts';
import { StaffReportsPage } from './staff-reports-page.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const manager = () => demoUser({ role: { role_name: 'Менеджер', role_slug: 'manager' } });

describe('/staff/reports', () => {
  it('lists the clients’ reports and moves a signed one to «Отправлен»', async () => {
    const signed = testReport({ signed_at: '2026-10-21T09:00:00Z', signer_name: 'Сидоров Пётр' });
    api = await startTestApi({
      'GET /api/v1/staff/reports': { status: 200, body: { data: [signed] } },
      'POST /api/v1/staff/companies/1/reports/7/status': {
        status: 200,
        body: { data: testReport({ status: 'sent', status_name: 'Отправлен' }) },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<StaffReportsPage />, { user: manager() });
    expect(screen.getByRole('heading', { level: 1, name: 'Отчётность' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Отчёты' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('ООО «Ромашка»');

    await user.click(within(row).getByRole('button', { name: '6-НДФЛ' }));
    const select = await screen.findByRole('textbox', { name: 'Новый статус' });
    await user.click(select);
    await waitFor(() => expect(select.getAttribute('aria-controls')).toBeTruthy());
    const list = within(document.getElementById(select.getAttribute('aria-controls') ?? '')!);
    await user.click(list.getByRole('option', { name: 'Отправлен', hidden: true }));
    await user.type(screen.getByLabelText('Комментарий для клиента'), 'Отправлен в ИФНС');
    await user.click(screen.getByRole('button', { name: 'Сменить статус' }));
    await waitFor(() =>
      expect(api?.seen.find((request) => request.method === 'POST')?.body).toEqual({
        status: 'sent',
        comment: 'Отправлен в ИФНС',
      }),
    );
  });

  it('tells a client the section is for staff', () => {
    renderWithProviders(<StaffReportsPage />, { user: demoUser() });
    expect(screen.getByText('Раздел доступен только сотрудникам.')).toBeTruthy();
  });
});
