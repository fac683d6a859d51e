import type { Device } from '@kabinet/domain/users';

import type { DeviceRow } from '../../db/schema/devices.ts';

/** SPEC §3 Device: token and device_info.platform. */
export function serializeDevice(row: DeviceRow): Device {
  return { id: row.id, token: row.token, device_info: { platform: row.platform } };
}
