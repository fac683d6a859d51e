import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi } from '../../../test/test-api.ts';
import { testAct } from '../../../test/acts/acts.fixtures.ts';
import { ActsPage } from './acts-page.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const reconciliation = {
  from: '2026-11-01',
  to: '2026-11-30',
  seller_name: 'ООО «Кабинет-Учёт»',
  buyer_name: 'ООО «Ромашка»',
  opening_kopecks: 0,
  rows: [],
  debit_turnover_kopecks: 1_600_000,
  credit_turnover_kopecks: 0,
  closing_kopecks: -1_600_000,
  closing_text: 'Задолженность в пользу ООО «Кабинет-Учёт» 16 000,00 руб.',
};

describe('/service/acts', () => {
  it('opens an act: each service with its quantity, unit and price, the buyer’s address', async () => {
    api = await startTestApi({
      'GET /api/v1/companies/1/acts': { status: 200, body: { data: [testAct()] } },
      'GET /api/v1/companies/1/reconciliation': { status: 200, body: { data: reconciliation } },
    });
    const user = userEvent.setup();
    renderWithProviders(<ActsPage />, { user: demoUser() });
    const table = await screen.findByRole('table', { name: 'Акты' });
    await user.click(within(table).getByRole('button', { name: '№ А-2026-0005' }));
    const lines = within(await screen.findByRole('table', { name: 'Услуги по акту' }));
    const rows = lines.getAllByRole('row');
    expect(rows[2]).toHaveTextContent(
      /Оформление приёма сотрудника\s*2 усл\.\s*2 000,00 ₽\s*4 000,00 ₽/,
    );
    expect(rows[1]).toHaveTextContent('1 мес.');
    expect(screen.getByText(/190000, г\. Санкт-Петербург, Невский пр\., д\. 1/)).toBeTruthy();
  });

  it('lists the acts and signs one with the code: a wrong code shows the attempts left', async () => {
    let signed = false;
    let tries = 0;
    api = await startTestApi({
      'GET /api/v1/companies/1/acts': () => ({
        status: 200,
        body: { data: [testAct(signed ? { status: 'signed', status_name: 'Подписан' } : {})] },
      }),
      'GET /api/v1/companies/1/reconciliation': { status: 200, body: { data: reconciliation } },
      'POST /api/v1/companies/1/acts/5/sign/code': {
        status: 200,
        body: {
          data: { channel: 'phone', sent_to: '+7 916 ***-**-34', expires_in: 600, resend_in: 60 },
        },
      },
      'POST /api/v1/companies/1/acts/5/sign': (request) => {
        tries += 1;
        if ((request.body as { code: string }).code !== '123456') {
          return {
            status: 422,
            body: { message: 'Неверный код.', errors: { code: ['Неверный код.'] } },
          };
        }
        signed = true;
        return { status: 200, body: { data: testAct({ status: 'signed' }) } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ActsPage />, { user: demoUser() });
    expect(screen.getByRole('heading', { level: 1, name: 'Акты' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Акты' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Выставлен');
    expect(await screen.findByText(/Задолженность в пользу/)).toBeTruthy();

    await user.click(within(table).getByRole('button', { name: '№ А-2026-0005' }));
    await user.click(await screen.findByRole('button', { name: 'Подписать' }));
    await user.click(await screen.findByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText(/\+7 916 \*\*\*-\*\*-34/)).toBeTruthy();

    const input = screen.getByLabelText(/Код из сообщения/);
    await user.type(input, '000000');
    const dialog = screen.getByRole('dialog', { name: 'Подписать акт № А-2026-0005' });
    await user.click(within(dialog).getByRole('button', { name: 'Подписать' }));
    expect(await screen.findByText('Осталось попыток: 4')).toBeTruthy();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Неверный код.');

    await user.clear(input);
    await user.type(input, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Подписать' }));
    await waitFor(() => expect(tries).toBe(2));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Акты' })).getAllByRole('row')[1],
      ).toHaveTextContent('Подписан'),
    );
  });
});
