import { Button, Stack, Text } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useNavigate } from 'react-router';

import { useCurrentUser } from '../../../shared/user/api.ts';
import { usePushStore, runPushStart } from './push-store.ts';

/**
 * In the bell's list: browsers let a site ask for notifications only on a user
 * gesture, so push that was never allowed is offered here with «Включить уведомления».
 */
export function PushPrompt() {
  const status = usePushStore((state) => state.status);
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();

  if (status === 'denied') {
    return (
      <Text size="xs" c="dimmed" px="xs" pb="xs">
        Уведомления запрещены в настройках браузера
      </Text>
    );
  }
  if (status !== 'prompt' || !user) return null;
  const enable = () =>
    void runPushStart({
      userId: user.id,
      devices: user.devices,
      interactive: true,
      onOpen: (path) => void navigate(path),
    });
  return (
    <Stack gap={4} px="xs" pb="xs">
      <Button
        variant="light"
        size="xs"
        leftSection={<IconBellRinging size={16} />}
        onClick={enable}
      >
        Включить уведомления
      </Button>
      <Text size="xs" c="dimmed">
        Сообщения чата придут, даже когда вкладка закрыта
      </Text>
    </Stack>
  );
}
