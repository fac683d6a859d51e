import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi } from '../../../test/test-api.ts';
import { testCalendar, testReport } from '../../../test/reports/reports.fixtures.ts';
import { CompanyReportsPage } from './company-reports-page.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe('/company-reports', () => {
  it('lists the reports and signs one «На подписании» with the e-mailed code', async () => {
    let signed = false;
    api = await startTestApi({
      'GET /api/v1/companies/1/reports': () => ({
        status: 200,
        body: {
          data: [
            testReport(
              signed ? { signed_at: '2026-10-21T09:00:00Z', signer_name: 'Сидоров Пётр' } : {},
            ),
          ],
        },
      }),
      'POST /api/v1/companies/1/reports/7/sign/code': {
        status: 200,
        body: {
          data: {
            channel: 'email',
            sent_to: 'pe***@romashka.test',
            expires_in: 600,
            resend_in: 60,
          },
        },
      },
      'POST /api/v1/companies/1/reports/7/sign': (request) => {
        if ((request.body as { code: string }).code !== '123456') {
          return {
            status: 422,
            body: { message: 'Неверный код.', errors: { code: ['Неверный код.'] } },
          };
        }
        signed = true;
        return { status: 200, body: { data: testReport({ signed_at: '2026-10-21T09:00:00Z' }) } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<CompanyReportsPage />, { user: demoUser() });
    expect(screen.getByRole('heading', { level: 1, name: 'Отчётность' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Отчёты' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('3 квартал 2026');
    expect(row).toHaveTextContent('26.10.2026');
    expect(row).toHaveTextContent('На подписании');

    await user.click(within(row).getByRole('button', { name: '6-НДФЛ' }));
    expect(
      await screen.findByRole('button', { name: /Отчёт: 6-НДФЛ 9 месяцев\.pdf/ }),
    ).toBeTruthy();
    expect(screen.getByText('Иванова Мария', { exact: false })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Подписать отчёт' }));
    await user.click(await screen.findByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText(/pe\*\*\*@romashka\.test/)).toBeTruthy();
    const dialog = screen.getByRole('dialog', { name: /Подписать: 6-НДФЛ/ });
    await user.type(within(dialog).getByLabelText(/Код из сообщения/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Подписать' }));
    await waitFor(() => expect(signed).toBe(true));
    expect(await screen.findByText(/Подписан Сидоров Пётр/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Подписать отчёт' })).toBeNull();
  });

  it('shows the tax calendar with «перенесено с 25 октября (выходной)» and the .ics subscription', async () => {
    const year = new Date().getFullYear();
    api = await startTestApi({
      'GET /api/v1/companies/1/reports': { status: 200, body: { data: [] } },
      'GET /api/v1/companies/1/tax-calendar': { status: 200, body: { data: testCalendar(year) } },
      'GET /api/v1/companies/1/tax-calendar/feed': {
        status: 200,
        body: { data: { active: false, created_at: null, url: null, webcal_url: null } },
      },
      'POST /api/v1/companies/1/tax-calendar/feed': {
        status: 201,
        body: {
          data: {
            active: true,
            created_at: '2026-10-01T09:00:00Z',
            url: 'https://lk.romashka.test/api/v1/calendar/3-abc.ics',
            webcal_url: 'webcal://lk.romashka.test/api/v1/calendar/3-abc.ics',
          },
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<CompanyReportsPage />, { user: demoUser() });
    await user.click(screen.getByRole('tab', { name: 'Налоговый календарь' }));
    expect(await screen.findByText('Перенесено с 25 октября (выходной)')).toBeTruthy();
    expect(screen.getByRole('heading', { name: `Октябрь ${year + 5}` })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Подписаться в календаре' }));
    await user.click(await screen.findByRole('button', { name: 'Получить ссылку' }));
    expect(
      await screen.findByDisplayValue('https://lk.romashka.test/api/v1/calendar/3-abc.ics'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Открыть в календаре', hidden: true })).toHaveAttribute(
      'href',
      'webcal://lk.romashka.test/api/v1/calendar/3-abc.ics',
    );
    expect(screen.getByRole('button', { name: 'Скопировать', hidden: true })).toBeTruthy();
  });
});
