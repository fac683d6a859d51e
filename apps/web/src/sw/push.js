/* global self, clients */
// The service worker's push handlers (docs/api/notifications.md «Web push client»).
// Plain JavaScript on the worker's globals, so service-worker.test.ts can run this very file in
// a fake scope; sw.ts imports it beside the offline shell and the build serves both
// as /sw.js, whose scope is the whole site.

// Shown when a push cannot be read: Chrome requires a visible notification for every push
// (userVisibleOnly), and a Russian one beats the browser's generic English text.
const FALLBACK = { title: 'Кабинет', body: 'У вас новое уведомление', url: '/' };
const ICON = '/favicon.svg';

// A synthetic event (DevTools, tests) cannot extend its lifetime; the work still runs.
function keepAlive(event, promise) {
  try {
    event.waitUntil(promise);
  } catch {
    // not trusted: nothing to extend
  }
}

/** Only paths of this site: a push never sends the user to another origin. */
function safePath(value) {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')
    ? value
    : null;
}

function conversationIdOf(value) {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The PushPayload of @kabinet/domain/notifications, or null when it is not one. */
function readPayload(data) {
  let payload;
  try {
    payload = data ? data.json() : null;
  } catch {
    return null;
  }
  if (!payload || typeof payload.title !== 'string' || typeof payload.body !== 'string') {
    return null;
  }
  const extra = payload.data && typeof payload.data === 'object' ? payload.data : {};
  return {
    title: payload.title,
    body: payload.body,
    tag: typeof payload.tag === 'string' ? payload.tag : undefined,
    url: safePath(payload.url) ?? '/',
    type: typeof extra.type === 'string' ? extra.type : null,
    conversationId: conversationIdOf(extra.chat_conversation_id),
  };
}

/** SPEC §2: a tapped push about a conversation opens the chat-dialog route. */
function targetUrl(data) {
  const conversationId = conversationIdOf(data && data.chat_conversation_id);
  if (conversationId) return `/chat-dialog/${conversationId}`;
  return safePath(data && data.url) ?? '/';
}

self.addEventListener('install', () => {
  void self.skipWaiting();
});

// Open tabs become controlled at once, so a click can navigate them.
self.addEventListener('activate', (event) => {
  keepAlive(event, self.clients.claim());
});

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data) ?? FALLBACK;
  const options = {
    body: payload.body,
    icon: ICON,
    data: {
      url: payload.url,
      type: payload.type ?? null,
      chat_conversation_id: payload.conversationId ?? null,
    },
  };
  // One notification per conversation: a newer message replaces the shown one.
  if (payload.tag) {
    options.tag = payload.tag;
    options.renotify = true;
  }
  keepAlive(event, self.registration.showNotification(payload.title, options));
});

async function openApp(url) {
  const absolute = new URL(url, self.location.origin).href;
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const client = windows.find((item) => item.focused) ?? windows[0];
  if (!client) {
    await clients.openWindow(absolute);
    return;
  }
  try {
    await client.focus();
  } catch {
    // focusing needs a real click; the navigation below still happens
  }
  try {
    if (await client.navigate(absolute)) return;
  } catch {
    // an uncontrolled tab cannot be navigated from here: the page does it itself
  }
  client.postMessage({ type: 'open-url', url });
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  keepAlive(event, openApp(targetUrl(event.notification.data)));
});

/** The page asks to close what was shown about a conversation (it was read somewhere). */
async function closeNotifications(message) {
  const conversationId = conversationIdOf(message.conversationId);
  const tag = typeof message.tag === 'string' ? message.tag : null;
  const shown = await self.registration.getNotifications();
  for (const notification of shown) {
    const data = notification.data || {};
    const sameTag = tag !== null && notification.tag === tag;
    const sameConversation =
      conversationId !== null && conversationIdOf(data.chat_conversation_id) === conversationId;
    if (sameTag || sameConversation) notification.close();
  }
}

self.addEventListener('message', (event) => {
  const message = event.data;
  if (message && message.type === 'close-notifications') {
    keepAlive(event, closeNotifications(message));
  }
});
