import { chatNotificationData } from '@kabinet/domain/notifications';
import { type Notification } from '@kabinet/domain/users';

import type { NativePushPlugin } from './native-push.ts';
import { currentPushPlatform, loadNativePushPlugin, type PushPlatform } from './push-platform.ts';
import { currentWebPushBrowser, type WebPushBrowser } from './web-push-browser.ts';

/** What the page posts to the service worker (apps/web/src/sw/push.js). */
export interface CloseNotificationsMessage {
  type: 'close-notifications';
  conversationId: number;
  tag: string;
}

export interface CloseDeps {
  platform?: PushPlatform;
  browser?: WebPushBrowser;
  loadPlugin?: () => Promise<NativePushPlugin>;
}

/**
 * A conversation was read (here or in another tab), so the system notifications about
 * it go away — the service worker closes the shown ones (they are shared by every tab), the
 * wrappers remove the delivered ones. Best effort: never throws.
 */
export async function closeConversationNotifications(
  conversationId: number,
  deps: CloseDeps = {},
): Promise<void> {
  try {
    const { isNative } = deps.platform ?? currentPushPlatform();
    if (isNative) {
      const [plugin, { closeNativeConversationNotifications }] = await Promise.all([
        (deps.loadPlugin ?? loadNativePushPlugin)(),
        import('./native-push.ts'),
      ]);
      await closeNativeConversationNotifications(plugin, conversationId);
      return;
    }
    const { serviceWorker } = deps.browser ?? currentWebPushBrowser();
    const registration = await serviceWorker?.getRegistration('/');
    const message: CloseNotificationsMessage = {
      type: 'close-notifications',
      conversationId,
      tag: `chat-${conversationId}`,
    };
    registration?.active?.postMessage(message);
  } catch (error) {
    console.warn('Не удалось убрать системные уведомления', error);
  }
}

/** The conversations that the chat notifications with these ids are about, each once. */
export function conversationIdsOf(
  list: readonly Notification[] | undefined,
  ids: readonly string[],
): number[] {
  const wanted = new Set(ids);
  const conversations = (list ?? [])
    .filter((item) => wanted.has(item.id))
    .map((item) => chatNotificationData(item)?.message.chat_conversation_id)
    .filter((id): id is number => id !== undefined);
  return [...new Set(conversations)];
}
