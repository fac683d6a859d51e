import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi } from '../../../test/test-api.ts';
import {
  testBilling,
  testInvoice,
  testLedgerEntry,
} from '../../../test/billing/billing.fixtures.ts';
import { CompanyBillingPanel } from './company-billing-panel.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const manager = () => demoUser({ role: { role_name: 'Менеджер', role_slug: 'manager' } });
const admin = () => demoUser({ role: { role_name: 'Администратор', role_slug: 'admin' } });

const reads = {
  'GET /api/v1/companies/1/billing': { status: 200, body: { data: testBilling() } },
  'GET /api/v1/staff/companies/1/ledger': {
    status: 200,
    body: {
      data: [
        testLedgerEntry(),
        testLedgerEntry({
          id: 2,
          kind: 'refund',
          kind_name: 'Возврат',
          amount_kopecks: -100_000,
          reason: 'Ошибочный платёж',
        }),
      ],
    },
  },
};

async function openInvoiceAction(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Действия со счётом № 2026-000011' }));
  await user.click(await screen.findByRole('menuitem', { name }));
  return user;
}

describe('company billing panel (client card «Счета и оплаты»)', () => {
  it('shows the balance, the invoices with status and the ledger', async () => {
    api = await startTestApi(reads);
    renderWithProviders(<CompanyBillingPanel companyId={1} />, { user: manager() });
    expect(await screen.findByTestId('debt')).toHaveTextContent('15 600,00 ₽');
    const invoices = screen.getByRole('table', { name: 'Счета' });
    expect(within(invoices).getByText('Выставлен')).toBeTruthy();
    const ledger = await screen.findByRole('table', { name: 'Движения по балансу' });
    expect(within(ledger).getByText('Ошибочный платёж')).toBeTruthy();
    expect(within(ledger).getByText('−1 000,00 ₽')).toBeTruthy();
    expect(within(ledger).getByText('+5 000,50 ₽')).toBeTruthy();
    // The paid top-up has no action left: no menu for it.
    expect(screen.queryByRole('button', { name: 'Действия со счётом № 2026-000010' })).toBeNull();
    // A correction is the admin's.
    expect(screen.queryByRole('button', { name: 'Корректировка' })).toBeNull();
  });

  it('records a bank payment with its sum, date and payment order number', async () => {
    api = await startTestApi({
      ...reads,
      'POST /api/v1/staff/invoices/11/payments': {
        status: 200,
        body: {
          data: { applied: true, payment: {}, invoice: testInvoice({ status: 'paid' }) },
          message: 'Оплата принята',
        },
      },
    });
    renderWithProviders(<CompanyBillingPanel companyId={1} />, { user: manager() });
    const user = await openInvoiceAction('Принять оплату');
    const dialog = await screen.findByRole('dialog', { name: 'Принять оплату' });
    const order = within(dialog).getByRole('textbox', { name: 'Номер платёжного поручения' });
    await user.click(within(dialog).getByRole('button', { name: 'Провести оплату' }));
    expect(await within(dialog).findByText('Укажите номер платёжного поручения.')).toBeTruthy();
    expect(api.seen.some((request) => request.method === 'POST')).toBe(false);

    await user.type(order, '512');
    await user.click(within(dialog).getByRole('button', { name: 'Провести оплату' }));
    expect(await screen.findByText('Оплата принята')).toBeTruthy();
    const body = api.seen.find((request) => request.method === 'POST')?.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ amount_kopecks: 1_560_000, order_number: '512' });
    expect(body.paid_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('shows the server’s Russian 422 under the sum of a refund', async () => {
    api = await startTestApi({
      ...reads,
      'POST /api/v1/staff/companies/1/refunds': {
        status: 422,
        body: {
          message: 'Сумма возврата больше баланса компании (0 ₽).',
          errors: { amount_kopecks: ['Сумма возврата больше баланса компании (0 ₽).'] },
        },
      },
    });
    renderWithProviders(<CompanyBillingPanel companyId={1} />, { user: manager() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Возврат' }));
    const dialog = await screen.findByRole('dialog', { name: 'Возврат денег' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Сумма возврата, ₽' }), '100');
    await user.type(within(dialog).getByRole('textbox', { name: 'Причина' }), 'Клиент просил');
    await user.click(within(dialog).getByRole('button', { name: 'Оформить возврат' }));
    const sum = within(dialog).getByRole('textbox', { name: 'Сумма возврата, ₽' });
    await waitFor(() =>
      expect(sum).toHaveAccessibleDescription('Сумма возврата больше баланса компании (0 ₽).'),
    );
    expect(api.seen.find((request) => request.method === 'POST')?.body).toEqual({
      amount_kopecks: 10_000,
      reason: 'Клиент просил',
    });
  });

  it('cancels an invoice only with a reason', async () => {
    api = await startTestApi({
      ...reads,
      'POST /api/v1/staff/invoices/11/cancel': {
        status: 200,
        body: { data: testInvoice({ status: 'cancelled' }), message: 'Счёт отменён' },
      },
    });
    renderWithProviders(<CompanyBillingPanel companyId={1} />, { user: manager() });
    const user = await openInvoiceAction('Отменить счёт');
    const dialog = await screen.findByRole('dialog', { name: 'Отменить счёт' });
    await user.click(within(dialog).getByRole('button', { name: 'Отменить счёт' }));
    expect(await within(dialog).findByText('Укажите причину.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Причина отмены' }), 'Дубль');
    await user.click(within(dialog).getByRole('button', { name: 'Отменить счёт' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.seen.find((request) => request.method === 'POST')?.body).toEqual({
      reason: 'Дубль',
    });
  });

  it('lets the admin correct the balance down with a negative sum', async () => {
    api = await startTestApi({
      ...reads,
      'POST /api/v1/staff/companies/1/corrections': {
        status: 200,
        body: { data: { balance_kopecks: 0 } },
      },
    });
    renderWithProviders(<CompanyBillingPanel companyId={1} />, { user: admin() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Корректировка' }));
    const dialog = await screen.findByRole('dialog', { name: 'Корректировка баланса' });
    await user.type(within(dialog).getByRole('textbox', { name: /Сумма, ₽/ }), '-250,5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Причина' }), 'Ошибка в акте');
    await user.click(within(dialog).getByRole('button', { name: 'Провести корректировку' }));
    expect(await screen.findByText('Корректировка проведена')).toBeTruthy();
    expect(api.seen.find((request) => request.method === 'POST')?.body).toEqual({
      amount_kopecks: -25_050,
      reason: 'Ошибка в акте',
    });
  });

  it('returns an online payment through ЮKassa with its sum and reason', async () => {
    const payment = {
      id: 7,
      company_id: 1,
      invoice_id: 11,
      amount_kopecks: 1_560_000,
      method: 'bank_card',
      status: 'succeeded',
      status_name: 'Оплачен',
      confirmation_url: null,
      created_at: '2026-11-21T09:00:00.000Z',
      finished_at: '2026-11-21T09:01:00.000Z',
      refunded_kopecks: 0,
    };
    api = await startTestApi({
      ...reads,
      'GET /api/v1/staff/companies/1/online-payments': { status: 200, body: { data: [payment] } },
      'POST /api/v1/staff/online-payments/7/refunds': {
        status: 200,
        body: { data: { ...payment, refunded_kopecks: 500_000 } },
      },
    });
    renderWithProviders(<CompanyBillingPanel companyId={1} />, { user: manager() });
    const table = await screen.findByRole('table', { name: 'Онлайн-платежи' });
    expect(within(table).getByText('Карта')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: /Вернуть онлайн-платёж/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Возврат онлайн-платежа' });
    const sum = within(dialog).getByRole('textbox', { name: 'Сумма возврата, ₽' });
    await user.clear(sum);
    await user.type(sum, '5000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Причина' }), 'Услуга не оказана');
    await user.click(within(dialog).getByRole('button', { name: 'Вернуть через ЮKassa' }));
    await waitFor(() =>
      expect(
        api?.seen.find((call) => call.url === '/api/v1/staff/online-payments/7/refunds')?.body,
      ).toEqual({
        amount_kopecks: 500_000,
        reason: 'Услуга не оказана',
      }),
    );
  });
});
