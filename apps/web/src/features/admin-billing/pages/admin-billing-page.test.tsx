import { validateInn } from '@kabinet/domain/companies';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi, type SeenRequest } from '../../../test/test-api.ts';
import { AdminBillingPage } from './admin-billing-page.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const admin = () => demoUser({ role: { role_name: 'Администратор', role_slug: 'admin' } });

const REQUISITES: [field: string, label: string, value: string][] = [
  ['name', 'Название организации', 'ООО «Бухгалтерия плюс»'],
  ['inn', 'ИНН', '7707083893'],
  ['kpp', 'КПП', '773601001'],
  ['address', 'Адрес', 'г. Москва, ул. Вавилова, д. 19'],
  ['bank_name', 'Банк', 'ПАО Сбербанк'],
  ['bik', 'БИК', '044525225'],
  ['account', 'Расчётный счёт', '40702810938000000001'],
  ['correspondent_account', 'Корреспондентский счёт', '30101810400000000225'],
];

const echo = (request: SeenRequest) => ({ status: 200, body: { data: request.body } });

describe('/admin/billing', () => {
  it('tells a client «Недостаточно прав» and asks the server nothing', async () => {
    api = await startTestApi({});
    renderWithProviders(<AdminBillingPage />, { user: demoUser() });
    expect(screen.getByText('Недостаточно прав')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.seen).toHaveLength(0);
  });

  it('checks the requisites with the domain’s rules and saves them with the VAT mode', async () => {
    api = await startTestApi({
      'GET /api/v1/admin/billing-settings': { status: 200, body: { data: null } },
      'PUT /api/v1/admin/billing-settings': echo,
    });
    renderWithProviders(<AdminBillingPage />, { user: admin() });
    const user = userEvent.setup({ delay: null });
    const name = await screen.findByRole('textbox', { name: 'Название организации' });
    expect(screen.getByRole('textbox', { name: 'НДС' })).toHaveValue('Без НДС (УСН)');

    await user.type(screen.getByRole('textbox', { name: 'ИНН' }), '1234567890');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Укажите название организации.')).toBeTruthy();
    expect(screen.getByText(validateInn('1234567890')!)).toBeTruthy();
    expect(api.seen.some((request) => request.method === 'PUT')).toBe(false);

    await user.clear(screen.getByRole('textbox', { name: 'ИНН' }));
    // Pasted rather than typed key by key: the same form values, a test that fits its time.
    for (const [, label, value] of REQUISITES) {
      await user.click(screen.getByRole('textbox', { name: label }));
      await user.paste(value);
    }
    expect(name).toHaveValue('ООО «Бухгалтерия плюс»');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Реквизиты сохранены')).toBeTruthy();
    expect(api.seen.find((request) => request.method === 'PUT')?.body).toEqual({
      name: 'ООО «Бухгалтерия плюс»',
      inn: '7707083893',
      kpp: '773601001',
      address: 'г. Москва, ул. Вавилова, д. 19',
      bank_name: 'ПАО Сбербанк',
      bik: '044525225',
      account: '40702810938000000001',
      correspondent_account: '30101810400000000225',
      vat_mode: 'none',
      due_days: 5,
      director_name: '',
      accountant_name: '',
      contract_number: '',
      contract_date: '',
    });
  });

  it('saves the signatories and the contract the invoices name as «Основание»', async () => {
    const saved = Object.fromEntries(REQUISITES.map(([field, , value]) => [field, value]));
    api = await startTestApi({
      'GET /api/v1/admin/billing-settings': {
        status: 200,
        body: { data: { ...saved, vat_mode: 'none', due_days: 5 } },
      },
      'PUT /api/v1/admin/billing-settings': echo,
    });
    renderWithProviders(<AdminBillingPage />, { user: admin() });
    const user = userEvent.setup({ delay: null });
    const fields: [label: string, value: string][] = [
      ['Руководитель', 'Иванов И. И.'],
      ['Бухгалтер', 'Петрова А. С.'],
      ['Номер договора', '15/БУ'],
    ];
    await screen.findByRole('textbox', { name: 'Руководитель' });
    for (const [label, value] of fields) {
      await user.click(screen.getByRole('textbox', { name: label }));
      await user.paste(value);
    }
    await user.type(screen.getByLabelText('Дата договора'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Реквизиты сохранены')).toBeTruthy();
    expect(api.seen.find((request) => request.method === 'PUT')?.body).toMatchObject({
      director_name: 'Иванов И. И.',
      accountant_name: 'Петрова А. С.',
      contract_number: '15/БУ',
      contract_date: '2026-12-01',
    });
  });

  it('shows a 422 from the server under its field', async () => {
    const saved = Object.fromEntries(REQUISITES.map(([field, , value]) => [field, value]));
    api = await startTestApi({
      'GET /api/v1/admin/billing-settings': {
        status: 200,
        body: { data: { ...saved, vat_mode: 'vat_20', due_days: 10 } },
      },
      'PUT /api/v1/admin/billing-settings': {
        status: 422,
        body: { message: 'Проверьте КПП.', errors: { kpp: ['Проверьте КПП.'] } },
      },
    });
    renderWithProviders(<AdminBillingPage />, { user: admin() });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('textbox', { name: 'НДС' })).toHaveValue('НДС 20 %');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const kpp = screen.getByRole('textbox', { name: 'КПП' });
    await waitFor(() => expect(kpp).toHaveAccessibleDescription('Проверьте КПП.'));
  });

  it('turns 54-ФЗ receipts on with the tax system', async () => {
    api = await startTestApi({
      'GET /api/v1/admin/billing-settings': { status: 200, body: { data: null } },
      'GET /api/v1/admin/online-payments/settings': {
        status: 200,
        body: { data: { receipts_enabled: false, tax_system_code: null } },
      },
      'PUT /api/v1/admin/online-payments/settings': echo,
    });
    renderWithProviders(<AdminBillingPage />, { user: admin() });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('switch', { name: /Передавать чеки в ЮKassa/ }));
    await user.click(screen.getByRole('textbox', { name: 'Система налогообложения' }));
    await user.click(
      await screen.findByRole('option', { name: 'Упрощённая, доходы', hidden: true }),
    );
    await user.click(screen.getByRole('button', { name: 'Сохранить настройки чеков' }));
    await waitFor(() =>
      expect(api?.seen.find((request) => request.method === 'PUT')?.body).toEqual({
        receipts_enabled: true,
        tax_system_code: 2,
      }),
    );
    expect(await screen.findByText('Настройки чеков сохранены')).toBeTruthy();
  });

  it('lists the companies paying by autopay with their card and the latest charge', async () => {
    const card = {
      type: 'bank_card',
      title: '•• 4242',
      expiry: '12/28',
      issuer: 'Сбербанк',
      saved_at: '2026-11-02T10:00:00.000Z',
    };
    api = await startTestApi({
      'GET /api/v1/admin/billing-settings': { status: 200, body: { data: null } },
      'GET /api/v1/admin/online-payments/autopay': {
        status: 200,
        body: {
          data: [
            {
              company_id: 12,
              company_name: 'ООО «Ромашка»',
              saved_method: card,
              autopay: true,
              last_charge: {
                month: '2026-12',
                invoice_id: 5,
                amount_kopecks: 1_680_000,
                status: 'failed',
                attempts: 1,
                next_attempt_on: '2026-12-03',
                failure_reason: 'Недостаточно средств на карте',
                updated_at: '2026-12-01T07:00:00.000Z',
              },
            },
            {
              company_id: 14,
              company_name: 'ИП Петров',
              saved_method: card,
              autopay: false,
              last_charge: null,
            },
          ],
        },
      },
    });
    renderWithProviders(<AdminBillingPage />, { user: admin() });
    const table = await screen.findByRole('table', { name: 'Автоплатежи компаний' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: 'ООО «Ромашка»' })).toHaveAttribute(
      'href',
      '/clients/12',
    );
    expect(rows[0]).toHaveTextContent('•• 4242 · 12/28 · Сбербанк');
    expect(rows[0]).toHaveTextContent(/16\s800,00\s₽ за декабрь 2026/);
    expect(rows[0]).toHaveTextContent('Ошибка, будет повтор');
    expect(rows[0]).toHaveTextContent(/Недостаточно средств на карте; повтор 3 декабря 2026/);
    expect(rows[1]).toHaveTextContent('Выключен');
    expect(rows[1]).toHaveTextContent('Ещё не было');
  });
});
