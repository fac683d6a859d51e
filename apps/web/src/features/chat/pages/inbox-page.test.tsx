import type { Conversation, InboxItem } from '@kabinet/domain/chat';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderApp, renderWithProviders } from '../../../test/render.tsx';
import { startTestApi } from '../../../test/test-api.ts';
import { InboxPage } from './inbox-page.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const manager = () => demoUser({ role: { role_name: 'Менеджер', role_slug: 'manager' } });
const me = {
  id: 2,
  user_id: 7,
  current_chat_conversation_id: null,
  name: 'Иван',
  telegram_id: null,
  platform: 'web',
  state: null,
  online: false,
  created_at: '2026-11-20T09:00:00.000000Z',
  updated_at: '2026-11-20T09:00:00.000000Z',
};

function item(id: number, name: string, company: string, waitingSince: string | null): InboxItem {
  const conversation: Conversation = {
    id,
    name,
    type: 'PRIVATE',
    chat_user_id: 2,
    chat_users: [me],
    users: [],
    messages: [],
    last_message: null,
    unread_count: id === 1 ? 3 : 0,
    typing_users: [],
    draft_message: null,
    message_pagination_info: null,
    created_at: '2026-11-01T07:00:00.000000Z',
    settings: { telegram_chat_id: null, bot_is_admin: false },
  };
  return { conversation, company: { id: id * 10, name: company }, waiting_since: waitingSince };
}

describe('/inbox', () => {
  it('tells a client «Недостаточно прав» and asks the server nothing', async () => {
    api = await startTestApi({});
    renderWithProviders(<InboxPage />, { user: demoUser() });
    expect(screen.getAllByText('Недостаточно прав').length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.seen).toHaveLength(0);
  });

  it('lists the clients’ conversations with company, unread count and waiting time, and filters on the server', async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000 - 60_000).toISOString();
    api = await startTestApi({
      'GET /api/v1/chat/user/current': { status: 200, body: { data: me } },
      'GET /api/v1/chat/inbox': (request) => ({
        status: 200,
        body: {
          data: request.url.includes('filter=unanswered')
            ? [item(1, 'Бухгалтерия', 'ООО «Ромашка»', twoHoursAgo)]
            : [
                item(1, 'Бухгалтерия', 'ООО «Ромашка»', twoHoursAgo),
                item(2, 'Зарплата', 'ООО «Вектор»', null),
              ],
        },
      }),
    });
    renderWithProviders(<InboxPage />, { user: manager() });
    const list = await screen.findByRole('list', { name: 'Диалоги клиентов' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('ООО «Ромашка»')).toBeTruthy();
    expect(within(first).getByText('ждёт ответа 2 ч')).toBeTruthy();
    expect(within(first).getByLabelText('Непрочитанных: 3')).toBeTruthy();

    await userEvent.click(screen.getByText('Без ответа'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Диалоги клиентов' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(api.seen.some((call) => call.url.includes('filter=unanswered'))).toBe(true);
  });

  it('links the company it is narrowed to to its client card', async () => {
    api = await startTestApi({
      'GET /api/v1/chat/user/current': { status: 200, body: { data: me } },
      'GET /api/v1/chat/inbox': {
        status: 200,
        body: { data: [item(1, 'Бухгалтерия', 'ООО «Ромашка»', null)] },
      },
    });
    renderApp('/inbox?company=10', { user: manager() });
    const link = await screen.findByRole('link', { name: 'ООО «Ромашка»' });
    expect(link).toHaveAttribute('href', '/clients/10');
    expect(api.seen.find((call) => call.url.startsWith('/api/v1/chat/inbox'))?.url).toContain(
      'company_id=10',
    );
  });
});
