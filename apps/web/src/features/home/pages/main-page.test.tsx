import type { TodoItem } from '@kabinet/domain/todo';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { withLivePage } from '../../../test/live-page.tsx';
import { homeTariff } from '../../../test/home/home.fixtures.ts';
import { MainPage } from './main-page.tsx';

// The page mounts its own events hook; nothing is needed beside it.
const { user, render } = withLivePage(() => undefined);

const invoice: TodoItem = {
  kind: 'invoice',
  title: 'Оплатите счёт № 2026-0007',
  detail: '56 610,00 ₽, просрочен с 20.11.2026',
  due_date: '2026-11-20',
  link: '/payment',
  severity: 'danger',
};
const chat: TodoItem = {
  kind: 'chat',
  title: 'Непрочитанные сообщения: Бухгалтерия',
  detail: 'Новых сообщений: 2',
  link: '/chat/12',
  severity: 'warning',
};
const chooseTariff: TodoItem = {
  kind: 'tariff',
  title: 'Выберите тариф',
  detail: 'Ответьте на несколько вопросов',
  link: '/service/tariff/step',
  severity: 'info',
};

function routes(todo: () => TodoItem[], tariffs: () => unknown[] = () => []) {
  return {
    'GET /api/v1/companies/1/todo': () => ({ status: 200, body: { data: todo() } }),
    'GET /api/company-tariffs-by-active': () => ({ status: 200, body: { data: tariffs() } }),
    'GET /api/v1/companies/1/manager': { status: 200, body: { data: null } },
  };
}

describe('«Что сделать дальше» on the main page', () => {
  it('lists the company’s to-dos as links to where each is done, the overdue one in red', async () => {
    await render(
      routes(() => [invoice, chat, chooseTariff]),
      <MainPage />,
    );
    const card = await screen.findByRole('region', { name: 'Что сделать дальше' });
    const pay = await within(card).findByRole('link', { name: /Оплатите счёт № 2026-0007/ });
    expect(pay.getAttribute('href')).toBe('/payment');
    expect(pay.getAttribute('data-severity')).toBe('danger');
    expect(within(pay).getByText('Оплатите счёт № 2026-0007')).toHaveStyle({
      color: 'var(--mantine-color-red-text)',
    });
    const read = within(card).getByRole('link', { name: /Бухгалтерия/ });
    expect(read.getAttribute('href')).toBe('/chat/12');
    expect(read.getAttribute('data-severity')).toBe('warning');
    expect(within(card).getByRole('link', { name: /Выберите тариф/ })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Тариф/ })).toBeNull();
  });

  it('says «Всё сделано» when nothing is left', async () => {
    await render(
      routes(() => []),
      <MainPage />,
    );
    const card = await screen.findByRole('region', { name: 'Что сделать дальше' });
    expect(await within(card).findByText('Всё сделано')).toBeTruthy();
    expect(within(card).queryAllByRole('link')).toHaveLength(0);
  });

  it('shows the active tariff’s summary with its month price and next charge, not «Выберите тариф»', async () => {
    await render(
      routes(
        () => [],
        () => [homeTariff('DRAFT', { id: 41 }), homeTariff('ACTIVE')],
      ),
      <MainPage />,
    );
    const summary = await screen.findByRole('region', { name: 'Финансовый' });
    expect(within(summary).getByTestId('home-tariff-status')).toHaveTextContent('Активен');
    expect(within(summary).getByText('2 969 ₽')).toBeTruthy();
    expect(within(summary).getByText('Следующее списание')).toBeTruthy();
    expect(within(summary).getByText(/^01\.\d{2}\.\d{4}$/)).toBeTruthy();
    expect(screen.queryByText('Выберите тариф')).toBeNull();
  });

  it('dates the next charge of a tariff from next month on its month’s 1st', async () => {
    await render(
      routes(
        () => [],
        () => [homeTariff('NEW_NEXT_MONTH', { date_connect: '2099-03-15' })],
      ),
      <MainPage />,
    );
    const summary = await screen.findByRole('region', { name: 'Финансовый' });
    expect(within(summary).getByText('01.03.2099')).toBeTruthy();
  });

  it('promises no charge date for a NEW tariff until it is connected', async () => {
    await render(
      routes(
        () => [],
        () => [homeTariff('NEW')],
      ),
      <MainPage />,
    );
    const waiting = await screen.findByRole('region', { name: 'Финансовый' });
    expect(within(waiting).getByText('После подключения')).toBeTruthy();
  });

  it('drops a done item live when the server tells of a change (another tab paid the invoice)', async () => {
    let items = [invoice, chat];
    const { realtime, listening } = await render(
      routes(() => items),
      <MainPage />,
    );
    expect(await screen.findByText('Оплатите счёт № 2026-0007')).toBeTruthy();
    await listening();

    items = [chat];
    realtime.toUser(user.id, 'CompanyTariffStatusChanged', {
      company_id: 1,
      company_tariff: homeTariff('NEW'),
      from_status: 'NEW_MONEY_NOT_ENOUGH',
      to_status: 'NEW',
    });
    await waitFor(() => expect(screen.queryByText('Оплатите счёт № 2026-0007')).toBeNull());
    expect(screen.getByText('Непрочитанные сообщения: Бухгалтерия')).toBeTruthy();

    items = [];
    realtime.toUser(user.id, 'ChatConversationNotificationsRead', {
      read_notification_ids: ['n1'],
    });
    expect(await screen.findByText('Всё сделано')).toBeTruthy();
  });

  it('drops «Заполните данные компании» live when the company is saved in another tab', async () => {
    const companyData: TodoItem = {
      kind: 'company_data',
      title: 'Заполните данные компании',
      detail: 'Не хватает банковских реквизитов',
      link: '/company/1',
      severity: 'info',
    };
    let items = [companyData];
    const { realtime, listening } = await render(
      routes(() => items),
      <MainPage />,
    );
    expect(await screen.findByText('Заполните данные компании')).toBeTruthy();
    await listening();
    items = [];
    realtime.toUser(user.id, 'CompanyUpdated', { company_id: 1 });
    expect(await screen.findByText('Всё сделано')).toBeTruthy();
  });
});
