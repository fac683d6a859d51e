import type { Conversation } from '@kabinet/domain/chat';
import { formatMessageTime, formatUnreadBadge } from '@kabinet/domain/shared';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import classes from './chat.module.css';
import { ConversationAvatar } from './conversation-avatar.tsx';

interface ConversationRowProps {
  conversation: Conversation;
  to: string;
  active: boolean;
  online: boolean;
  /** The second line: the last message, or who is typing. */
  caption: ReactNode;
  /** A line under the name (the inbox's company). */
  subtitle?: ReactNode;
  /** Under the caption (the inbox's waiting time). */
  footer?: ReactNode;
  testId: string;
}

/** One conversation in a list: avatar, name and time, caption with the unread badge (9+). */
export function ConversationRow(props: ConversationRowProps) {
  const { conversation, to, active, online, caption, subtitle, footer, testId } = props;
  const last = conversation.last_message;
  const badge = formatUnreadBadge(conversation.unread_count);
  return (
    <Link
      to={to}
      className={classes.item}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
      data-testid={testId}
    >
      <ConversationAvatar name={conversation.name} online={online} />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={600} truncate="end">
            {conversation.name}
          </Text>
          {last ? (
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {formatMessageTime(last.created_at)}
            </Text>
          ) : null}
        </Group>
        {subtitle}
        <Group justify="space-between" wrap="nowrap" gap="xs">
          {caption}
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
        {footer}
      </Stack>
    </Link>
  );
}
