import { groupNotifications } from '@kabinet/domain/notifications';
import { type Notification } from '@kabinet/domain/users';
import { formatChatTime } from '@kabinet/domain/shared';
import { Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';

import { describeNotification, notificationLink } from '../model.ts';

interface NotificationListProps {
  notifications: readonly Notification[];
  /** «Сегодня»/«Вчера» are counted from this moment. */
  now: Date;
  /** Called when an item with a link is followed (the bell closes). */
  onFollow?: () => void;
}

function Item({ notification, onFollow }: { notification: Notification; onFollow?: () => void }) {
  const { title, text } = describeNotification(notification);
  const link = notificationLink(notification);
  const unread = !notification.read_at;
  const body = (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Box
        w={8}
        h={8}
        mt={6}
        style={{ borderRadius: '50%', flex: 'none' }}
        bg={unread ? 'red' : 'transparent'}
        aria-hidden
      />
      <Box style={{ minWidth: 0, flex: 1 }}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={unread ? 700 : 500} truncate>
            {title}
          </Text>
          <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
            {formatChatTime(notification.created_at)}
          </Text>
        </Group>
        {text ? (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {text}
          </Text>
        ) : null}
      </Box>
    </Group>
  );
  return (
    <li data-testid="notification" data-unread={unread || undefined}>
      {link ? (
        <UnstyledButton component={Link} to={link} onClick={onFollow} w="100%">
          {body}
        </UnstyledButton>
      ) : (
        body
      )}
    </li>
  );
}

/** The notifications grouped «Сегодня», «Вчера», «Ранее», each linking to its subject. */
export function NotificationList({ notifications, now, onFollow }: NotificationListProps) {
  if (notifications.length === 0) {
    return (
      <Text size="sm" c="dimmed" ta="center" py="sm">
        Уведомлений нет
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {groupNotifications(notifications, now).map((group) => (
        <section key={group.key} aria-label={group.label}>
          <Text size="xs" c="dimmed" fw={700} tt="uppercase" mb={6}>
            {group.label}
          </Text>
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {group.items.map((notification) => (
              <Item
                key={notification.id}
                notification={notification}
                {...(onFollow ? { onFollow } : {})}
              />
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
