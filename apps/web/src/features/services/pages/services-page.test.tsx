import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { billingKeys } from '../../../shared/billing/keys.ts';
import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi } from '../../../test/test-api.ts';
import { NDFL, testService } from '../../../test/services/services.fixtures.ts';
import { ServicesPage } from './services-page.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const LLC = testService();
const IP = testService({
  id: 3,
  name: 'Регистрация ИП',
  sort: 20,
  price_kopecks: 300_000,
  price_from: false,
  documents: [],
});

describe('/service/one-time-services', () => {
  it('shows the catalogue by category as cards with price, turnaround and documents', async () => {
    api = await startTestApi({
      'GET /api/v1/services': { status: 200, body: { data: [NDFL, IP, LLC] } },
    });
    renderWithProviders(<ServicesPage />, { user: demoUser() });
    expect(screen.getByRole('heading', { level: 1, name: 'Разовые услуги' })).toBeTruthy();

    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Регистрация', 'Налоги']);
    const registration = screen.getByRole('region', { name: 'Регистрация' });
    const cards = within(registration).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Регистрация ООО',
      'Регистрация ИП',
    ]);
    const llc = within(cards[0]!);
    expect(llc.getByText('от 8 000 ₽')).toBeTruthy();
    expect(llc.getByText('5 рабочих дней')).toBeTruthy();
    expect(llc.getByText('Документы на юридический адрес')).toBeTruthy();
    expect(within(cards[1]!).getByText('3 000 ₽')).toBeTruthy();
    expect(within(cards[1]!).queryByText('Понадобится')).toBeNull();

    expect(llc.getByRole('button', { name: 'Заказать: Регистрация ООО' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Мои заказы' }).getAttribute('href')).toBe(
      '/service/orders',
    );
  });

  it('orders a service with options and quantity, the total live, then offers to pay', async () => {
    const order = {
      id: 7,
      number: 'Заказ № 7',
      company_id: 1,
      company_name: 'ООО «Ромашка»',
      service_id: NDFL.id,
      service_name: NDFL.name,
      service_price_kopecks: 350_000,
      price_from: false,
      options: [NDFL.options[0]],
      quantity: 2,
      quantity_label: NDFL.quantity_label,
      comment: 'К 30 апреля',
      total_kopecks: 1_100_000,
      status: 'new',
      status_name: 'Новый',
      invoice_id: 12,
      created_by_name: 'Иван',
      created_at: '2026-11-25T10:00:00.000Z',
      updated_at: '2026-11-25T10:00:00.000Z',
    };
    api = await startTestApi({
      'GET /api/v1/services': { status: 200, body: { data: [NDFL] } },
      'POST /api/v1/companies/1/orders': { status: 201, body: { data: order, message: 'ok' } },
    });
    const { queryClient } = renderWithProviders(<ServicesPage />, { user: demoUser() });
    // The home page cached the company's money before the order: «Оплатить счёт» must not
    // open /payment on that copy, which lacks the order's invoice.
    queryClient.setQueryData(billingKeys.summary(1), { invoices: [] });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Заказать: Декларация 3-НДФЛ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Заказ: Декларация 3-НДФЛ' });
    const form = within(dialog);
    expect(form.getByText('3 500,00 ₽')).toBeTruthy();
    await user.click(form.getByRole('checkbox', { name: /Срочно \(1 рабочий день\)/ }));
    const quantity = form.getByRole('textbox', { name: 'Количество деклараций' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    // 2 × 3 500 ₽ + 2 × 2 000 ₽.
    expect(form.getByText('11 000,00 ₽')).toBeTruthy();
    expect(form.getByText('Справка о доходах')).toBeTruthy();
    await user.type(form.getByRole('textbox', { name: 'Комментарий' }), 'К 30 апреля');
    await user.click(form.getByRole('button', { name: 'Оформить заказ' }));

    expect(await form.findByText('Заказ № 7 оформлен')).toBeTruthy();
    const sent = api.seen.find((request) => request.method === 'POST');
    expect(sent?.body).toEqual({
      service_id: NDFL.id,
      option_codes: ['urgent'],
      quantity: 2,
      comment: 'К 30 апреля',
    });
    expect(form.getByRole('link', { name: 'Оплатить счёт' }).getAttribute('href')).toBe('/payment');
    expect(queryClient.getQueryState(billingKeys.summary(1))?.isInvalidated).toBe(true);
  });

  it('searches by name, description and category', async () => {
    api = await startTestApi({
      'GET /api/v1/services': { status: 200, body: { data: [LLC, IP, NDFL] } },
    });
    renderWithProviders(<ServicesPage />, { user: demoUser() });
    await screen.findByText('Регистрация ООО');
    const user = userEvent.setup({ delay: null });
    const search = screen.getByRole('textbox', { name: 'Поиск услуги' });

    await user.type(search, 'ндфл');
    expect(await screen.findByText('Декларация 3-НДФЛ')).toBeTruthy();
    expect(screen.queryByText('Регистрация ООО')).toBeNull();

    await user.clear(search);
    await user.type(search, 'налоги');
    expect(await screen.findByText('Декларация 3-НДФЛ')).toBeTruthy();
    expect(screen.queryByText('Регистрация ИП')).toBeNull();

    await user.clear(search);
    await user.type(search, 'астрология');
    expect(await screen.findByText('Ничего не нашлось.')).toBeTruthy();
  });
});
