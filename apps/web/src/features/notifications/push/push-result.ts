import { PUSH_PERMISSION_DENIED, PUSH_UNSUPPORTED } from '@kabinet/domain/notifications';

/**
 * How starting push ended:
 * - `subscribed`: the device token is known to the server (`sent` when this start sent it);
 * - `prompt`: permission was never asked; only a user gesture may ask it (browsers block
 *   unprompted requests), so the bell offers «Включить уведомления»;
 * - `denied`: SPEC §8 'User denied permissions!';
 * - `unsupported`: SPEC §8 'FCM не поддерживается в этом окружении';
 * - `off`: push is not started here (SPEC §4: iOS native);
 * - `failed`: the token could not be obtained or sent (no push service, server down…).
 */
export type PushStartResult =
  | { status: 'subscribed'; token: string; sent: boolean }
  | { status: 'prompt' }
  | { status: 'denied'; message: typeof PUSH_PERMISSION_DENIED }
  | { status: 'unsupported'; message: typeof PUSH_UNSUPPORTED }
  | { status: 'off' }
  | { status: 'failed'; error: unknown };

export type PushStatus = PushStartResult['status'] | 'idle' | 'starting';

export const pushDenied = (): PushStartResult => ({
  status: 'denied',
  message: PUSH_PERMISSION_DENIED,
});

export const pushUnsupported = (): PushStartResult => ({
  status: 'unsupported',
  message: PUSH_UNSUPPORTED,
});

/** SPEC §8: refusal and lack of support are logged with the spec's texts, token errors too. */
export function logPushResult(result: PushStartResult): void {
  if (result.status === 'denied' || result.status === 'unsupported') {
    console.warn(result.message);
  } else if (result.status === 'failed') {
    console.error('Не удалось подписаться на push-уведомления', result.error);
  }
}
