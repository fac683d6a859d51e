import { formatUnreadBadge } from '@kabinet/domain/shared';
import { Badge, VisuallyHidden } from '@mantine/core';

import { useTaskCount } from '../count-api.ts';

/** The open tasks on «Задачи» (red when some are overdue; 9+ above 9). */
export function TaskCountBadge(
  props: { staff: true } | { staff: false; companyId: number | null },
) {
  const count = useTaskCount(props);
  const open = count.data?.open ?? 0;
  const badge = formatUnreadBadge(open);
  if (!badge) return null;
  const overdue = count.data?.overdue ?? 0;
  // The count is read as part of the «Задачи» link's name; the badge itself is decoration.
  return (
    <>
      <Badge
        size="sm"
        variant="filled"
        color={overdue > 0 ? 'red' : undefined}
        circle={badge.length === 1}
        aria-hidden
      >
        {badge}
      </Badge>
      <VisuallyHidden>
        , открытых задач: {open}
        {overdue > 0 ? `, просрочено: ${overdue}` : ''}
      </VisuallyHidden>
    </>
  );
}
