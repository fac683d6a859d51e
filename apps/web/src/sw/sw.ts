// Kabinet's service worker, built by vite-plugin-pwa (injectManifest) to /sw.js.
// Two jobs: the push handlers of (push.js, unchanged, tested in a fake scope by
// service-worker.test.ts and in Chromium by push.spec.ts), and an offline shell — with no
// network a page still opens, and the app says «Нет соединения» instead of the browser's
// dinosaur. Pages always come from the network while there is one: the precached index.html
// is only the fallback, so a release is never held back by a stale copy.
import './push.js';

import {
  cleanupOutdatedCaches,
  getCacheKeyForURL,
  matchPrecache,
  precache,
} from 'workbox-precaching';

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

interface ServiceWorkerScope {
  __WB_MANIFEST: PrecacheEntry[];
  registration: { navigationPreload?: { enable(): Promise<void> } };
  addEventListener(type: 'install', listener: (event: InstallEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: WaitingEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: NavigationFetchEvent) => void): void;
}

interface WaitingEvent {
  waitUntil(promise: Promise<unknown>): void;
}

/** Chromium's Static Routing API (123+): requests a route sends to the network skip the worker. */
interface InstallEvent extends WaitingEvent {
  addRoutes?(routes: { condition: object; source: 'network' | 'fetch-event' }[]): Promise<void>;
}

interface NavigationFetchEvent extends WaitingEvent {
  request: Request;
  preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}

declare const self: ServiceWorkerScope;

// The shell: index.html, the entry's scripts and styles, the web font, the icons. Without a
// network the app starts from these alone.
precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The worker serves page loads and the shell's files; every other request (the API, realtime,
// uploaded files) goes straight to the network. Above all the `keepalive` request a page sends as it closes (chat's
// «offline», settings): routed through a fetch handler, Chromium dropped it once its page was
// gone (push.spec.ts caught it). Browsers without static routes run the handler, which lets
// such requests pass untouched.
interface UrlPatternConstructor {
  new (init: { pathname: string }): object;
}

self.addEventListener('install', (event) => {
  const { URLPattern } = globalThis as unknown as { URLPattern?: UrlPatternConstructor };
  if (!event.addRoutes || !URLPattern) return;
  event.waitUntil(
    event.addRoutes([
      // First match wins: the shell's files to the handler (the precache), then every other
      // request that is not a page load to the network.
      {
        condition: { urlPattern: new URLPattern({ pathname: '/assets/*' }) },
        source: 'fetch-event',
      },
      { condition: { not: { requestMode: 'navigate' } }, source: 'network' },
    ]),
  );
});

self.addEventListener('activate', (event) => {
  // The page request starts while the worker wakes up, so the worker costs no round trip.
  const preload = self.registration.navigationPreload;
  if (preload) event.waitUntil(preload.enable());
});

async function openPage(event: NavigationFetchEvent): Promise<Response> {
  try {
    return (await event.preloadResponse) ?? (await fetch(event.request));
  } catch (offline) {
    const shell = await matchPrecache('/index.html');
    if (shell) return shell;
    throw offline;
  }
}

/** A file of the shell (hashed, so never stale): from the precache, the network if missing. */
async function shellFile(request: Request): Promise<Response> {
  return (await matchPrecache(request)) ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  if (event.request.mode === 'navigate') {
    event.respondWith(openPage(event));
  } else if (event.request.method === 'GET' && getCacheKeyForURL(event.request.url)) {
    event.respondWith(shellFile(event.request));
  }
});
