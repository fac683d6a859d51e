import { formatUnreadBadge } from '@kabinet/domain/shared';
import { Badge, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';

import { conversationsQuery } from '../api/keys.ts';

/** SPEC §9: unread chat messages of the active company on the «Чат» link (9+ above 9). */
export function ChatUnreadBadge({ companyId }: { companyId: number | null }) {
  const conversations = useQuery({
    ...conversationsQuery(companyId ?? 0),
    enabled: companyId !== null,
  });
  const total = (conversations.data ?? []).reduce((sum, c) => sum + c.unread_count, 0);
  const badge = formatUnreadBadge(total);
  if (!badge) return null;
  // The count is read as part of the link's name («Чат, непрочитанных сообщений: 3»); the badge
  // itself is decoration (an aria-label on a plain element names nothing).
  return (
    <>
      <Badge size="sm" variant="filled" circle={badge.length === 1} aria-hidden>
        {badge}
      </Badge>
      <VisuallyHidden>, непрочитанных сообщений: {total}</VisuallyHidden>
    </>
  );
}
