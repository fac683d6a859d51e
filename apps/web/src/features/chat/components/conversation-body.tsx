import { Button, Center, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';

import type { ConversationMessages } from '../model.ts';
import { MessageList, type MessageListProps } from './message-list.tsx';
import { ContentSkeleton } from '../../../shared/ui/content-skeleton.tsx';

/** The messages of the open conversation, or their loading state, or «Повторить» on a failure. */
export function ConversationBody({
  messages,
  ...list
}: Omit<MessageListProps, 'messages' | 'hasMore'> & {
  messages: UseQueryResult<ConversationMessages>;
}) {
  if (messages.isPending) {
    return <ContentSkeleton shape="list" label="Загрузка сообщений" />;
  }
  if (messages.isError) {
    return (
      <Center style={{ flex: 1 }}>
        <Stack align="center" gap="xs">
          <Text c="dimmed">Не удалось загрузить сообщения</Text>
          <Button variant="light" onClick={() => void messages.refetch()}>
            Повторить
          </Button>
        </Stack>
      </Center>
    );
  }
  return (
    <MessageList messages={messages.data.messages} hasMore={messages.data.hasMore} {...list} />
  );
}
