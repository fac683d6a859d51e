import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

import { useOnline } from '../connection/use-online.ts';

export function FullScreenLoader() {
  return (
    <Center h="100dvh" aria-busy="true">
      <Loader aria-label="Загрузка" />
    </Center>
  );
}

/** The browser says «online» a moment before requests go through again. */
const RECONNECT_GRACE_MS = 1000;

/**
 * The signed-in app could not load the user. Offline (the service worker opened the
 * page without a network) it says so and tries again by itself once the network is back.
 */
export function FullScreenError({ onRetry }: { onRetry: () => void }) {
  const online = useOnline();
  const retryRef = useRef(onRetry);
  useEffect(() => {
    retryRef.current = onRetry;
  });
  const [waitingForNetwork, setWaitingForNetwork] = useState(!online);
  if (!online && !waitingForNetwork) setWaitingForNetwork(true);
  useEffect(() => {
    if (!online || !waitingForNetwork) return undefined;
    const retry = window.setTimeout(() => {
      setWaitingForNetwork(false);
      retryRef.current();
    }, RECONNECT_GRACE_MS);
    return () => window.clearTimeout(retry);
  }, [online, waitingForNetwork]);
  return (
    <Center h="100dvh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <IconCloudOff size={48} stroke={1.5} color="var(--mantine-color-dimmed)" />
        <Title order={2} size="h3">
          {online ? 'Не удалось загрузить кабинет' : 'Кабинет откроется, когда появится сеть'}
        </Title>
        <Text c="dimmed">
          {online
            ? 'Проверьте подключение к интернету и попробуйте ещё раз.'
            : 'Мы загрузим его сами, как только соединение восстановится.'}
        </Text>
        <Button onClick={onRetry}>Повторить</Button>
      </Stack>
    </Center>
  );
}
