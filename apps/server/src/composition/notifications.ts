import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { currentMembersOf } from '../features/chat/chat-membership.service.ts';
import { createDevicesService } from '../features/devices/devices.service.ts';
import { createNotificationsDigestService } from '../features/notifications/notifications-digest.service.ts';
import { createNotificationPreferencesService } from '../features/notifications/notifications-preferences.service.ts';
import { createNotificationsService } from '../features/notifications/notifications.service.ts';
import { linkedTelegramUserIds } from '../features/telegram/telegram-notices.service.ts';
import type { Clock } from '../platform/clock.ts';
import type { Delivery } from '../platform/delivery.ts';
import type { JobWorker } from '../platform/jobs/jobs.worker.ts';
import type { PushSender } from '../platform/push/push.port.ts';
import type { Realtime } from '../platform/realtime.ts';
import { wireEmail, wirePush } from '../services-wiring.ts';

/**
 * Devices and the one notification service every feature notifies through, with its delivery
 * jobs (push, e-mail, Telegram) when the worker runs them, the user's preferences and the daily digest.
 */
export function wireNotifications(deps: {
  db: Db;
  clock: Clock;
  delivery: Delivery;
  config: Config;
  realtime: Realtime;
  appUrl: string;
  push?: PushSender;
  jobs?: JobWorker;
}) {
  const { db, clock, delivery, config, appUrl, jobs } = deps;
  const devices = createDevicesService({ db, pushEndpointOrigins: config.pushEndpointOrigins });
  const notifications = createNotificationsService({
    db,
    realtime: deps.realtime,
    clock,
    push: wirePush({ db, devices, sender: deps.push, jobs }),
    email: wireEmail({ db, clock, delivery, appUrl, jobs }),
    // With a bot (TELEGRAM_BOT_TOKEN) notices also go to linked chats; app.ts runs the jobs.
    telegram:
      jobs && config.telegram
        ? { jobs, chats: { linkedUserIds: linkedTelegramUserIds } }
        : undefined,
  });
  return {
    devices,
    notifications,
    notificationPreferences: createNotificationPreferencesService({ db, clock }),
    notificationsDigest: createNotificationsDigestService({
      db,
      clock,
      delivery,
      appUrl,
      membersNow: currentMembersOf,
    }),
  };
}
