import type { OnlinePaymentReceipt } from '@kabinet/domain/online-payments';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderApp } from '../../../test/render.tsx';
import { startTestApi } from '../../../test/test-api.ts';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const RECEIPT: OnlinePaymentReceipt = {
  online_payment_id: 93,
  invoice_id: 40,
  invoice_number: '2026-0040',
  company_id: 1,
  kind: 'income',
  paid_at: '2026-12-01T07:05:00.000Z',
  total_kopecks: 1_680_000,
  customer: { email: 'buh@romashka.ru' },
  tax_system_code: 2,
  items: [
    {
      description: 'Бухгалтерское обслуживание за декабрь 2026 (автоплатёж)',
      quantity: 1,
      amount_kopecks: 1_680_000,
      vat_code: 1,
    },
  ],
  registration: 'succeeded',
  fiscal: {
    storage_number: '9960440301234567',
    document_number: '3986',
    attribute: '2617603921',
    registered_at: '2026-12-01T07:05:42.000Z',
  },
  check_query: 't=20261201T1005&s=16800.00&fn=9960440301234567&i=3986&fp=2617603921&n=1',
  check_qr_svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg>',
};

describe('/payment/receipts/:id', () => {
  it('shows what was paid for, to whom the receipt went, and the fiscal numbers with the QR code', async () => {
    api = await startTestApi({
      'GET /api/v1/online-payments/93/receipt': { status: 200, body: { data: RECEIPT } },
    });
    renderApp('/payment/receipts/93', { user: demoUser() });
    expect(await screen.findByRole('heading', { name: 'Приход · счёт № 2026-0040' })).toBeTruthy();
    const items = screen.getByRole('list', { name: 'Позиции чека' });
    expect(within(items).getByText(RECEIPT.items[0]!.description)).toBeTruthy();
    expect(within(items).getByText(/^1 × 16\s800,00\s₽ · Без НДС$/)).toBeTruthy();
    expect(screen.getByTestId('receipt-total')).toHaveTextContent(/^16\s800,00\s₽$/);
    expect(screen.getByText('Зарегистрирован в налоговой')).toBeTruthy();
    expect(screen.getByText('buh@romashka.ru')).toBeTruthy();
    expect(screen.getByText('Упрощённая, доходы')).toBeTruthy();
    expect(screen.getByText('ФД 3986')).toBeTruthy();
    expect(screen.getByText('Зарегистрирован 01.12.2026 10:05')).toBeTruthy();
    expect(screen.getByRole('img', { name: /QR-код чека/ })).toBeTruthy();
  });

  it('says the receipt is being registered while ЮKassa works on it', async () => {
    api = await startTestApi({
      'GET /api/v1/online-payments/93/receipt': {
        status: 200,
        body: {
          data: {
            ...RECEIPT,
            registration: 'pending',
            fiscal: null,
            check_query: null,
            check_qr_svg: null,
          },
        },
      },
    });
    renderApp('/payment/receipts/93', { user: demoUser() });
    expect(await screen.findByText(/Чек регистрируется в налоговой/)).toBeTruthy();
    expect(screen.queryByRole('img', { name: /QR-код чека/ })).toBeNull();
  });

  it('gives the server’s reason when there is no receipt', async () => {
    const message =
      'По этому платежу чек не формировался: фирма не отправляла чеки, когда он был проведён.';
    api = await startTestApi({
      'GET /api/v1/online-payments/93/receipt': { status: 404, body: { message } },
    });
    renderApp('/payment/receipts/93', { user: demoUser() });
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
