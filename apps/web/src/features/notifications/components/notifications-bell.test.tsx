import { createServer, type IncomingMessage, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { NOTIFICATION_SOUND_URL } from '@kabinet/domain/chat';
import {
  resolveNotificationPreferences,
  type NotificationPreferences,
  type NotificationPreferencesPatch,
} from '@kabinet/domain/notifications';
import { type Notification } from '@kabinet/domain/users';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { Server } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

import { setApiBaseUrl } from '../../../shared/http/http.ts';
import { configureRealtime, disconnectRealtime } from '../../../shared/realtime/socket.ts';
import { useToastStore } from '../../../shared/toast/toast-store.ts';
import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { notificationPreferencesKeys } from '../preferences-api.ts';
import { NotificationsBell } from './notifications-bell.tsx';

/** The bell once its popover's code has loaded (on hover, OnDemand): then it says it is closed. */
async function loadedBell(name: string): Promise<HTMLElement> {
  await userEvent.setup().hover(await screen.findByRole('button', { name }));
  return screen.findByRole('button', { name, expanded: false });
}

// 12:00 in Moscow on 21.11.2026: «Сегодня», «Вчера» and «Ранее» are fixed.
const NOW = new Date('2026-11-21T09:00:00.000Z');

function chatNotification(id: string, createdAt: string, read_at: string | null = null) {
  return {
    id,
    type: 'NEW_CHAT_MESSAGE',
    read_at,
    created_at: createdAt,
    data: {
      type: 'NEW_CHAT_MESSAGE',
      message: {
        id: 5,
        chat_conversation_id: 12,
        text: 'Акт сверки готов',
        chat_user: { name: 'Мария Менеджерова' },
      },
    },
  } satisfies Notification;
}

const today = chatNotification('n-today', '2026-11-21T08:30:00.000Z');
const yesterday: Notification = {
  id: 'n-yesterday',
  type: 'COMPANY_TARIFF_STATUS_CHANGED',
  read_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  data: {
    type: 'COMPANY_TARIFF_STATUS_CHANGED',
    company_id: 1,
    company_tariff_id: 3,
    status: 'ACTIVE',
    status_name: 'Тариф подключён',
  },
};
const earlier = chatNotification(
  'n-earlier',
  '2026-11-10T08:00:00.000Z',
  '2026-11-10T09:00:00.000Z',
);

function tariffNotification(id: string): Notification {
  return {
    id,
    type: 'COMPANY_TARIFF_STATUS_CHANGED',
    read_at: null,
    created_at: '2026-11-21T08:59:00.000Z',
    data: {
      type: 'COMPANY_TARIFF_STATUS_CHANGED',
      company_id: 1,
      company_tariff_id: 4,
      status: 'ACTIVE',
      status_name: 'Активен',
      title: 'Статус тарифа изменён',
      text: 'ООО «Ромашка»: тариф «Бизнес» — активен',
    },
  };
}

/** A real API + Socket.IO server following docs/api/notifications.md (no preferences: null). */
async function startNotificationsServer(
  list: Notification[],
  preferences?: NotificationPreferences,
) {
  const seen: { method: string; url: string; body: unknown }[] = [];
  const http: HttpServer = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as unknown) : undefined;
      seen.push({ method: req.method ?? '', url: req.url ?? '', body });
      res.writeHead(200, {
        'content-type': 'application/json',
        'access-control-allow-origin': '*',
      });
      if (req.url?.startsWith('/api/v1/notification-preferences')) {
        res.end(JSON.stringify({ data: preferences ?? null }));
      } else if (req.url?.startsWith('/broadcasting/auth')) {
        res.end(JSON.stringify({ auth: 'signature', token_id: 1 }));
      } else if (req.url?.startsWith('/api/v1/notifications')) {
        res.end(JSON.stringify({ data: list, next_cursor: null }));
      } else if (req.url === '/api/notifications/mark-read') {
        const ids = (body as { notifications_ids: string[] }).notifications_ids;
        const read = ids.map((id) => ({ id, read_at: NOW.toISOString() }));
        res.end(JSON.stringify({ data: read }));
      } else {
        res.end(JSON.stringify({ data: null }));
      }
    });
  });
  const io = new Server(http, { path: '/socket.io', transports: ['websocket'] });
  let subscribed = 0;
  io.on('connection', (socket) => {
    socket.on('subscribe', (payload: { channel: string }, ack: (answer: unknown) => void) => {
      void socket.join(payload.channel);
      subscribed += 1;
      ack({ ok: true });
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const emit = (event: string, data: unknown) =>
    io.to('private-user.7').emit('event', { channel: 'private-user.7', event, data });
  const close = () => new Promise<void>((resolve) => void io.close(() => resolve()));
  return { url, seen, emit, close, subscribed: () => subscribed };
}

let server: Awaited<ReturnType<typeof startNotificationsServer>> | undefined;
// jsdom cannot play media: `play` is the browser boundary the sound is observed at.
let play: MockInstance<HTMLMediaElement['play']>;

async function renderBell(list: Notification[], patch?: NotificationPreferencesPatch) {
  server = await startNotificationsServer(list, patch && resolveNotificationPreferences(patch));
  setApiBaseUrl(server.url);
  configureRealtime({ url: server.url, apiBaseUrl: server.url });
  return renderWithProviders(
    <>
      <NotificationsBell userId={7} />
      <Routes>
        <Route path="/service/tariff" element={<p>Страница тарифа</p>} />
        <Route path="*" element={null} />
      </Routes>
    </>,
    { user: demoUser() },
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW, shouldAdvanceTime: true });
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  act(() => useToastStore.setState({ toasts: [] }));
  disconnectRealtime();
  setApiBaseUrl('');
  await server?.close();
  server = undefined;
});

describe('notifications bell', () => {
  it('shows the unread count, groups the list and marks the shown ones read on open', async () => {
    await renderBell([earlier, yesterday, today]);
    const bell = await loadedBell('Уведомления, непрочитанных: 2');
    expect(server?.seen.some((r) => r.url === '/api/notifications/mark-read')).toBe(false);

    await userEvent.setup().click(bell);
    const groups = await screen.findAllByRole('region');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['Сегодня', 'Вчера', 'Ранее']);
    const todayGroup = within(groups[0] as HTMLElement);
    expect(todayGroup.getByText('Мария Менеджерова')).toBeInTheDocument();
    expect(todayGroup.getByRole('link')).toHaveAttribute('href', '/chat/12');
    expect(within(groups[1] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/service/tariff',
    );
    expect(within(groups[1] as HTMLElement).getByText('Тариф подключён')).toBeInTheDocument();

    await waitFor(() =>
      expect(server?.seen.filter((r) => r.url === '/api/notifications/mark-read')).toHaveLength(1),
    );
    const posted = server?.seen.find((r) => r.url === '/api/notifications/mark-read');
    expect(posted?.url).toBe('/api/notifications/mark-read');
    expect((posted?.body as { notifications_ids: string[] }).notifications_ids.sort()).toEqual([
      'n-today',
      'n-yesterday',
    ]);
    expect(await screen.findByRole('button', { name: 'Уведомления' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('notification').filter((n) => n.dataset.unread)).toEqual([]);
  });

  it('follows NotificationCreated, NotificationsRead and ChatConversationNotificationsRead', async () => {
    await renderBell([today]);
    await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 1' });
    await waitFor(() => expect(server?.subscribed()).toBe(1));

    server?.emit('NotificationCreated', chatNotification('n-new', '2026-11-21T08:59:00.000Z'));
    await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 2' });

    server?.emit('NotificationsRead', {
      notifications: [{ id: 'n-today', read_at: NOW.toISOString() }],
    });
    await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 1' });

    server?.emit('ChatConversationNotificationsRead', { read_notification_ids: ['n-new'] });
    await screen.findByRole('button', { name: 'Уведомления' });
  });

  it('hides the types whose in_app is off: the badge counts only the rest', async () => {
    await renderBell([earlier, yesterday, today], { NEW_CHAT_MESSAGE: { in_app: false } });
    const bell = await loadedBell('Уведомления, непрочитанных: 1');

    await userEvent.setup().click(bell);
    const shown = await screen.findAllByTestId('notification');
    expect(shown).toHaveLength(1);
    expect(within(shown[0] as HTMLElement).getByText('Тариф подключён')).toBeInTheDocument();
    expect(screen.queryByText('Мария Менеджерова')).not.toBeInTheDocument();
    await waitFor(() => {
      const posted = server?.seen.filter((r) => r.url === '/api/notifications/mark-read');
      expect(posted?.map((r) => r.body)).toEqual([{ notifications_ids: ['n-yesterday'] }]);
    });
  });

  it('announces a new tariff notification with the sound and a toast to the tariff page', async () => {
    const { queryClient } = await renderBell([]);
    await waitFor(() => expect(server?.subscribed()).toBe(1));
    await waitFor(() =>
      expect(queryClient.getQueryData(notificationPreferencesKeys.all)).toBeDefined(),
    );

    server?.emit('NotificationCreated', tariffNotification('n-tariff'));
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Статус тарифа изменён');
    expect(toast).toHaveTextContent('ООО «Ромашка»: тариф «Бизнес» — активен');
    expect(play).toHaveBeenCalledOnce();
    const sound = play.mock.contexts[0] as HTMLAudioElement;
    expect(sound.src.endsWith(NOTIFICATION_SOUND_URL)).toBe(true);
    expect(sound.volume).toBe(0.5);
    await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 1' });

    // The same event again (another node, a retry) neither sounds nor stacks a second toast.
    server?.emit('NotificationCreated', tariffNotification('n-tariff'));
    // A chat one is the chat feature's «Новое сообщение»: the bell only counts it.
    server?.emit('NotificationCreated', chatNotification('n-chat', '2026-11-21T08:59:30.000Z'));
    await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 2' });
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(play).toHaveBeenCalledOnce();

    await userEvent.setup().click(within(toast).getByRole('link', { name: 'Открыть' }));
    expect(await screen.findByText('Страница тарифа')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces nothing for a type whose in_app is off, yet keeps it stored', async () => {
    const { queryClient } = await renderBell([today, yesterday], {
      COMPANY_TARIFF_STATUS_CHANGED: { in_app: false },
    });
    // Both loaded: the chat one counts, the tariff one is hidden.
    await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 1' });
    await waitFor(() => expect(server?.subscribed()).toBe(1));

    server?.emit('NotificationCreated', tariffNotification('n-tariff'));
    // Events arrive in order: once this one counts, the tariff one has been handled.
    server?.emit('NotificationCreated', chatNotification('n-chat', '2026-11-21T08:59:30.000Z'));
    await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 2' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(play).not.toHaveBeenCalled();
    const cached = queryClient.getQueryData<Notification[]>(['notifications', 'list']);
    expect(cached?.map((n) => n.id)).toContain('n-tariff');
  });
});
