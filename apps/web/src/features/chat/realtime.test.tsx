import { createServer, type IncomingMessage, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { Server, type Socket } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';

import { setApiBaseUrl } from '../../shared/http/http.ts';
import { configureRealtime, disconnectRealtime } from '../../shared/realtime/socket.ts';
import { whisper } from '../../shared/realtime/use-channel.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { demoUser } from '../../test/demo-user.ts';
import { chatKeys, messagesQuery } from './api/keys.ts';
import { messagesFromPage } from './conversation-messages.ts';
import { asReplyMessage, buildPreSent, type ConversationMessages } from './model.ts';
import { ivan, maria, message } from '../../test/chat/test-data.ts';
import { withBrowserLayout } from '../../test/chat/test-layout.ts';
import { TestMessageList } from '../../test/chat/test-message-list.tsx';
import { useConversationChannel } from './realtime.ts';

function Conversation() {
  useConversationChannel(7, ivan);
  const { data } = useQuery(messagesQuery(7));
  return <TestMessageList messages={data?.messages ?? []} />;
}

type Change = ReturnType<typeof message> | { id: number; deleted: true; change_seq: number };

/**
 * A real API + Socket.IO server following docs/api/chat.md (auth, subscribe, events, the first
 * page and the change catch-up). `changes` is the server's change log after the first page: the
 * test adds to it what happens while a client is away.
 */
async function startChatServer(firstPage: ReturnType<typeof message>[]) {
  const seen: { url: string; body: unknown }[] = [];
  const changes: Change[] = [];
  const answer = (url: URL) => {
    if (!url.pathname.endsWith('/changes')) {
      return { data: firstPage, meta: { current_page: 1, last_page: 1, per_page: 30, total: 1 } };
    }
    const after = Number(url.searchParams.get('after_change_seq'));
    const data = changes.filter((c) => c.change_seq > after);
    const known = [...firstPage, ...changes].map((c) => c.change_seq);
    return { data, meta: { last_change_seq: Math.max(after, ...known), has_more: false } };
  };
  const http: HttpServer = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', body: raw ? (JSON.parse(raw) as unknown) : undefined });
      res.writeHead(200, {
        'content-type': 'application/json',
        'access-control-allow-origin': '*',
      });
      if (req.url?.startsWith('/broadcasting/auth')) {
        const channelData = JSON.stringify({
          chat_user_id: ivan.id,
          user_id: ivan.user_id,
          name: ivan.name,
        });
        res.end(JSON.stringify({ auth: 'signature', token_id: 1, channel_data: channelData }));
        return;
      }
      res.end(JSON.stringify(answer(new URL(req.url ?? '', 'http://x'))));
    });
  });
  const io = new Server(http, { path: '/socket.io', transports: ['websocket'] });
  const subscriptions: { socket: Socket; payload: Record<string, unknown> }[] = [];
  const whispers: unknown[] = [];
  io.on('connection', (socket) => {
    socket.on('subscribe', (payload: Record<string, unknown>, ack: (answer: unknown) => void) => {
      void socket.join(String(payload.channel));
      subscriptions.push({ socket, payload });
      ack({
        ok: true,
        members: [{ chat_user_id: maria.id, user_id: maria.user_id, name: maria.name }],
      });
    });
    socket.on('client-event', (payload: unknown) => whispers.push(payload));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const emit = (event: string, data: unknown) =>
    io.to('presence-chat.7').emit('event', { channel: 'presence-chat.7', event, data });
  const close = () => new Promise<void>((resolve) => void io.close(() => resolve()));
  return { url, seen, changes, subscriptions, whispers, emit, close };
}

let server: Awaited<ReturnType<typeof startChatServer>> | undefined;

withBrowserLayout();

afterEach(async () => {
  disconnectRealtime();
  setApiBaseUrl('');
  await server?.close();
  server = undefined;
});

function renderConversation() {
  return renderWithProviders(<Conversation />, { user: demoUser() });
}

describe('chat realtime', () => {
  it('replaces the pre-sent message with the server version from MessageSent, never twice', async () => {
    server = await startChatServer([]);
    setApiBaseUrl(server.url);
    configureRealtime({ url: server.url, apiBaseUrl: server.url });
    const saved = message({ id: 100, seq: 1, text: 'Пришлите акт сверки' });
    const preSent = buildPreSent({
      conversationId: 7,
      chatUser: ivan,
      text: saved.text,
      files: [],
      reply: null,
      clientId: saved.extra.client_id ?? '',
      date: saved.extra.date,
    });
    const { queryClient } = renderConversation();
    await waitFor(() => expect(server?.subscriptions).toHaveLength(1));
    await waitFor(() =>
      expect(queryClient.getQueryState(chatKeys.messages(7))?.status).toBe('success'),
    );
    queryClient.setQueryData<ConversationMessages>(
      chatKeys.messages(7),
      messagesFromPage([preSent], false),
    );
    expect(await screen.findByLabelText('Отправляется')).toBeInTheDocument();

    const auth = server.seen.find((r) => r.url === '/broadcasting/auth');
    expect(auth?.body).toMatchObject({ channel_name: 'presence-chat.7' });
    expect(server.subscriptions[0]?.payload).toMatchObject({
      channel: 'presence-chat.7',
      auth: 'signature',
      token_id: 1,
      channel_data: expect.stringContaining('"chat_user_id":1') as unknown,
    });

    server.emit('MessageSent', saved);
    await waitFor(() => expect(screen.getByLabelText('Доставлено')).toBeInTheDocument());
    const bubbles = screen.getAllByTestId('message');
    expect(bubbles).toHaveLength(1);
    expect(within(bubbles[0] as HTMLElement).getByText('Пришлите акт сверки')).toBeInTheDocument();

    // The same event again (a retried send is answered with the same message): still one.
    server.emit('MessageSent', saved);
    server.emit('MessagesRead', {
      chat_conversation_id: 7,
      chat_user_id: maria.id,
      read_messages: [{ id: 100, read_at: '2026-11-21T09:01:00.000Z' }],
    });
    await waitFor(() => expect(screen.getByLabelText('Прочитано')).toBeInTheDocument());
    expect(screen.getAllByTestId('message')).toHaveLength(1);

    whisper('presence-chat.7', 'client-typing', {
      chat_user_id: ivan.id,
      name: ivan.name,
      typing: true,
    });
    await waitFor(() =>
      expect(server?.whispers).toContainEqual({
        channel: 'presence-chat.7',
        event: 'client-typing',
        data: { chat_user_id: 1, name: 'Иван Иванов', typing: true },
      }),
    );
  });

  it('subscribes again after a dropped connection and catches up what was sent meanwhile', async () => {
    server = await startChatServer([message({ id: 101, seq: 1, change_seq: 1, text: 'Жду акт' })]);
    setApiBaseUrl(server.url);
    configureRealtime({ url: server.url, apiBaseUrl: server.url });
    renderConversation();
    expect(await screen.findByText('Жду акт')).toBeInTheDocument();
    await waitFor(() => expect(server?.subscriptions).toHaveLength(1));

    // Sent while the transport is down (not a server kick): the client reconnects on its own.
    server.changes.push(
      message({
        id: 102,
        seq: 2,
        change_seq: 2,
        chat_user_id: maria.id,
        chat_user: maria,
        text: 'Акт отправила',
        extra: { date: '2026-11-21T09:05:00.000Z' },
      }),
    );
    const dropped = server.seen.length;
    server.subscriptions[0]?.socket.conn.close();
    await waitFor(() => expect(server?.subscriptions).toHaveLength(2), { timeout: 8000 });
    expect(await screen.findByText('Акт отправила')).toBeInTheDocument();
    const after = server.seen.slice(dropped).map((r) => r.url);
    expect(after).toContainEqual(expect.stringContaining('/changes?after_change_seq=1'));
    expect(screen.getAllByTestId('message').map((m) => m.textContent)).toEqual([
      expect.stringContaining('Жду акт'),
      expect.stringContaining('Акт отправила'),
    ]);
  });

  it('applies an edit and a delete made while the socket was away, and a new message once', async () => {
    const invoice = message({ id: 101, seq: 1, change_seq: 1, text: 'Счёт на 10 000 ₽' });
    const wrong = message({ id: 102, seq: 2, change_seq: 2, text: 'Не тот файл' });
    const reply = message({
      id: 103,
      seq: 3,
      change_seq: 3,
      chat_user_id: maria.id,
      chat_user: maria,
      text: 'Получила',
      reply_message_id: 101,
      reply_message: asReplyMessage(invoice),
      extra: { date: '2026-11-21T09:03:00.000Z' },
    });
    server = await startChatServer([invoice, wrong, reply]);
    setApiBaseUrl(server.url);
    configureRealtime({ url: server.url, apiBaseUrl: server.url });
    const { queryClient } = renderConversation();
    expect(await screen.findByText('Не тот файл')).toBeInTheDocument();
    await waitFor(() => expect(server?.subscriptions).toHaveLength(1));

    const fresh = message({
      id: 104,
      seq: 4,
      change_seq: 4,
      chat_user_id: maria.id,
      chat_user: maria,
      text: 'Оплату вижу',
      extra: { date: '2026-11-21T09:10:00.000Z' },
    });
    const edited = {
      ...invoice,
      text: 'Счёт на 12 500 ₽',
      change_seq: 5,
      updated_at: '2026-11-21T09:11:00.000Z',
    };
    server.changes.push(fresh, edited, { id: 102, deleted: true, change_seq: 6 });
    const dropped = server.seen.length;
    server.subscriptions[0]?.socket.conn.close();
    await waitFor(() => expect(server?.subscriptions).toHaveLength(2), { timeout: 8000 });

    // The message and the quote of it in the reply both show the new text.
    expect(await screen.findAllByText('Счёт на 12 500 ₽')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByText('Не тот файл')).not.toBeInTheDocument());
    expect(server.seen.slice(dropped).map((r) => r.url)).toContainEqual(
      expect.stringContaining('/changes?after_change_seq=3'),
    );
    const bubbles = screen.getAllByTestId('message');
    expect(bubbles.map((m) => m.textContent)).toEqual([
      expect.stringMatching(/^Счёт на 12 500 ₽.*изменено/),
      expect.stringMatching(/Счёт на 12 500 ₽.*Получила/),
      expect.stringContaining('Оплату вижу'),
    ]);

    // The live MessageSent of the new message comes late: still shown once.
    server.emit('MessageSent', fresh);
    server.emit('MessageDeleted', { id: 102, chat_conversation_id: 7, change_seq: 6 });
    server.emit('MessageUpdated', wrong);
    // Events arrive in order: once this read mark shows, the ones before it were applied.
    server.emit('MessagesRead', {
      chat_conversation_id: 7,
      chat_user_id: maria.id,
      read_messages: [{ id: 101, read_at: '2026-11-21T09:12:00.000Z' }],
    });
    expect(await screen.findByLabelText('Прочитано')).toBeInTheDocument();
    expect(queryClient.getQueryData<ConversationMessages>(chatKeys.messages(7))?.changes).toEqual({
      upTo: 6,
      ahead: [],
    });
    expect(screen.getAllByTestId('message')).toHaveLength(3);
    expect(screen.queryByText('Не тот файл')).not.toBeInTheDocument();
  });
});
