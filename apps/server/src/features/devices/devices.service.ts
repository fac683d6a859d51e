import type { Device, DeviceSubscribeBody } from '@kabinet/domain/users';

import type { Db } from '../../db/client.ts';
import { forbidden } from '../../platform/errors.ts';

import { upsertDevice } from './devices.repository.ts';
import { serializeDevice } from './devices.serializers.ts';

export const notYourDevices = () =>
  forbidden('Нельзя добавить устройство другому пользователю.', 'devices.not_yours');

/** SPEC §4 push subscription: a device token is added once per user (same token → same row). */
export function createDevicesService(deps: { db: Db }) {
  return {
    async subscribe(
      actor: { id: number },
      userId: number,
      body: DeviceSubscribeBody,
    ): Promise<Device> {
      if (actor.id !== userId) throw notYourDevices();
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
