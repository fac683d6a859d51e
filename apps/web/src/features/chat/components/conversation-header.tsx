import type { ChatUser, Conversation } from '@kabinet/domain/chat';
import { pluralRu } from '@kabinet/domain/shared';
import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';

import classes from './chat.module.css';
import { ConversationAvatar } from './conversation-avatar.tsx';

interface ConversationHeaderProps {
  conversation: Conversation;
  others: ChatUser[];
  onlineIds: ReadonlySet<number>;
  typing: string | null;
  showBack: boolean;
  /** The list «back» leads to (the chat, or the staff inbox). */
  listPath: string;
  onOpenParticipants: () => void;
}

function statusLine({
  conversation,
  others,
  onlineIds,
}: Pick<ConversationHeaderProps, 'conversation' | 'others' | 'onlineIds'>) {
  const online = others.filter((u) => onlineIds.has(u.id));
  const count = conversation.chat_users.length;
  const members = `${count} ${pluralRu(count, ['участник', 'участника', 'участников'])}`;
  if (others.length === 1) return online.length ? 'в сети' : 'не в сети';
  return online.length ? `${members}, в сети: ${online.length}` : members;
}

/** Title, who is online or typing, participants. */
export function ConversationHeader(props: ConversationHeaderProps) {
  const { conversation, others, onlineIds, typing, showBack, listPath, onOpenParticipants } = props;
  return (
    <Group
      gap="sm"
      px="sm"
      py={8}
      wrap="nowrap"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      {showBack ? (
        <ActionIcon
          component={Link}
          to={listPath}
          variant="subtle"
          color="gray"
          size="lg"
          className={classes.touchTarget}
          aria-label="К списку диалогов"
        >
          <IconArrowLeft size={20} />
        </ActionIcon>
      ) : null}
      <ConversationAvatar
        name={conversation.name}
        online={others.some((u) => onlineIds.has(u.id))}
        size={38}
      />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        {/* Alone on a phone (the list with the page's h1 is hidden), the conversation is the page. */}
        <Text component={showBack ? 'h1' : 'p'} fw={600} fz="md" m={0} truncate="end">
          {conversation.name}
        </Text>
        <Text size="xs" c={typing ? 'brand' : 'dimmed'} truncate="end" aria-live="polite">
          {typing ?? statusLine(props)}
        </Text>
      </Stack>
      <Tooltip label="Участники">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          className={classes.touchTarget}
          aria-label="Участники"
          onClick={onOpenParticipants}
        >
          <IconUsers size={20} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
