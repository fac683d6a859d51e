import type { Device, DeviceSubscribeBody } from '@kabinet/domain/users';

import type { Db } from '../../db/client.ts';
import { fieldError, forbidden } from '../../platform/errors.ts';
import { isAllowedPushEndpoint } from '../../platform/push/push-endpoints.ts';
import { parseWebPushSubscription } from '../../platform/push/web-push.sender.ts';

import { upsertDevice } from './devices.repository.ts';
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
 * `pushEndpointOrigins` are extra web push origins allowed besides the known services.
 */
export function createDevicesService(deps: { db: Db; pushEndpointOrigins?: readonly string[] }) {
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
      const row = await upsertDevice(deps.db, {
        userId,
        token: body.token,
        platform: body.platform,
      });
      if (!row) throw new Error('device upsert returned nothing');
      return serializeDevice(row);
    },
  };
}

export type DevicesService = ReturnType<typeof createDevicesService>;
