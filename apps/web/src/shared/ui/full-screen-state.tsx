import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';

export function FullScreenLoader() {
  return (
    <Center h="100dvh" aria-busy="true">
      <Loader aria-label="Загрузка" />
    </Center>
  );
}

export function FullScreenError({ onRetry }: { onRetry: () => void }) {
  return (
    <Center h="100dvh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <IconCloudOff size={48} stroke={1.5} color="var(--mantine-color-dimmed)" />
        <Title order={2} size="h3">
          Не удалось загрузить кабинет
        </Title>
        <Text c="dimmed">Проверьте подключение к интернету и попробуйте ещё раз.</Text>
        <Button onClick={onRetry}>Повторить</Button>
      </Stack>
    </Center>
  );
}
