import { formatWaiting, lastMessageCaption, type InboxItem } from '@kabinet/domain/chat';
import { formatChatTime, formatUnreadBadge } from '@kabinet/domain/shared';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

import { inboxConversationPath } from '../paths.ts';
import classes from './chat.module.css';
import { ConversationAvatar } from './conversation-avatar.tsx';

interface InboxListProps {
  items: InboxItem[];
  meId: number;
  activeId: number | null;
  now: Date;
}

/** One row: conversation and company, last message, unread badge and how long the client waits. */
function InboxRow({
  item,
  meId,
  active,
  now,
}: {
  item: InboxItem;
  meId: number;
  active: boolean;
  now: Date;
}) {
  const { conversation, company, waiting_since: waitingSince } = item;
  const last = conversation.last_message;
  const badge = formatUnreadBadge(conversation.unread_count);
  return (
    <Link
      to={inboxConversationPath(conversation.id)}
      className={classes.item}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
      data-testid="inbox-item"
    >
      <ConversationAvatar name={conversation.name} online={false} />
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
        <Text size="xs" c="dimmed" truncate="end">
          {company.name}
        </Text>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" c="dimmed" truncate="end">
            {lastMessageCaption(last, meId)}
          </Text>
          {badge ? (
            <Badge
              size="sm"
              circle={badge.length === 1}
              variant="filled"
              aria-label={`Непрочитанных: ${badge}`}
            >
              {badge}
            </Badge>
          ) : null}
        </Group>
        {waitingSince ? (
          <Badge size="sm" color="orange" variant="light" style={{ alignSelf: 'flex-start' }}>
            {formatWaiting(new Date(waitingSince), now)}
          </Badge>
        ) : null}
      </Stack>
    </Link>
  );
}

/** The staff inbox's rows, newest activity first (the server's order). */
export function InboxList({ items, meId, activeId, now }: InboxListProps) {
  return (
    <Stack
      gap={0}
      component="ul"
      aria-label="Диалоги клиентов"
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {items.map((item) => (
        <li key={item.conversation.id}>
          <InboxRow item={item} meId={meId} active={item.conversation.id === activeId} now={now} />
        </li>
      ))}
    </Stack>
  );
}
