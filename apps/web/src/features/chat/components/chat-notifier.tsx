import { Notification, Stack, Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

import { useResendOnReconnect } from '../api/send.ts';
import {
  openFromNotice,
  setChatNoticesMuted,
  setNoticeNavigator,
  useChatNotices,
} from '../notify.ts';
import { conversationPath } from '../paths.ts';
import { useUserChatChannel } from '../realtime.ts';

/** Under the 64 px header, as the app's top-right toasts (SPEC §9 position). */
const PLACE = {
  position: 'fixed',
  top: 'calc(64px + var(--mantine-spacing-sm) + env(safe-area-inset-top, 0px))',
  right: 'var(--mantine-spacing-md)',
  zIndex: 1001,
  width: 'min(360px, calc(100vw - 2 * var(--mantine-spacing-md)))',
} as const;

/**
 * Mounted once in the signed-in shell: listens to `private-user.{id}` for the chat and shows
 * «Новое сообщение» at the top right wherever the user is; a click opens the conversation. Also
 * sends again, on reconnect, the messages that failed for want of a connection.
 * `muted`: the user's in-app preference for chat messages is off.
 */
export function ChatNotifier({ userId, muted = false }: { userId: number; muted?: boolean }) {
  const navigate = useNavigate();
  const notices = useChatNotices((s) => s.notices);
  const dismiss = useChatNotices((s) => s.dismiss);
  useUserChatChannel(userId);
  useResendOnReconnect();

  useEffect(() => setChatNoticesMuted(muted), [muted]);

  useEffect(() => {
    setNoticeNavigator((id) => void navigate(conversationPath(id)));
  }, [navigate]);

  if (notices.length === 0) return null;
  return (
    <Stack gap="xs" style={PLACE} aria-live="polite">
      {notices.map((notice) => (
        <Notification
          key={notice.key}
          role="status"
          icon={<IconMessageCircle size={20} />}
          title={notice.title}
          withBorder
          closeButtonProps={{ 'aria-label': 'Закрыть уведомление' }}
          onClose={() => dismiss(notice.key)}
          style={{ boxShadow: 'var(--mantine-shadow-md)', cursor: 'pointer' }}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('button')) return;
            dismiss(notice.key);
            openFromNotice(notice.conversationId);
          }}
        >
          <Text size="sm" lineClamp={2}>
            {notice.body}
          </Text>
        </Notification>
      ))}
    </Stack>
  );
}
