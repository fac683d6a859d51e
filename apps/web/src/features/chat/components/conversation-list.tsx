import { lastMessageCaption, type ChatUser, type Conversation } from '@kabinet/domain/chat';
import { formatChatTime, formatUnreadBadge } from '@kabinet/domain/shared';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

import { otherParticipants, typingText } from '../model.ts';
import { conversationPath } from '../paths.ts';
import { activeTyping, useTypingStore } from '../store.ts';
import classes from './chat.module.css';
import { ConversationAvatar } from './conversation-avatar.tsx';

interface ConversationListProps {
  conversations: Conversation[];
  meId: number;
  activeId: number | null;
  isOnline: (chatUser: ChatUser, conversationId: number) => boolean;
}

function ConversationItem({
  conversation,
  meId,
  active,
  online,
}: {
  conversation: Conversation;
  meId: number;
  active: boolean;
  online: boolean;
}) {
  const marks = useTypingStore((s) => s.typing[conversation.id]);
  const typing = typingText(activeTyping(marks));
  const last = conversation.last_message;
  const badge = formatUnreadBadge(conversation.unread_count);
  return (
    <Link
      to={conversationPath(conversation.id)}
      className={classes.item}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
      data-testid="conversation-item"
    >
      <ConversationAvatar name={conversation.name} online={online} />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={600} truncate="end">
            {conversation.name}
          </Text>
          {last ? (
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {formatChatTime(last.created_at)}
            </Text>
          ) : null}
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text
            size="sm"
            c={typing ? 'brand' : 'dimmed'}
            truncate="end"
            data-testid="conversation-caption"
          >
            {typing ?? lastMessageCaption(last, meId)}
          </Text>
          {badge ? (
            <Badge
              size="sm"
              circle={badge.length === 1}
              variant="filled"
              aria-label={`Непрочитанных: ${badge}`}
              style={{ flexShrink: 0 }}
            >
              {badge}
            </Badge>
          ) : null}
        </Group>
      </Stack>
    </Link>
  );
}

/** The company's conversations: caption, time, unread badge (9+), online and typing marks. */
export function ConversationList({
  conversations,
  meId,
  activeId,
  isOnline,
}: ConversationListProps) {
  return (
    <Stack gap={2} component="nav" aria-label="Диалоги">
      {conversations.map((conversation) => (
        <ConversationItem
          key={conversation.id}
          conversation={conversation}
          meId={meId}
          active={conversation.id === activeId}
          online={otherParticipants(conversation, meId).some((u) => isOnline(u, conversation.id))}
        />
      ))}
    </Stack>
  );
}
