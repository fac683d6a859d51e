import { createServer, type IncomingMessage, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Notification } from '@kabinet/domain/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Server } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { setApiBaseUrl } from '../../../shared/http/http.ts';
import { configureRealtime, disconnectRealtime } from '../../../shared/realtime/socket.ts';
import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { NotificationsBell } from './notifications-bell.tsx';

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

/** A real API + Socket.IO server following docs/api/notifications.md. */
async function startNotificationsServer(list: Notification[]) {
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
      if (req.url?.startsWith('/broadcasting/auth')) {
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

async function renderBell(list: Notification[]) {
  server = await startNotificationsServer(list);
  setApiBaseUrl(server.url);
  configureRealtime({ url: server.url, apiBaseUrl: server.url });
  return renderWithProviders(<NotificationsBell userId={7} />, { user: demoUser() });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW, shouldAdvanceTime: true });
});

afterEach(async () => {
  vi.useRealTimers();
  disconnectRealtime();
  setApiBaseUrl('');
  await server?.close();
  server = undefined;
});

describe('notifications bell', () => {
  it('shows the unread count, groups the list and marks the shown ones read on open', async () => {
    await renderBell([earlier, yesterday, today]);
    const bell = await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 2' });
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
});
