import { chatPushPayload } from '@kabinet/domain/notifications';
import { describe, expect, it } from 'vitest';

import SOURCE from '../../../sw/push.js?raw';

// The real push handlers (apps/web/src/sw/push.js), run in a fake service worker scope (jsdom has none); the
// e2e spec push.spec.ts runs it in real Chromium.
const ORIGIN = 'https://lk.kabinet.test';

interface ShownNotification {
  title: string;
  tag: string;
  data: Record<string, unknown>;
  closed: boolean;
  close(): void;
}

interface FakeClient {
  focused: boolean;
  navigated: string[];
  posted: unknown[];
  navigate(url: string): Promise<unknown>;
  focus(): Promise<unknown>;
  postMessage(message: unknown): void;
}

function fakeClient({ focused = false, controlled = true } = {}): FakeClient {
  const client: FakeClient = {
    focused,
    navigated: [],
    posted: [],
    navigate: (url) => {
      if (!controlled) return Promise.reject(new TypeError('not controlled'));
      client.navigated.push(url);
      return Promise.resolve(client);
    },
    focus: () => Promise.resolve(client),
    postMessage: (message) => client.posted.push(message),
  };
  return client;
}

function loadServiceWorker(windows: FakeClient[] = []) {
  const handlers = new Map<string, (event: unknown) => void>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const notifications: ShownNotification[] = [];
  const opened: string[] = [];
  const clients = {
    matchAll: () => Promise.resolve(windows),
    openWindow: (url: string) => {
      opened.push(url);
      return Promise.resolve(null);
    },
    claim: () => Promise.resolve(),
  };
  const scope = {
    location: { origin: ORIGIN },
    clients,
    skipWaiting: () => Promise.resolve(),
    addEventListener: (type: string, handler: (event: unknown) => void) =>
      handlers.set(type, handler),
    registration: {
      showNotification: (title: string, options: Record<string, unknown>) => {
        shown.push({ title, options });
        return Promise.resolve();
      },
      getNotifications: () => Promise.resolve(notifications.filter((item) => !item.closed)),
    },
  };
  new Function('self', 'clients', SOURCE)(scope, clients);

  async function dispatch(type: string, event: Record<string, unknown>) {
    const pending: Promise<unknown>[] = [];
    handlers.get(type)?.({
      ...event,
      waitUntil: (promise: Promise<unknown>) => pending.push(promise),
    });
    await Promise.all(pending);
  }
  const push = (text: string) => dispatch('push', { data: { json: () => JSON.parse(text) } });
  const addShown = (tag: string, data: Record<string, unknown>): ShownNotification => {
    const item: ShownNotification = {
      title: 'Новое сообщение',
      tag,
      data,
      closed: false,
      close: () => (item.closed = true),
    };
    notifications.push(item);
    return item;
  };
  return { dispatch, push, shown, opened, addShown };
}

const chatPayload = chatPushPayload({
  type: 'NEW_CHAT_MESSAGE',
  message: { chat_conversation_id: 7, text: 'Счёт оплачен', chat_user: { name: 'Ирина Соколова' } },
});

describe('the push service worker', () => {
  it('shows a chat push as a notification tagged per conversation', async () => {
    const worker = loadServiceWorker();

    await worker.push(JSON.stringify(chatPayload));

    expect(worker.shown).toEqual([
      {
        title: 'Новое сообщение',
        options: {
          body: 'Ирина Соколова: Счёт оплачен',
          icon: '/favicon.svg',
          tag: 'chat-7',
          renotify: true,
          data: { url: chatPayload.url, type: 'NEW_CHAT_MESSAGE', chat_conversation_id: 7 },
        },
      },
    ]);
  });

  it.each([
    { name: 'not JSON', text: 'не json' },
    { name: 'without a title', text: '{"body":"текст"}' },
  ])('shows a generic notification for a push that is $name', async ({ text }) => {
    const worker = loadServiceWorker();

    await worker.push(text);

    expect(worker.shown).toHaveLength(1);
    expect(worker.shown[0]?.title).toBe('Кабинет');
    expect(worker.shown[0]?.options).toMatchObject({ body: 'У вас новое уведомление' });
  });

  it('keeps a push from pointing at another site', async () => {
    const worker = loadServiceWorker();

    await worker.push(JSON.stringify({ ...chatPayload, url: '//evil.example/phish', data: {} }));

    expect(worker.shown[0]?.options.data).toMatchObject({ url: '/', chat_conversation_id: null });
  });

  it('opens the chat-dialog route in the open tab when a chat notification is clicked', async () => {
    const background = fakeClient();
    const focused = fakeClient({ focused: true });
    const worker = loadServiceWorker([background, focused]);
    const notification = worker.addShown('chat-7', { url: '/chat/7', chat_conversation_id: 7 });

    await worker.dispatch('notificationclick', { notification });

    expect(notification.closed).toBe(true);
    expect(focused.navigated).toEqual([`${ORIGIN}/chat-dialog/7`]);
    expect(background.navigated).toEqual([]);
    expect(worker.opened).toEqual([]);
  });

  it('opens a new window when no tab of the app is open', async () => {
    const worker = loadServiceWorker([]);
    const notification = worker.addShown('tariff', { url: '/service/tariff' });

    await worker.dispatch('notificationclick', { notification });

    expect(worker.opened).toEqual([`${ORIGIN}/service/tariff`]);
  });

  it('lets a tab it does not control navigate itself', async () => {
    const tab = fakeClient({ controlled: false });
    const worker = loadServiceWorker([tab]);
    const notification = worker.addShown('chat-9', { chat_conversation_id: 9 });

    await worker.dispatch('notificationclick', { notification });

    expect(tab.posted).toEqual([{ type: 'open-url', url: '/chat-dialog/9' }]);
  });

  it('closes the shown notifications of a conversation the page says was read', async () => {
    const worker = loadServiceWorker();
    const byTag = worker.addShown('chat-7', { chat_conversation_id: 7 });
    const byData = worker.addShown('other-tag', { chat_conversation_id: 7 });
    const another = worker.addShown('chat-8', { chat_conversation_id: 8 });

    await worker.dispatch('message', {
      data: { type: 'close-notifications', conversationId: 7, tag: 'chat-7' },
    });

    expect([byTag.closed, byData.closed, another.closed]).toEqual([true, true, false]);
  });

  it('ignores other messages', async () => {
    const worker = loadServiceWorker();
    const shown = worker.addShown('chat-7', { chat_conversation_id: 7 });

    await worker.dispatch('message', { data: { type: 'something-else', conversationId: 7 } });
    await worker.dispatch('message', { data: null });

    expect(shown.closed).toBe(false);
  });
});
