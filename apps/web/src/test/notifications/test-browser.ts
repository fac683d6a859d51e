import type {
  PushRegistrationLike,
  PushSubscriptionLike,
  WebPushBrowser,
} from '../../features/notifications/push/web-push-browser.ts';

/** A PushSubscription as a browser gives it (JSON.stringify → the device token). */
export function fakeSubscription(endpoint: string, key: Uint8Array | null) {
  const subscription = {
    options: { applicationServerKey: key ? new Uint8Array(key).buffer : null },
    unsubscribed: false,
    toJSON: () => ({
      endpoint,
      expirationTime: null,
      keys: {
        p256dh:
          'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    }),
    unsubscribe: () => {
      subscription.unsubscribed = true;
      return Promise.resolve(true);
    },
  };
  return subscription satisfies PushSubscriptionLike;
}

export interface FakeBrowserOptions {
  permission?: NotificationPermission;
  /** What the permission prompt answers. */
  answer?: NotificationPermission;
  existing?: PushSubscriptionLike | null;
  /** Makes subscribe fail, as with no push service reachable. */
  subscribeError?: Error;
  pushManager?: boolean;
  serviceWorker?: boolean;
  notifications?: boolean;
}

/**
 * The browser boundary for unit tests (jsdom has no Push API): records what the app asked of
 * Notification, the service worker container and the PushManager.
 */
export function fakeWebPushBrowser(options: FakeBrowserOptions = {}) {
  const calls = {
    requestPermission: 0,
    register: [] as { url: string; scope: string | undefined }[],
    subscribe: [] as { userVisibleOnly: boolean; applicationServerKey: Uint8Array }[],
    posted: [] as unknown[],
  };
  let permission = options.permission ?? 'granted';
  let current: PushSubscriptionLike | null = options.existing ?? null;
  const listeners = new Set<(event: MessageEvent) => void>();
  const registration: PushRegistrationLike = {
    pushManager: {
      getSubscription: () => Promise.resolve(current),
      subscribe: (init) => {
        calls.subscribe.push(init);
        if (options.subscribeError) return Promise.reject(options.subscribeError);
        current = fakeSubscription(
          `https://push.example.test/${calls.subscribe.length}`,
          init.applicationServerKey,
        );
        return Promise.resolve(current);
      },
    },
    active: { postMessage: (message) => calls.posted.push(message) },
  };
  const browser: WebPushBrowser = {
    notifications:
      options.notifications === false
        ? null
        : {
            permission: () => permission,
            requestPermission: () => {
              calls.requestPermission += 1;
              permission = options.answer ?? 'granted';
              return Promise.resolve(permission);
            },
          },
    serviceWorker:
      options.serviceWorker === false
        ? null
        : {
            register: (url, init) => {
              calls.register.push({ url, scope: init.scope });
              return Promise.resolve(registration);
            },
            getRegistration: () =>
              Promise.resolve(calls.register.length ? registration : undefined),
            ready: Promise.resolve(registration),
            addEventListener: (_type, listener) => listeners.add(listener),
            removeEventListener: (_type, listener) => listeners.delete(listener),
          },
    hasPushManager: options.pushManager !== false,
  };
  const message = (data: unknown) =>
    listeners.forEach((listener) => listener(new MessageEvent('message', { data })));
  return { browser, calls, registration, message, subscription: () => current };
}

/** Defines `key` on `target` and returns how to put back what was there before. */
function defineRestorable(target: object, key: PropertyKey, value: unknown) {
  const previous = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, { value, writable: true, configurable: true });
  return () => {
    if (previous) Object.defineProperty(target, key, previous);
    else Reflect.deleteProperty(target, key);
  };
}

/**
 * Puts the fake browser where the real app looks for it (window.Notification, window.PushManager,
 * navigator.serviceWorker) — for components that read the real browser, not an injected one.
 * `uninstall` restores the previous globals; call it after each test.
 */
export function installFakeWebPushBrowser(options: FakeBrowserOptions = {}) {
  const fake = fakeWebPushBrowser(options);
  const { notifications, serviceWorker } = fake.browser;
  const restores = [
    defineRestorable(globalThis, 'Notification', {
      get permission() {
        return notifications?.permission();
      },
      requestPermission: () => notifications?.requestPermission(),
    }),
    defineRestorable(globalThis, 'PushManager', class {}),
    defineRestorable(navigator, 'serviceWorker', serviceWorker),
  ];
  const uninstall = () => [...restores].reverse().forEach((restore) => restore());
  return { fake, uninstall };
}
