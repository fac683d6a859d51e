import { formatUnreadBadge } from '@kabinet/domain/shared';
import { ActionIcon, Indicator, Popover, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';

import type { UserNotification } from '../../shared/user/user.types.ts';

function describe(notification: UserNotification): { title: string; text: string } {
  const message = notification.data.message as
    { text?: string; chat_user?: { name?: string } } | undefined;
  if (notification.data.type === 'NEW_CHAT_MESSAGE' && message) {
    return { title: message.chat_user?.name ?? 'Новое сообщение', text: message.text ?? '' };
  }
  const text = typeof notification.data.text === 'string' ? notification.data.text : '';
  const title =
    typeof notification.data.title === 'string' ? notification.data.title : 'Уведомление';
  return { title, text };
}

/** Bell with the unread count (SPEC §9: «9+» above 9) and the latest unread notifications. */
export function NotificationsButton({ notifications }: { notifications: UserNotification[] }) {
  const unread = notifications.filter((notification) => notification.read_at === null);
  const badge = formatUnreadBadge(unread.length);
  const label = unread.length > 0 ? `Уведомления, непрочитанных: ${unread.length}` : 'Уведомления';

  return (
    <Popover width={320} position="bottom-end" shadow="md">
      <Popover.Target>
        <Indicator label={badge} size={18} disabled={!badge} offset={6} color="red">
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label}>
            <IconBell size={22} stroke={1.6} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown>
        {unread.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="sm">
            Новых уведомлений нет
          </Text>
        ) : (
          <Stack gap="sm">
            {unread.slice(0, 10).map((notification) => {
              const { title, text } = describe(notification);
              return (
                <div key={notification.id}>
                  <Text size="sm" fw={600}>
                    {title}
                  </Text>
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {text}
                  </Text>
                </div>
              );
            })}
          </Stack>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
