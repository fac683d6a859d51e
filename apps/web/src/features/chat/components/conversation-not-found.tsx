import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * A conversation address that leads nowhere (deleted, or not this user's): on a phone this pane
 * is the whole page, so it names itself (h1); beside the list it is under the page's h1 (h2).
 * It leads back to the list.
 */
export function ConversationNotFound({
  listPath,
  standalone,
}: {
  listPath: string;
  standalone: boolean;
}) {
  return (
    <Stack align="center" gap="xs" ta="center">
      <Title order={standalone ? 1 : 2} size="h3">
        Диалог не найден
      </Title>
      <Text c="dimmed">Возможно, его удалили или у вас нет к нему доступа.</Text>
      <Button
        component={Link}
        to={listPath}
        variant="light"
        leftSection={<IconArrowLeft size={16} />}
      >
        К списку диалогов
      </Button>
    </Stack>
  );
}
