import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi, type SeenRequest } from '../../../test/test-api.ts';
import { testLead, testPayout } from '../../../test/referral/referral.fixtures.ts';
import { AdminReferralRulesPage } from './admin-referral-rules-page.tsx';
import { StaffReferralPayoutsPage } from './staff-referral-payouts-page.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const manager = () => demoUser({ role: { role_name: 'Менеджер', role_slug: 'manager' } });
const admin = () => demoUser({ role: { role_name: 'Администратор', role_slug: 'admin' } });

describe('staff «Реферальные выплаты»', () => {
  it('tells a client «Недостаточно прав» and asks nothing', async () => {
    api = await startTestApi({});
    renderWithProviders(<StaffReferralPayoutsPage />, { user: demoUser() });
    expect(screen.getByText('Недостаточно прав')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.seen).toHaveLength(0);
  });

  it('approves a requested payout and rejects only with a reason', async () => {
    const moves: SeenRequest[] = [];
    api = await startTestApi({
      'GET /api/v1/staff/referral-payouts': {
        status: 200,
        body: { data: [testPayout(), testPayout({ id: 10, status: 'approved' })] },
      },
      'POST /api/v1/staff/referral-payouts/9/moves': (request) => {
        moves.push(request);
        return { status: 200, body: { data: testPayout({ status: 'approved' }) } };
      },
      'POST /api/v1/staff/referral-payouts/10/moves': (request) => {
        moves.push(request);
        return { status: 200, body: { data: testPayout({ id: 10, status: 'rejected' }) } };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<StaffReferralPayoutsPage />, { user: manager() });
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('ООО «Ромашка»');
    expect(api.seen[0]?.url).toContain('status=requested');
    // A requested payout is approved first; only an approved one is marked paid.
    expect(screen.queryByRole('button', { name: 'Отметить выплату №9 выплаченной' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Отметить выплату №10 выплаченной' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Одобрить выплату №9' }));
    expect(await screen.findByText('Выплата одобрена')).toBeTruthy();
    expect(moves[0]?.body).toEqual({ status: 'approved', comment: '' });

    await user.click(screen.getByRole('button', { name: 'Отклонить выплату №10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отклонить выплату' });
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(await within(dialog).findByText('Напишите, почему выплата отклонена')).toBeTruthy();
    expect(moves).toHaveLength(1);
    await user.type(within(dialog).getByRole('textbox', { name: /Причина/ }), 'Неверный счёт');
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    await waitFor(() =>
      expect(moves[1]?.body).toEqual({ status: 'rejected', comment: 'Неверный счёт' }),
    );
  });
});

describe('staff «Рекомендации»', () => {
  it('pages through the leads and starts again from the first page for another status', async () => {
    api = await startTestApi({
      'GET /api/v1/staff/referral-leads': (request) => {
        const page = Number(new URL(request.url, 'http://x').searchParams.get('page') ?? '1');
        return {
          status: 200,
          body: {
            data: [testLead({ id: page, name: `Рекомендация ${page}` })],
            meta: { current_page: page, last_page: 2, per_page: 1, total: 2 },
          },
        };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<StaffReferralPayoutsPage />, { user: manager() });
    await user.click(await screen.findByRole('tab', { name: 'Рекомендации' }));
    expect(await screen.findByText('Рекомендация 1')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Следующая страница' }));
    expect(await screen.findByText('Рекомендация 2')).toBeTruthy();
    expect(api.seen.at(-1)?.url).toContain('page=2');
    await user.click(screen.getByRole('textbox', { name: 'Статус рекомендации' }));
    await user.click(await screen.findByRole('option', { name: 'Все статусы', hidden: true }));
    await waitFor(() => expect(api?.seen.at(-1)?.url).toMatch(/page=1/));
  });
});

describe('staff moving a lead’s status', () => {
  it('sends the status alone (PATCH, so the referrer’s notes stay) and says it moved', async () => {
    const moves: SeenRequest[] = [];
    const lead = testLead({ comment: 'Звонить после обеда' });
    api = await startTestApi({
      'GET /api/v1/staff/referral-leads': {
        status: 200,
        body: { data: [lead], meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 } },
      },
      'PATCH /api/referral-leads/5': (request) => {
        moves.push(request);
        return {
          status: 200,
          body: { data: { ...lead, status: 'in_progress', status_name: 'В работе' } },
        };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<StaffReferralPayoutsPage />, { user: manager() });
    await user.click(await screen.findByRole('tab', { name: 'Рекомендации' }));
    const select = await screen.findByRole('textbox', { name: 'Статус рекомендации Пётр Иванов' });
    await user.click(select);
    // The filter's options are in the page too: choose among this select's own.
    const options = await waitFor(() => {
      const listbox = document.getElementById(select.getAttribute('aria-controls') ?? '');
      if (!listbox) throw new Error('the list of statuses is not open');
      return listbox;
    });
    await user.click(within(options).getByRole('option', { name: 'В работе', hidden: true }));

    expect(await screen.findByText('Пётр Иванов: статус «В работе»')).toBeTruthy();
    expect(moves).toHaveLength(1);
    expect(moves[0]?.method).toBe('PATCH');
    expect(moves[0]?.body).toEqual({ status: 'in_progress' });
  });
});

describe('admin «Правила реферальной программы»', () => {
  it('saves percent, months and minimum as basis points and kopecks', async () => {
    api = await startTestApi({
      'GET /api/v1/admin/referral-rules': {
        status: 200,
        body: {
          data: { reward_basis_points: 1000, reward_months: 12, min_payout_kopecks: 100_000 },
        },
      },
      'PUT /api/v1/admin/referral-rules': (request) => ({
        status: 200,
        body: { data: request.body },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminReferralRulesPage />, { user: admin() });
    const percent = await screen.findByRole('textbox', { name: 'Вознаграждение, %' });
    expect(percent).toHaveValue('10');
    await user.clear(percent);
    await user.type(percent, '60');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Не больше 50 %')).toBeTruthy();

    await user.clear(percent);
    await user.type(percent, '7,5');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Правила сохранены')).toBeTruthy();
    expect(api.seen.find((r) => r.method === 'PUT')?.body).toEqual({
      reward_basis_points: 750,
      reward_months: 12,
      min_payout_kopecks: 100_000,
    });
  });
});
