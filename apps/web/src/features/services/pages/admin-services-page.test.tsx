import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi, type SeenRequest } from '../../../test/test-api.ts';
import { NDFL, testService } from '../../../test/services/services.fixtures.ts';
import { AdminServicesPage } from './admin-services-page.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const admin = () => demoUser({ role: { role_name: 'Администратор', role_slug: 'admin' } });
const LLC = testService();
const OFF_SALE = testService({ id: 4, name: 'Смена директора', is_active: false });

async function openList(select: HTMLElement) {
  await userEvent.click(select);
  await waitFor(() => expect(select.getAttribute('aria-controls')).toBeTruthy());
  return within(document.getElementById(select.getAttribute('aria-controls') ?? '')!);
}

const created = (request: SeenRequest) => ({
  status: 201,
  body: {
    data: { ...testService({ id: 9 }), ...(request.body as object) },
    message: 'Услуга добавлена',
  },
});

describe('/admin/services', () => {
  it('tells a client «Недостаточно прав» and asks the server nothing', async () => {
    api = await startTestApi({});
    renderWithProviders(<AdminServicesPage />, { user: demoUser() });
    expect(screen.getByText('Недостаточно прав')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.seen).toHaveLength(0);
  });

  it('lists every service with its status and takes one off sale or puts it back', async () => {
    api = await startTestApi({
      'GET /api/v1/admin/services': { status: 200, body: { data: [LLC, OFF_SALE] } },
      'DELETE /api/v1/admin/services/1': {
        status: 200,
        body: { data: { ...LLC, is_active: false }, message: 'Услуга снята с продажи' },
      },
      'PUT /api/v1/admin/services/4': (request) => ({
        status: 200,
        body: { data: { ...OFF_SALE, ...(request.body as object) }, message: 'Услуга сохранена' },
      }),
    });
    renderWithProviders(<AdminServicesPage />, { user: admin() });
    const table = await screen.findByRole('table', { name: 'Разовые услуги' });
    const [, llcRow, offRow] = within(table).getAllByRole('row');
    expect(within(llcRow!).getByText('В продаже')).toBeTruthy();
    expect(within(llcRow!).getByText('от 8 000 ₽')).toBeTruthy();
    expect(within(offRow!).getByText('Снята с продажи')).toBeTruthy();

    const user = userEvent.setup({ delay: null });
    const takeOff = within(llcRow!).getByRole('button', {
      name: 'Снять с продажи: Регистрация ООО',
    });
    // Nothing is sent until the confirmation's red button.
    await user.click(takeOff);
    const ask = await screen.findByRole('dialog', { name: 'Снять услугу с продажи?' });
    await user.click(within(ask).getByRole('button', { name: 'Отмена' }));
    expect(api.seen.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(takeOff);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Снять услугу с продажи?' })).getByRole(
        'button',
        { name: 'Снять с продажи' },
      ),
    );
    await waitFor(() =>
      expect(api!.seen.some((request) => request.method === 'DELETE')).toBe(true),
    );
    await user.click(
      within(offRow!).getByRole('button', { name: 'Вернуть в продажу: Смена директора' }),
    );
    await waitFor(() => expect(api!.seen.some((request) => request.method === 'PUT')).toBe(true));
    const { id: _id, category_name: _name, ...body } = OFF_SALE;
    expect(api.seen.find((request) => request.method === 'PUT')?.body).toEqual({
      ...body,
      is_active: true,
    });
  });

  it('checks a new service with the domain’s rules, then creates it in kopecks', async () => {
    api = await startTestApi({
      'GET /api/v1/admin/services': { status: 200, body: { data: [NDFL] } },
      'POST /api/v1/admin/services': created,
    });
    renderWithProviders(<AdminServicesPage />, { user: admin() });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('table', { name: 'Разовые услуги' });
    await user.click(screen.getByRole('button', { name: 'Добавить услугу' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая услуга' });
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Укажите название услуги.')).toBeTruthy();
    expect(within(dialog).getByText('Выберите категорию.')).toBeTruthy();
    expect(within(dialog).getByText('Укажите цену.')).toBeTruthy();
    expect(api.seen.some((request) => request.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: 'Название' }), 'Закрытие ИП');
    const list = await openList(within(dialog).getByRole('textbox', { name: 'Категория' }));
    await user.click(list.getByRole('option', { name: 'Закрытие бизнеса', hidden: true }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Цена, ₽' }), '4000');
    await user.click(within(dialog).getByRole('checkbox', { name: /Цена «от»/ }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Срок' }), '5 рабочих дней');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Документы от клиента/ }),
      'Паспорт{enter}ИНН',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Добавить опцию' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Опция 1' }), 'Срочно');
    await user.type(within(dialog).getByRole('textbox', { name: 'Цена опции 1, ₽' }), '1500');
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Количество/ }),
      'Количество сотрудников',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(api!.seen.some((request) => request.method === 'POST')).toBe(true));
    expect(api.seen.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Закрытие ИП',
      description: '',
      category: 'closing',
      price_kopecks: 400_000,
      price_from: true,
      turnaround: '5 рабочих дней',
      documents: ['Паспорт', 'ИНН'],
      options: [{ code: 'opt1', name: 'Срочно', price_kopecks: 150_000 }],
      quantity_label: 'Количество сотрудников',
      is_active: true,
      sort: 0,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Новая услуга' })).toBeNull());
  });
});
