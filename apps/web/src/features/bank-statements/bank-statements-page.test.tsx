// Bank transfer: staff drop the bank's statement and see what was settled and what is
// left for them, with the reason and the client's card; a client has no such page.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../test/demo-user.ts';
import { renderApp } from '../../test/render.tsx';
import { startTestApi } from '../../test/test-api.ts';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const manager = () =>
  demoUser({ name: 'Мария', role: { role_name: 'Менеджер', role_slug: 'manager' } });

const item = (overrides: object) => ({
  line: 1,
  number: '341',
  date: '2026-11-25',
  amount_kopecks: 5_663_000,
  payer_name: 'ООО «Ромашка»',
  payer_inn: '7701234560',
  purpose: 'Оплата по счёту № 2026-0012',
  result: 'applied',
  result_name: 'Зачтён',
  reason: null,
  invoice: { id: 12, number: '2026-0012', company_id: 1, company_name: 'ООО «Ромашка»' },
  earlier: null,
  advance_kopecks: 0,
  ...overrides,
});

/** The file the staff member picks in the drop zone's file dialog. */
function drop(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input in the drop zone');
  fireEvent.change(input, { target: { files: [file] } });
}

describe('bank statements page', () => {
  it('sends the dropped file and lists each payment with its result', async () => {
    api = await startTestApi({
      'POST /api/v1/staff/bank-statements': {
        status: 200,
        body: {
          data: {
            file_name: 'kl_to_1c.txt',
            period: { from: '2026-11-25', to: '2026-11-25' },
            applied: 1,
            applied_kopecks: 5_663_000,
            unmatched: 1,
            items: [
              item({}),
              item({
                line: 20,
                number: '342',
                amount_kopecks: 50_000,
                purpose: 'Оплата за услуги',
                result: 'unmatched',
                result_name: 'Не сопоставлен',
                reason: 'В назначении платежа нет номера счёта',
                invoice: null,
              }),
              item({
                line: 31,
                number: '612',
                amount_kopecks: 40_000,
                result: 'already',
                result_name: 'Уже учтён',
                reason: 'Этот платёж уже учтён',
                earlier: {
                  payment_id: 15,
                  invoice_id: 12,
                  invoice_number: '2026-0012',
                  company_id: 1,
                  method: 'bank_transfer',
                  recorded_by: 'Мария Петрова',
                  recorded_at: '2026-11-25T09:05:00Z',
                },
              }),
            ],
          },
        },
      },
    });
    renderApp('/bank-statements', { user: manager() });
    await screen.findByRole('heading', { name: 'Банковские выписки' });
    drop(new File(['1CClientBankExchange'], 'kl_to_1c.txt'));

    const table = await screen.findByRole('table', {}, { timeout: 5_000 });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Зачтён')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: /Счёт № 2026-0012/ })).toHaveAttribute(
      'href',
      '/clients/1',
    );
    expect(within(rows[2]!).getByText('В назначении платежа нет номера счёта')).toBeInTheDocument();
    // A payment recorded before (by hand here): «Уже учтён», pointing to that record.
    expect(within(rows[3]!).getByText('Уже учтён')).toBeInTheDocument();
    expect(
      within(rows[3]!).getByRole('link', {
        name: 'Учтён ранее: оплата № 15 по счёту № 2026-0012, внесён вручную, Мария Петрова, 25.11.2026 12:05',
      }),
    ).toHaveAttribute('href', '/clients/1');
    expect(screen.getByText('1 платёж')).toBeInTheDocument();
    expect(screen.getByText('Зачтите их вручную в карточке клиента')).toBeInTheDocument();
    const sent = api.seen.find((call) => call.url === '/api/v1/staff/bank-statements');
    expect(String(sent?.body)).toContain('filename="kl_to_1c.txt"');
  });

  it('shows the server’s Russian message for a file that is not a statement', async () => {
    api = await startTestApi({
      'POST /api/v1/staff/bank-statements': {
        status: 422,
        body: {
          message: 'Это не файл обмена с банком',
          errors: { file: ['Это не файл обмена с банком'] },
        },
      },
    });
    renderApp('/bank-statements', { user: manager() });
    await screen.findByRole('heading', { name: 'Банковские выписки' });
    drop(new File(['<html>'], 'page.html'));
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'Это не файл обмена с банком',
    );
  });

  it('is not a client’s page', async () => {
    api = await startTestApi({});
    renderApp('/bank-statements', { user: demoUser() });
    expect((await screen.findAllByText('Недостаточно прав')).length).toBeGreaterThan(0);
  });
});
