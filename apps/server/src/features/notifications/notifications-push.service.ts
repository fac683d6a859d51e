import {
  NOTIFICATION_TYPE,
  notificationPushPayload,
  type PushPayload,
} from '@kabinet/domain/notifications';
import { type DevicePlatform } from '@kabinet/domain/users';
import { z } from 'zod';

import type { Db } from '../../db/client.ts';
import type { DeviceRow } from '../../db/schema/devices.ts';
import {
  giveUp,
  retryLater,
  type JobContext,
  type JobQueue,
  type ClaimedJob,
} from '../../platform/jobs/jobs.types.ts';
import type { PushSender } from '../../platform/push/push.port.ts';
import type { PushResult, PushSendOptions } from '../../platform/push/push.types.ts';

import { stillForTheirUsers, type ChatMembersNow } from './notifications-audience.service.ts';
import { findNotificationById } from './notifications.repository.ts';

/** The job queue of push deliveries: one job per (notification, device). */
export const PUSH_QUEUE = 'push';
/** Tries per push before it stays a dead letter (10 s, 20 s, 40 s, 80 s apart plus jitter). */
export const PUSH_MAX_ATTEMPTS = 5;

/**
 * What the notification service needs to push: the queue and which platforms can be reached. The
 * jobs are stored with the notifications, one per device of the user
 * (notifications-delivery.repository.ts).
 */
export type NotificationPush = {
  jobs: JobQueue;
  supports(platform: DevicePlatform): boolean;
};

/** What a push job needs of the devices feature (its service, passed in by the composition root). */
export type PushDevices = {
  findById(id: number): Promise<DeviceRow | null>;
  removeById(id: number): Promise<void>;
  /** R28: whether a stored web token still names a push service one may POST to. */
  acceptsWebToken(token: string): boolean;
};

/**
 * How long and how urgently: a chat message is urgent and worth a day; a tariff change can wait
 * three. The topic (RFC 8030 §5.4) lets a newer push about the same subject replace a pending one.
 */
export function pushSendOptions(payload: PushPayload): PushSendOptions {
  const chat = payload.data.type === NOTIFICATION_TYPE.NEW_CHAT_MESSAGE;
  return {
    ttl: chat ? 24 * 3600 : 3 * 24 * 3600,
    urgency: chat ? 'high' : 'normal',
    topic: payload.tag,
  };
}

const pushJobSchema = z.object({
  notification_id: z.uuid(),
  device_id: z.number().int().positive(),
});

/**
 * The `push` job handler. Nothing to do when the device or the notification is gone,
 * the notification was read meanwhile, or it is about a conversation its user is no
 * longer a member of. A dead token removes the device; 5xx/429/no answer retry
 * with backoff (Retry-After honoured); a refused request or an unreachable platform gives up.
 */
export function createPushDelivery(deps: {
  db: Db;
  sender: PushSender;
  devices: PushDevices;
  /** Chat membership now, checked when the job runs. */
  membersNow: ChatMembersNow;
}) {
  const { devices } = deps;
  return { handle };

  async function handle(job: ClaimedJob, context: JobContext): Promise<void> {
    const parsed = pushJobSchema.safeParse(job.payload);
    if (!parsed.success) throw giveUp('malformed push job payload');
    const { notification_id: notificationId, device_id: deviceId } = parsed.data;
    const device = await devices.findById(deviceId);
    const notification = await findNotificationById(deps.db, notificationId);
    if (!device || !notification || notification.readAt !== null) return;
    if (device.userId !== notification.userId) throw giveUp('device of another user');
    if ((await stillForTheirUsers(deps.db, [notification], deps.membersNow)).length === 0) return;
    const payload = notificationPushPayload(notification.data);
    if (!payload) return;
    // R28: never POST to an endpoint outside the push services, even one stored before the check.
    if (device.platform === 'web' && !devices.acceptsWebToken(device.token)) {
      await devices.removeById(device.id);
      return;
    }
    const result = await deps.sender.send(
      { platform: device.platform, token: device.token },
      payload,
      pushSendOptions(payload),
    );
    await settle(result, device.id, context);
  }

  async function settle(result: PushResult, deviceId: number, context: JobContext) {
    if (result.ok) return;
    switch (result.reason) {
      case 'dead':
        await devices.removeById(deviceId);
        context.logger.info({ deviceId, status: result.status }, 'push: dead token removed');
        return;
      case 'retryable':
        throw retryLater(result.message, result.retryAfterMs);
      case 'rejected':
      case 'unsupported':
        throw giveUp(result.message);
    }
  }
}

export type PushDelivery = ReturnType<typeof createPushDelivery>;
