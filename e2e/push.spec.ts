import type { APIRequestContext, Browser, CDPSession, Page } from '@playwright/test';
import { chatPushPayload, type PushPayload } from '@kabinet/domain/notifications';

import { DEMO_PASSWORD, expect, test } from './support/fixtures';
import { chooseFromUserMenu, expectOnMain, signIn, storedToken } from './support/ui';
import { channelJoined } from './support/realtime';
import { DEMO_LOGINS } from './support/session';

// The service worker is what this spec is about (other specs block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// In real Chromium the real service worker (apps/web/src/sw/sw.ts) handles a
// push delivered through the DevTools protocol — it shows the notification, and clicking it
// opens the conversation; reading the conversation clears the notification (and the bell) in
// another open tab at once. docs/api/notifications.md «Web push client» is the contract.
//
// Chromium here has no push service to subscribe with (no internet), so the push is delivered
// to the service worker directly, exactly as a push service would hand it over.

const CLIENT = DEMO_LOGINS.client;
const MANAGER = DEMO_LOGINS.manager;

async function apiLogin(request: APIRequestContext, login: string): Promise<string> {
  const response = await request.post('/api/v1/login', {
    data: { login, password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { plainTextToken: string }).plainTextToken;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A new conversation of the client's company (its manager is added automatically). */
async function createConversation(request: APIRequestContext, token: string): Promise<number> {
  const me = await request.get('/api/user-full/current', { headers: bearer(token) });
  const companyId = ((await me.json()) as { data: { active_company: { id: number } } }).data
    .active_company.id;
  const created = await request.post('/api/v1/chat/conversations', {
    headers: bearer(token),
    data: { name: `Push ${Date.now()}`, type: 'PRIVATE', company_id: companyId },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

async function sendMessage(
  request: APIRequestContext,
  token: string,
  conversationId: number,
  text: string,
): Promise<void> {
  const sent = await request.post('/api/chat/messages', {
    headers: bearer(token),
    data: {
      chat_conversation_id: conversationId,
      text,
      extra: { date: new Date().toISOString(), client_id: `push-e2e-${Date.now()}` },
    },
  });
  expect(sent.status()).toBe(201);
}

/** Whether the server counts the chat user as in the chat screen (no pushes while they are). */
async function chatOnline(request: APIRequestContext, token: string): Promise<boolean> {
  const answer = await request.get('/api/v1/chat/initial-load', { headers: bearer(token) });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { current_chat_user: { online: boolean } } }).data
    .current_chat_user.online;
}

/**
 * A new browser context with the client signed in and notifications allowed, once the service
 * worker controls the page; `origin` is the site's (baseURL).
 */
async function signedInClient(browser: Browser, baseURL: string | undefined) {
  const origin = baseURL ?? '';
  const context = await browser.newContext();
  await context.grantPermissions(['notifications'], { origin });
  const page = await context.newPage();
  await signIn(page, CLIENT, DEMO_PASSWORD);
  await expectOnMain(page);
  await waitForServiceWorker(page);
  return { origin, context, page };
}

async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
}

/** The id of the site's service worker registration, as the DevTools protocol knows it. */
async function registrationId(cdp: CDPSession, baseURL: string): Promise<string> {
  const scope = `${baseURL}/`;
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const match = registrations.find((item) => item.scopeURL === scope && !item.isDeleted);
      if (match) resolve(match.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

async function deliverPush(page: Page, baseURL: string, payload: PushPayload): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL,
    registrationId: await registrationId(cdp, baseURL),
    data: JSON.stringify(payload),
  });
  await cdp.detach();
}

/**
 * Delivers the push until the service worker shows it. Under load the first push message to a
 * worker that just activated was once lost by Chromium (nothing shown after 20 s, the rerun
 * green); a real push service redelivers too, and the tag makes a repeat replace, not add.
 */
async function deliverUntilShown(page: Page, baseURL: string, payload: PushPayload, tag: string) {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await deliverPush(page, baseURL, payload);
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline) {
      if ((await shownNotifications(page, tag)).length > 0) return;
      await page.waitForTimeout(250);
    }
  }
}

/** What the service worker registration shows right now (shared by every tab of the site). */
function shownNotifications(page: Page, tag?: string) {
  return page.evaluate(async (wanted) => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications(wanted ? { tag: wanted } : undefined);
    return shown.map(({ title, body, tag: shownTag, data }) => ({
      title,
      body,
      tag: shownTag,
      data: data as unknown,
    }));
  }, tag);
}

function chatPush(conversationId: number, text: string): PushPayload {
  return chatPushPayload({
    type: 'NEW_CHAT_MESSAGE',
    message: { chat_conversation_id: conversationId, text, chat_user: { name: 'Мария Иванова' } },
  });
}

