import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderApp } from '../../../test/render.tsx';
import { startTestApi, type TestAnswer } from '../../../test/test-api.ts';
import { testBilling } from '../../../test/billing/billing.fixtures.ts';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await api?.close();
  api = undefined;
});

const payment = (status: string): TestAnswer => ({
  status: 200,
  body: { data: { id: 77, status, amount_kopecks: 1_560_000, invoice_id: 11, company_id: 1 } },
});

describe('/payment/success', () => {
  it('waits with a spinner while pending and shows «Оплачен» with the new balance once the server says so', async () => {
    const answers = [payment('pending'), payment('succeeded')];
    api = await startTestApi({
      'GET /api/v1/online-payments/77': () => answers.shift() ?? payment('succeeded'),
      'GET /api/v1/companies/1/billing': {
        status: 200,
        body: { data: testBilling({ balance_kopecks: 20_000, debt_kopecks: 0, due_kopecks: 0 }) },
      },
    });
    renderApp('/payment/success?payment=77', { user: demoUser() });
    expect(await screen.findByRole('heading', { name: 'Проверяем платёж…' })).toBeTruthy();
    expect(screen.getByRole('status')).toHaveTextContent('ждём подтверждения от банка');

    expect(await screen.findByRole('heading', { name: 'Оплачен' })).toBeTruthy();
    expect(await screen.findByText('Баланс компании: 200,00 ₽')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'К оплате и счетам' })).toHaveAttribute(
      'href',
      '/payment',
    );
    const asked = api.seen.filter((request) => request.url === '/api/v1/online-payments/77');
    expect(asked).toHaveLength(2);
  });

  it('trusts the server, not the URL: a canceled payment stays «Платёж отменён»', async () => {
    api = await startTestApi({ 'GET /api/v1/online-payments/77': payment('canceled') });
    renderApp('/payment/success?payment=77&status=succeeded', { user: demoUser() });
    expect(await screen.findByRole('heading', { name: 'Платёж отменён' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Оплачен' })).toBeNull();
  });

  it('asks nothing without a payment id in the link', async () => {
    api = await startTestApi({});
    renderApp('/payment/success?status=succeeded', { user: demoUser() });
    expect(await screen.findByRole('heading', { name: 'Платёж не найден' })).toBeTruthy();
    expect(api.seen.some((request) => request.url.startsWith('/api/v1/online-payments'))).toBe(
      false,
    );
  });

  it('stops asking after 2 minutes of «pending» and offers to check again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    api = await startTestApi({ 'GET /api/v1/online-payments/77': payment('pending') });
    renderApp('/payment/success?payment=77', { user: demoUser() });
    expect(await screen.findByRole('heading', { name: 'Проверяем платёж…' })).toBeTruthy();
    await vi.advanceTimersByTimeAsync(121_000);
    // A check still in flight when the clock jumps (a loaded machine) schedules one more: the
    // clock runs on until the page gives up.
    // (vi.waitFor keeps real timers: the fake clock's jumps cannot end its own wait.)
    await vi.waitFor(
      async () => {
        await vi.advanceTimersByTimeAsync(10_000);
        expect(screen.getByRole('heading', { name: 'Платёж ещё обрабатывается' })).toBeTruthy();
      },
      { timeout: 8000, interval: 100 },
    );
    expect(screen.getByRole('button', { name: 'Проверить ещё раз' })).toBeTruthy();
  });
});
