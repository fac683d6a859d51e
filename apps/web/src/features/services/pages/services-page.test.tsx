import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi } from '../../../test/test-api.ts';
import { ORDER_SOON } from '../components/service-card.tsx';
import { NDFL, testService } from '../services.fixtures.ts';
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

    const order = llc.getByRole('button', { name: 'Заказать' });
    expect(order.getAttribute('aria-disabled')).toBe('true');
    await userEvent.hover(order);
    expect(await screen.findByText(ORDER_SOON)).toBeTruthy();
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