test('a chat push is shown by the service worker, and clicking it opens the conversation', async ({
  browser,
  baseURL,
  request,
}) => {
  const { origin, context, page } = await signedInClient(browser, baseURL);
  const conversationId = await createConversation(request, await storedToken(page));
  const payload = chatPush(conversationId, 'Акт сверки за ноябрь готов');

  await deliverUntilShown(page, origin, payload, `chat-${conversationId}`);

  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: 'Новое сообщение',
        body: 'Мария Иванова: Акт сверки за ноябрь готов',
        tag: `chat-${conversationId}`,
        data: expect.objectContaining({ chat_conversation_id: conversationId }) as unknown,
      },
    ]);

  // The user clicks the notification: the service worker gets its notificationclick.
  const [worker] = context.serviceWorkers();
  expect(worker).toBeDefined();
  await worker?.evaluate(async () => {
    const scope = globalThis as unknown as {
      registration: ServiceWorkerRegistration;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      dispatchEvent(event: Event): boolean;
    };
    const [notification] = await scope.registration.getNotifications();
    if (!notification) throw new Error('no notification to click');
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  });

  // The chat-dialog route of the push leads into the conversation.
  await expect(page).toHaveURL((url) => url.pathname === `/chat/${conversationId}`);
  await expect(page.getByRole('textbox', { name: 'Сообщение' })).toBeVisible();
  await expect.poll(() => shownNotifications(page)).toEqual([]);
  await context.close();
});

test('reading a conversation clears its notification and the bell in another open tab', async ({
  browser,
  baseURL,
  request,
}) => {
  const { origin, context, page: first } = await signedInClient(browser, baseURL);
  const clientToken = await storedToken(first);
  // Start from an empty bell, whatever other specs left unread.
  await request.post('/api/notifications/mark-read', { headers: bearer(clientToken), data: {} });
  const conversationId = await createConversation(request, clientToken);

  const second = await context.newPage();
  const joined = channelJoined(second, 'private-user.');
  await second.goto('/');
  await joined;
  await waitForServiceWorker(second);
  const bell = second.getByRole('button', { name: /^Уведомления/ });
  await expect(bell).toHaveAccessibleName('Уведомления');

  // The manager writes: the client gets a notification (bell) and a push (system notification).
  const text = 'Пришлите, пожалуйста, выписку';
  await sendMessage(request, await apiLogin(request, MANAGER), conversationId, text);
  await expect(bell).toHaveAccessibleName('Уведомления, непрочитанных: 1');
  const tag = `chat-${conversationId}`;
  await deliverUntilShown(second, origin, chatPush(conversationId, text), tag);
  await expect.poll(() => shownNotifications(second, tag)).toHaveLength(1);

  // The first tab opens (reads) the conversation; the second tab is left alone. The chat screen
  // reports «online» as it opens; it is waited for, or the «offline» sent as the tab leaves could
  // reach the server first and leave the client in the chat, where nobody is notified.
  const online = first.waitForResponse((r) => r.url().endsWith('/api/v1/chat/user/online'));
  await first.goto(`/chat/${conversationId}`);
  await expect(first.getByRole('log', { name: 'Сообщения' }).getByText(text)).toBeVisible();
  expect((await online).ok()).toBe(true);

  await expect(bell).toHaveAccessibleName('Уведомления');
  await expect.poll(() => shownNotifications(second, tag)).toEqual([]);

  // Read elsewhere (another device): only the realtime event tells the open tabs.
  await first.goto('/');
  await expectOnMain(first);
  // The «offline» the chat screen sends as it closes (keepalive) has reached the server.
  await expect.poll(() => chatOnline(request, clientToken)).toBe(false);
  const again = 'И акт сверки, если можно';
  await sendMessage(request, await apiLogin(request, MANAGER), conversationId, again);
  await expect(bell).toHaveAccessibleName('Уведомления, непрочитанных: 1');
  await deliverUntilShown(second, origin, chatPush(conversationId, again), tag);
  await expect.poll(() => shownNotifications(second, tag)).toHaveLength(1);
  const read = await request.post(`/api/v1/chat/conversations/${conversationId}/read`, {
    headers: bearer(clientToken),
    data: {},
  });
  expect(read.ok()).toBe(true);
  await expect(bell).toHaveAccessibleName('Уведомления');
  await expect.poll(() => shownNotifications(second, tag)).toEqual([]);
  await context.close();
});

test('logout sends the device token, and the server forgets the device', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, CLIENT, DEMO_PASSWORD);
  await expectOnMain(page);
  const token = await storedToken(page);
  const me = async (bearerToken: string) => {
    const answer = await request.get('/api/user-full/current', { headers: bearer(bearerToken) });
    return ((await answer.json()) as { data: { id: number; devices: { token: string }[] } }).data;
  };
  const { id: userId } = await me(token);

  // What a subscription leaves behind: the device on the server, its token known to the app
  // (headless Chromium has no push service to subscribe with, so the token is made up here).
  const deviceToken = JSON.stringify({
    endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${Date.now()}`,
    expirationTime: null,
    keys: { p256dh: 'BExamplePublicKey', auth: 'c2VjcmV0' },
  });
  const subscribed = await request.post(`/api/user/${userId}/device-subscribe`, {
    headers: bearer(token),
    data: { token: deviceToken, platform: 'web' },
  });
  expect(subscribed.ok()).toBe(true);
  await page.evaluate((stored) => localStorage.setItem('pushDeviceToken', JSON.stringify(stored)), {
    userId,
    token: deviceToken,
  });

  const logout = page.waitForRequest((r) => r.url().endsWith('/api/v1/logout'));
  await chooseFromUserMenu(page, 'Выйти');
  expect((await logout).postDataJSON()).toEqual({ device_token: deviceToken });
  await expect(page).toHaveURL(/\/auth\/login$/);

  const devices = (await me(await apiLogin(request, CLIENT))).devices.map((item) => item.token);
  expect(devices).not.toContain(deviceToken);
  expect(await page.evaluate(() => localStorage.getItem('pushDeviceToken'))).toBeNull();
  await context.close();
});
