import type { Device, DeviceSubscribeBody } from '@kabinet/domain/users';

import { http, type DataEnvelope } from '../../../shared/http/http.ts';

/** GET /api/v1/push/vapid-public-key: the server's VAPID public key (base64url). */
export function fetchVapidPublicKey(): Promise<string> {
  return http
    .get<{ data: { public_key: string } }>('/api/v1/push/vapid-public-key')
    .then((body) => body.data.public_key);
}

/**
 * SPEC §7 POST /api/user/{id}/device-subscribe: adds the token to the user's devices. The server
 * upserts by (user, token), so a repeated call is harmless and may be retried.
 */
export function subscribeDevice(userId: number, body: DeviceSubscribeBody): Promise<Device> {
  return http
    .post<DataEnvelope<Device>>(`/api/user/${userId}/device-subscribe`, body)
    .then((answer) => answer.data);
}
