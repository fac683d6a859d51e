import type { DevicePlatform } from '@kabinet/domain/users';

import { createFcmSender, type FcmSender } from './fcm.sender.ts';
import { loadFcmConfig, type FcmConfig } from './fcm-auth.ts';
import { pushFailure } from './push-result.ts';
import type {
  PushPayload,
  PushResult,
  PushSendOptions,
  WebPushSubscription,
} from './push.types.ts';
import { loadVapidKeys, type VapidKeys } from './vapid-keys.ts';
import {
  createWebPushSender,
  parseWebPushSubscription,
  type WebPushSender,
} from './web-push.sender.ts';

/**
 * A stored device (SPEC §3 Device): for `web` the token is the JSON of the browser's
 * PushSubscription (or pass it parsed as `subscription`); for android/ios an FCM registration token.
 */
export type PushDevice = {
  platform: DevicePlatform;
  token: string;
  subscription?: WebPushSubscription;
};

/** The port the notification jobs use: one push to one device. Never throws for delivery failures. */
export type PushSender = {
  send(device: PushDevice, payload: PushPayload, options?: PushSendOptions): Promise<PushResult>;
  /** Which platforms can be delivered to right now (android/ios need FCM credentials). */
  supports(platform: DevicePlatform): boolean;
};

/** Routes web devices to Web Push and android/ios to FCM; `unsupported` when a sender is absent. */
export function createPushSender(senders: {
  webPush?: WebPushSender | null;
  fcm?: FcmSender | null;
}): PushSender {
  const webPush = senders.webPush ?? null;
  const fcm = senders.fcm ?? null;
  const supports = (platform: DevicePlatform) => (platform === 'web' ? webPush : fcm) !== null;
  return {
    supports,
    async send(device, payload, options) {
      switch (device.platform) {
        case 'web': {
          if (!webPush) return pushFailure('unsupported', null, 'web push is not configured');
          const subscription = device.subscription ?? parseWebPushSubscription(device.token);
          if (!subscription) {
            return pushFailure('dead', null, 'the web token is not a PushSubscription');
          }
          return webPush.send(subscription, payload, options);
        }
        case 'android':
        case 'ios':
          if (!fcm) return pushFailure('unsupported', null, 'FCM credentials are not set');
          return fcm.send(device.token, payload, options);
      }
    },
  };
}

/** Everything push needs, read from the environment (see loadVapidKeys and loadFcmConfig). */
export type PushSetup = { sender: PushSender; vapid: VapidKeys; fcm: FcmConfig | null };

/**
 * Wiring helper: VAPID keys from VAPID_* or `${dataDir}/vapid.json`, FCM from
 * FCM_SERVICE_ACCOUNT_JSON / FCM_SERVICE_ACCOUNT_FILE / GOOGLE_APPLICATION_CREDENTIALS and
 * FCM_BASE_URL. `fetch` may be an egress-guarded fetch (R27).
 */
export function createPushSetup(options: {
  dataDir: string;
  env?: NodeJS.ProcessEnv;
  fetch?: typeof fetch;
}): PushSetup {
  const env = options.env ?? process.env;
  const vapid = loadVapidKeys({ dataDir: options.dataDir, env });
  const fcm = loadFcmConfig(env);
  const fetchOption = options.fetch ? { fetch: options.fetch } : {};
  const sender = createPushSender({
    webPush: createWebPushSender({ vapid, ...fetchOption }),
    fcm: fcm ? createFcmSender({ ...fcm, ...fetchOption }) : null,
  });
  return { sender, vapid, fcm };
}
