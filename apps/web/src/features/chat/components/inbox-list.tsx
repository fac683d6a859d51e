import { formatWaiting, lastMessageCaption, type InboxItem } from '@kabinet/domain/chat';
import { Badge, Stack, Text } from '@mantine/core';

import { inboxConversationPath } from '../paths.ts';
import { ConversationRow } from './conversation-row.tsx';

interface InboxListProps {
  items: InboxItem[];
  /** The inbox's own query (`?company=`), kept when a conversation opens. */
  search: string;
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
  search,
}: {
  item: InboxItem;
  meId: number;
  active: boolean;
  now: Date;
  search: string;
}) {
  const { conversation, company, waiting_since: waitingSince } = item;
  return (
    <ConversationRow
      conversation={conversation}
      to={`${inboxConversationPath(conversation.id)}${search}`}
      active={active}
      online={false}
      testId="inbox-item"
      subtitle={
        <Text size="xs" c="dimmed" truncate="end">
          {company.name}
        </Text>
      }
      caption={
        <Text size="sm" c="dimmed" truncate="end">
          {lastMessageCaption(conversation.last_message, meId)}
        </Text>
      }
      footer={
        waitingSince ? (
          <Badge size="sm" color="orange" variant="light" style={{ alignSelf: 'flex-start' }}>
            {formatWaiting(new Date(waitingSince), now)}
          </Badge>
        ) : null
      }
    />
  );
}

/** The staff inbox's rows, newest activity first (the server's order). */
export function InboxList({ items, meId, activeId, now, search }: InboxListProps) {
  return (
    <Stack
      gap={0}
      component="ul"
      aria-label="Диалоги клиентов"
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {items.map((item) => (
        <li key={item.conversation.id}>
          <InboxRow
            item={item}
            meId={meId}
            active={item.conversation.id === activeId}
            now={now}
            search={search}
          />
        </li>
      ))}
    </Stack>
  );
}
