import type { Device, DeviceSubscribeBody } from '@kabinet/domain/users';

import type { Db } from '../../db/client.ts';
import type { DeviceRow } from '../../db/schema/devices.ts';
import { fieldError, forbidden } from '../../platform/errors.ts';
import { isAllowedPushEndpoint } from '../../platform/push/push-endpoints.ts';
import { parseWebPushSubscription } from '../../platform/push/web-push.sender.ts';

import {
  deleteDevice,
  deleteDeviceById,
  findDeviceById,
  listDevicesOfUser,
  upsertDevice,
} from './devices.repository.ts';
import { serializeDevice } from './devices.serializers.ts';

export const notYourDevices = () =>
  forbidden('Нельзя добавить устройство другому пользователю.', 'devices.not_yours');

export const invalidWebSubscription = () =>
  fieldError('token', 'Неверная подписка на push-уведомления.', 'devices.invalid_subscription');

/**
 * R28: a web token must be a browser PushSubscription whose endpoint is a known push service
 * (or one of `extraOrigins`, the local fake in tests) — the server POSTs to that URL later.
 */
export function isAcceptableWebToken(token: string, extraOrigins: readonly string[]): boolean {
  const subscription = parseWebPushSubscription(token);
  return subscription !== null && isAllowedPushEndpoint(subscription.endpoint, extraOrigins);
}

/**
 * SPEC §4 push subscription: a device token is added once per user (same token → same row).
 * `pushEndpointOrigins` are extra web push origins allowed besides the known services. The other
 * features use devices only through this service: the user answer lists them, logout forgets
 * one, push delivery reads and drops them.
 */
export function createDevicesService(deps: { db: Db; pushEndpointOrigins?: readonly string[] }) {
  const { db } = deps;
  const extraOrigins = deps.pushEndpointOrigins ?? [];
  return {
    async subscribe(
      actor: { id: number },
      userId: number,
      body: DeviceSubscribeBody,
    ): Promise<Device> {
      if (actor.id !== userId) throw notYourDevices();
      if (body.platform === 'web' && !isAcceptableWebToken(body.token, extraOrigins)) {
        throw invalidWebSubscription();
      }
      const row = await upsertDevice(db, {
        userId,
        token: body.token,
        platform: body.platform,
      });
      if (!row) throw new Error('device upsert returned nothing');
      return serializeDevice(row);
    },

    /** SPEC §3 User.devices: the user's devices, oldest first. */
    async listOfUser(userId: number): Promise<Device[]> {
      return (await listDevicesOfUser(db, userId)).map(serializeDevice);
    },

    /** Logout: forgets the device the signed-out client names (nothing when it is not theirs). */
    async forget(userId: number, token: string): Promise<void> {
      await deleteDevice(db, userId, token);
    },

    /** One device by id (a push job's), or null when it was removed meanwhile. */
    findById: (id: number): Promise<DeviceRow | null> => findDeviceById(db, id),

    /** The push service said the token is gone, or it no longer names a push service. */
    removeById: (id: number): Promise<void> => deleteDeviceById(db, id),

    /** R28: whether a stored web token may still be pushed to (see isAcceptableWebToken). */
    acceptsWebToken: (token: string): boolean => isAcceptableWebToken(token, extraOrigins),
  };
}

export type DevicesService = ReturnType<typeof createDevicesService>;
