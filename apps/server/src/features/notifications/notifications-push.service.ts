import {
  isChannelEnabled,
  isNotificationType,
  NOTIFICATION_TYPE,
  notificationPushPayload,
  type PushPayload,
} from '@kabinet/domain/notifications';
import { type DevicePlatform } from '@kabinet/domain/users';
import { z } from 'zod';

import type { Db } from '../../db/client.ts';
import type { DeviceRow } from '../../db/schema/devices.ts';
import type { NotificationRow } from '../../db/schema/notifications.ts';
import {
  giveUp,
  retryLater,
  type JobContext,
  type JobInput,
  type JobQueue,
  type ClaimedJob,
} from '../../platform/jobs/jobs.types.ts';
import type { PushSender } from '../../platform/push/push.port.ts';
import type { PushResult, PushSendOptions } from '../../platform/push/push.types.ts';

import { stillForTheirUsers, type ChatMembersNow } from './notifications-audience.service.ts';
import { loadNotificationPreferences } from './notifications-preferences.repository.ts';
import { findNotificationById } from './notifications.repository.ts';

/** The job queue of push deliveries: one job per (notification, device). */
export const PUSH_QUEUE = 'push';
/** Tries per push before it stays a dead letter (10 s, 20 s, 40 s, 80 s apart plus jitter). */
export const PUSH_MAX_ATTEMPTS = 5;

/**
 * The devices of these users, read through `db` (the caller's transaction). The devices feature
 * decides (devices.service.ts `devicesOfUsers`); the composition root passes it in.
 */
export type DevicesOfUsers = (db: Db, userIds: readonly number[]) => Promise<DeviceRow[]>;

/**
 * What the notification service needs to push: the queue, which platforms can be reached, and
 * whose devices there are.
 */
export type NotificationPush = {
  jobs: JobQueue;
  supports(platform: DevicePlatform): boolean;
  devicesOf: DevicesOfUsers;
};

/** What a push job needs of the devices feature (its service, passed in by the composition root). */
export type PushDevices = {
  findById(id: number): Promise<DeviceRow | null>;
  removeById(id: number): Promise<void>;
  /** R28: whether a stored web token still names a push service one may POST to. */
  acceptsWebToken(token: string): boolean;
};

/**
 * The push jobs for freshly stored notifications — one per device of each recipient
 * whose preferences keep push on for the type, on platforms the sender can reach now. Run inside
 * the transaction that stores the notifications, so both commit or neither.
 */
export async function planPushJobs(
  db: Db,
  rows: readonly NotificationRow[],
  push: Pick<NotificationPush, 'supports' | 'devicesOf'>,
): Promise<JobInput[]> {
  if (rows.length === 0) return [];
  const preferences = await loadNotificationPreferences(
    db,
    rows.map((row) => row.userId),
  );
  const wanted = rows.filter((row) => {
    const own = preferences.get(row.userId);
    return (
      own !== undefined && isNotificationType(row.type) && isChannelEnabled(own, row.type, 'push')
    );
  });
  const devices = await push.devicesOf(
    db,
    wanted.map((row) => row.userId),
  );
  return wanted.flatMap((row) =>
    devices
      .filter((device) => device.userId === row.userId && push.supports(device.platform))
      .map((device) => ({
        queue: PUSH_QUEUE,
        payload: { notification_id: row.id, device_id: device.id },
        maxAttempts: PUSH_MAX_ATTEMPTS,
      })),
  );
}

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
