import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderApp, renderWithProviders } from '../../../test/render.tsx';
import { startTestApi } from '../../../test/test-api.ts';
import { testBilling, testInvoice } from '../../../test/billing/billing.fixtures.ts';
import { browser } from '../browser.ts';
import { PaymentPage } from './payment-page.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
  vi.restoreAllMocks();
});

// toHaveTextContent folds the no-break spaces of ru-RU money into plain ones.
const TARIFF_LINE =
  'Бухгалтерское обслуживание по тарифу «Оптимальный» за декабрь 2026 г. — февраль 2027 г.';

describe('/payment', () => {
  it('shows the balance, the debt, what is due by when and each invoice with its status', async () => {
    api = await startTestApi({
      'GET /api/v1/companies/1/billing': { status: 200, body: { data: testBilling() } },
    });
    renderWithProviders(<PaymentPage />, { user: demoUser() });
    expect(screen.getByRole('heading', { level: 1, name: 'Оплата' })).toBeTruthy();
    expect(await screen.findByTestId('debt')).toHaveTextContent('15 600,00 ₽');
    expect(screen.getByTestId('balance')).toHaveTextContent('0,00 ₽');
    expect(screen.getByTestId('due')).toHaveTextContent('15 600,00 ₽');
    expect(screen.getByText('до 25 ноября 2026 г.')).toBeTruthy();

    const rows = within(screen.getByRole('table', { name: 'Счета' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Счёт № 2026-000011');
    expect(rows[1]).toHaveTextContent(TARIFF_LINE);
    expect(rows[1]).toHaveTextContent('Выставлен');
    expect(rows[2]).toHaveTextContent('Пополнение баланса');
    expect(rows[2]).toHaveTextContent('Оплачен');
    expect(rows[2]).toHaveTextContent('5 000,50 ₽');
  });

  it('hides «Оплатить онлайн» when the server does not say online payment is on', async () => {
    api = await startTestApi({
      'GET /api/v1/companies/1/billing': { status: 200, body: { data: testBilling() } },
    });
    renderWithProviders(<PaymentPage />, { user: demoUser() });
    await screen.findByRole('table', { name: 'Счета' });
    expect(screen.queryByRole('button', { name: /Оплатить онлайн/ })).toBeNull();
  });

  it('pays an open invoice online: creates the payment and sends the browser to its page', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    api = await startTestApi({
      'GET /api/v1/companies/1/billing': {
        status: 200,
        body: { data: testBilling({ online_payment: true }) },
      },
      'POST /api/v1/companies/1/invoices/11/online-payments': {
        status: 201,
        body: {
          data: { id: 77, status: 'pending', confirmation_url: 'https://yookassa.test/pay/77' },
        },
      },
    });
    renderWithProviders(<PaymentPage />, { user: demoUser() });
    const buttons = await screen.findAllByRole('button', { name: /Оплатить онлайн/ });
    expect(buttons).toHaveLength(1); // the paid top-up offers nothing
    await userEvent.setup().click(buttons[0]!);
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://yookassa.test/pay/77'));
    expect(api.seen.some((request) => request.method === 'POST')).toBe(true);
  });

  it('opens an invoice: its lines, totals, the seller’s requisites and the PDF link', async () => {
    api = await startTestApi({
      'GET /api/v1/companies/1/billing': { status: 200, body: { data: testBilling() } },
    });
    renderWithProviders(<PaymentPage />, { user: demoUser() });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Счёт № 2026-000011' }));
    const drawer = await screen.findByRole('dialog', { name: 'Счёт № 2026-000011' });
    expect(within(drawer).getByText(TARIFF_LINE)).toBeTruthy();
    expect(within(drawer).getByText('Без НДС (УСН)')).toBeTruthy();
    expect(within(drawer).getByText('ООО «Бухгалтерия плюс»')).toBeTruthy();
    expect(within(drawer).getByText(/Р\/с 40702810938000000001 в ПАО Сбербанк/)).toBeTruthy();
    expect(within(drawer).getByText('25.11.2026')).toBeTruthy();
    expect(within(drawer).getByText('125009, г. Москва, ул. Тверская, д. 7')).toBeTruthy();
    expect(within(drawer).getByTestId('invoice-basis')).toHaveTextContent(
      'Основание: Договор № КУ-1/2026 от 12.01.2026',
    );
    expect(within(drawer).getByRole('link', { name: 'Скачать PDF' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/api\/v1\/companies\/1\/invoices\/11\/pdf$/),
    );
  });

  it('refuses a top-up under 1 ₽ in Russian and issues one for 1 500,50 ₽ in kopecks', async () => {
    const issued = testInvoice({ id: 12, number: '2026-000012', kind: 'topup' });
    api = await startTestApi({
      'GET /api/v1/companies/1/billing': { status: 200, body: { data: testBilling() } },
      'POST /api/v1/companies/1/invoices/top-up': { status: 201, body: { data: issued } },
    });
    renderWithProviders(<PaymentPage />, { user: demoUser() });
    const user = userEvent.setup();
    const amount = await screen.findByRole('textbox', { name: 'Сумма, ₽' });
    await user.type(amount, '0,5');
    await user.click(screen.getByRole('button', { name: 'Выставить счёт' }));
    expect(await screen.findByText('Минимальная сумма пополнения — 1 ₽.')).toBeTruthy();
    expect(api.seen.some((request) => request.method === 'POST')).toBe(false);

    await user.clear(amount);
    await user.type(amount, '1500,5');
    await user.click(screen.getByRole('button', { name: 'Выставить счёт' }));
    expect(await screen.findByText('Счёт № 2026-000012 выставлен')).toBeTruthy();
    expect(api.seen.find((request) => request.method === 'POST')?.body).toEqual({
      amount_kopecks: 150_050,
    });
  });

  it('shows the server’s 422 message under the amount', async () => {
    api = await startTestApi({
      'GET /api/v1/companies/1/billing': { status: 200, body: { data: testBilling() } },
      'POST /api/v1/companies/1/invoices/top-up': {
        status: 422,
        body: {
          message: 'Слишком большая сумма.',
          errors: { amount_kopecks: ['Слишком большая сумма.'] },
        },
      },
    });
    renderWithProviders(<PaymentPage />, { user: demoUser() });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Сумма, ₽' }), '200000000');
    await user.click(screen.getByRole('button', { name: 'Выставить счёт' }));
    const field = screen.getByRole('textbox', { name: 'Сумма, ₽' });
    await waitFor(() => expect(field).toHaveAccessibleDescription('Слишком большая сумма.'));
  });

  it('is what the route /payment opens (where the tariff’s «Оплатить» leads), not the coming-soon page', async () => {
    api = await startTestApi({
      'GET /api/v1/companies/1/billing': { status: 200, body: { data: testBilling() } },
    });
    renderApp('/payment', { user: demoUser() });
    expect(await screen.findByRole('table', { name: 'Счета' })).toBeTruthy();
    expect(screen.queryByText('Раздел скоро заработает')).toBeNull();
  });

  it('takes the e-mail for receipts while the firm sends them', async () => {
    const profile = {
      receipts_enabled: true,
      receipt_email: null,
      saved_method: null,
      autopay: false,
    };
    api = await startTestApi({
      'GET /api/v1/companies/1/billing': {
        status: 200,
        body: { data: testBilling({ online_payment: true }) },
      },
      'GET /api/v1/companies/1/online-payments/profile': { status: 200, body: { data: profile } },
      'PUT /api/v1/companies/1/online-payments/receipt-email': {
        status: 200,
        body: { data: { ...profile, receipt_email: 'buh@romashka.ru' } },
      },
    });
    renderWithProviders(<PaymentPage />, { user: demoUser() });
    const field = await screen.findByLabelText('E-mail для чеков');
    expect(
      screen.getByText('Пока адрес не указан, чек придёт на e-mail того, кто оплачивает.'),
    ).toBeTruthy();
    const user = userEvent.setup();
    await user.type(field, 'buh@romashka.ru');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(api?.seen.find((request) => request.method === 'PUT')?.body).toEqual({
        receipt_email: 'buh@romashka.ru',
      }),
    );
    expect(
      await screen.findByText('Кассовый чек каждой онлайн-оплаты придёт на этот адрес.'),
    ).toBeTruthy();
  });

  it('shows no receipt e-mail while the firm sends no receipts', async () => {
    api = await startTestApi({
      'GET /api/v1/companies/1/billing': {
        status: 200,
        body: { data: testBilling({ online_payment: true }) },
      },
      'GET /api/v1/companies/1/online-payments/profile': {
        status: 200,
        body: {
          data: {
            receipts_enabled: false,
            receipt_email: null,
            saved_method: null,
            autopay: false,
          },
        },
      },
    });
    renderWithProviders(<PaymentPage />, { user: demoUser() });
    await screen.findByRole('table', { name: 'Счета' });
    await waitFor(() =>
      expect(api?.seen.some((request) => request.url.endsWith('/profile'))).toBe(true),
    );
    expect(screen.queryByLabelText('E-mail для чеков')).toBeNull();
  });
});
