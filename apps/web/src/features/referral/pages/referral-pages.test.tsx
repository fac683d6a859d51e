import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { startFakeMetrika } from '../../../test/fake-metrika.ts';
import { renderApp, renderWithProviders } from '../../../test/render.tsx';
import { startTestApi, type SeenRequest } from '../../../test/test-api.ts';
import {
  inactiveReferral,
  testConnectInfo,
  testLead,
  testPayout,
  testReferral,
} from '../../../test/referral/referral.fixtures.ts';
import { ReferralConnectPage } from './referral-connect-page.tsx';
import { ReferralInfoPage } from './referral-info-page.tsx';
import { ReferralLeadsPage } from './referral-leads-page.tsx';
import { ReferralPayoutsPage } from './referral-payouts-page.tsx';

const CURRENT = '/api/v1/companies/current/referrals';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
let metrika: ReturnType<typeof startFakeMetrika> | undefined;
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:referral-qr');
  URL.revokeObjectURL = vi.fn();
});
afterEach(async () => {
  await api?.close();
  api = undefined;
  metrika?.stop();
  metrika = undefined;
  vi.restoreAllMocks();
});

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('/referral entry (SPEC §2)', () => {
  it('leads a connected company to info', async () => {
    api = await startTestApi({
      [`GET ${CURRENT}`]: { status: 200, body: { data: testReferral() } },
      [`GET ${CURRENT}/qr.svg`]: { status: 200, body: {} },
    });
    const { router } = renderApp('/referral', { user: demoUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/referral/info'));
    expect(await h1('Партнёрская программа')).toBeTruthy();
  });

  it('leads a company that has not connected to connect', async () => {
    api = await startTestApi({
      [`GET ${CURRENT}`]: { status: 200, body: { data: inactiveReferral() } },
      [`GET ${CURRENT}/connect`]: { status: 200, body: { data: testConnectInfo() } },
    });
    const { router } = renderApp('/referral', { user: demoUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/referral/connect'));
  });

  it('treats a refused current-referral call (≥ 400) as not connected', async () => {
    api = await startTestApi({
      [`GET ${CURRENT}`]: { status: 404, body: { message: 'Не найдено.' } },
      [`GET ${CURRENT}/connect`]: { status: 200, body: { data: testConnectInfo() } },
    });
    const { router } = renderApp('/referral', { user: demoUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/referral/connect'));
  });

  it('sends an inactive company from info back to connect', async () => {
    api = await startTestApi({
      [`GET ${CURRENT}`]: { status: 200, body: { data: inactiveReferral() } },
      [`GET ${CURRENT}/connect`]: { status: 200, body: { data: testConnectInfo() } },
    });
    const { router } = renderApp('/referral/payouts', { user: demoUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/referral/connect'));
  });
});

describe('/referral/connect', () => {
  it('shows the rules, refuses a card with a wrong check digit, then connects', async () => {
    let put: SeenRequest | undefined;
    api = await startTestApi({
      [`GET ${CURRENT}`]: { status: 200, body: { data: inactiveReferral() } },
      [`GET ${CURRENT}/connect`]: { status: 200, body: { data: testConnectInfo() } },
      [`PUT ${CURRENT}`]: (request) => {
        put = request;
        return { status: 200, body: { data: testReferral() } };
      },
    });
    renderWithProviders(<ReferralConnectPage />, { user: demoUser() });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('10 % от оплат')).toBeTruthy();
    expect(screen.getByText(/10 % от оплат приглашённого клиента 12 месяцев/)).toBeTruthy();
    expect(
      screen.getByText('от 1 000,00 ₽', { normalizer: (t) => t.replace(/\u00a0/g, ' ') }),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Подключиться' }));
    expect(await screen.findByText('Примите условия программы')).toBeTruthy();
    expect(screen.getByText('Выберите способ выплаты')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Прочитать условия' }));
    expect(screen.getByText(/Выплата — от 1 000 ₽ по запросу/)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Принимаю условия программы' }));
    await user.click(screen.getByRole('radio', { name: 'На банковскую карту' }));
    const card = screen.getByRole('textbox', { name: 'Номер карты' });
    await user.type(card, '4242424242424241');
    expect(card).toHaveValue('4242 4242 4242 4241');
    await user.click(screen.getByRole('button', { name: 'Подключиться' }));
    expect(await screen.findByText('Номер карты введён с ошибкой')).toBeTruthy();
    expect(put).toBeUndefined();

    await user.clear(card);
    await user.type(card, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Подключиться' }));
    await waitFor(() =>
      expect(put?.body).toEqual({
        status: 'ACTIVE',
        rules_accepted: true,
        settings: { payment_method: { type: 'card', card_number: '4242 4242 4242 4242' } },
      }),
    );
    expect(await screen.findByText('Вы подключились к партнёрской программе')).toBeTruthy();
  });
});

describe('the referral_connect goal', () => {
  async function connectWithBalance() {
    renderWithProviders(<ReferralConnectPage />, { user: demoUser() });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('checkbox', { name: 'Принимаю условия программы' }));
    await user.click(screen.getByRole('radio', { name: 'На баланс в кабинете' }));
    await user.click(screen.getByRole('button', { name: 'Подключиться' }));
  }

  it('is recorded on the counter once the server accepts the connection', async () => {
    metrika = startFakeMetrika();
    api = await startTestApi({
      [`GET ${CURRENT}`]: { status: 200, body: { data: inactiveReferral() } },
      [`GET ${CURRENT}/connect`]: { status: 200, body: { data: testConnectInfo() } },
      [`PUT ${CURRENT}`]: { status: 200, body: { data: testReferral() } },
    });
    await connectWithBalance();
    await waitFor(() => expect(metrika!.goals()).toEqual(['referral_connect']));
    expect(api.seen.filter((request) => request.method === 'PUT')).toHaveLength(1);
  });

  it('is not recorded when the server refuses the connection', async () => {
    metrika = startFakeMetrika();
    api = await startTestApi({
      [`GET ${CURRENT}`]: { status: 200, body: { data: inactiveReferral() } },
      [`GET ${CURRENT}/connect`]: { status: 200, body: { data: testConnectInfo() } },
      [`PUT ${CURRENT}`]: {
        status: 403,
        body: {
          message: 'Подключать реферальную программу могут владелец и администратор компании.',
        },
      },
    });
    await connectWithBalance();
    expect(
      await screen.findByText(
        'Подключать реферальную программу могут владелец и администратор компании.',
      ),
    ).toBeTruthy();
    expect(metrika.goals()).toEqual([]);
  });
});

describe('/referral/info', () => {
  it('shows the totals and the QR, and copies the link', async () => {
    api = await startTestApi({
      [`GET ${CURRENT}`]: { status: 200, body: { data: testReferral() } },
      [`GET ${CURRENT}/qr.svg`]: { status: 200, body: {} },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ReferralInfoPage />, { user: demoUser() });
    const toPay = await screen.findByRole('group', { name: 'К выплате' });
    expect(toPay).toHaveTextContent('2 000,00 ₽');
    expect(screen.getByRole('group', { name: 'Начислено' })).toHaveTextContent('3 000,00 ₽');
    expect(screen.getByRole('group', { name: 'Выплачено' })).toHaveTextContent('1 000,00 ₽');
    expect(screen.getByRole('textbox', { name: 'Код приглашения' })).toHaveValue('ABCD2345');
    expect(
      await screen.findByRole('img', { name: 'QR-код ссылки для приглашений' }),
    ).toHaveAttribute('src', 'blob:referral-qr');
    expect(api.seen.find((r) => r.url.endsWith('/qr.svg'))?.headers.authorization).toBe(
      'Bearer 1|test-token',
    );

    await user.click(screen.getByRole('button', { name: 'Скопировать: ссылка' }));
    expect(await screen.findByText('Ссылка скопирована')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(
      'https://kabinet.test/auth/registration?ref=ABCD2345',
    );
    expect(screen.getByRole('navigation', { name: 'Разделы партнёрской программы' })).toBeTruthy();
  });
});

describe('/referral/info: the payout method', () => {
  it('changes it by PATCH to the company account, checking the account against the BIK', async () => {
    let patched: SeenRequest | undefined;
    api = await startTestApi({
      [`GET ${CURRENT}`]: { status: 200, body: { data: testReferral() } },
      [`GET ${CURRENT}/qr.svg`]: { status: 200, body: {} },
      [`PATCH ${CURRENT}`]: (request) => {
        patched = request;
        return {
          status: 200,
          body: {
            data: testReferral({
              settings: {
                payment_method: { type: 'bank_account', label: 'БИК 044525225, р/с 4070…0001' },
              },
            }),
          },
        };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ReferralInfoPage />, { user: demoUser() });
    await user.click(await screen.findByRole('button', { name: 'Изменить способ выплаты' }));
    const dialog = await screen.findByRole('dialog', { name: 'Способ выплаты' });
    // The form's code arrives after the dialog opens; changing the method asks nothing about the rules.
    const toAccount = await within(dialog).findByRole('radio', {
      name: 'На расчётный счёт компании',
    });
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await user.click(toAccount);
    await user.type(within(dialog).getByRole('textbox', { name: 'БИК' }), '044525225');
    const account = within(dialog).getByRole('textbox', { name: 'Расчётный счёт' });
    await user.type(account, '40702810938000000002');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText(/не соответствует БИК/)).toBeTruthy();
    expect(patched).toBeUndefined();

    await user.clear(account);
    await user.type(account, '40702810938000000001');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Способ выплаты изменён')).toBeTruthy();
    expect(patched?.method).toBe('PATCH');
    expect(patched?.body).toEqual({
      settings: {
        payment_method: { type: 'bank_account', bik: '044525225', account: '40702810938000000001' },
      },
    });
    expect(api.seen.some((request) => request.method === 'PUT')).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('/referral/payouts', () => {
  it('checks the sum against the minimum and what is available, and shows the server’s 422', async () => {
    const posted: unknown[] = [];
    api = await startTestApi({
      [`GET ${CURRENT}`]: { status: 200, body: { data: testReferral() } },
      [`GET ${CURRENT}/payouts`]: { status: 200, body: { data: [testPayout()] } },
      [`POST ${CURRENT}/payouts`]: (request) => {
        posted.push(request.body);
        return {
          status: 422,
          body: {
            message: 'Проверьте сумму',
            errors: { amount_kopecks: ['Сумма больше доступной к выплате'] },
          },
        };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ReferralPayoutsPage />, { user: demoUser() });
    const history = await screen.findByRole('table');
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent('Запрошена');
    const amount = screen.getByRole('textbox', { name: 'Сумма, ₽' });
    const submit = screen.getByRole('button', { name: 'Запросить выплату' });

    await user.type(amount, '500');
    await user.click(submit);
    expect(await screen.findByText(/Минимальная сумма выплаты — 1.000,00.₽/)).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '2500');
    await user.click(submit);
    expect(await screen.findByText(/Доступно к выплате 2.000,00.₽/)).toBeTruthy();
    expect(posted).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '1500,50');
    await user.click(submit);
    expect(await screen.findByText('Сумма больше доступной к выплате')).toBeTruthy();
    expect(posted).toEqual([{ amount_kopecks: 150_050 }]);
  });
});

describe('/referral/leads', () => {
  it('lists leads with status, filters by status and adds one by hand', async () => {
    api = await startTestApi({
      [`GET ${CURRENT}`]: { status: 200, body: { data: testReferral() } },
      'GET /api/referral-leads': {
        status: 200,
        body: {
          data: [testLead(), testLead({ id: 6, name: 'Анна', status: 'client', source: 'link' })],
          meta: { current_page: 1, last_page: 1, per_page: 15, total: 2 },
          links: {},
        },
      },
      'POST /api/referral-leads': (request) => ({
        status: 201,
        body: { data: testLead({ id: 7, ...(request.body as object) }) },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ReferralLeadsPage />, { user: demoUser() });
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Пётр Иванов');
    expect(rows[1]).toHaveTextContent('Новый');
    expect(rows[2]).toHaveTextContent('Стал клиентом');
    // Only a manual, still new lead may be deleted.
    expect(screen.getByRole('button', { name: 'Удалить рекомендацию Пётр Иванов' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Удалить рекомендацию Анна' })).toBeNull();

    await user.click(screen.getByRole('textbox', { name: 'Статус' }));
    await user.click(await screen.findByRole('option', { name: 'В работе', hidden: true }));
    await waitFor(() =>
      expect(api!.seen.some((r) => r.url.includes('status=in_progress'))).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'Добавить рекомендацию' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая рекомендация' });
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText('Укажите имя')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Имя' }), 'Сергей');
    await user.type(screen.getByRole('textbox', { name: 'Телефон' }), '9001234567');
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText('Рекомендация добавлена')).toBeTruthy();
    expect(dialog).toBeTruthy();
    expect(api.seen.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Сергей',
      phone: '79001234567',
      company_name: '',
      comment: '',
    });
  });
});
