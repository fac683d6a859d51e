/** The part of a PushSubscription the app uses (JSON.stringify gives the device token). */
export interface PushSubscriptionLike {
  readonly options: { readonly applicationServerKey: ArrayBuffer | null };
  toJSON(): unknown;
  unsubscribe(): Promise<boolean>;
}

/** The part of a ServiceWorkerRegistration the app uses. */
export interface PushRegistrationLike {
  readonly pushManager: {
    getSubscription(): Promise<PushSubscriptionLike | null>;
    subscribe(options: {
      userVisibleOnly: boolean;
      applicationServerKey: Uint8Array<ArrayBuffer>;
    }): Promise<PushSubscriptionLike>;
  };
  readonly active: { postMessage(message: unknown): void } | null;
}

/**
 * The browser's push surface: Notification permission, service workers and the Push API.
 * `null` parts are missing in this browser. Unit tests pass a fake of it (the browser boundary).
 */
export interface WebPushBrowser {
  notifications: {
    permission(): NotificationPermission;
    requestPermission(): Promise<NotificationPermission>;
  } | null;
  serviceWorker: {
    register(url: string, options: RegistrationOptions): Promise<PushRegistrationLike>;
    getRegistration(url: string): Promise<PushRegistrationLike | undefined>;
    /** Resolves once a registration has an active worker (subscribing needs one). */
    readonly ready: Promise<PushRegistrationLike>;
    addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
    removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  } | null;
  hasPushManager: boolean;
}

/** Served by the app at its root (built from src/sw/sw.ts), so the scope is the whole site. */
export { SERVICE_WORKER_URL } from '../../../shared/connection/register-service-worker.ts';

/** The real browser. */
export function currentWebPushBrowser(): WebPushBrowser {
  const hasWindow = typeof window !== 'undefined';
  const notifications =
    hasWindow && 'Notification' in window
      ? {
          permission: () => Notification.permission,
          requestPermission: () => Notification.requestPermission(),
        }
      : null;
  const serviceWorker =
    typeof navigator !== 'undefined' && 'serviceWorker' in navigator
      ? navigator.serviceWorker
      : null;
  return { notifications, serviceWorker, hasPushManager: hasWindow && 'PushManager' in window };
}
