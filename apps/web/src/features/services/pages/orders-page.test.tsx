import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi } from '../../../test/test-api.ts';
import { testOrder, testOrderDetail } from '../../../test/services/orders.fixtures.ts';
import { OrdersPage } from './orders-page.tsx';
import { StaffOrdersPage } from './staff-orders-page.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const manager = () => demoUser({ role: { role_name: 'Менеджер', role_slug: 'manager' } });

describe('/service/orders', () => {
  it('lists the company’s orders; one opens with its invoice and history and a new one is cancelled', async () => {
    api = await startTestApi({
      'GET /api/v1/companies/1/orders': { status: 200, body: { data: [testOrder()] } },
      'GET /api/v1/companies/1/orders/7': { status: 200, body: { data: testOrderDetail() } },
      'POST /api/v1/companies/1/orders/7/cancel': {
        status: 200,
        body: {
          data: testOrderDetail({ status: 'cancelled', status_name: 'Отменён' }),
          message: '',
        },
      },
    });
    renderWithProviders(<OrdersPage />, { user: demoUser() });
    expect(screen.getByRole('heading', { level: 1, name: 'Мои заказы' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Заказы компании' });
    expect(within(table).getByText('Декларация 3-НДФЛ')).toBeTruthy();
    expect(within(table).getByText('Новый')).toBeTruthy();
    expect(within(table).getByText('5 500,00 ₽')).toBeTruthy();

    const user = userEvent.setup({ delay: null });
    await user.click(within(table).getByRole('button', { name: 'Заказ № 7' }));
    const drawer = await screen.findByRole('dialog', { name: 'Заказ' });
    expect(await within(drawer).findByText(/Счёт № 2026-0012/)).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Оплатить' }).getAttribute('href')).toBe(
      '/payment',
    );
    expect(within(drawer).getByText(/Понадобится: Справка о доходах/)).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: 'Отменить заказ' }));
    // A destructive action asks first; nothing is sent before the answer.
    const confirm = await screen.findByRole('dialog', { name: 'Отменить заказ?' });
    expect(api!.seen.some((request) => request.url.endsWith('/orders/7/cancel'))).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Отменить заказ' }));
    await waitFor(() =>
      expect(api!.seen.some((request) => request.url.endsWith('/orders/7/cancel'))).toBe(true),
    );
  });
});

describe('/orders (staff)', () => {
  it('filters by status and moves an order on with a comment', async () => {
    api = await startTestApi({
      'GET /api/v1/staff/orders': { status: 200, body: { data: [testOrder()] } },
      'GET /api/v1/companies/1/orders/7': { status: 200, body: { data: testOrderDetail() } },
      'POST /api/v1/staff/orders/7/status': {
        status: 200,
        body: {
          data: testOrderDetail({ status: 'in_progress', status_name: 'В работе' }),
          message: '',
        },
      },
    });
    renderWithProviders(<StaffOrdersPage />, { user: manager() });
    const table = await screen.findByRole('table', { name: 'Заказы клиентов' });
    expect(within(table).getByText('ООО «Ромашка»')).toBeTruthy();
    const user = userEvent.setup({ delay: null });
    await user.click(within(table).getByRole('button', { name: 'Заказ № 7' }));
    const drawer = await screen.findByRole('dialog', { name: 'Заказ' });
    await within(drawer).findByText('Изменить статус');
    expect(within(drawer).queryByRole('button', { name: 'Отменить заказ' })).toBeNull();
    await user.type(
      within(drawer).getByRole('textbox', { name: 'Комментарий для клиента' }),
      'Взяли в работу',
    );
    await user.click(within(drawer).getByRole('button', { name: 'Сохранить статус' }));
    await waitFor(() =>
      expect(api!.seen.find((request) => request.method === 'POST')?.body).toEqual({
        status: 'in_progress',
        comment: 'Взяли в работу',
      }),
    );
  });

  it('is for staff only', () => {
    renderWithProviders(<StaffOrdersPage />, { user: demoUser() });
    expect(screen.getByText('«Заказы» доступны только сотрудникам.')).toBeTruthy();
  });
});
