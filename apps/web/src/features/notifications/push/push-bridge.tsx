import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { useCurrentUser } from '../../../shared/user/api.ts';
import { closeConversationNotifications } from './close-notifications.ts';
import { runPushStart } from './push-store.ts';
import { conversationIdOfPath, safeAppPath } from './push-target.ts';
import { currentWebPushBrowser } from './web-push-browser.ts';

/**
 * Mounted by the signed-in shell: starts push for the user (without asking: the bell
 * asks on a click), closes the system notifications of a conversation once it is opened, and
 * follows a notification click that the service worker could not navigate itself.
 */
export function PushBridge({ userId }: { userId: number }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data: user } = useCurrentUser();
  // Read at start time: a newer user answer or router must not start push again.
  const latest = useRef({ devices: user?.devices ?? [], navigate });
  latest.current = { devices: user?.devices ?? [], navigate };

  useEffect(() => {
    void runPushStart({
      userId,
      devices: latest.current.devices,
      interactive: false,
      onOpen: (path) => void latest.current.navigate(path),
    });
  }, [userId]);

  const openConversation = conversationIdOfPath(pathname);
  useEffect(() => {
    if (openConversation) void closeConversationNotifications(openConversation);
  }, [openConversation]);

  useEffect(() => {
    const { serviceWorker } = currentWebPushBrowser();
    if (!serviceWorker) return undefined;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; url?: unknown } | null;
      const path = data?.type === 'open-url' ? safeAppPath(data.url) : null;
      if (path) void navigate(path);
    };
    serviceWorker.addEventListener('message', onMessage);
    return () => serviceWorker.removeEventListener('message', onMessage);
  }, [navigate]);

  return null;
}
