// Staff get their own workspace: their sidebar, their home, their clients; a client
// opening a staff page sees «Недостаточно прав» and the server is not asked. The home
// also lists the clients' invoices waiting for money («Счета к оплате»).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../test/demo-user.ts';
import { renderApp } from '../../test/render.tsx';
import { startTestApi } from '../../test/test-api.ts';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const manager = () =>
  demoUser({ name: 'Мария', role: { role_name: 'Менеджер', role_slug: 'manager' } });
const company = (id: number, name: string) => ({
  id,
  name,
  inn: '7701234560',
  kpp: '',
  ogrn: '',
  status: 'ACTIVE',
  balance: 0,
  debt: 0,
  banks: [],
  users: [],
  company_meta: { kind: 'LEGAL', managers: [{ id: 2, name: 'Мария Смирнова' }], filled: {} },
  info: { legal_address: null, director_name: '' },
});
const page = (data: unknown[]) => ({
  data,
  meta: { current_page: 1, last_page: 1, per_page: 20, total: data.length },
  links: { first: null, last: null, prev: null, next: null },
});

const invoice = (fields: Record<string, unknown>) => ({
  id: 7,
  number: '2026-0012',
  company: { id: 1, name: 'ООО «Ромашка»' },
  status: 'overdue',
  status_name: 'Просрочен',
  total_kopecks: 123_450,
  paid_kopecks: 0,
  due_kopecks: 123_450,
  due_date: '2026-11-26',
  days_overdue: 4,
  ...fields,
});

/** An element's text with every kind of space (the money formatter's no-break ones) as ' '. */
const spaced = (element: HTMLElement) => (element.textContent ?? '').replace(/\s/g, ' ');

async function sidebar() {
  return within(await screen.findByRole('navigation', { name: 'Разделы кабинета' }));
}

describe('the staff workspace', () => {
  it('gives a manager their own sidebar and a home of what waits for them', async () => {
    const since = new Date(Date.now() - 3 * 3_600_000 - 60_000).toISOString();
    api = await startTestApi({
      'GET /api/v1/staff/clients': { status: 200, body: page([company(1, 'ООО «Ромашка»')]) },
      'GET /api/v1/chat/inbox': {
        status: 200,
        body: {
          data: [
            {
              conversation: { id: 5, name: 'Бухгалтерия', last_message: { text: 'Где отчёт?' } },
              company: { id: 1, name: 'ООО «Ромашка»' },
              waiting_since: since,
            },
          ],
        },
      },
    });
    renderApp('/', { user: manager() });
    const nav = await sidebar();
    for (const item of ['Главная', 'Клиенты', 'Входящие', 'Задачи', 'Документы']) {
      expect(nav.getByRole('link', { name: item })).toBeInTheDocument();
    }
    for (const clientItem of ['Тариф', 'Оплата', 'Управленческий учёт', 'Компания']) {
      expect(nav.queryByRole('link', { name: clientItem })).toBeNull();
    }
    expect(await screen.findByRole('heading', { name: /Мария!/ })).toBeInTheDocument();
    const waiting = await screen.findByRole('list', { name: 'Ждут ответа' });
    expect(within(waiting).getByText('ООО «Ромашка»')).toBeInTheDocument();
    expect(within(waiting).getByText('ждёт ответа 3 ч')).toBeInTheDocument();
    expect(await screen.findByText('У вас 1 компания.')).toBeInTheDocument();
  });

  it('shows the clients’ invoices waiting for money, overdue first with how late, each opening the card’s «Оплата»', async () => {
    api = await startTestApi({
      'GET /api/v1/staff/clients': { status: 200, body: page([company(1, 'ООО «Ромашка»')]) },
      'GET /api/v1/chat/inbox': { status: 200, body: { data: [] } },
      'GET /api/v1/staff/invoices': {
        status: 200,
        body: {
          data: [
            invoice({ id: 7, company: { id: 1, name: 'ООО «Ромашка»' }, status: 'overdue' }),
            invoice({
              id: 9,
              number: '2026-0019',
              company: { id: 2, name: 'ООО «Вектор»' },
              status: 'partially_paid',
              status_name: 'Частично оплачен',
              paid_kopecks: 500_000,
              due_kopecks: 734_050,
              due_date: '2026-12-04',
              days_overdue: 0,
            }),
          ],
        },
      },
    });
    const { router } = renderApp('/', { user: manager() });
    const list = await screen.findByRole('list', { name: 'Счета к оплате' });
    const rows = within(list).getAllByRole('link');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('ООО «Ромашка»');
    expect(rows[0]).toHaveTextContent('Счёт № 2026-0012 · до 26.11.2026');
    expect(spaced(rows[0]!)).toContain('1 234,50 ₽');
    expect(within(rows[0]!).getByText('просрочен на 4 дня')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('ООО «Вектор»');
    expect(spaced(rows[1]!)).toContain('7 340,50 ₽');
    expect(rows[1]).not.toHaveTextContent('просрочен');
    expect(screen.getByRole('heading', { name: 'Счета к оплате · 2 счёта' })).toBeInTheDocument();
    expect(api.seen.some((call) => call.url === '/api/v1/staff/invoices?status=open')).toBe(true);

    await userEvent.click(rows[1]!);
    expect(router.state.location.pathname).toBe('/clients/2');
    expect(router.state.location.search).toBe('?tab=billing');
  });

  it('says all invoices are paid when none wait for money', async () => {
    api = await startTestApi({
      'GET /api/v1/staff/clients': { status: 200, body: page([]) },
      'GET /api/v1/chat/inbox': { status: 200, body: { data: [] } },
      'GET /api/v1/staff/invoices': { status: 200, body: { data: [] } },
    });
    renderApp('/', { user: manager() });
    expect(await screen.findByText('Все счета оплачены')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Счета к оплате' })).toBeNull();
  });

  it('says the waiting conversations could not be loaded, never «Все ответы даны», when the inbox fails', async () => {
    api = await startTestApi({
      'GET /api/v1/staff/clients': { status: 200, body: page([]) },
      'GET /api/v1/chat/inbox': { status: 503, body: { message: 'Сервис временно недоступен' } },
      'GET /api/v1/staff/invoices': { status: 200, body: { data: [] } },
    });
    renderApp('/', { user: manager() });
    expect(await screen.findByText('Сервис временно недоступен')).toBeInTheDocument();
    expect(screen.queryByText('Все ответы даны')).toBeNull();
  });

  it('lists the manager’s clients, each opening its card', async () => {
    api = await startTestApi({
      'GET /api/v1/staff/clients': {
        status: 200,
        body: page([company(1, 'ООО «Ромашка»'), company(2, 'ООО «Вектор»')]),
      },
    });
    const { router } = renderApp('/clients', { user: manager() });
    expect((await screen.findAllByText('ООО «Вектор»')).length).toBeGreaterThan(0);
    expect(screen.getByText('2 компании')).toBeInTheDocument();
    // A row opens the company's client card.
    await userEvent.click(screen.getAllByRole('button', { name: /ООО «Вектор»/ })[0]!);
    expect(router.state.location.pathname).toBe('/clients/2');
  });

  it('keeps the client’s sidebar for a client, and shows them no staff page', async () => {
    api = await startTestApi({});
    renderApp('/clients', { user: demoUser() });
    const nav = await sidebar();
    expect(nav.getByRole('link', { name: 'Тариф' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Входящие' })).toBeNull();
    expect((await screen.findAllByText('Недостаточно прав')).length).toBeGreaterThan(0);
    expect(api.seen.filter((call) => call.url.includes('/staff/'))).toEqual([]);
  });
});
