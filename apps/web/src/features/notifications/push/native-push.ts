import type { DevicePlatform } from '@kabinet/domain/users';
import type { PluginListenerHandle } from '@capacitor/core';
import type {
  ActionPerformed,
  DeliveredNotifications,
  PermissionStatus,
  RegistrationError,
  Token,
} from '@capacitor/push-notifications';

import { sendDeviceToken } from './device-token.ts';
import { pushDenied, type PushStartResult } from './push-result.ts';
import { pushConversationId, pushTargetPath } from './push-target.ts';

type Listener<T> = (value: T) => void;

/**
 * The part of Capacitor's PushNotifications plugin the app uses (FCM on Android, APNs on iOS).
 * The real plugin object fits it; unit tests pass a fake one (the plugin boundary).
 */
export interface NativePushPlugin {
  checkPermissions(): Promise<PermissionStatus>;
  requestPermissions(): Promise<PermissionStatus>;
  register(): Promise<void>;
  addListener(event: 'registration', listener: Listener<Token>): Promise<PluginListenerHandle>;
  addListener(
    event: 'registrationError',
    listener: Listener<RegistrationError>,
  ): Promise<PluginListenerHandle>;
  addListener(
    event: 'pushNotificationActionPerformed',
    listener: Listener<ActionPerformed>,
  ): Promise<PluginListenerHandle>;
  getDeliveredNotifications(): Promise<DeliveredNotifications>;
  removeDeliveredNotifications(delivered: DeliveredNotifications): Promise<void>;
}

async function nativePermission(plugin: NativePushPlugin): Promise<PermissionStatus['receive']> {
  const { receive } = await plugin.checkPermissions();
  if (receive !== 'prompt' && receive !== 'prompt-with-rationale') return receive;
  return (await plugin.requestPermissions()).receive;
}

/** register() answers with a 'registration' (the token) or a 'registrationError' event. */
function registerForToken(plugin: NativePushPlugin): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const handles: Promise<PluginListenerHandle>[] = [];
    const settle = () => handles.forEach((handle) => void handle.then((h) => h.remove()));
    handles.push(
      plugin.addListener('registration', ({ value }) => {
        settle();
        resolve(value);
      }),
      plugin.addListener('registrationError', ({ error }) => {
        settle();
        reject(new Error(error));
      }),
    );
    Promise.all(handles)
      .then(() => plugin.register())
      .catch(reject);
  });
}

export interface StartNativePushArgs {
  plugin: NativePushPlugin;
  platform: Extract<DevicePlatform, 'android' | 'ios'>;
  userId: number;
  devices: readonly { token: string }[];
  /** Opens an app path (the router's navigate). */
  onOpen: (path: string) => void;
}

/**
 * Android/iOS push through Capacitor: a tap on a push opens the chat-dialog route of its
 * conversation; with permission the app registers, and the token of the 'registration' event
 * goes to device-subscribe with the platform when SPEC §4 says it is new. Never throws.
 */
export async function startNativePush({
  plugin,
  platform,
  userId,
  devices,
  onOpen,
}: StartNativePushArgs): Promise<PushStartResult> {
  try {
    // First, so a tap that launched the app (kept by the plugin until heard) is not lost.
    await plugin.addListener('pushNotificationActionPerformed', ({ notification }) =>
      onOpen(pushTargetPath(notification.data as Record<string, unknown> | undefined)),
    );
    if ((await nativePermission(plugin)) !== 'granted') return pushDenied();
    const token = await registerForToken(plugin);
    const sent = await sendDeviceToken({ userId, token, platform, devices });
    return { status: 'subscribed', token, sent };
  } catch (error) {
    return { status: 'failed', error };
  }
}

/** Removes the delivered pushes about a conversation from the system tray (it was read). */
export async function closeNativeConversationNotifications(
  plugin: NativePushPlugin,
  conversationId: number,
): Promise<void> {
  const { notifications } = await plugin.getDeliveredNotifications();
  const tag = `chat-${conversationId}`;
  const matching = notifications.filter(
    (item) =>
      item.tag === tag ||
      pushConversationId(
        (item.data as Record<string, unknown> | undefined)?.chat_conversation_id,
      ) === conversationId,
  );
  if (matching.length > 0) await plugin.removeDeliveredNotifications({ notifications: matching });
}
